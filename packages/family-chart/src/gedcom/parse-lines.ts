/** The GEDCOM line grammar: text → records of nested structures, tolerant of what real files get wrong. */
import { GedcomError } from './gedcom-error'
import type { GedcomNode, GedcomVersion } from './types'
import { createWarningList, type WarningList } from './warnings'
import { escapedAsWritten, unescapeValue } from './escapes'
import { tagAt } from './common-tags'

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

const isTagChar = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95 // A-Z a-z 0-9 _

/** The version the header's GEDC.VERS names: 7.x is '7.0', everything else (5.5, 5.5.1, 5.5.5, none) '5.5.1'. */
export function versionOfHeader(head: GedcomNode | undefined): { version: GedcomVersion; named: string | null } {
  const gedc = head?.children?.find((c) => c.tag === 'GEDC')
  const vers = gedc?.children?.find((c) => c.tag === 'VERS')?.value?.trim() ?? null
  return { version: vers && /^7(\.|$)/.test(vers) ? '7.0' : '5.5.1', named: vers }
}

/**
 * A structure from one line, its value at src[start, end): a pointer (`@X1@` alone; not `@#DJULIAN@`, an escape, nor
 * `@@`, an escaped at sign) or unescaped text. Fields are left out when empty.
 */
function createNode(
  src: string,
  start: number,
  end: number,
  tag: string,
  xref: string | undefined,
  version: GedcomVersion,
): GedcomNode {
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
 * is: src[start, end), `src` being the text with line breaks made LF. `regular`: every line of the record is written
 * the way an exporter of the version writes it (one space between fields, capital tags, no level jumps, no skipped
 * lines, no line over 255 characters in 5.5.1), so its text can be written back as it is.
 */
export type RecordHandler = (
  node: GedcomNode,
  line: number,
  src: string,
  start: number,
  end: number,
  regular: boolean,
) => void

/**
 * Reads a whole INDI or FAM record at once, without building its structures (see record-scan.ts): `read` answers
 * false to have the record built line by line instead, and must then have changed nothing.
 */
export interface FastRecords {
  /** `bodyStart`: where the line after the record's level-0 line starts; `line`: the level-0 line's number. */
  read(
    tag: 'INDI' | 'FAM',
    xref: string,
    line: number,
    src: string,
    start: number,
    bodyStart: number,
    version: GedcomVersion,
  ): boolean
  /** After a read: where the record ended, and how many lines it had below its level-0 line. */
  end: number
  lines: number
}

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
export function parseGedcomText(
  text: string,
  warnings: WarningList,
  onRecord?: RecordHandler,
  fast?: FastRecords,
): ParsedFile {
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
  const { version, hasTrailer } = readLines(
    src,
    null,
    warnings,
    onRecord ??
      ((node, line) => {
        records.push({ node, line })
      }),
    fast,
  )
  return { records, version, hasTrailer }
}

/**
 * The structures of one record's text as a file gave it (see RecordHandler), read again as they were the first time
 * (`version` is the file's).
 */
export function parseRecordText(text: string, version: GedcomVersion): GedcomNode | undefined {
  let record: GedcomNode | undefined
  readLines(text, version, createWarningList(0), (node) => {
    record ??= node
  })
  return record
}

/** One line, tokenized in place: where its parts are in the text (one object, reused for every line). */
interface Token {
  level: number
  xref: string | undefined
  tag: string
  /** The value is src[valueStart, eol). */
  valueStart: number
  eol: number
  /** Written as an exporter writes it (see RecordHandler). */
  regular: boolean
}

/**
 * Tokenize: the line at src[lineStart, eol) into `tok`. Returns null when it is a line, else why it is not one
 * (for the warning). A blank line is not asked about.
 */
function tokenizeLine(src: string, lineStart: number, eol: number, tok: Token): 'not-gedcom' | 'unclosed-id' | null {
  let i = lineStart
  let regular = true
  while (i < eol && isBlank(src.charCodeAt(i))) {
    i++
    regular = false
  }
  let level = 0
  const levelStart = i
  for (let c = src.charCodeAt(i); i < eol && c >= 48 && c <= 57; c = src.charCodeAt(++i)) level = level * 10 + c - 48
  if (i === levelStart || i - levelStart > 2 || i === eol || !isBlank(src.charCodeAt(i))) return 'not-gedcom'
  if (src.charCodeAt(i) !== SPACE || isBlank(src.charCodeAt(i + 1))) regular = false
  while (i < eol && isBlank(src.charCodeAt(i))) i++
  let xref: string | undefined
  if (src.charCodeAt(i) === AT) {
    const at = src.indexOf('@', i + 1)
    if (at < 0 || at > eol) return 'unclosed-id'
    xref = src.slice(i + 1, at)
    i = at + 1
    if (src.charCodeAt(i) !== SPACE || isBlank(src.charCodeAt(i + 1))) regular = false
    while (i < eol && isBlank(src.charCodeAt(i))) i++
  }
  const tagStart = i
  let lower = false
  for (let c = src.charCodeAt(i); i < eol && isTagChar(c); c = src.charCodeAt(++i)) if (c >= 97) lower = true
  if (i === tagStart || (i < eol && !isBlank(src.charCodeAt(i)))) return 'not-gedcom'
  // A blank after the tag with no value, or a tab, is not how an exporter writes a line.
  if (lower || (i < eol && (src.charCodeAt(i) !== SPACE || i + 1 === eol))) regular = false
  tok.level = level
  tok.xref = xref
  tok.tag = lower ? src.slice(tagStart, i).toUpperCase() : tagAt(src, tagStart, i)
  tok.valueStart = i + 1
  tok.eol = eol
  tok.regular = regular
  return null
}

/**
 * Build: the structures of the records from tokenized lines. Children are collected in one list and given to each
 * structure as an array of their exact length when it closes (push-grown arrays reserve room for 17).
 */
class Builder {
  // stack[k] is the open structure at level k, for k < depth (a depth counter: resizing the array is slow).
  private readonly stack: GedcomNode[] = []
  private readonly pending: GedcomNode[] = []
  private readonly first: number[] = []
  private count = 0
  /** How many levels are open (0: no record is open, a line below level 0 has no place). */
  depth = 0
  private open: GedcomNode | null = null
  private openLine = 0
  private openStart = 0
  private regular = true

  constructor(
    private readonly onRecord: RecordHandler,
    private readonly onClose: (record: GedcomNode) => void,
  ) {}

  /** Marks the open record as not written the way an exporter writes it. */
  irregular(): void {
    this.regular = false
  }

  /** The record open, if any, is complete: it ends at `end`. */
  closeRecord(src: string, end: number): void {
    const open = this.open
    if (!open) return
    this.closeTo(0)
    this.onClose(open)
    this.onRecord(open, this.openLine, src, this.openStart, end, this.regular)
    this.open = null
  }

  /** A level-0 line: closes the record before it and opens a new one. */
  openRecord(tok: Token, src: string, line: number, lineStart: number, version: GedcomVersion): GedcomNode {
    this.closeRecord(src, lineStart)
    const node = createNode(src, tok.valueStart, tok.eol, tok.tag, tok.xref, version)
    this.stack[0] = node
    this.first[0] = 0
    this.count = 0
    this.depth = 1
    this.open = node
    this.openLine = line
    this.openStart = lineStart
    this.regular = tok.regular
    return node
  }

  /** A line below level 0 (CONT / CONC join their parent's value). */
  add(tok: Token, src: string, version: GedcomVersion): void {
    let level = tok.level
    if (!tok.regular || tok.xref !== undefined) this.regular = false
    if (level > this.depth) {
      level = this.depth
      this.regular = false
    }
    if (tok.tag === 'CONT' || tok.tag === 'CONC') {
      this.joinContinuation(tok, src, version, level)
      return
    }
    this.closeTo(level)
    const node = createNode(src, tok.valueStart, tok.eol, tok.tag, tok.xref, version)
    // A value with an @ (rare) must be escaped as an exporter escapes it for the record to be copied as it is.
    if (
      node.value !== undefined &&
      node.value.indexOf('@') >= 0 &&
      !escapedAsWritten(src.slice(tok.valueStart, tok.eol), version)
    )
      this.regular = false
    this.pending[this.count++] = node
    this.stack[level] = node
    this.first[level] = this.count
    this.depth = level + 1
  }

  /** Closes the open structures at levels from `level` on. */
  private closeTo(level: number): void {
    for (let k = this.depth - 1; k >= level; k--) {
      const from = this.first[k]
      if (this.count > from) {
        this.stack[k].children = this.pending.slice(from, this.count)
        this.count = from
      }
    }
    if (this.depth > level) this.depth = level
  }

  /** CONT / CONC: the value of the structure above, with a line break or as it is. */
  private joinContinuation(tok: Token, src: string, version: GedcomVersion, level: number): void {
    this.closeTo(level)
    const parent = this.stack[level - 1]
    // Lines read before kept their order of fields (children before value): a placeholder, replaced at close.
    if (parent.value === undefined && this.count > this.first[level - 1]) parent.children = NOT_YET
    const raw = tok.valueStart < tok.eol ? src.slice(tok.valueStart, tok.eol) : ''
    if (raw.indexOf('@') >= 0 && !escapedAsWritten(raw, version)) this.regular = false
    const more = raw ? unescapeValue(raw, version) : ''
    parent.value = tok.tag === 'CONT' ? (parent.value ?? '') + '\n' + more : (parent.value ?? '') + more
  }
}

/**
 * The line reader: tokenize each line, build the records, hand each to `onRecord`. `fixedVersion` null: a whole
 * file, whose first record is its header (its GEDC.VERS sets the version of the values read after it); else the
 * version to read values with.
 */
function readLines(
  src: string,
  fixedVersion: GedcomVersion | null,
  warnings: WarningList,
  onRecord: RecordHandler,
  fast?: FastRecords,
): { version: GedcomVersion; hasTrailer: boolean } {
  const end = src.length
  let version: GedcomVersion = fixedVersion ?? '5.5.1'
  let head: GedcomNode | undefined
  let hasTrailer = false
  let levelJumps = 0
  const builder = new Builder(onRecord, (record) => {
    if (record === head && fixedVersion === null) version = versionOfHeader(head).version
  })
  const tok: Token = { level: 0, xref: undefined, tag: '', valueStart: 0, eol: 0, regular: true }
  let pos = src.charCodeAt(0) === 0xfeff ? 1 : 0
  for (let n = 1; pos <= end; n++) {
    let eol = src.indexOf('\n', pos)
    if (eol < 0) eol = end
    const lineStart = pos
    pos = eol + 1
    if (isBlankLine(src, lineStart, eol)) continue
    if (hasTrailer) {
      warnings.add(`Line ${n} and the lines after it come after the trailer (0 TRLR) and were ignored.`)
      break
    }
    const problem = tokenizeLine(src, lineStart, eol, tok)
    if (problem !== null || (tok.level > 0 && builder.depth === 0)) {
      const what =
        problem === 'unclosed-id'
          ? 'has an unclosed @id@ and was skipped'
          : problem
            ? 'is not a GEDCOM line and was skipped'
            : 'belongs to no record and was skipped'
      warnings.add(`Line ${n} ${what}: ${quoteLine(src, lineStart, eol)}.`)
      builder.irregular()
      continue
    }
    if (tok.level === 0) {
      if (fast && tok.regular && tok.xref && tok.valueStart > eol && (tok.tag === 'INDI' || tok.tag === 'FAM')) {
        // The record before is handed over first: records keep the file's order.
        builder.closeRecord(src, lineStart)
        if (fast.read(tok.tag, tok.xref, n, src, lineStart, pos, version)) {
          n += fast.lines
          pos = fast.end
          continue
        }
      }
      const node = builder.openRecord(tok, src, n, lineStart, version)
      if (!head) head = node
      if (tok.tag === 'TRLR') {
        hasTrailer = true
        builder.closeRecord(src, pos > end ? end : pos)
      }
      continue
    }
    if (tok.level > builder.depth) levelJumps++
    if (version === '5.5.1' && eol - lineStart > MAX_551_LINE) builder.irregular()
    builder.add(tok, src, version)
  }
  builder.closeRecord(src, end)
  if (head && fixedVersion === null) version = versionOfHeader(head).version
  if (levelJumps) {
    warnings.add(
      `${levelJumps} line${levelJumps === 1 ? '' : 's'} skipped a level (for example 1 then 3); each was read as one level below the line above it.`,
    )
  }
  return { version, hasTrailer }
}

/** 5.5.1 limits a line to 255 characters. */
const MAX_551_LINE = 255

function isBlankLine(src: string, start: number, eol: number): boolean {
  for (let i = start; i < eol; i++) if (!isBlank(src.charCodeAt(i))) return false
  return true
}
