/** Turns the bytes of a GEDCOM file into text: byte order marks, UTF-16, and the character set the header names. */
import { decodeAnsel } from './ansel'
import type { WarningList } from './warnings'

/** The CHAR value of the header, read from the first bytes as if they were ASCII (every GEDCOM charset agrees there). */
function declaredCharset(bytes: Uint8Array): string | null {
  const head = String.fromCharCode(...bytes.subarray(0, Math.min(bytes.length, 4096)))
  // Only the header counts: stop at the second level-0 line.
  const end = head.search(/[\r\n]\s*0\s+(?!HEAD)/)
  const m = /[\r\n]\s*1\s+CHAR\s+([^\r\n]+)/.exec(end > 0 ? head.slice(0, end) : head)
  return m ? m[1].trim().toUpperCase() : null
}

function decodeWith(label: string, bytes: Uint8Array, fatal = false): string {
  return new TextDecoder(label, { fatal }).decode(bytes)
}

/** UTF-8 when the bytes are valid UTF-8, else Windows-1252 (what most programs meant), with a warning. */
function utf8OrWindows1252(bytes: Uint8Array, declared: string, warnings: WarningList): string {
  try {
    return decodeWith('utf-8', bytes, true)
  } catch {
    warnings.add(
      `The file says its characters are ${declared}, but it is not valid UTF-8: it was read as Windows-1252 (ANSI). Check accented letters.`,
    )
    return decodeWith('windows-1252', bytes)
  }
}

// Names GEDCOM files give their character set, and the WHATWG encoding label TextDecoder knows them by.
const SINGLE_BYTE: Record<string, string> = {
  ANSI: 'windows-1252',
  'WINDOWS-1252': 'windows-1252',
  CP1252: 'windows-1252',
  'ISO-8859-1': 'windows-1252',
  'ISO8859-1': 'windows-1252',
  LATIN1: 'windows-1252',
  'ISO-8859-15': 'iso-8859-15',
  MACINTOSH: 'macintosh',
  'WINDOWS-1250': 'windows-1250',
  'WINDOWS-1251': 'windows-1251',
  'ISO-8859-2': 'iso-8859-2',
}

/**
 * Decodes a GEDCOM file's bytes. A byte order mark or the UTF-16 pattern of `0` (the first level number) decides
 * first; then the header's CHAR: UTF-8, ANSEL, ASCII and ANSI / Windows-1252 / Macintosh and a few other single-byte
 * sets. A file without CHAR (GEDCOM 7.0) is UTF-8. Unknown sets are read as UTF-8 (or Windows-1252 when that fails),
 * with a warning.
 */
export function decodeGedcomBytes(bytes: Uint8Array, warnings: WarningList): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return decodeWith('utf-8', bytes.subarray(3))
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return decodeWith('utf-16le', bytes.subarray(2))
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return decodeWith('utf-16be', bytes.subarray(2))
  if (bytes[0] === 0x30 && bytes[1] === 0x00) return decodeWith('utf-16le', bytes)
  if (bytes[0] === 0x00 && bytes[1] === 0x30) return decodeWith('utf-16be', bytes)
  const declared = declaredCharset(bytes)
  if (declared === null || declared === 'UTF-8' || declared === 'UTF8' || declared === 'UNICODE') {
    return utf8OrWindows1252(bytes, declared ?? 'UTF-8 (no CHAR in the header)', warnings)
  }
  if (declared === 'ANSEL') {
    return decodeAnsel(bytes, (n) =>
      warnings.add(`${n} byte${n === 1 ? ' is' : 's are'} not ANSEL characters and became "\uFFFD".`),
    )
  }
  if (declared === 'ASCII') return utf8OrWindows1252(bytes, declared, warnings)
  const label = SINGLE_BYTE[declared]
  if (label) return decodeWith(label, bytes)
  warnings.add(
    `The character set ${declared} is not supported: the file was read as UTF-8 or, failing that, Windows-1252.`,
  )
  return utf8OrWindows1252(bytes, declared, warnings)
}
