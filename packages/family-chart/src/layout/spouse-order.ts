/** The order in which a person's spouses are drawn, shared by the layout and the person form. */
import type { Data, Datum } from '../data/types'
import type { RelationIndex } from '../data/relation-index'
import { relationIndexOf } from '../data/relation-index-cache'
import { toLegacyShape } from '../data/data-shape'

export type SortSpousesFunction = (d: Datum, data: Data) => void

/** Orders a person's spouses (already in data order) by their marriages: see marriage-order.ts. @since next */
export type MarriageOrder = (
  person: Datum,
  spouseIds: readonly string[],
  get: (id: string) => Datum | undefined,
) => string[]

/**
 * A person's spouses in the order the chart draws them: the person's own list, after `sortSpousesFunction` (which
 * sorts `datum.rels.spouses` in place), then the spouses known only from the other side of the relation; with
 * `byMarriage`, then by marriage date (see marriage-order.ts).
 */
export function spouseOrder(
  datum: Datum,
  data: Data,
  index: RelationIndex,
  sortSpousesFunction?: SortSpousesFunction,
  byMarriage?: MarriageOrder,
): string[] {
  if (sortSpousesFunction) sortSpousesFunction(datum, data)
  const own = Array.isArray(datum.rels?.spouses) ? datum.rels.spouses : []
  const fromIndex = index.rels(datum.id).spouses
  if (fromIndex.length < 2) return fromIndex.slice()
  const order = new Map<string, number>()
  own.forEach((id, i) => {
    if (!order.has(id)) order.set(id, i)
  })
  const inDataOrder = [...fromIndex].sort((a, b) => (order.get(a) ?? Infinity) - (order.get(b) ?? Infinity))
  return byMarriage ? byMarriage(datum, inDataOrder, (id) => index.get(id)) : inDataOrder
}

/**
 * The same order for a person of `data` without touching the data: the sort function gets a copy of the person.
 * Used by the person form, whose per-spouse fields follow the chart.
 */
export function drawnSpouseOrder(
  datum: Datum,
  data: Data,
  sortSpousesFunction?: SortSpousesFunction,
  byMarriage?: MarriageOrder,
): string[] {
  const copy: Datum = { ...datum, rels: { ...datum.rels, spouses: [...(datum.rels?.spouses ?? [])] } }
  return spouseOrder(copy, data, relationIndexOf(toLegacyShape(data)), sortSpousesFunction, byMarriage)
}
