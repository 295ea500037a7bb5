/**
 * importGedcom: a GEDCOM 5.5.1 or 7.0 file → family-chart data, reporting what was odd instead of failing. The reader
 * is a pipeline: decode (bytes → text) → tokenize and build (lines → records, parse-lines.ts) → index (records by id,
 * people and families read as they come, index-records.ts) → link (families → relations, link-families.ts).
 */
import type { Data } from '../data/types'
import { toParentsShape } from '../data/data-shape'
import { decodeGedcomBytes } from './decode'
import { GedcomError } from './gedcom-error'
import { createRecordIndex, type IndexedFile } from './index-records'
import { linkFamilies } from './link-families'
import { withLazyNodes } from './lazy-kept'
import type { PersonEntry } from './entries'
import { ownAncestors } from './own-ancestors'
import { parseGedcomText, versionOfHeader } from './parse-lines'
import { GEDCOM_KEY, type GedcomNode, type ImportGedcomOptions, type ImportGedcomResult } from './types'
import { createWarningList, type WarningList } from './warnings'

/**
 * Reads a GEDCOM 5.5.1 or 7.0 file into family-chart data.
 *
 * - `input`: the file's text, or its bytes (ArrayBuffer or Uint8Array); pass bytes for files that are not UTF-8
 *   (ANSEL, UTF-16, Windows-1252, Macintosh), so the character set named in the header can be applied.
 * - Each INDI becomes a person whose id is the record's id without `@`; FAM records become spouses, parents (the
 *   default family as father and mother, other families in `rels.other_parents`, with `parent_type__ref__` fields)
 *   and children, and ended marriages (`marriage_end__ref__` fields). Everything else is kept in `datum.gedcom` (see
 *   KeptPerson) for exportGedcom, in order.
 * - `options.shape`: `'0.9'` returns parents as `rels.parents` (the published 0.9 shape).
 *
 * Problems inside a file (broken pointers, duplicate ids, people who are their own ancestor, a missing trailer) are
 * listed in `warnings` and the rest is imported.
 *
 * @throws GedcomError when the input is empty, is not GEDCOM (does not start with `0 HEAD`), or is not text or bytes.
 */
export function importGedcom(
  input: string | ArrayBuffer | Uint8Array,
  options: ImportGedcomOptions = {},
): ImportGedcomResult {
  const shape = options?.shape ?? '0.8'
  if (shape !== '0.8' && shape !== '0.9')
    throw new GedcomError('bad-option', `Unknown data shape ${JSON.stringify(shape)}: use '0.8' or '0.9'.`)
  const warnings = createWarningList()
  const text = decodeInput(input, warnings)
  const index = createRecordIndex(warnings)
  const file = parseGedcomText(text, warnings, index.onRecord, index.fast)
  const indexed = index.done()
  checkHeader(indexed.head, file.hasTrailer, warnings)
  const data = linkPeople(indexed, warnings)
  reportDangling(indexed, warnings)
  reportOwnAncestors(indexed, warnings)
  return {
    data: shape === '0.9' ? toParentsShape(data) : data,
    warnings: warnings.list(),
    version: versionOfHeader(indexed.head).version,
    records: indexed.records,
  }
}

/** Phase 1, decode: text as given, or bytes in the character set the file names. */
function decodeInput(input: unknown, warnings: WarningList): string {
  if (typeof input === 'string') {
    if (/\n\s*1\s+CHAR\s+ANSEL/i.test(input.slice(0, 4096)) && /[^\x00-\x7f]/.test(input)) {
      warnings.add(
        'The file is ANSEL but was passed as text: accented letters may be wrong. Pass its bytes (an ArrayBuffer or Uint8Array) instead.',
      )
    }
    return input
  }
  if (input instanceof ArrayBuffer) return decodeGedcomBytes(new Uint8Array(input), warnings)
  if (ArrayBuffer.isView(input))
    return decodeGedcomBytes(new Uint8Array(input.buffer, input.byteOffset, input.byteLength), warnings)
  throw new GedcomError(
    'bad-input',
    'importGedcom needs the text of a GEDCOM file, or its bytes as an ArrayBuffer or Uint8Array.',
  )
}

/** Phase 2 check: the header's version and the trailer, in words. */
function checkHeader(head: GedcomNode | undefined, hasTrailer: boolean, warnings: WarningList): void {
  const { named } = versionOfHeader(head)
  if (named === null)
    warnings.add('The header names no GEDCOM version (GEDC with VERS): the file was read as GEDCOM 5.5.1.')
  else if (!/^[57]\./.test(named) && named !== '7')
    warnings.add(`The header names GEDCOM version ${named}: the file was read as GEDCOM 5.5.1.`)
  if (!hasTrailer)
    warnings.add(
      'The file ends without a trailer (0 TRLR), so it may be cut short: everything up to its end was imported.',
    )
}

/** Phase 4, link: families into relations; each person with the structures kept for export. */
function linkPeople(file: IndexedFile, warnings: WarningList): Data {
  const { people, families, records } = file
  const version = versionOfHeader(file.head).version
  const keepWhole = (p: PersonEntry) => {
    p.kept = withLazyNodes(p.kept ?? {}, file.src.slice(p.start, p.end), version)
  }
  const { rels, unheld } = linkFamilies(people, families, file.familyOf, version, keepWhole, warnings)
  for (const f of unheld) records.push({ ...f.record!, xref: f.xref })
  // Only people with something kept get the key: most people of a plain file have nothing beyond their fields.
  const data: Data = new Array(people.length)
  for (let k = 0; k < people.length; k++) {
    const { id, data: fields, kept } = people[k]
    // One literal per shape; `gedcom` is GEDCOM_KEY.
    data[k] =
      kept && Object.keys(kept).length
        ? { id, data: fields, rels: rels[k], gedcom: kept }
        : { id, data: fields, rels: rels[k] }
  }
  if (!data.length)
    warnings.add(
      "The file has no people (INDI records): there is nothing to draw. Its other records are in the result's `records`.",
    )
  else if (records.length) data[0][GEDCOM_KEY] = { ...data[0][GEDCOM_KEY], records }
  return data
}

/** Every pointer in kept structures that names no record of the file, with where it was found. */
function danglingPointers(
  nodes: GedcomNode[],
  known: { has(id: string): boolean },
  where: string,
  out: string[],
): void {
  for (const node of nodes) {
    if (node.pointer !== undefined && node.pointer !== 'VOID' && !known.has(node.pointer))
      out.push(`@${node.pointer}@ (${node.tag} in ${where})`)
    if (node.children) danglingPointers(node.children, known, where, out)
  }
}

/** Pointers to records the file does not have (links of families are reported where they are read). */
function reportDangling(file: IndexedFile, warnings: WarningList): void {
  const { people, ahead, byId, records } = file
  const dangling: string[] = []
  let next = 0
  for (let k = 0; k < people.length; k++) {
    const p = people[k]
    for (; next < ahead.owner.length && ahead.owner[next] === k; next++) {
      const pointer = ahead.pairs[2 * next]
      if (!byId.has(pointer)) dangling.push(`@${pointer}@ (${ahead.pairs[2 * next + 1]} in ${p.id})`)
    }
  }
  for (const f of file.families) {
    const pointers = f.pointers
    if (f.record !== null || pointers === null) continue
    for (let i = 0; i < pointers.length; i += 2)
      if (!byId.has(pointers[i])) dangling.push(`@${pointers[i]}@ (${pointers[i + 1]} in family @${f.xref}@)`)
  }
  danglingPointers(records, byId, 'a record', dangling)
  if (dangling.length) {
    warnings.add(
      `${dangling.length} pointer${dangling.length === 1 ? ' names a record' : 's name records'} the file does not have, ` +
        `kept as written: ${dangling.slice(0, 5).join(', ')}${dangling.length > 5 ? ', …' : ''}.`,
    )
  }
}

/** People who are their own ancestor (parent links in a circle), named in one warning. */
function reportOwnAncestors(file: IndexedFile, warnings: WarningList): void {
  const cycle = ownAncestors(file.people)
  if (cycle.length) {
    warnings.add(
      `${cycle.length} ${cycle.length === 1 ? 'person is' : 'people are'} their own ancestor (${cycle.slice(0, 5).join(', ')}${cycle.length > 5 ? ', …' : ''}): ` +
        'their parent links go round in a circle. They were imported as written: check these families.',
    )
  }
}
