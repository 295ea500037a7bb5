/** The published handlers behind a card's clicks: make the person main, and show or hide their relatives. */
import type { Store } from '../store/types'
import type { TreeDatum } from '../layout/types'
import { makeMain, toggleRelatives } from '../cards/card-actions'

/**
 * Makes a card's person the main person and redraws the tree: what a card click does by default.
 * @returns `true`, as the published handler did.
 * @group Compatibility
 * @since 0.8.0
 */
export function cardChangeMain(store: Store, { d }: { d: TreeDatum }): boolean {
  makeMain(store, d)
  return true
}

/**
 * Hides a card's relatives, or shows them again, and redraws: the parents of the main person and of ancestors, the
 * children of anyone else. Our own name for it is `handlers.toggleRelatives`.
 * @group Compatibility
 * @since 0.8.0
 */
export function cardShowHideRels(store: Store, { d }: { d: TreeDatum }): void {
  toggleRelatives(store, d.data.id, d.is_ancestry || d.main ? 'parents' : 'children')
  store.updateTree({})
}
