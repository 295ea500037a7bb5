/** importGedcom: a GEDCOM 5.5.1 or 7.0 file → family-chart data, reporting what was odd instead of failing. */
import type { Data } from '../data/types'
import { toParentsShape } from '../data/data-shape'
import { findOwnAncestors } from '../data/validate'
import { decodeGedcomBytes } from './decode'
import { GedcomError } from './gedcom-error'
import { linkFamilies, readFamily, type FamilyEntry } from './link-families'
import { parseGedcomText, versionOfHeader } from './parse-lines'
import { readPerson, type PersonEntry } from './read-person'
import { GEDCOM_KEY, type GedcomNode, type ImportGedcomOptions, type ImportGedcomResult } from './types'
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
function danglingPointers(nodes: GedcomNode[], known: Set<string>, where: string, out: string[]): void {
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
  // Record ids: the first record with an id keeps it; a later duplicate is renamed.
  const taken = new Set<string>()
  const idOf = (node: GedcomNode, line: number, prefix: string): { id: string; duplicate: boolean } => {
    const id = node.xref
    if (id !== undefined && !taken.has(id)) { taken.add(id); return { id, duplicate: false } }
    const base = id ?? prefix
    let k = 2
    while (taken.has(`${base}_${k}`)) k++
    const fresh = `${base}_${k}`
    taken.add(fresh)
    warnings.add(id === undefined
      ? `The ${node.tag} record on line ${line} has no id: it was given the id "${fresh}".`
      : `Two records use the id @${id}@: the one on line ${line} was given the id "${fresh}"${node.tag === 'INDI' ? ', without its family links' : ''}.`)
    return { id: fresh, duplicate: id !== undefined }
  }

  // Records are mapped as they are read: a person keeps only what the data fields do not hold.
  let head: GedcomNode | undefined
  const people: PersonEntry[] = []
  const familyRecords: { node: GedcomNode; xref: string; line: number }[] = []
  const records: GedcomNode[] = []
  const file = parseGedcomText(toText(input, warnings), warnings, (node, line) => {
    if (!head) { head = node; return }
    if (node.tag === 'TRLR' || node.tag === 'HEAD') return
    if (node.tag === 'INDI') {
      const { id, duplicate } = idOf(node, line, 'I')
      const entry = readPerson(node, id, line)
      if (duplicate) { entry.famc = []; entry.fams = [] }
      people.push(entry)
    } else if (node.tag === 'FAM') {
      familyRecords.push({ node, xref: idOf(node, line, 'F').id, line })
    } else if (node.xref !== undefined) {
      const { id } = idOf(node, line, 'X')
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

  const personIds = new Set(people.map((p) => p.datum.id))
  const families: FamilyEntry[] = familyRecords.map((r) => readFamily(r.node, r.xref, r.line, (id) => personIds.has(id), warnings))
  for (const f of linkFamilies(people, families, warnings)) records.push({ ...f.record, xref: f.xref })

  // Only people with something kept get the key: most people of a plain file have nothing beyond their fields.
  const data: Data = people.map(({ datum, kept }) => {
    if (Object.keys(kept).length) datum[GEDCOM_KEY] = kept
    return datum
  })
  if (!data.length) warnings.add('The file has no people (INDI records): there is nothing to draw.')
  else if (records.length) data[0][GEDCOM_KEY] = { ...data[0][GEDCOM_KEY], records }

  const dangling: string[] = []
  for (const p of people) {
    if (p.kept.nodes) danglingPointers(p.kept.nodes, taken, p.datum.id, dangling)
    for (const f of p.kept.families ?? []) if (f.nodes) danglingPointers(f.nodes, taken, `family @${f.xref}@`, dangling)
  }
  danglingPointers(records, taken, 'a record', dangling)
  if (dangling.length) {
    warnings.add(`${dangling.length} pointer${dangling.length === 1 ? ' names a record' : 's name records'} the file does not have, ` +
      `kept as written: ${dangling.slice(0, 5).join(', ')}${dangling.length > 5 ? ', …' : ''}.`)
  }
  const cycle = findOwnAncestors(new Map(data.map((d) => [d.id, d])))
  if (cycle.length) {
    warnings.add(`${cycle.length} ${cycle.length === 1 ? 'person is' : 'people are'} their own ancestor (${cycle.slice(0, 5).join(', ')}${cycle.length > 5 ? ', …' : ''}): ` +
      'their parent links go round in a circle. They were imported as written: check these families.')
  }
  return { data: shape === '0.9' ? toParentsShape(data) : data, warnings: warnings.list(), version }
}
