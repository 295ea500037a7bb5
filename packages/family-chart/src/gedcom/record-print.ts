/**
 * Reading a record's print (what the record says of the fields and links, stored before its text by lazy-kept.ts; see
 * record-copy.ts): a cursor, and the check of a person's fields that the plan's first walk makes.
 */
import type { Datum } from '../data/types'
import { recordCopyOf, type RecordCopy } from './lazy-kept'
import type { GedcomVersion } from './types'

export const SEP = '\u0001'
export const POINTERS = '\u0002'
const SEP_CODE = 1
const POINTERS_CODE = 2
export const PRINTED = '\u0003'

export const field = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '')

/**
 * A print is a list of values, each followed by SEP, then POINTERS and the ids pointed at. Export reads it back with
 * a cursor, comparing in place: building the expected string per record would cost more than the copy saves.
 */
export class PrintCursor {
  pos = 1
  /** The print: from index 1, ended by PRINTED (3). */
  readonly print: string
  constructor(private readonly copy: RecordCopy) {
    this.print = copy.print
  }
  /** Whether the next value is `value` (with an optional one-letter prefix); moves past it. */
  next(value: string, prefix = ''): boolean {
    const { print } = this
    let at = this.pos
    if (prefix && print.charCodeAt(at++) !== prefix.charCodeAt(0)) return false
    if (!print.startsWith(value, at) || print.charCodeAt(at + value.length) !== SEP_CODE) return false
    this.pos = at + value.length + 1
    return true
  }
  /** Moves past the next value, whatever it is. */
  skip(): boolean {
    const at = this.print.indexOf(SEP, this.pos)
    if (at < 0) return false
    this.pos = at + 1
    return true
  }
  /** Whether the values end here; then every id pointed at maps to itself. */
  endsWithOwnIds(ids: Map<string, string>): boolean {
    if (this.print.charCodeAt(this.pos) !== POINTERS_CODE) return false
    const end = this.print.indexOf(PRINTED, 1)
    if (this.pos + 1 < end)
      for (const p of this.print.slice(this.pos + 1, end).split(SEP)) if (ids.get(p) !== p) return false
    this.pos = end
    return true
  }
  /** The record's text, without its last line break. */
  text(): string {
    const { text } = this.copy
    return text.charCodeAt(text.length - 1) === 10 ? text.slice(0, -1) : text
  }
}

/** Whether the print's version and fields are the export's and the person's; moves past them. */
export function fieldsAsPrinted(at: PrintCursor, data: Datum['data'], version: GedcomVersion): boolean {
  return (
    at.next(version) &&
    at.next(field(data?.['first name'])) &&
    at.next(field(data?.['last name'])) &&
    at.next(field(data?.gender)) &&
    at.next(field(data?.birthday)) &&
    at.next(field(data?.death))
  )
}

/** PlanPerson.printAt before the fields were looked at. */
export const FIELDS_UNREAD = -2

/**
 * For the plan's first walk: where the person's print goes on after its version and fields when they are the
 * export's and the person's, else -1 (no print, or something differs: the record is written anew).
 */
export function printedFieldsEnd(d: Datum, version: GedcomVersion): number {
  const copy = recordCopyOf(d.gedcom)
  if (copy === undefined) return -1
  const at = new PrintCursor(copy)
  return fieldsAsPrinted(at, d.data, version) ? at.pos : -1
}
