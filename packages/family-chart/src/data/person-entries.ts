/** The entries of a data list that can stand for a person: null, numbers, strings and arrays are skipped. */
import type { Data } from './types'

/** Whether an entry of a data list is an object that can stand for a person (not null, not an array, not a primitive). */
export function isPersonEntry(d: unknown): boolean {
  return !!d && typeof d === 'object' && !Array.isArray(d)
}

/**
 * The data without entries that are not objects (validateData reports each as `bad-person`). The same array when
 * every entry is an object, so unchanged data keeps its identity; a non-array gives an empty list.
 */
export function personEntries(data: unknown): Data {
  if (!Array.isArray(data)) return []
  return data.every(isPersonEntry) ? (data as Data) : (data.filter(isPersonEntry) as Data)
}
