// The data as it is saved: placeholders removed, deep-copied, every field of the user kept.
import type { Data, Datum } from '../data/types'
import { removePlaceholders } from './add-relative'
import { deepCopy } from './deep-copy'
import { toParentsShape, type DataShape } from '../data/data-shape'

/**
 * The two keys of a person record that mark an add-relative placeholder (reserved by 0.8.0). Nothing else is ever
 * removed: `_`-prefixed keys, a `data.to_add` field and an own `__proto__` key are the user's and are saved.
 */
const MARKER_KEYS: ReadonlySet<string> = new Set(['to_add', '_new_rel_data'])

/** A shallow copy of a person record without the placeholder markers; own keys are defined, never assigned. */
function withoutMarkers(d: Datum): Datum {
  const out = {} as Datum
  for (const key of Object.keys(d)) {
    if (MARKER_KEYS.has(key)) continue
    // defineProperty keeps an own "__proto__" key as data; assignment would change the copy's prototype instead.
    Object.defineProperty(out, key, { value: d[key], enumerable: true, writable: true, configurable: true })
  }
  return out
}

/**
 * A deep copy of the data for saving: placeholder (`to_add`) people are removed with every reference to them, and
 * the placeholder markers `to_add` and `_new_rel_data` are removed from the people's top level. Every other field
 * is kept as it is, in `data` and at the top level, whatever its name (`_source`, `_meta`, `to_add` inside `data`,
 * `__proto__`). Unknown people (deleted people kept to hold the tree together) are kept with their `unknown` flag.
 * With `shape` '0.9' the result lists parents in `rels.parents` (the shape the user gave the chart), see toParentsShape.
 */
export function cleanData(data: Data, shape: DataShape = '0.8'): Data {
  const clean = removePlaceholders(data).map((d) => deepCopy(withoutMarkers(d)))
  return shape === '0.9' ? toParentsShape(clean) : clean
}
