/**
 * Which branches are folded: kept in the store as `hidden_rels` (the layout's existing prune: `parents` are people whose
 * ancestors are not drawn, `children` people whose descendants are not drawn), named here by the side of the tree.
 */

/** The side of a person a fold hides: their ancestors or their descendants. @since next */
export type FoldSide = 'ancestry' | 'progeny'

/** The store's record of folds (CalculateTreeOptions.hidden_rels). */
export interface HiddenRels {
  parents?: string[]
  children?: string[]
}

export const FOLD_SIDES: readonly FoldSide[] = ['ancestry', 'progeny']

export function isFoldSide(value: unknown): value is FoldSide {
  return value === 'ancestry' || value === 'progeny'
}

const listName = (side: FoldSide) => (side === 'ancestry' ? 'parents' : 'children')

export function isFolded(hidden: HiddenRels | undefined, id: string, side: FoldSide): boolean {
  const list = hidden?.[listName(side)]
  return Array.isArray(list) && list.includes(id)
}

/** A new record with the person's side folded or not; the old one is left as it is (undo and other readers keep theirs). */
export function withFold(hidden: HiddenRels | undefined, id: string, side: FoldSide, folded: boolean): HiddenRels {
  const next: HiddenRels = { parents: [...(hidden?.parents ?? [])], children: [...(hidden?.children ?? [])] }
  const name = listName(side)
  const list = next[name]!.filter((x) => x !== id)
  if (folded) list.push(id)
  next[name] = list
  return next
}
