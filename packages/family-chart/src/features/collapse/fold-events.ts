/** What folding tells the page: the event of `setOnCollapse`, and who hears of a fold. */
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

/** Who hears of a fold: the page's handler (called with the chart as `this`) and the chart's live region. */
export interface FoldListeners {
  onCollapse: ((e: CollapseEvent) => void) | null
  announce: ((text: string) => void) | null
  owner: unknown
}
