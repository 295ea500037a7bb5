// The copy of data that is saved, once placeholders are gone: deep-copied, in the shape the user gave the chart.
import type { Data } from '../data/types'
import { deepCopy } from './deep-copy'
import { toParentsShape, type DataShape } from '../data/data-shape'

/**
 * A deep copy of data without placeholders, for saving (cleanData removes them first): every field of every person
 * kept as it is, whatever its name; the library's marks live under a Symbol, which a deep copy leaves behind. With
 * `shape` '0.9' the result lists parents in `rels.parents` (the shape the user gave the chart), see toParentsShape.
 */
export function savedCopy(data: Data, shape: DataShape = '0.8'): Data {
  const copy = data.map((d) => deepCopy(d))
  return shape === '0.9' ? toParentsShape(copy) : copy
}
