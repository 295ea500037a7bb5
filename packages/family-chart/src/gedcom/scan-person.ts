/**
 * An INDI record read from the record scanner's table (record-scan.ts) exactly as readPerson reads its structures
 * (read-person.ts), without them. Null for what it does not read itself (an ADOP event, a line continued under a
 * structure the fields come from, a FAMC or FAMS line with lines below it): the record is then built and read by
 * readPerson. The property test in test/gedcom/record-scan.test.ts reads records both ways.
 */
import { fewAdd } from './few'
import { isNameValue, namePartsOfText } from './person-fields'
import { emptyReading, type Reading } from './read-person'
import { Value, type RecordLines } from './record-scan'
import { Tag } from './scan-tags'

/** The stage of a mapped tag (read-person.ts STAGE), 99 for the others. */
function stageOf(tag: Tag): number {
  switch (tag) {
    case Tag.NAME:
      return 1
    case Tag.SEX:
      return 2
    case Tag.BIRT:
      return 3
    case Tag.DEAT:
      return 4
    case Tag.FAMC:
      return 5
    case Tag.FAMS:
      return 6
    default:
      return 99
  }
}

/** The person's fields and links from the record's lines, or null when readPerson must read them. */
export function scanPerson(lines: RecordLines): Reading | null {
  const r = emptyReading()
  // As in readPerson: the mapped tags met so far, and the stage of the last structure.
  let seen = 0
  let stage = 0
  for (let k = 0; k < lines.count;) {
    const tag = lines.tag[k] as Tag
    const after = lines.after(k)
    const plain = scanStructure(lines, k, after, tag, r, seen)
    if (plain === null) return null
    const at = stageOf(tag)
    if (!plain || at < stage) r.plain = false
    stage = at
    if (at !== 99) seen |= 1 << at
    k = after
  }
  return r
}

/** Whether lines (k, after) hold a CONT or CONC (a value read here would be joined). */
function continued(lines: RecordLines, k: number, after: number): boolean {
  for (let j = k + 1; j < after; j++) if (lines.tag[j] === Tag.CONT || lines.tag[j] === Tag.CONC) return true
  return false
}

/**
 * Reads the structure at line k (up to `after`) into `r`, as readStructure does; returns whether export writes it
 * again from the data, or null when the scanner does not read it.
 */
function scanStructure(
  lines: RecordLines,
  k: number,
  after: number,
  tag: Tag,
  r: Reading,
  seen: number,
): boolean | null {
  const stage = stageOf(tag)
  if (stage === 99) return tag === Tag.ADOP ? null : false
  if (continued(lines, k, after)) return null
  if (tag === Tag.FAMC || tag === Tag.FAMS) {
    if (lines.kind[k] !== Value.Pointer || lines.isVoid(k)) return false
    if (after !== k + 1) return null
    const link = lines.pointer(k)
    if (tag === Tag.FAMC) r.famc = fewAdd(r.famc, link)
    else r.fams = fewAdd(r.fams, link)
    return !(tag === Tag.FAMC && seen & (1 << 5))
  }
  if (seen & (1 << stage)) return false
  if (tag === Tag.NAME) return scanName(lines, k, after, r)
  if (tag === Tag.SEX) return scanSex(lines, k, after, r)
  return scanEvent(lines, k, after, tag, r)
}

/** NAME: first and last name; plain when it is the line plainName writes (see isPlainName). */
function scanName(lines: RecordLines, k: number, after: number, r: Reading): boolean {
  const givn = lines.childWith(k, Tag.GIVN)
  const surn = lines.childWith(k, Tag.SURN)
  const value = lines.text(k)
  const parts = namePartsOfText(value, givn < 0 ? undefined : lines.text(givn), surn < 0 ? undefined : lines.text(surn))
  const first = (r.first = parts.first)
  const last = (r.last = parts.last)
  if (!isNameValue(value, first, last)) return false
  if (after === k + 1) return true
  let j = k + 1
  if (first) {
    if (!isLeaf(lines, j, after, Tag.GIVN, first)) return false
    j++
  }
  if (last) {
    if (!isLeaf(lines, j, after, Tag.SURN, last)) return false
    j++
  }
  return j > k + 1 && j === after && (first.includes('/') || last.includes('/'))
}

/** Whether line j (before `after`) is a line with `tag` and the text `value`, with nothing below it. */
function isLeaf(lines: RecordLines, j: number, after: number, tag: Tag, value: string): boolean {
  if (j >= after || lines.tag[j] !== tag || !lines.isText(j, value)) return false
  return j + 1 >= lines.count || lines.level[j + 1] <= lines.level[j]
}

/** SEX: the gender when it is M or F, else the SEX as written (the gender is settled later). */
function scanSex(lines: RecordLines, k: number, after: number, r: Reading): boolean {
  // M or F alone, as nearly every file writes it: no string made.
  const c =
    lines.kind[k] === Value.Text && lines.eol[k] - lines.valueStart[k] === 1
      ? lines.src.charCodeAt(lines.valueStart[k])
      : 0
  if (c === 77 || c === 70) {
    r.gender = c === 77 ? 'M' : 'F'
    r.otherSex = null
    return after === k + 1
  }
  const value = lines.text(k)
  const sex = (value ?? '').trim().toUpperCase()
  if (sex !== 'M' && sex !== 'F') {
    r.otherSex = value ?? ''
    return false
  }
  r.gender = sex
  r.otherSex = null
  return after === k + 1 && value === sex
}

/** BIRT or DEAT: the date of its first DATE line; plain when that line is all it has. */
function scanEvent(lines: RecordLines, k: number, after: number, tag: Tag, r: Reading): boolean {
  const at = lines.childWith(k, Tag.DATE)
  const date = at < 0 ? undefined : lines.text(at)?.trim() || undefined
  if (tag === Tag.BIRT) {
    if (date !== undefined) r.birthday = date
  } else if (date !== undefined) {
    r.death = date
    r.deathFirst = r.birthday === undefined
  }
  return date !== undefined && lines.kind[k] === Value.None && at === k + 1 && after === k + 2 && lines.isText(at, date)
}
