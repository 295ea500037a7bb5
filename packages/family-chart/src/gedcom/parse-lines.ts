/** The GEDCOM line grammar: text → records of nested structures, tolerant of what real files get wrong. */
import { GedcomError } from './gedcom-error'
import type { GedcomNode, GedcomVersion } from './types'
import { createWarningList, type WarningList } from './warnings'

/** A top-level record with the line it starts on (1-based), for warnings. */
export interface ParsedRecord {
  node: GedcomNode
  line: number
}

export interface ParsedFile {
  /** Every level-0 record from HEAD to TRLR (both included when present); empty when records went to a handler. */
  records: ParsedRecord[]
  version: GedcomVersion
  hasTrailer: boolean
}

const SPACE = 32
const TAB = 9
const AT = 64

const isTagChar = (c: number) =>
  (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95 // A-Z a-z 0-9 _

/** The version the header's GEDC.VERS names: 7.x is '7.0', everything else (5.5, 5.5.1, 5.5.5, none) '5.5.1'. */
export function versionOfHeader(head: GedcomNode | undefined): { version: GedcomVersion; named: string | null } {
  const gedc = head?.children?.find((c) => c.tag === 'GEDC')
  const vers = gedc?.children?.find((c) => c.tag === 'VERS')?.value?.trim() ?? null
  return { version: vers && /^7(\.|$)/.test(vers) ? '7.0' : '5.5.1', named: vers }
}

/** Undoes `@` escaping: 5.5.1 doubles every `@` of a text value, 7.0 only a leading one. */
function unescapeValue(value: string, version: GedcomVersion): string {
  if (version === '7.0') return value.charCodeAt(0) === AT && value.charCodeAt(1) === AT ? value.slice(1) : value
  return value.indexOf('@@') >= 0 ? value.replace(/@@/g, '@') : value
}

/**
 * A structure from one line, its value at src[start, end): a pointer (`@X1@` alone; not `@#DJULIAN@`, an escape, nor
 * `@@`, an escaped at sign) or unescaped text. Fields are left out when empty.
 */
function createNode(src: string, start: number, end: number, tag: string, xref: string | undefined, version: GedcomVersion): GedcomNode {
  // One object literal per shape: adding fields one by one would give most nodes a second allocation.
  if (start >= end) return xref !== undefined ? { tag, xref } : { tag }
  if (end - start >= 3 && src.charCodeAt(start) === AT && src.charCodeAt(end - 1) === AT) {
    const second = src.charCodeAt(start + 1)
    if (second !== AT && second !== 35 /* # */ && src.indexOf('@', start + 1) === end - 1) {
      const pointer = src.slice(start + 1, end - 1)
      return xref !== undefined ? { tag, xref, pointer } : { tag, pointer }
    }
  }
  const value = unescapeValue(src.slice(start, end), version)
  return xref !== undefined ? { tag, xref, value } : { tag, value }
}

// The tags most lines carry, by length: reading one of these takes no new string (big files have millions of lines).
const COMMON_TAGS: string[][] = []
for (const tag of ['NAME', 'GIVN', 'SURN', 'SEX', 'BIRT', 'DEAT', 'DATE', 'PLAC', 'FAMC', 'FAMS', 'HUSB', 'WIFE', 'CHIL',
  'MARR', 'SOUR', 'PAGE', 'NOTE', 'CONT', 'CONC', 'OCCU', 'RESI', 'BURI', 'CHR', 'INDI', 'FAM', 'OBJE', 'FILE', 'FORM', 'TYPE']) {
  ;(COMMON_TAGS[tag.length] ??= []).push(tag)
}

/** The tag at src[start, end): a shared string for a common tag, else a new one. */
function tagAt(src: string, start: number, end: number): string {
  const candidates = COMMON_TAGS[end - start]
  if (candidates) for (const tag of candidates) if (src.startsWith(tag, start)) return tag
  return src.slice(start, end)
}

/** Stands for children that a structure gets when it closes. */
const NOT_YET: GedcomNode[] = []

const isBlank = (c: number) => c === SPACE || c === TAB

/** The line at src[start, end) in quotes, cut at 60 characters, for warnings. */
function quoteLine(src: string, start: number, end: number): string {
  const line = src.slice(start, end)
  return JSON.stringify(line.length > 60 ? line.slice(0, 60) + '…' : line)
}

/**
 * Receives each record as soon as it is complete (its last line read), with the line it starts on and where its text
 * is: src[start, end), `src` being the text with line breaks made LF.
 */
export type RecordHandler = (node: GedcomNode, line: number, src: string, start: number, end: number) => void

/**
 * Parses GEDCOM text (line breaks CRLF, LF or CR; a leading byte order mark is skipped). Lines that do not follow the
 * grammar are skipped with a warning; a level that jumps by more than one is attached one below its parent;
 * CONT / CONC lines are joined into their parent's value; text after the trailer is ignored.
 *
 * With `onRecord`, each record goes to it as soon as it is complete and `records` stays empty: a caller that maps
 * records as they come lets the parsed lines it does not keep be collected young, which matters for big files.
 *
 * @throws GedcomError when the text is empty or does not start with `0 HEAD`.
 */
export function parseGedcomText(text: string, warnings: WarningList, onRecord?: RecordHandler): ParsedFile {
  // \s includes the byte order mark U+FEFF.
  if (!/\S/.test(text)) {
    throw new GedcomError('empty', 'The file is empty: there is no GEDCOM data in it.')
  }
  if (!/^\uFEFF?\s*0[ \t]+HEAD[ \t]*(\r|\n|$)/.test(text.slice(0, 4096))) {
    throw new GedcomError('not-gedcom', 'This is not a GEDCOM file: a GEDCOM file starts with the line "0 HEAD".')
  }
  // Lines are read in place (no array of line strings); CR and CRLF become LF first.
  const src = text.indexOf('\r') < 0 ? text : text.replace(/\r\n?/g, '\n')
  const records: ParsedRecord[] = []
  const { version, hasTrailer } = readLines(src, null, warnings, onRecord ?? ((node, line) => { records.push({ node, line }) }))
  return { records, version, hasTrailer }
}

/**
 * The structures of one record's text as a file gave it (see RecordHandler), read again as they were the first time
 * (`version` is the file's).
 */
export function parseRecordText(text: string, version: GedcomVersion): GedcomNode | undefined {
  let record: GedcomNode | undefined
  readLines(text, version, createWarningList(0), (node) => { record ??= node })
  return record
}

/**
 * The line reader: records to `onRecord`. `fixedVersion` null: a whole file, whose first record is its header (its
 * GEDC.VERS sets the version of the values read after it); else the version to read values with.
 */
function readLines(src: string, fixedVersion: GedcomVersion | null, warnings: WarningList, onRecord: RecordHandler): { version: GedcomVersion; hasTrailer: boolean } {
  const end = src.length
  // stack[k] is the open structure at level k, for k < depth (a depth counter: resizing the array is slow).
  const stack: GedcomNode[] = []
  // The children of the open structures, in one list: those of stack[k] from first[k] on. A structure gets its
  // children as an array of their exact length when it closes (push-grown arrays reserve room for 17).
  const pending: GedcomNode[] = []
  const first: number[] = []
  let count = 0
  let depth = 0
  let version: GedcomVersion = fixedVersion ?? '5.5.1'
  let hasTrailer = false
  let levelJumps = 0
  let head: GedcomNode | undefined
  let open: GedcomNode | null = null
  let openLine = 0
  let openStart = 0
  /** Closes the open structures at levels from `level` on. */
  const closeTo = (level: number) => {
    for (let k = depth - 1; k >= level; k--) {
      const from = first[k]
      if (count > from) {
        stack[k].children = pending.slice(from, count)
        count = from
      }
    }
    if (depth > level) depth = level
  }
  const closeRecord = (end: number) => {
    if (!open) return
    closeTo(0)
    if (open === head && fixedVersion === null) version = versionOfHeader(head).version
    onRecord(open, openLine, src, openStart, end)
    open = null
  }

  let pos = src.charCodeAt(0) === 0xfeff ? 1 : 0
  for (let n = 1; pos <= end; n++) {
    let eol = src.indexOf('\n', pos)
    if (eol < 0) eol = end
    const lineStart = pos
    pos = eol + 1
    let i = lineStart
    while (i < eol && isBlank(src.charCodeAt(i))) i++
    if (i === eol) continue
    if (hasTrailer) {
      warnings.add(`Line ${n} and the lines after it come after the trailer (0 TRLR) and were ignored.`)
      break
    }
    // level
    let level = 0
    const levelStart = i
    for (let c = src.charCodeAt(i); i < eol && c >= 48 && c <= 57; c = src.charCodeAt(++i)) level = level * 10 + c - 48
    if (i === levelStart || i - levelStart > 2 || i === eol || !isBlank(src.charCodeAt(i))) {
      warnings.add(`Line ${n} is not a GEDCOM line and was skipped: ${quoteLine(src, lineStart, eol)}.`)
      continue
    }
    while (i < eol && isBlank(src.charCodeAt(i))) i++
    // optional cross-reference id
    let xref: string | undefined
    if (src.charCodeAt(i) === AT) {
      const at = src.indexOf('@', i + 1)
      if (at < 0 || at > eol) {
        warnings.add(`Line ${n} has an unclosed @id@ and was skipped: ${quoteLine(src, lineStart, eol)}.`)
        continue
      }
      xref = src.slice(i + 1, at)
      i = at + 1
      while (i < eol && isBlank(src.charCodeAt(i))) i++
    }
    // tag
    const tagStart = i
    let lower = false
    for (let c = src.charCodeAt(i); i < eol && isTagChar(c); c = src.charCodeAt(++i)) if (c >= 97) lower = true
    if (i === tagStart || (i < eol && !isBlank(src.charCodeAt(i)))) {
      warnings.add(`Line ${n} is not a GEDCOM line and was skipped: ${quoteLine(src, lineStart, eol)}.`)
      continue
    }
    const tag = lower ? src.slice(tagStart, i).toUpperCase() : tagAt(src, tagStart, i)
    // value: everything after the one delimiter
    const valueStart = i + 1

    if (level === 0) {
      closeRecord(lineStart)
      const node = createNode(src, valueStart, eol, tag, xref, version)
      if (!head) head = node
      stack[0] = node
      first[0] = 0
      count = 0
      depth = 1
      open = node
      openLine = n
      openStart = lineStart
      if (tag === 'TRLR') { hasTrailer = true; closeRecord(pos > end ? end : pos) }
      continue
    }
    if (depth === 0) {
      warnings.add(`Line ${n} belongs to no record and was skipped: ${quoteLine(src, lineStart, eol)}.`)
      continue
    }
    if (level > depth) {
      levelJumps++
      level = depth
    }
    if (tag === 'CONT' || tag === 'CONC') {
      closeTo(level)
      const parent = stack[level - 1]
      // Lines read before kept their order of fields (children before value): a placeholder, replaced at close.
      if (parent.value === undefined && count > first[level - 1]) parent.children = NOT_YET
      const more = valueStart < eol ? unescapeValue(src.slice(valueStart, eol), version) : ''
      parent.value = tag === 'CONT' ? (parent.value ?? '') + '\n' + more : (parent.value ?? '') + more
      continue
    }
    closeTo(level)
    const node = createNode(src, valueStart, eol, tag, xref, version)
    pending[count++] = node
    stack[level] = node
    first[level] = count
    depth = level + 1
  }
  closeRecord(end)
  if (head && fixedVersion === null) version = versionOfHeader(head).version
  if (levelJumps) {
    warnings.add(`${levelJumps} line${levelJumps === 1 ? '' : 's'} skipped a level (for example 1 then 3); each was read as one level below the line above it.`)
  }
  return { version, hasTrailer }
}
