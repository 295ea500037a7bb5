/** The GEDCOM line grammar: text → records of nested structures, tolerant of what real files get wrong. */
import { GedcomError } from './gedcom-error'
import type { GedcomNode, GedcomVersion } from './types'
import type { WarningList } from './warnings'

/** A top-level record with the line it starts on (1-based), for warnings. */
export interface ParsedRecord {
  node: GedcomNode
  line: number
}

export interface ParsedFile {
  /** Every level-0 record from HEAD to TRLR (both included when present). */
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

/** `@X1@` alone is a pointer (not `@#DJULIAN@`, an escape, nor `@@`, an escaped at sign). */
function pointerOf(value: string): string | null {
  const n = value.length
  if (n < 3 || value.charCodeAt(0) !== AT || value.charCodeAt(n - 1) !== AT) return null
  const second = value.charCodeAt(1)
  if (second === AT || second === 35 /* # */ || value.indexOf('@', 1) !== n - 1) return null
  return value.slice(1, -1)
}

const quote = (line: string) => JSON.stringify(line.length > 60 ? line.slice(0, 60) + '…' : line)

/**
 * Parses GEDCOM text (line breaks CRLF, LF or CR; a leading byte order mark is skipped). Lines that do not follow the
 * grammar are skipped with a warning; a level that jumps by more than one is attached one below its parent;
 * CONT / CONC lines are joined into their parent's value; text after the trailer is ignored.
 *
 * @throws GedcomError when the text is empty or does not start with `0 HEAD`.
 */
export function parseGedcomText(text: string, warnings: WarningList): ParsedFile {
  // \s includes the byte order mark U+FEFF.
  if (!/\S/.test(text)) {
    throw new GedcomError('empty', 'The file is empty: there is no GEDCOM data in it.')
  }
  if (!/^\uFEFF?\s*0[ \t]+HEAD[ \t]*(\r|\n|$)/.test(text.slice(0, 4096))) {
    throw new GedcomError('not-gedcom', 'This is not a GEDCOM file: a GEDCOM file starts with the line "0 HEAD".')
  }
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
  // Splitting on a plain '\n' is much faster than on a pattern; only files with CR need the pattern.
  const lines = body.indexOf('\r') < 0 ? body.split('\n') : body.split(/\r\n?|\n/)
  const records: ParsedRecord[] = []
  // stack[k] is the open structure at level k, for k < depth (a depth counter: resizing the array is slow).
  const stack: GedcomNode[] = []
  let depth = 0
  let version: GedcomVersion = '5.5.1'
  let hasTrailer = false
  let levelJumps = 0

  for (let n = 0; n < lines.length; n++) {
    const line = lines[n]
    const len = line.length
    let i = 0
    while (i < len && (line.charCodeAt(i) === SPACE || line.charCodeAt(i) === TAB)) i++
    if (i === len) continue
    if (hasTrailer) {
      warnings.add(`Line ${n + 1} and the lines after it come after the trailer (0 TRLR) and were ignored.`)
      break
    }
    // level
    let level = 0
    const levelStart = i
    while (i < len && line.charCodeAt(i) >= 48 && line.charCodeAt(i) <= 57) level = level * 10 + line.charCodeAt(i++) - 48
    if (i === levelStart || i - levelStart > 2 || i === len || (line.charCodeAt(i) !== SPACE && line.charCodeAt(i) !== TAB)) {
      warnings.add(`Line ${n + 1} is not a GEDCOM line and was skipped: ${quote(line)}.`)
      continue
    }
    while (i < len && (line.charCodeAt(i) === SPACE || line.charCodeAt(i) === TAB)) i++
    // optional cross-reference id
    let xref: string | undefined
    if (line.charCodeAt(i) === AT) {
      const close = line.indexOf('@', i + 1)
      if (close < 0) {
        warnings.add(`Line ${n + 1} has an unclosed @id@ and was skipped: ${quote(line)}.`)
        continue
      }
      xref = line.slice(i + 1, close)
      i = close + 1
      while (i < len && (line.charCodeAt(i) === SPACE || line.charCodeAt(i) === TAB)) i++
    }
    // tag
    const tagStart = i
    let lower = false
    for (let c = line.charCodeAt(i); i < len && isTagChar(c); c = line.charCodeAt(++i)) if (c >= 97) lower = true
    if (i === tagStart || (i < len && line.charCodeAt(i) !== SPACE && line.charCodeAt(i) !== TAB)) {
      warnings.add(`Line ${n + 1} is not a GEDCOM line and was skipped: ${quote(line)}.`)
      continue
    }
    const tag = lower ? line.slice(tagStart, i).toUpperCase() : line.slice(tagStart, i)
    // value: everything after the one delimiter
    const raw = i < len - 1 ? line.slice(i + 1) : ''

    if (level === 0) {
      // The header is complete: its version decides how the values after it are unescaped.
      if (records.length === 1) version = versionOfHeader(records[0].node).version
      const node: GedcomNode = { tag }
      if (xref !== undefined) node.xref = xref
      if (raw) {
        const pointer = pointerOf(raw)
        if (pointer !== null) node.pointer = pointer
        else node.value = unescapeValue(raw, version)
      }
      stack[0] = node
      depth = 1
      records.push({ node, line: n + 1 })
      if (tag === 'TRLR') hasTrailer = true
      continue
    }
    if (depth === 0) {
      warnings.add(`Line ${n + 1} belongs to no record and was skipped: ${quote(line)}.`)
      continue
    }
    if (level > depth) {
      levelJumps++
      level = depth
    }
    const parent = stack[level - 1]
    if (tag === 'CONT' || tag === 'CONC') {
      const text = unescapeValue(raw, version)
      parent.value = tag === 'CONT' ? (parent.value ?? '') + '\n' + text : (parent.value ?? '') + text
      depth = level
      continue
    }
    const node: GedcomNode = { tag }
    if (xref !== undefined) node.xref = xref
    if (raw) {
      const pointer = pointerOf(raw)
      if (pointer !== null) node.pointer = pointer
      else node.value = unescapeValue(raw, version)
    }
    if (parent.children) parent.children.push(node)
    else parent.children = [node]
    stack[level] = node
    depth = level + 1
  }
  if (records.length === 1) version = versionOfHeader(records[0].node).version
  if (levelJumps) {
    warnings.add(`${levelJumps} line${levelJumps === 1 ? '' : 's'} skipped a level (for example 1 then 3); each was read as one level below the line above it.`)
  }
  return { records, version, hasTrailer }
}
