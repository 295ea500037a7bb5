// The data as it is saved: placeholders removed, deep-copied, every field of the user kept, no mark of the library.
import type { Data } from '../data/types'
import { removePlaceholders } from './remove-placeholders'
import { savedCopy } from './saved-copy'
import type { DataShape } from '../data/data-shape'

/**
 * A deep copy of the data for saving: placeholder people (marked by the library, see isPlaceholder) are removed
 * with every reference to them, then the rest is copied as savedCopy does (every field kept, whatever its name:
 * `_source`, `_meta`, `to_add`, `_new_rel_data`, `unknown`, `__proto__`). An unknown person (deleted, kept blank to
 * hold the family together) is saved as the blank person, without any flag.
 */
export function cleanData(data: Data, shape: DataShape = '0.8'): Data {
  return savedCopy(removePlaceholders(data), shape)
}
