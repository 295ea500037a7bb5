/**
 * The tags the record scanner (record-scan.ts) tells apart, as small numbers: read from the text by a hash of their
 * characters and one comparison, without making a string per line.
 */

export const enum Tag {
  Other = 0,
  NAME,
  GIVN,
  SURN,
  SEX,
  BIRT,
  DEAT,
  DATE,
  FAMC,
  FAMS,
  ADOP,
  CONT,
  CONC,
  HUSB,
  WIFE,
  CHIL,
  MARR,
  DIV,
  ANUL,
  SEPR,
  SEP,
  SEPARATED,
  EVEN,
  TYPE,
  FREL,
  MREL,
}

// In the order of Tag, from NAME on.
const NAMES = [
  'NAME',
  'GIVN',
  'SURN',
  'SEX',
  'BIRT',
  'DEAT',
  'DATE',
  'FAMC',
  'FAMS',
  'ADOP',
  'CONT',
  'CONC',
  'HUSB',
  'WIFE',
  'CHIL',
  'MARR',
  'DIV',
  'ANUL',
  '_SEPR',
  '_SEP',
  '_SEPARATED',
  'EVEN',
  'TYPE',
  '_FREL',
  '_MREL',
]

const SLOTS = 1024
/** Open addressing: slot → tag number (0: empty), probed from the tag's hash on. */
const TABLE = new Uint8Array(SLOTS)

/** The hash the scanner computes while it reads a tag's characters. */
export const nextHash = (hash: number, c: number): number => (hash * 33 + c) | 0

for (let t = 0; t < NAMES.length; t++) {
  let hash = 0
  for (let k = 0; k < NAMES[t].length; k++) hash = nextHash(hash, NAMES[t].charCodeAt(k))
  let slot = hash & (SLOTS - 1)
  while (TABLE[slot] !== 0) slot = (slot + 1) & (SLOTS - 1)
  TABLE[slot] = t + 1
}

/** The Tag of the tag at src[start, end) whose hash is `hash`. */
export function tagCode(src: string, start: number, end: number, hash: number): Tag {
  for (let slot = hash & (SLOTS - 1); TABLE[slot] !== 0; slot = (slot + 1) & (SLOTS - 1)) {
    const name = NAMES[TABLE[slot] - 1]
    if (name.length === end - start && sameText(src, start, name)) return TABLE[slot] as Tag
  }
  return Tag.Other
}

function sameText(src: string, start: number, name: string): boolean {
  for (let k = 0; k < name.length; k++) if (src.charCodeAt(start + k) !== name.charCodeAt(k)) return false
  return true
}
