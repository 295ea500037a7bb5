// The data as it is saved: placeholders and temporary flags removed, deep-copied.
import type { Data, Datum } from '../data/types'
import { removePlaceholders } from './add-relative'
import { deepCopy } from './deep-copy'
import { toParentsShape, type DataShape } from '../data/data-shape'

/** Keys that never reach saved data: temporary `_` flags and the placeholder marker. */
const isTemporaryKey = (key: string): boolean => key.startsWith('_') || key === 'to_add'

/** A shallow copy of an object without its temporary keys. */
function withoutTemporaryKeys<T extends object>(obj: T): T {
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(obj)) if (!isTemporaryKey(k)) out[k] = v
  return out as T
}

/**
 * A deep copy of the data for saving: placeholder (`to_add`) people are removed with every reference to them, and
 * `to_add`, `_new_rel_data` and every other key starting with `_` are removed from each person and from each
 * person's `data` (main, toggle and hide flags). Unknown people (and their `unknown` flag) are kept.
 * With `shape` '0.9' the result lists parents in `rels.parents` (the shape the user gave the chart), see toParentsShape.
 */
export function cleanData(data: Data, shape: DataShape = '0.8'): Data {
  const clean = removePlaceholders(data).map((d) => {
    const out: Datum = deepCopy(withoutTemporaryKeys(d))
    if (out.data && typeof out.data === 'object') out.data = withoutTemporaryKeys(out.data)
    return out
  })
  return shape === '0.9' ? toParentsShape(clean) : clean
}
