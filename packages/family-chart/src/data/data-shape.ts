/** The two data shapes people pass in: 0.8's `rels.father` / `rels.mother` and 0.9's `rels.parents[]`, and conversions. */
import type { Data, Datum } from './types'
import { otherParentsOf, parentTypeOf } from './parent-families'

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
 * in which every person with a `rels.parents` list is a shallow copy with new `rels`. The default family takes the
 * `father` / `mother` slots: the first parent whose type (`data['parent_type__ref__<id>']`) is birth or unset, else
 * the first parent, and after it the next such parent who is their spouse or a spouse of no other listed parent. A
 * parent goes to the slot of their gender (`father` for 'M', `mother` for 'F', `father` first when the gender is
 * unknown), or to the slot still free when two parents share a gender; a `father` / `mother` already set wins over
 * the list. Every other parent goes to `rels.other_parents`, in order. The input is never changed.
 */
export function toLegacyShape(data: Data): Data {
  if (!Array.isArray(data) || !data.some(hasParentsList)) return data
  const genderOf = new Map<string, unknown>()
  for (const d of data) if (d && typeof d.id === 'string') genderOf.set(d.id, d.data?.gender)
  const spouses = spouseLookup(data)
  return data.map((d) => {
    if (!hasParentsList(d)) return d
    const { parents, ...rest } = d.rels as Datum['rels'] & { parents: unknown[] }
    const rels: Datum['rels'] = { ...rest }
    const listed = uniqueIds(parents, d.id)
    for (const p of defaultPair(d, listed, spouses)) {
      if (p === rels.father || p === rels.mother) continue
      const preferMother = genderOf.get(p) === 'F'
      const first = preferMother ? 'mother' : 'father'
      const second = preferMother ? 'father' : 'mother'
      if (rels[first] === undefined) rels[first] = p
      else if (rels[second] === undefined) rels[second] = p
    }
    const others = listed.filter((p) => p !== rels.father && p !== rels.mother)
    for (const p of otherParentsOf(d)) if (!others.includes(p) && p !== rels.father && p !== rels.mother) others.push(p)
    if (others.length) rels.other_parents = others
    else delete rels.other_parents
    return { ...d, rels }
  })
}

/** The distinct string ids of a list, without `self`. */
function uniqueIds(list: unknown[], self: unknown): string[] {
  const out: string[] = []
  for (const p of list) if (typeof p === 'string' && p !== self && !out.includes(p)) out.push(p)
  return out
}

/** Whether two people are spouses (either side naming the other); the lookup is built once, on first use. */
function spouseLookup(data: Data): (a: string, b: string) => boolean {
  let pairs: Set<string> | null = null
  return (a, b) => {
    if (!pairs) {
      pairs = new Set()
      for (const d of data) {
        const list = d?.rels?.spouses
        if (typeof d?.id === 'string' && Array.isArray(list))
          for (const s of list) if (typeof s === 'string') pairs.add(`${d.id}\u0000${s}`).add(`${s}\u0000${d.id}`)
      }
    }
    return pairs.has(`${a}\u0000${b}`)
  }
}

/** The parents of the default family among `listed` (see toLegacyShape): one or two ids, in list order. */
function defaultPair(d: Datum, listed: string[], areSpouses: (a: string, b: string) => boolean): string[] {
  if (listed.length <= 1) return listed
  const isBirth = (p: string) => parentTypeOf(d, p) === 'birth'
  const first = listed.find(isBirth) ?? listed[0]
  const candidates = listed.filter((p, i) => i > listed.indexOf(first) && (!isBirth(first) || isBirth(p)))
  const second = candidates.find(
    (q) => areSpouses(first, q) || !listed.some((o) => o !== first && o !== q && areSpouses(q, o)),
  )
  return second === undefined ? [first] : [first, second]
}

/**
 * The data in the 0.9 shape: a new array of shallow copies whose `rels.parents` lists the father, then the mother
 * (the order the published 0.9 uses), then `rels.other_parents` in order, without `rels.father`, `rels.mother` and
 * `rels.other_parents`. People already in that shape are copied unchanged. The input is never changed.
 */
export function toParentsShape(data: Data): Data {
  if (!Array.isArray(data)) return data
  return data.map((d) => {
    if (!d || typeof d !== 'object' || !d.rels || hasParentsList(d)) return d
    const { father, mother, other_parents: _others, ...rest } = d.rels
    const parents: string[] = []
    for (const p of [father, mother, ...otherParentsOf(d)])
      if (typeof p === 'string' && !parents.includes(p)) parents.push(p)
    return { ...d, rels: { parents, ...rest } }
  })
}

/** The data in `shape` (see toLegacyShape and toParentsShape). @since next */
export function toDataShape(data: Data, shape: DataShape): Data {
  return shape === '0.9' ? toParentsShape(data) : toLegacyShape(data)
}

/** Drops empty `parents`, `spouses` and `children` lists from each person's `rels`, in place (the saved form). */
export function dropEmptyRelLists(data: Data): Data {
  for (const d of data) {
    const rels = d?.rels as (Datum['rels'] & { parents?: unknown[] }) | undefined
    if (!rels) continue
    for (const key of ['parents', 'spouses', 'children'] as const)
      if (Array.isArray(rels[key]) && rels[key]!.length === 0) delete rels[key]
  }
  return data
}

/** Gives each person's `rels` a `parents`, `spouses` and `children` list where missing, in place (the 0.9.0 shape). */
export function withRelLists(data: Data): Data {
  for (const d of data) {
    if (!d || typeof d !== 'object') continue
    const rels = (d.rels ??= {}) as Datum['rels'] & { parents?: string[] }
    rels.parents ??= []
    rels.spouses ??= []
    rels.children ??= []
  }
  return data
}
