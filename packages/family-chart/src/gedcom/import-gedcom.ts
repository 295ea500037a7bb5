/** importGedcom: a GEDCOM 5.5.1 or 7.0 file → family-chart data, reporting what was odd instead of failing. */
import type { Data } from '../data/types'
import { toParentsShape } from '../data/data-shape'
import { decodeGedcomBytes } from './decode'
import { GedcomError } from './gedcom-error'
import { canReadFamily, familyEntry, linkFamilies, readFamily, type FamilyEntry } from './link-families'
import { ownAncestors } from './own-ancestors'
import { parseGedcomText, versionOfHeader } from './parse-lines'
import { keptFromText } from './lazy-kept'
import { readPerson, type KeepNodes, type PersonEntry } from './read-person'
import { GEDCOM_KEY, type GedcomNode, type GedcomVersion, type ImportGedcomOptions, type ImportGedcomResult } from './types'
import { createWarningList, type WarningList } from './warnings'

/** Header lines about the file itself, which export writes anew; the other header lines are kept. */
const HEAD_OWN = new Set(['GEDC', 'CHAR', 'SOUR', 'DATE', 'FILE', 'DEST'])

function toText(input: unknown, warnings: WarningList): string {
  if (typeof input === 'string') {
    if (/\n\s*1\s+CHAR\s+ANSEL/i.test(input.slice(0, 4096)) && /[^\x00-\x7f]/.test(input)) {
      warnings.add('The file is ANSEL but was passed as text: accented letters may be wrong. Pass its bytes (an ArrayBuffer or Uint8Array) instead.')
    }
    return input
  }
  if (input instanceof ArrayBuffer) return decodeGedcomBytes(new Uint8Array(input), warnings)
  if (ArrayBuffer.isView(input)) return decodeGedcomBytes(new Uint8Array(input.buffer, input.byteOffset, input.byteLength), warnings)
  throw new GedcomError('bad-input', 'importGedcom needs the text of a GEDCOM file, or its bytes as an ArrayBuffer or Uint8Array.')
}

/** Every pointer in kept structures that names no record of the file, with where it was found. */
function danglingPointers(nodes: GedcomNode[], known: { has(id: string): boolean }, where: string, out: string[]): void {
  for (const node of nodes) {
    if (node.pointer !== undefined && node.pointer !== 'VOID' && !known.has(node.pointer)) out.push(`@${node.pointer}@ (${node.tag} in ${where})`)
    if (node.children) danglingPointers(node.children, known, where, out)
  }
}

/**
 * Reads a GEDCOM 5.5.1 or 7.0 file into family-chart data.
 *
 * - `input`: the file's text, or its bytes (ArrayBuffer or Uint8Array); pass bytes for files that are not UTF-8
 *   (ANSEL, UTF-16, Windows-1252, Macintosh), so the character set named in the header can be applied.
 * - Each INDI becomes a person whose id is the record's id without `@`; FAM records become spouses, parents and
 *   children. What the data fields do not show is kept in `datum.gedcom` (see KeptPerson) for exportGedcom.
 * - `options.shape`: `'0.9'` returns parents as `rels.parents` (the published 0.9 shape).
 *
 * Problems inside a file (broken pointers, duplicate ids, people who are their own ancestor, a missing trailer) are
 * listed in `warnings` and the rest is imported.
 *
 * @throws GedcomError when the input is empty, is not GEDCOM (does not start with `0 HEAD`), or is not text or bytes.
 */
export function importGedcom(input: string | ArrayBuffer | Uint8Array, options: ImportGedcomOptions = {}): ImportGedcomResult {
  const shape = options?.shape ?? '0.8'
  if (shape !== '0.8' && shape !== '0.9') throw new GedcomError('bad-option', `Unknown data shape ${JSON.stringify(shape)}: use '0.8' or '0.9'.`)
  const warnings = createWarningList()
  // Every record id, with the person or family it names: the first record with an id keeps it; a later duplicate
  // is renamed. One map serves the duplicate check, the links between people and families, and dangling pointers.
  const byId = new Map<string, PersonEntry | FamilyEntry | null>()
  const idOf = (node: GedcomNode, line: number, prefix: string): string => {
    const id = node.xref
    if (id !== undefined && !byId.has(id)) return id
    const base = id ?? prefix
    let k = 2
    while (byId.has(`${base}_${k}`)) k++
    const fresh = `${base}_${k}`
    warnings.add(id === undefined
      ? `The ${node.tag} record on line ${line} has no id: it was given the id "${fresh}".`
      : `Two records use the id @${id}@: the one on line ${line} was given the id "${fresh}"${node.tag === 'INDI' ? ', without its family links' : ''}.`)
    return fresh
  }
  const personOf = (id: string): PersonEntry | undefined => {
    const entry = byId.get(id)
    return entry && entry.kind === 'person' ? entry : undefined
  }
  const familyOf = (id: string): FamilyEntry | undefined => {
    const entry = byId.get(id)
    return entry && entry.kind === 'family' ? entry : undefined
  }

  // Records are mapped as they are read: a person keeps only what the data fields do not hold, and a family whose
  // people are already read keeps only its own structures.
  let head: GedcomNode | undefined
  let recordVersion: GedcomVersion = '5.5.1'
  const people: PersonEntry[] = []
  const families: FamilyEntry[] = []
  const records: GedcomNode[] = []
  // Pointers in people's kept structures to records not read yet (checked once all are read): pointer and tag pairs,
  // and the index of the person.
  const ahead: string[] = []
  const aheadOwner: number[] = []
  const findAhead = (nodes: GedcomNode[]) => {
    for (const node of nodes) {
      const pointer = node.pointer
      if (pointer !== undefined && pointer !== 'VOID' && !byId.has(pointer)) { ahead.push(pointer, node.tag); aheadOwner.push(people.length) }
      if (node.children) findAhead(node.children)
    }
  }
  // A person's kept structures wait as the record's text (see keptFromText).
  let text = ''
  let start = 0
  let end = 0
  const keep: KeepNodes = (nodes) => {
    findAhead(nodes)
    return keptFromText(text.slice(start, end), recordVersion)
  }
  const file = parseGedcomText(toText(input, warnings), warnings, (node, line, src, from, to) => {
    if (!head) { head = node; recordVersion = versionOfHeader(head).version; return }
    const tag = node.tag
    if (tag === 'TRLR' || tag === 'HEAD') return
    if (tag === 'INDI') {
      const id = idOf(node, line, 'I')
      text = src
      start = from
      end = to
      // A duplicate's links would be read as the first record's.
      const entry = readPerson(node, id, line, id === node.xref || node.xref === undefined, keep)
      byId.set(id, entry)
      people.push(entry)
    } else if (tag === 'FAM') {
      const xref = idOf(node, line, 'F')
      const entry = familyEntry(node, xref, line)
      byId.set(xref, entry)
      families.push(entry)
      if (canReadFamily(node, personOf)) readFamily(entry, personOf, warnings)
    } else if (node.xref !== undefined) {
      const id = idOf(node, line, 'X')
      byId.set(id, null)
      records.push(id === node.xref ? node : { ...node, xref: id })
    } else {
      records.push(node)
    }
  })
  const { version, named } = versionOfHeader(head)
  if (named === null) warnings.add('The header names no GEDCOM version (GEDC with VERS): the file was read as GEDCOM 5.5.1.')
  else if (!/^[57]\./.test(named) && named !== '7') warnings.add(`The header names GEDCOM version ${named}: the file was read as GEDCOM 5.5.1.`)
  if (!file.hasTrailer) warnings.add('The file ends without a trailer (0 TRLR), so it may be cut short: everything up to its end was imported.')
  const headExtras = (head?.children ?? []).filter((c) => !HEAD_OWN.has(c.tag))
  if (headExtras.length) records.unshift({ tag: 'HEAD', children: headExtras })

  // The families that named people read after them (or no people) are read now that every person is known.
  for (const f of families) if (f.record) readFamily(f, personOf, warnings)
  const { rels, unheld } = linkFamilies(people, families, familyOf, warnings)
  for (const f of unheld) records.push({ ...f.record!, xref: f.xref })

  // Only people with something kept get the key: most people of a plain file have nothing beyond their fields.
  const data: Data = new Array(people.length)
  for (let k = 0; k < people.length; k++) {
    const { id, data: fields, kept } = people[k]
    // One literal per shape; `gedcom` is GEDCOM_KEY.
    data[k] = kept && Object.keys(kept).length ? { id, data: fields, rels: rels[k], gedcom: kept } : { id, data: fields, rels: rels[k] }
  }
  if (!data.length) warnings.add('The file has no people (INDI records): there is nothing to draw.')
  else if (records.length) data[0][GEDCOM_KEY] = { ...data[0][GEDCOM_KEY], records }

  const dangling: string[] = []
  let next = 0
  for (let k = 0; k < people.length; k++) {
    const p = people[k]
    for (; next < aheadOwner.length && aheadOwner[next] === k; next++) {
      const pointer = ahead[2 * next]
      if (!byId.has(pointer)) dangling.push(`@${pointer}@ (${ahead[2 * next + 1]} in ${p.id})`)
    }
    for (const f of p.kept?.families ?? []) if (f.nodes) danglingPointers(f.nodes, byId, `family @${f.xref}@`, dangling)
  }
  danglingPointers(records, byId, 'a record', dangling)
  if (dangling.length) {
    warnings.add(`${dangling.length} pointer${dangling.length === 1 ? ' names a record' : 's name records'} the file does not have, ` +
      `kept as written: ${dangling.slice(0, 5).join(', ')}${dangling.length > 5 ? ', …' : ''}.`)
  }
  const cycle = ownAncestors(people)
  if (cycle.length) {
    warnings.add(`${cycle.length} ${cycle.length === 1 ? 'person is' : 'people are'} their own ancestor (${cycle.slice(0, 5).join(', ')}${cycle.length > 5 ? ', …' : ''}): ` +
      'their parent links go round in a circle. They were imported as written: check these families.')
  }
  return { data: shape === '0.9' ? toParentsShape(data) : data, warnings: warnings.list(), version }
}
