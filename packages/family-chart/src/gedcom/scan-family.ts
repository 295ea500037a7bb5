/**
 * A FAM record read from the record scanner's table (record-scan.ts) exactly as canReadFamily and readFamily read its
 * structures (read-family.ts), without them. Null when readFamily must read it: a partner or child who is not a
 * person read before (the family is then read at the end of the file), no one named, or a line continued under a
 * structure whose values are read here.
 */
import { tagAt } from './common-tags'
import type { FamilyEntry, PersonEntry, PersonLookup } from './entries'
import type { MarriageEnd } from '../data/parent-families'
import { familyEntry } from './read-family'
import { familyPrint } from './record-copy'
import { Value, type RecordLines } from './record-scan'
import { typeOfWord, type RoleTypes } from './relationship-types'
import { Tag } from './scan-tags'
import type { GedcomVersion } from './types'

/** The place of a partner or child line in the order export writes (read-family.ts ROLE_ORDER), else 99. */
const roleOrder = (tag: number): number => (tag === Tag.HUSB ? 1 : tag === Tag.WIFE ? 2 : tag === Tag.CHIL ? 3 : 99)

/** The family of the record's lines, or null (see above). `found[k]`: the person of line k (reused). */
export function scanFamily(
  lines: RecordLines,
  xref: string,
  line: number,
  text: string,
  version: GedcomVersion,
  personOf: PersonLookup,
  found: (PersonEntry | undefined)[],
): FamilyEntry | null {
  if (!findMembers(lines, personOf, found)) return null
  const family = familyEntry(null, xref, line, text, true)
  let plain = true
  let stage = 0
  for (let k = 0; k < lines.count;) {
    const after = lines.after(k)
    const at = roleOrder(lines.tag[k])
    if (!scanLine(family, lines, k, after, found[k]) || at < stage) plain = false
    stage = at
    k = after
  }
  family.plain = plain
  family.children = family.children.slice()
  if (family.plainLinks && !plain)
    family.print = familyPrint(version, family, family.children, family.end, family.pointers, family.marriage)
  return family
}

/** Structures whose values this reader reads: a continuation line below them makes it give the record up. */
const READ = new Set<number>([
  Tag.HUSB,
  Tag.WIFE,
  Tag.CHIL,
  Tag.MARR,
  Tag.DIV,
  Tag.ANUL,
  Tag.SEPR,
  Tag.SEP,
  Tag.SEPARATED,
  Tag.EVEN,
])

/**
 * As canReadFamily: each partner and child line names a person read before, and one at least does; and no value
 * read here is continued on a CONT or CONC line.
 */
function findMembers(lines: RecordLines, personOf: PersonLookup, found: (PersonEntry | undefined)[]): boolean {
  let named = false
  for (let k = 0; k < lines.count; k++) {
    found[k] = undefined
    const tag = lines.tag[k]
    if ((tag === Tag.CONT || tag === Tag.CONC) && continuesRead(lines, k)) return false
    if (lines.level[k] !== 1 || roleOrder(tag) === 99 || lines.kind[k] !== Value.Pointer || lines.isVoid(k)) continue
    const person = personOf(lines.pointer(k))
    if (!person) return false
    found[k] = person
    named = true
  }
  return named
}

/** Whether the CONT / CONC line k is below a level-1 structure whose values are read. */
function continuesRead(lines: RecordLines, k: number): boolean {
  let top = k
  while (lines.level[top] > 1) top--
  return READ.has(lines.tag[top])
}

/** One structure of the record, as readLine reads it; returns whether it is a plain partner or child line. */
function scanLine(
  family: FamilyEntry,
  lines: RecordLines,
  k: number,
  after: number,
  person: PersonEntry | undefined,
): boolean {
  const tag = lines.tag[k]
  const role = tag === Tag.HUSB ? 'husband' : tag === Tag.WIFE ? 'wife' : tag === Tag.CHIL ? 'child' : null
  if (role === null || lines.kind[k] !== Value.Pointer) {
    scanEvent(family, lines, k, after)
    return false
  }
  const plain = after === k + 1
  if (!plain) family.plainLinks = false
  if ((role !== 'child' && family[role] !== undefined) || person === undefined) {
    family.plainLinks = false
    return false
  }
  if (role !== 'child') {
    family[role] = person
    return plain
  }
  if (family.children.includes(person)) {
    family.plainLinks = false
    return false
  }
  family.children.push(person)
  if (!plain) childTypes(family, lines, k, person.id)
  return plain
}

/** `_FREL` / `_MREL` below a CHIL line, as readTypes reads them. */
function childTypes(family: FamilyEntry, lines: RecordLines, k: number, id: string): void {
  const frel = lines.childWith(k, Tag.FREL)
  const mrel = lines.childWith(k, Tag.MREL)
  const husband = frel < 0 ? undefined : typeOfWord(lines.text(frel))
  const wife = mrel < 0 ? undefined : typeOfWord(lines.text(mrel))
  const types: RoleTypes = {}
  if (husband) types.husband = husband
  if (wife) types.wife = wife
  if (types.husband || types.wife) (family.childTypes ??= {})[id] = types
}

/** Any other structure: the end of the marriage, the first dated MARR, the ids it points at. */
function scanEvent(family: FamilyEntry, lines: RecordLines, k: number, after: number): void {
  const kind = endKindAt(lines, k)
  if (kind && !family.end) {
    const date = dateAt(lines, k)
    family.end = date === undefined ? { kind } : { kind, date }
  } else if (lines.tag[k] === Tag.MARR && family.marriage === undefined) family.marriage = dateAt(lines, k)
  for (let j = k; j < after; j++) {
    if (lines.kind[j] !== Value.Pointer || lines.isVoid(j)) continue
    ;(family.pointers ??= []).push(lines.pointer(j), tagAt(lines.src, lines.tagStart[j], lines.tagEnd[j]))
  }
}

/** eventDateOf: the trimmed value of the first DATE line below line k, when not empty. */
function dateAt(lines: RecordLines, k: number): string | undefined {
  const at = lines.childWith(k, Tag.DATE)
  return at < 0 ? undefined : lines.text(at)?.trim() || undefined
}

/** endKindOf (marriage-end.ts) of the structure at line k. */
function endKindAt(lines: RecordLines, k: number): MarriageEnd | undefined {
  switch (lines.tag[k]) {
    case Tag.DIV:
      return lines.text(k)?.trim().toUpperCase() === 'N' ? undefined : 'divorced'
    case Tag.ANUL:
      return 'annulled'
    case Tag.SEPR:
    case Tag.SEP:
    case Tag.SEPARATED:
      return 'separated'
    case Tag.EVEN: {
      const at = lines.childWith(k, Tag.TYPE)
      const type = (at < 0 ? undefined : lines.text(at)?.trim().toLowerCase()) ?? ''
      if (type.startsWith('separat')) return 'separated'
      if (type === 'marriage ended' || type === 'end of marriage') return 'ended'
      return undefined
    }
    default:
      return undefined
  }
}
