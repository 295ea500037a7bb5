/**
 * The published data handlers edited the array and the people they were given; ours return new data. These run one
 * of ours on data of either shape and write the result back into the same array and the same person objects.
 */
import type { Data, Datum } from '../data/types'
import { detectDataShape, toDataShape, toLegacyShape } from '../data/data-shape'
import { carryListMarks, carryMarks, isUnknownPerson, unmarkUnknown } from '../data/markers'

/** Makes `old` hold what `next` holds: its own fields, its values and the library's marks. */
function becomes(old: Datum, next: Datum): Datum {
  if (old === next) return old
  for (const key of Object.keys(old)) if (!(key in next)) delete old[key]
  Object.assign(old, next)
  carryMarks(next, old)
  if (isUnknownPerson(old) && !isUnknownPerson(next)) unmarkUnknown(old)
  return old
}

/**
 * Writes `next` into `target`: `target` ends up listing `next`'s people in `next`'s order, and a person already in
 * `target` (by id) keeps their object, updated to `next`'s fields. Returns `target`.
 */
export function writeInPlace(target: Data, next: Data): Data {
  const before = new Map<string, Datum>()
  for (const d of target) if (d && typeof d.id === 'string' && !before.has(d.id)) before.set(d.id, d)
  const people = next.map((d) => {
    const old = d && before.get(d.id)
    return old ? becomes(old, d) : d
  })
  target.length = 0
  for (const d of people) target.push(d)
  return target
}

/**
 * Runs `edit` (one of our data → data functions, which work in the father / mother shape) on `data`, and writes its
 * result back into `data` in the shape `data` came in. Returns `data`.
 */
export function editInPlace(data: Data, edit: (legacy: Data) => Data): Data {
  const shape = detectDataShape(data)
  const edited = edit(toLegacyShape(data))
  // A change of shape copies each person (one for one, in order), without the library's marks: they go across here.
  return writeInPlace(data, carryListMarks(edited, toDataShape(edited, shape)))
}

/** The person with this id in `data`, in the father / mother shape (a copy when `data` lists parents). */
export function legacyPerson(data: Data, id: string): Datum | undefined {
  return toLegacyShape(data).find((d) => d?.id === id)
}
