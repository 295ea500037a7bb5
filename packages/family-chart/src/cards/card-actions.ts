/** What the built-in card controls do to the store: make main, open a shared branch, collapse relatives. */
import type { Store } from '../store/types'
import type { FamilySwitch, TreeDatum } from '../layout/types'
import { isEmptyCard } from '../layout/empty-card'

export function makeMain(store: Store, d: TreeDatum): void {
  if (isEmptyCard(d.data)) return
  store.updateMainId(d.data.id)
  store.updateTree({})
}

/** Opens the shared branch `key` at this card and closes its other copies. */
export function openBranchHere(store: Store, d: TreeDatum, key: string): void {
  store.state.duplicate_branch_open = { ...(store.state.duplicate_branch_open ?? {}), [key]: d.tid! }
  store.updateTree({ tree_position: 'inherit' })
}

/**
 * Draws the child's family of `parents` in the tree (the card's family switch): the choice goes into the store's
 * `parent_families` and the tree is drawn again where it was.
 */
export function switchParentFamily(store: Store, sw: FamilySwitch): void {
  store.state.parent_families = { ...(store.state.parent_families ?? {}), [sw.child]: sw.parents.slice() }
  store.updateTree({ tree_position: 'inherit' })
}

/** Collapses or expands a person's parents or children. @since next */
export function toggleRelatives(store: Store, id: string, which: 'parents' | 'children', hide?: boolean): void {
  const hidden = {
    parents: [...(store.state.hidden_rels?.parents ?? [])],
    children: [...(store.state.hidden_rels?.children ?? [])],
  }
  const list = hidden[which]
  const isHidden = list.includes(id)
  const shouldHide = hide ?? !isHidden
  hidden[which] = shouldHide ? (isHidden ? list : [...list, id]) : list.filter((x) => x !== id)
  store.state.hidden_rels = hidden
}
