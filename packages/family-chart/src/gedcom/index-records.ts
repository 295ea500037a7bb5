/**
 * Phase 3 of the reader, index: records by id as the line reader hands them over. People and families are read at
 * once (a person keeps only what the data fields do not hold, as the record's text), other records are kept whole.
 */
import type { Datum } from '../data/types'
import type { FamilyEntry, PersonEntry } from './entries'
import { resolveLinks } from './family-links'
import { withLazyNodes } from './lazy-kept'
import { fewAt, fewCount } from './few'
import { printLink, recordPrint, type PrintedFields } from './record-copy'
import { versionOfHeader, type FastRecords, type RecordHandler } from './parse-lines'
import { canReadFamily, familyEntry, readFamily } from './read-family'
import { personEntry, readPerson, type KeepRecord } from './read-person'
import { RecordLines, scanRecord, Value } from './record-scan'
import { scanFamily } from './scan-family'
import { scanPerson } from './scan-person'
import { tagAt } from './common-tags'
import { Tag } from './scan-tags'
import type { GedcomNode, GedcomVersion } from './types'
import type { WarningList } from './warnings'

/** Header lines about the file itself, which export writes anew; the other header lines are kept. */
const HEAD_OWN = new Set(['GEDC', 'CHAR', 'SOUR', 'DATE', 'FILE', 'DEST'])

/** What the index phase hands to the link phase. */
export interface IndexedFile {
  head: GedcomNode | undefined
  people: PersonEntry[]
  families: FamilyEntry[]
  /** Other records, and the header's kept lines as a first HEAD node. */
  records: GedcomNode[]
  byId: Map<string, PersonEntry | FamilyEntry | null>
  familyOf: (id: string) => FamilyEntry | undefined
  /** The file's text with LF line breaks (people's records are at their `start` and `end`). */
  src: string
  /** Pointers in people's records to ids not read yet, checked at the end: pointer and tag pairs, and the person's index. */
  ahead: { pairs: string[]; owner: number[] }
}

/** The index: `onRecord` (and `fast`, see record-scan.ts) for the line reader, `done` once the file is read. */
export function createRecordIndex(warnings: WarningList): {
  onRecord: RecordHandler
  fast: FastRecords
  done: () => IndexedFile
} {
  const byId = new Map<string, PersonEntry | FamilyEntry | null>()
  const people: PersonEntry[] = []
  const families: FamilyEntry[] = []
  const records: GedcomNode[] = []
  const ahead = { pairs: [] as string[], owner: [] as number[] }
  let head: GedcomNode | undefined
  let version: GedcomVersion = '5.5.1'
  const personOf = (id: string) => {
    const e = byId.get(id)
    return e && e.kind === 'person' ? e : undefined
  }
  const familyOf = (id: string) => {
    const e = byId.get(id)
    return e && e.kind === 'family' ? e : undefined
  }
  const idOf = uniqueIds(byId, warnings)
  // The people a family's lines name, found once per line (see canReadFamily).
  const found: (PersonEntry | undefined)[] = []
  // The ids a person's record points at, other than its family links (for record copies, see record-copy.ts).
  const pointers: string[] = []
  const findAhead = (nodes: GedcomNode[], top: boolean) => {
    for (const node of nodes) {
      const pointer = node.pointer
      // Family links are checked where they are read.
      if (pointer !== undefined && pointer !== 'VOID' && !(top && (node.tag === 'FAMC' || node.tag === 'FAMS'))) {
        pointers.push(pointer)
        if (!byId.has(pointer)) {
          ahead.pairs.push(pointer, node.tag)
          ahead.owner.push(people.length)
        }
      }
      if (node.children) findAhead(node.children, false)
    }
  }
  // A person's kept structures wait as the record's text (see lazy-kept.ts).
  let text = ''
  let start = 0
  let end = 0
  const keep: KeepRecord = (record) => {
    pointers.length = 0
    if (record.children) findAhead(record.children, true)
    return {}
  }
  const onRecord: RecordHandler = (node, line, src, from, to, regular) => {
    if (!head) {
      head = node
      version = versionOfHeader(head).version
      return
    }
    const tag = node.tag
    if (tag === 'TRLR' || tag === 'HEAD') return
    if (tag === 'INDI') {
      const id = idOf(node, line, 'I')
      text = src
      start = from
      end = to
      // A duplicate's links would be read as the first record's.
      const entry = readPerson(node, id, line, id === node.xref || node.xref === undefined, keep)
      if (entry.kept)
        withLazyNodes(
          entry.kept,
          text.slice(start, end),
          version,
          regular && id === node.xref ? printOf(entry, fieldsOf(entry.data), version, pointers) : undefined,
        )
      entry.start = from
      entry.end = to
      byId.set(id, entry)
      people.push(entry)
    } else if (tag === 'FAM') {
      const xref = idOf(node, line, 'F')
      const entry = familyEntry(node, xref, line, src.slice(from, to), regular && xref === node.xref)
      byId.set(xref, entry)
      families.push(entry)
      if (canReadFamily(node, personOf, found)) readFamily(entry, personOf, version, warnings, found)
    } else if (node.xref !== undefined) {
      const id = idOf(node, line, 'X')
      byId.set(id, null)
      records.push(id === node.xref ? node : { ...node, xref: id })
    } else records.push(node)
  }
  // The record scanner's way to the same entries (records it does not fully recognise go to onRecord).
  const lines = new RecordLines()
  const scanned = (tag: 'INDI' | 'FAM', xref: string, line: number, src: string, from: number): boolean => {
    const to = lines.end
    if (tag === 'FAM') {
      const entry = scanFamily(lines, xref, line, src.slice(from, to), version, personOf, found)
      if (!entry || !claim(xref, entry)) return false
      resolveLinks(entry)
      families.push(entry)
      return true
    }
    const r = scanPerson(lines)
    if (!r) return false
    // A partner's fields get keys of their own in the link phase (marriage dates): made ready for them at once.
    const entry = personEntry(xref, line, r, r.plain ? null : {}, r.fams !== null)
    if (!claim(xref, entry)) return false
    text = src
    if (entry.kept) {
      scannedPointers(lines)
      withLazyNodes(entry.kept, src.slice(from, to), version, printOf(entry, r, version, pointers))
    }
    entry.start = from
    entry.end = to
    people.push(entry)
    return true
  }
  // The id for a scanned record, unless a record before has it (then it is put back, and the record is read line by
  // line, which renames it): one look-up per record instead of a test and a set, each a cache miss in a big map.
  const claim = (xref: string, entry: PersonEntry | FamilyEntry): boolean => {
    const size = byId.size
    byId.set(xref, entry)
    if (byId.size !== size) return true
    byId.set(xref, people.find((p) => p.id === xref) ?? families.find((f) => f.xref === xref) ?? null)
    return false
  }
  // As findAhead, from the scanner's lines (continuation lines are no structures and point nowhere).
  const scannedPointers = (lines: RecordLines) => {
    pointers.length = 0
    for (let k = 0; k < lines.count; k++) {
      if (lines.kind[k] !== Value.Pointer || lines.isVoid(k)) continue
      if (lines.level[k] === 1 && (lines.tag[k] === Tag.FAMC || lines.tag[k] === Tag.FAMS)) continue
      const pointer = lines.pointer(k)
      pointers.push(pointer)
      if (!byId.has(pointer)) {
        ahead.pairs.push(pointer, tagAt(lines.src, lines.tagStart[k], lines.tagEnd[k]))
        ahead.owner.push(people.length)
      }
    }
  }
  const fast: FastRecords = {
    end: 0,
    lines: 0,
    read(tag, xref, line, src, start, bodyStart, fileVersion) {
      if (!SCAN.on || fileVersion !== version) return false
      if (!scanRecord(src, bodyStart, version, lines) || !scanned(tag, xref, line, src, start)) return false
      this.end = lines.end
      this.lines = lines.count
      SCAN.read++
      return true
    },
  }
  const done = (): IndexedFile => {
    const headExtras = (head?.children ?? []).filter((c) => !HEAD_OWN.has(c.tag))
    if (headExtras.length) records.unshift({ tag: 'HEAD', children: headExtras })
    // The families that named people read after them (or no people) are read now that every person is known.
    for (const f of families) if (f.record) readFamily(f, personOf, version, warnings)
    return { head, people, families, records, byId, familyOf, ahead, src: text }
  }
  return { onRecord, fast, done }
}

/**
 * Whether the index reads records with the scanner, and how many it read so (tests turn it off to compare with the
 * line-by-line reading, and count that it was used).
 */
export const SCAN = { on: true, read: 0 }

/**
 * A record whose text export may write back as it is, when the person is as imported: its links are plain (no PEDI
 * or other lines below them, no ADOP naming a family) and its SEX is M or F (see record-copy.ts).
 */
function printOf(
  p: PersonEntry,
  fields: PrintedFields,
  version: GedcomVersion,
  pointers: string[],
): string | undefined {
  if (p.otherSex !== null || p.adoptions !== null) return undefined
  let links = ''
  for (let i = 0, n = fewCount(p.famc); i < n; i++) {
    const l = fewAt(p.famc, i)
    if (typeof l !== 'string') return undefined
    links += printLink('C', l)
  }
  for (let i = 0, n = fewCount(p.fams); i < n; i++) {
    const l = fewAt(p.fams, i)
    if (typeof l !== 'string') return undefined
    links += printLink('S', l)
  }
  return recordPrint(version, fields, links, pointers)
}

/**
 * Every record id, with the person or family it names: the first record with an id keeps it; a later duplicate is
 * renamed. One map serves the duplicate check, the links between people and families, and dangling pointers.
 */
function uniqueIds(
  byId: Map<string, unknown>,
  warnings: WarningList,
): (node: GedcomNode, line: number, prefix: string) => string {
  return (node, line, prefix) => {
    const id = node.xref
    if (id !== undefined && !byId.has(id)) return id
    const base = id ?? prefix
    let k = 2
    while (byId.has(`${base}_${k}`)) k++
    const fresh = `${base}_${k}`
    warnings.add(
      id === undefined
        ? `The ${node.tag} record on line ${line} has no id: it was given the id "${fresh}".`
        : `Two records use the id @${id}@: the one on line ${line} was given the id "${fresh}"${node.tag === 'INDI' ? ', without its family links' : ''}.`,
    )
    return fresh
  }
}

/** A person's data fields as a print reads them. */
const fieldsOf = (data: Datum['data']): PrintedFields => ({
  first: data['first name'],
  last: data['last name'],
  gender: data.gender,
  birthday: data.birthday,
  death: data.death,
})
