/** What a chart attaches to its store for folding: whether cards show the controls, the event, the live region. */
import type { Store } from '../../store/types'
import type { FoldSide } from './fold-state'

/** What `setOnCollapse` handlers receive. @since next */
export interface CollapseEvent {
  id: string
  side: FoldSide
  /** True when the branch was folded, false when it was opened. */
  collapsed: boolean
  /** How many people the fold hides (after folding), or hid (before opening). */
  hiddenCount: number
}

export interface FoldHooks {
  /** Cards draw their fold controls (Chart.setCollapsible). */
  controls: boolean
  onCollapse: ((e: CollapseEvent) => void) | null
  announce: ((text: string) => void) | null
  /** Who `this` is for onCollapse (the chart). */
  owner: unknown
}

const hooks = new WeakMap<Store, FoldHooks>()

export function foldHooks(store: Store): FoldHooks {
  let h = hooks.get(store)
  if (!h) {
    h = { controls: false, onCollapse: null, announce: null, owner: null }
    hooks.set(store, h)
  }
  return h
}
