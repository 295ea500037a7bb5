/** The entries of a data list that can stand for a person, as the store keeps them. */
import type { Data } from './types'
import { isUsableDatum } from './relation-index'

/**
 * The data without entries that are not people: null, numbers, strings, arrays, and objects without a string id or
 * a data object (validateData reports each as `bad-person`; the layout never drew them). The same array when every
 * entry is a person, so unchanged data keeps its identity; a non-array gives an empty list.
 */
export function personEntries(data: unknown): Data {
  if (!Array.isArray(data)) return []
  return data.every(isUsableDatum) ? (data as Data) : (data.filter(isUsableDatum) as Data)
}
