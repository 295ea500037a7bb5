/** The two data shapes people pass in: 0.8's `rels.father` / `rels.mother` and 0.9's `rels.parents[]`, and conversions. */
import type { Data, Datum } from './types'

/**
 * `'0.8'`: parents as `rels.father` and `rels.mother` (the shape the chart works in).
 * `'0.9'`: parents as `rels.parents: string[]` (the published family-chart 0.9).
 * @since next
 */
export type DataShape = '0.8' | '0.9'

const hasParentsList = (d: unknown): boolean => Array.isArray((d as Datum | null)?.rels?.parents)

/** `'0.9'` when at least one person lists their parents in `rels.parents`; `'0.8'` otherwise (also for empty data). @since next */
export function detectDataShape(data: unknown): DataShape {
  return Array.isArray(data) && data.some(hasParentsList) ? '0.9' : '0.8'
}

/**
 * The data in the 0.8 shape. Data already in that shape is returned as it is (the same array); otherwise a new array
 * in which every person with a `rels.parents` list is a shallow copy with new `rels`: a parent goes to the slot of
 * their gender (`father` for 'M', `mother` for 'F', `father` first when the gender is unknown), or to the slot still
 * free when two parents share a gender. A `father` / `mother` already set wins over the list. A third parent has no
 * slot in this shape and is left out (validateData reports it). The input is never changed.
 */
export function toLegacyShape(data: Data): Data {
  if (!Array.isArray(data) || !data.some(hasParentsList)) return data
  const genderOf = new Map<string, unknown>()
  for (const d of data) if (d && typeof d.id === 'string') genderOf.set(d.id, d.data?.gender)
  return data.map((d) => {
    if (!hasParentsList(d)) return d
    const { parents, ...rest } = d.rels as Datum['rels'] & { parents: unknown[] }
    const rels: Datum['rels'] = { ...rest }
    for (const p of parents) {
      if (typeof p !== 'string' || p === rels.father || p === rels.mother) continue
      const preferMother = genderOf.get(p) === 'F'
      const first = preferMother ? 'mother' : 'father'
      const second = preferMother ? 'father' : 'mother'
      if (rels[first] === undefined) rels[first] = p
      else if (rels[second] === undefined) rels[second] = p
    }
    return { ...d, rels }
  })
}

/**
 * The data in the 0.9 shape: a new array of shallow copies whose `rels.parents` lists the father, then the mother
 * (the order the published 0.9 uses), without `rels.father` / `rels.mother`. People already in that shape are
 * copied unchanged. The input is never changed.
 */
export function toParentsShape(data: Data): Data {
  if (!Array.isArray(data)) return data
  return data.map((d) => {
    if (!d || typeof d !== 'object' || !d.rels || hasParentsList(d)) return d
    const { father, mother, ...rest } = d.rels
    const parents: string[] = []
    if (typeof father === 'string') parents.push(father)
    if (typeof mother === 'string' && mother !== father) parents.push(mother)
    return { ...d, rels: { parents, ...rest } }
  })
}

/** The data in `shape` (see toLegacyShape and toParentsShape). @since next */
export function toDataShape(data: Data, shape: DataShape): Data {
  return shape === '0.9' ? toParentsShape(data) : toLegacyShape(data)
}
