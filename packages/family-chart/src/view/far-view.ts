/**
 * The view's slot for a big tree seen from far: past some zoom its cards are too small to read, and a feature (the
 * overview) may draw it another way. Without one, the cards are drawn at every zoom.
 */
import type { ZoomTransform } from 'd3'
import type { Tree } from '../layout/types'
import type { CardSize } from './drawing/render-cards'

/** A big tree on screen, drawn in parts (culled): the tree and the card size it is drawn with. @since next */
export interface CulledTree {
  tree: Tree
  opts: { cardSize: CardSize }
}

/**
 * How a big tree is drawn when seen from far, past the zoom where its cards are too small to read: the large-trees
 * feature's overview is one. Without one, the cards are drawn at every zoom.
 * @since next
 */
export interface FarView {
  /** Whether the tree is drawn from far at zoom scale `k`. */
  isFar(culled: CulledTree, k: number): boolean
  /** Draws the tree from far for the view under `t` (or keeps what is drawn when it still covers it) and shows it. */
  show(culled: CulledTree, t: ZoomTransform): void
  hide(): void
  isShown(): boolean
  /** A new tree is drawn: what was drawn for the last one is stale. */
  reset(): void
}
