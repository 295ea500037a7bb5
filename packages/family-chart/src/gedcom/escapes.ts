/** `@` in GEDCOM text values: 5.5.1 doubles every `@` (but not in `@#D...@` calendar escapes), 7.0 only a leading one. */
import type { GedcomVersion } from './types'

const AT = 64

/** A value as read: `@@` undone. */
export function unescapeValue(value: string, version: GedcomVersion): string {
  if (version === '7.0') return value.charCodeAt(0) === AT && value.charCodeAt(1) === AT ? value.slice(1) : value
  return value.indexOf('@@') >= 0 ? value.replace(/@@/g, '@') : value
}

/** A value as written. */
export function escapeText(text: string, version: GedcomVersion): string {
  if (version === '7.0') return text.charCodeAt(0) === AT ? '@' + text : text
  return text.indexOf('@') < 0
    ? text
    : text.replace(/(@#[^@\n]*@)|@/g, (_m, escape: string | undefined) => escape ?? '@@')
}

/** Whether a value's text is escaped as an exporter escapes it (a lone `@` in a 5.5.1 value is not). */
export function escapedAsWritten(raw: string, version: GedcomVersion): boolean {
  return raw.indexOf('@') < 0 || escapeText(unescapeValue(raw, version), version) === raw
}
