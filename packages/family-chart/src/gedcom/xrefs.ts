/** Record ids for export: ids that are valid in the version written are kept, the others replaced by fresh ones. */
import type { GedcomVersion } from './types'

/** 5.5.1: up to 20 characters, starting with a letter, digit or underscore. 7.0: capitals, digits and underscores. */
export function isValidXref(id: string, version: GedcomVersion): boolean {
  // A loop over char codes: export asks once per person and family, and a regular expression cost more.
  const n = id.length
  if (n === 0) return false
  if (version === '7.0') {
    for (let i = 0; i < n; i++) if (!isWordCode(id.charCodeAt(i), false)) return false
    return id !== 'VOID'
  }
  if (n > 20 || !isWordCode(id.charCodeAt(0), true)) return false
  for (let i = 1; i < n; i++) {
    const c = id.charCodeAt(i)
    // . : -
    if (!isWordCode(c, true) && c !== 46 && c !== 58 && c !== 45) return false
  }
  return true
}

/** A digit, a capital, an underscore, or (`lower`) a small letter. */
function isWordCode(c: number, lower: boolean): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || c === 95 || (lower && c >= 97 && c <= 122)
}

export interface XrefAllocator {
  /** Reserves `id` when it is valid and free; returns whether it did. */
  reserve(id: string): boolean
  /** A free id made from `id` (upper-cased for 7.0) when possible, else `prefix` and a number. */
  fresh(id: string, prefix: string): string
  /** Whether `reserve(id)` reserved it (then the id is written as itself, with no entry in the export's map). */
  reserved(id: string): boolean
}

/** `taken(id)`: ids in use besides those reserved here (people who keep theirs, see export-ids.ts). */
export function createXrefAllocator(
  version: GedcomVersion,
  taken: (id: string) => boolean = () => false,
): XrefAllocator {
  // Reserved ids, and fresh ones apart (few): `reserved` answers from the first set alone.
  const used = new Set<string>()
  const made = new Set<string>()
  const counters = new Map<string, number>()
  const isUsed = (id: string) => used.has(id) || made.has(id) || taken(id)
  return {
    reserve(id) {
      if (!isValidXref(id, version) || isUsed(id)) return false
      used.add(id)
      return true
    },
    fresh(id, prefix) {
      const upper = id.toUpperCase().replace(/[^A-Z0-9_]/g, '_')
      if (version === '7.0' && isValidXref(upper, version) && !isUsed(upper)) {
        made.add(upper)
        return upper
      }
      let n = counters.get(prefix) ?? 1
      while (isUsed(prefix + n)) n++
      counters.set(prefix, n + 1)
      made.add(prefix + n)
      return prefix + n
    },
    reserved: (id) => used.has(id),
  }
}
