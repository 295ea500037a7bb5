/** Whose child a person is drawn as: the parents of the family chosen for them (see parent-families.ts), else father and mother. */
import type { RelationIndex } from '../data/relation-index'

/** No child drawn in a family other than its father and mother. */
export const NO_CHOICES: ReadonlyMap<number, [number, number]> = new Map()

/** The father and mother positions a person is drawn with: the chosen family's, else the index's. */
export function drawnParentsAt(
  index: RelationIndex,
  chosen: ReadonlyMap<number, [number, number]>,
  at: number,
): [number, number] {
  return chosen.get(at) ?? [index.links.father[at], index.links.mother[at]]
}
