/** One FAM record → a family entry: its partners and children (people of the file), child types, marriage date and end. */
import type { FamilyEntry, PersonEntry, PersonLookup } from './entries'
import { endKindOf } from './marriage-end'
import { eventDateOf } from './person-fields'
import { readTypes } from './relationship-types'
import type { GedcomNode, GedcomVersion } from './types'
import { familyPrint } from './record-copy'
import type { WarningList } from './warnings'

/** A FAM record whose partners and children are still to be read (see readFamily). */
export function familyEntry(
  record: GedcomNode | null,
  xref: string,
  line: number,
  text = '',
  regular = false,
): FamilyEntry {
  return {
    kind: 'family',
    xref,
    line,
    husband: undefined,
    wife: undefined,
    children: [],
    plain: true,
    text,
    regular,
    plainLinks: true,
    pointers: null,
    print: undefined,
    childTypes: undefined,
    end: undefined,
    marriage: undefined,
    keepChildren: false,
    record,
  }
}

const ROLE_ORDER: Record<string, number> = { HUSB: 1, WIFE: 2, CHIL: 3 }
const roleOf = (tag: string) => (tag === 'HUSB' ? 'husband' : tag === 'WIFE' ? 'wife' : tag === 'CHIL' ? 'child' : null)

/**
 * Whether readFamily can read the family now: it names at least one partner or child, and each is a person
 * already read (a person read later, or no person, makes a warning that has its place after the whole file).
 * `found[k]` becomes the person of the record's k-th line, for readFamily (one look-up per line).
 */
export function canReadFamily(record: GedcomNode, personOf: PersonLookup, found: (PersonEntry | undefined)[]): boolean {
  let named = false
  const children = record.children
  for (let k = 0, n = children ? children.length : 0; k < n; k++) {
    const node = children![k]
    found[k] = undefined
    if (node.pointer === undefined || node.pointer === 'VOID' || roleOf(node.tag) === null) continue
    const person = personOf(node.pointer)
    if (!person) return false
    found[k] = person
    named = true
  }
  return named
}

/**
 * Reads the partners, children, the `_FREL` / `_MREL` of each child and the end of the marriage from a family
 * entry's record. Partners and children that are not people of the file are left out with a warning (`@VOID@`, 7.0's
 * "no one", silently). The record's structures are kept in order unless it holds only plain HUSB, WIFE and CHIL lines.
 */
export function readFamily(
  family: FamilyEntry,
  personOf: PersonLookup,
  version: GedcomVersion,
  warnings: WarningList,
  found?: (PersonEntry | undefined)[],
): void {
  const record = family.record
  const children = record!.children
  const n = children ? children.length : 0
  let plain = true
  let stage = 0
  for (let k = 0; k < n; k++) {
    const node = children![k]
    const at = ROLE_ORDER[node.tag] ?? 99
    if (!readLine(family, node, found?.[k] ?? personOf, warnings) || at < stage) plain = false
    stage = at
  }
  family.plain = plain
  family.children = family.children.slice()
  // Read from the record's lines alone (the people's FAMC / FAMS lines are joined later), so the print says what the text says.
  if (family.regular && family.plainLinks && !plain) {
    family.print = familyPrint(version, family, family.children, family.end, family.pointers, family.marriage)
  }
  if (family.husband || family.wife || family.children.length) family.record = null
}

/** Reads one line of a FAM record; returns whether it is a plain partner or child line (export writes it again). */
function readLine(
  family: FamilyEntry,
  node: GedcomNode,
  personOf: PersonLookup | PersonEntry,
  warnings: WarningList,
): boolean {
  const role = roleOf(node.tag)
  if (!role || node.pointer === undefined) {
    const kind = endKindOf(node)
    if (kind && !family.end) family.end = { kind, ...dateOf(node) }
    else if (node.tag === 'MARR' && family.marriage === undefined) family.marriage = eventDateOf(node)
    collectPointers(node, family)
    return false
  }
  const plain = !node.children && node.value === undefined
  if (!plain) family.plainLinks = false
  // A second HUSB or WIFE is kept as it is.
  if (role !== 'child' && family[role] !== undefined) {
    family.plainLinks = false
    return false
  }
  const id = node.pointer
  // `personOf`: the person canReadFamily found for this line, or the look-up.
  const person = id === 'VOID' ? undefined : typeof personOf === 'function' ? personOf(id) : personOf
  if (!person) {
    if (id !== 'VOID')
      warnings.add(
        `Family @${family.xref}@ (line ${family.line}) names @${id}@ as ${node.tag} but there is no such person; that link was left out.`,
      )
    family.plainLinks = false
    return false
  }
  if (role === 'child') {
    if (family.children.includes(person)) {
      family.plainLinks = false
      return false
    }
    family.children.push(person)
    if (node.children) {
      const types = readTypes({ chil: node })
      if (types.husband || types.wife) (family.childTypes ??= {})[id] = types
    }
  } else family[role] = person
  return plain
}

/** The ids a structure (and what is below it) points at. */
function collectPointers(node: GedcomNode, family: FamilyEntry): void {
  if (node.pointer !== undefined && node.pointer !== 'VOID') (family.pointers ??= []).push(node.pointer, node.tag)
  if (node.children) for (const c of node.children) collectPointers(c, family)
}

const dateOf = (node: GedcomNode): { date?: string } => {
  const date = eventDateOf(node)
  return date === undefined ? {} : { date }
}
