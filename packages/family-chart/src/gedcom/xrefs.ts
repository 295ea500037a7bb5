/** Record ids for export: ids that are valid in the version written are kept, the others replaced by fresh ones. */
import type { GedcomVersion } from './types'

/** 5.5.1: up to 20 characters, starting with a letter, digit or underscore. 7.0: capitals, digits and underscores. */
export function isValidXref(id: string, version: GedcomVersion): boolean {
  if (version === '7.0') return /^[A-Z0-9_]+$/.test(id) && id !== 'VOID'
  return /^[A-Za-z0-9_][A-Za-z0-9_.:-]{0,19}$/.test(id)
}

export interface XrefAllocator {
  /** Reserves `id` when it is valid and free; returns whether it did. */
  reserve(id: string): boolean
  /** A free id made from `id` (upper-cased for 7.0) when possible, else `prefix` and a number. */
  fresh(id: string, prefix: string): string
}

export function createXrefAllocator(version: GedcomVersion): XrefAllocator {
  const used = new Set<string>()
  const counters = new Map<string, number>()
  return {
    reserve(id) {
      if (!isValidXref(id, version) || used.has(id)) return false
      used.add(id)
      return true
    },
    fresh(id, prefix) {
      const upper = id.toUpperCase().replace(/[^A-Z0-9_]/g, '_')
      if (version === '7.0' && isValidXref(upper, version) && !used.has(upper)) {
        used.add(upper)
        return upper
      }
      let n = counters.get(prefix) ?? 1
      while (used.has(prefix + n)) n++
      counters.set(prefix, n + 1)
      used.add(prefix + n)
      return prefix + n
    },
  }
}
