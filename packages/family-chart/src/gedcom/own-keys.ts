/**
 * The data fields of a person about to get keys of their own (`marriage_date__ref__<spouseId>`, `parent_type__ref__`,
 * `marriage_end__ref__`): a key no other object has gives V8 a new hidden class for each object once the shared one
 * has 1,536 ways on (a map and its descriptors per person: ~22 MB and ~0.4 s at 100,000 people, bench/NOTES.md).
 * The fields are copied once into an object in dictionary mode (made so by deleting its first key), where a new key
 * is a hash-table entry. Same keys, same order, same values.
 */
import type { Datum } from '../data/types'
import type { PersonEntry } from './entries'

export function withOwnKeys(p: PersonEntry): Datum['data'] {
  if (p.ownKeys) return p.data
  const before = p.data
  const open: Record<string, unknown> = { __opening__: 0 }
  for (const key in before) if (Object.prototype.hasOwnProperty.call(before, key)) open[key] = before[key]
  delete open.__opening__
  p.ownKeys = true
  return (p.data = open as Datum['data'])
}
