// The data as it is saved: placeholders removed, deep-copied, every field of the user kept, no mark of the library.
import type { Data } from '../data/types'
import { removePlaceholders } from './remove-placeholders'
import { deepCopy } from './deep-copy'
import { toParentsShape, type DataShape } from '../data/data-shape'

/**
 * A deep copy of the data for saving: placeholder people (marked by the library, see isPlaceholder) are removed
 * with every reference to them. Every field of every other person is kept as it is, in `data` and at the top level,
 * whatever its name (`_source`, `_meta`, `to_add`, `_new_rel_data`, `unknown`, `__proto__`): the library's marks
 * live under a Symbol, which a deep copy leaves behind. An unknown person (deleted, kept blank to hold the family
 * together) is saved as the blank person, without any flag.
 * With `shape` '0.9' the result lists parents in `rels.parents` (the shape the user gave the chart), see toParentsShape.
 */
export function cleanData(data: Data, shape: DataShape = '0.8'): Data {
  const clean = removePlaceholders(data).map((d) => deepCopy(d))
  return shape === '0.9' ? toParentsShape(clean) : clean
}
