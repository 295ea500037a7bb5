/**
 * The record scanner: the lines of one INDI or FAM record as a table of positions in the text (level, tag, value),
 * read without making a structure (GedcomNode) per line. Only records written the way an exporter writes them are
 * scanned: one space between fields, capital tags, a value only after a space, no level jumps, no blank or other
 * irregular lines, no 5.5.1 line over 255 characters, no `@` in a value unless the value is a pointer. Anything else
 * makes `scanRecord` answer false, and the line reader builds the record's structures as it always did
 * (parse-lines.ts). The readers of the table are scan-person.ts and scan-family.ts.
 */
import { nextHash, Tag, tagCode } from './scan-tags'
import type { GedcomVersion } from './types'

const SPACE = 32
const AT = 64

/** A value: none, text, or a pointer (`@X1@`). */
export const enum Value {
  None = 0,
  Text = 1,
  Pointer = 2,
}

/** The lines below a record's level-0 line (the table is reused from record to record). */
export class RecordLines {
  src = ''
  count = 0
  level = new Int32Array(64)
  tag = new Int32Array(64)
  tagStart = new Int32Array(64)
  tagEnd = new Int32Array(64)
  /** A text value is src[valueStart, eol); a pointer's id src[valueStart + 1, eol - 1). */
  valueStart = new Int32Array(64)
  eol = new Int32Array(64)
  kind = new Int32Array(64)
  /** Where the record ends (the start of the next level-0 line, or the end of the text). */
  end = 0
  /** The first `@` at or after the line being read (-1: none), so a line is not searched for one. */
  private nextAt = -1
  private atFrom = 0

  /** The value of line `k` as text, undefined when it has none or is a pointer. */
  text(k: number): string | undefined {
    return this.kind[k] === Value.Text ? this.src.slice(this.valueStart[k], this.eol[k]) : undefined
  }

  /** Whether line `k` has the text value `value`. */
  isText(k: number, value: string): boolean {
    const s = this.valueStart[k]
    return this.kind[k] === Value.Text && this.eol[k] - s === value.length && this.src.startsWith(value, s)
  }

  /** The id line `k` points at. */
  pointer(k: number): string {
    return this.src.slice(this.valueStart[k] + 1, this.eol[k] - 1)
  }

  /** Whether line `k` points at `@VOID@` (7.0's "no one"). */
  isVoid(k: number): boolean {
    const s = this.valueStart[k]
    return this.eol[k] - s === 6 && this.src.startsWith('VOID', s + 1)
  }

  /** The first line below line `k` (one level down) with `tag`, or -1. */
  childWith(k: number, tag: Tag): number {
    const level = this.level[k]
    for (let j = k + 1; j < this.count && this.level[j] > level; j++)
      if (this.level[j] === level + 1 && this.tag[j] === tag) return j
    return -1
  }

  /** The line after the structure of line `k` (the next line at its level or above). */
  after(k: number): number {
    const level = this.level[k]
    let j = k + 1
    while (j < this.count && this.level[j] > level) j++
    return j
  }

  /** Starts on another text. */
  reset(src: string): void {
    this.src = src
    this.nextAt = src.indexOf('@')
    this.atFrom = 0
  }

  /**
   * The first `@` at or after `pos` (-1: none), searched again only once the last one found is passed: the text is
   * searched once for all its lines (pos only grows within a text).
   */
  atAfter(pos: number): number {
    if (pos < this.atFrom || (this.nextAt >= 0 && this.nextAt < pos)) {
      this.nextAt = this.src.indexOf('@', pos)
      this.atFrom = pos
    }
    return this.nextAt
  }

  grow(): void {
    const more = (a: Int32Array) => {
      const b = new Int32Array(a.length * 2)
      b.set(a)
      return b
    }
    this.level = more(this.level)
    this.tag = more(this.tag)
    this.tagStart = more(this.tagStart)
    this.tagEnd = more(this.tagEnd)
    this.valueStart = more(this.valueStart)
    this.eol = more(this.eol)
    this.kind = more(this.kind)
  }
}

/**
 * Scans the lines of the record whose level-0 line ends before `pos` into `lines`; false when a line is not one the
 * scanner fully recognises (the record is then built line by line).
 */
export function scanRecord(src: string, pos: number, version: GedcomVersion, lines: RecordLines): boolean {
  if (lines.src !== src) lines.reset(src)
  const n = src.length
  const longest = version === '5.5.1' ? MAX_551_LINE : Infinity
  let depth = 1
  let count = 0
  while (pos < n) {
    const c = src.charCodeAt(pos)
    if (c === 48) {
      if (!isRecordLine(src, pos)) return false
      break
    }
    const level = c - 48
    if (level < 1 || level > 9 || level > depth || src.charCodeAt(pos + 1) !== SPACE) return false
    let eol = src.indexOf('\n', pos)
    if (eol < 0) eol = n
    if (eol - pos > longest) return false
    if (count === lines.level.length) lines.grow()
    if (!scanLine(src, pos + 2, eol, lines, count)) return false
    lines.level[count] = level
    const tag = lines.tag[count]
    if (tag === Tag.CONT || tag === Tag.CONC) {
      // A pointer-like continuation is not escaped as an exporter escapes it.
      if (level === 1 || lines.kind[count] === Value.Pointer) return false
      depth = level
    } else depth = level + 1
    count++
    pos = eol + 1
  }
  lines.count = count
  lines.end = pos < n ? pos : n
  return true
}

/** 5.5.1 limits a line to 255 characters. */
const MAX_551_LINE = 255

/** Tag and value of the line whose tag starts at `i` (see scanRecord); false when it is irregular. */
function scanLine(src: string, i: number, eol: number, lines: RecordLines, k: number): boolean {
  const tagStart = i
  let hash = 0
  for (; i < eol; i++) {
    const c = src.charCodeAt(i)
    if (!((c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95)) break
    hash = nextHash(hash, c)
  }
  if (i === tagStart) return false
  lines.tag[k] = tagCode(src, tagStart, i, hash)
  lines.tagStart[k] = tagStart
  lines.tagEnd[k] = i
  lines.eol[k] = eol
  if (i === eol) {
    lines.kind[k] = Value.None
    lines.valueStart[k] = eol
    return true
  }
  if (src.charCodeAt(i) !== SPACE || i + 1 === eol) return false
  lines.valueStart[k] = i + 1
  const at = lines.atAfter(i + 1)
  if (at < 0 || at >= eol) {
    lines.kind[k] = Value.Text
    return true
  }
  if (!isPointer(src, i + 1, eol, at)) return false
  lines.kind[k] = Value.Pointer
  return true
}

/** `@X1@` alone, as the line reader reads a pointer (not `@@`, an escape, nor `@#D…@`). */
function isPointer(src: string, start: number, eol: number, firstAt: number): boolean {
  if (firstAt !== start || eol - start < 3 || src.charCodeAt(eol - 1) !== AT) return false
  const second = src.charCodeAt(start + 1)
  return second !== AT && second !== 35 && src.indexOf('@', start + 1) === eol - 1
}

/**
 * Whether the line at `pos` (starting with 0) is one the line reader reads as a level-0 line: `0 TAG` or
 * `0 @ID@ TAG`, the tag ending the line or followed by a blank.
 */
function isRecordLine(src: string, pos: number): boolean {
  if (src.charCodeAt(pos + 1) !== SPACE) return false
  let i = pos + 2
  let eol = src.indexOf('\n', i)
  if (eol < 0) eol = src.length
  if (src.charCodeAt(i) === AT) {
    const close = src.indexOf('@', i + 1)
    if (close < 0 || close >= eol || src.charCodeAt(close + 1) !== SPACE) return false
    i = close + 2
  }
  const tagStart = i
  for (let c = src.charCodeAt(i); i < eol && isTagChar(c); c = src.charCodeAt(++i));
  const c = src.charCodeAt(i)
  return i > tagStart && (i === eol || c === SPACE || c === 9)
}

const isTagChar = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95
