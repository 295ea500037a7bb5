/** The published handlers that ask whether people are connected, and whether a card shows all its relatives. */
import type { Data, Datum } from '../data/types'
import type { TreeDatum } from '../layout/types'
import { connectedIds } from '../data/connected'
import { toLegacyShape } from '../data/data-shape'

/** Every id a person's relations name: parents (in either shape), spouses, children. */
function relativeIds(d: Datum): string[] {
  const r = (d.rels ?? {}) as Datum['rels'] & { parents?: unknown }
  const parents = Array.isArray(r.parents) ? r.parents : [r.father, r.mother]
  return [...parents, ...(r.spouses ?? []), ...(r.children ?? [])].filter(
    (id): id is string => typeof id === 'string' && id !== '',
  )
}

/**
 * Whether a chain of relations leads from a person to the first person of the data, without passing through the
 * people of `exclude_ids`.
 * @group Compatibility
 * @since 0.8.0
 */
export function checkIfConnectedToFirstPerson(datum: Datum, data_stash: Data, exclude_ids: string[] = []): boolean {
  const first = data_stash[0]
  if (!first || datum.id === first.id) return !!first
  const excluded = new Set(exclude_ids.filter((id) => id !== datum.id))
  if (excluded.has(first.id)) return false
  const people = toLegacyShape(data_stash).filter((d) => d && !excluded.has(d.id))
  return connectedIds(people, datum.id).has(first.id)
}

/**
 * Whether every relative of a person stays connected to the first person of the data without them, that is whether
 * deleting them leaves the family in one piece.
 * @group Compatibility
 * @since 0.8.0
 */
export function checkIfRelativesConnectedWithoutPerson(datum: Datum, data_stash: Data): boolean {
  return relativeIds(datum).every((id) => {
    const relative = data_stash.find((d) => d?.id === id)
    return !relative || checkIfConnectedToFirstPerson(relative, data_stash, [datum.id])
  })
}

/**
 * Whether every relative of a card's person has a card in the tree too (a card for which this is false offers the
 * mini tree).
 * @param d - A card of the tree.
 * @param data - The cards of the tree (`tree.data`).
 * @group Compatibility
 * @since 0.8.0
 */
export function isAllRelativeDisplayed(d: TreeDatum, data: TreeDatum[]): boolean {
  const shown = new Set(data.map((node) => node.data.id))
  return relativeIds(d.data).every((id) => shown.has(id))
}
