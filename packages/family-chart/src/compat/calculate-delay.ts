/** The published handler that staggers a first draw: ancestors appear generation by generation, then descendants. */
import type { Tree, TreeDatum } from '../layout/types'

/** The share of the transition time between two generations appearing. */
const STEP = 0.4

/**
 * How long (ms) a card or link waits before it moves in on a first draw, so the tree unfolds from the main person:
 * ancestors by generation first, then the descendants' side after all ancestors, a spouse one step after the person
 * they married.
 * @param tree - The tree being drawn.
 * @param d - A card (or link) of it, with its `depth`, `is_ancestry` and `spouse`.
 * @param transition_time - The time of one move, in milliseconds.
 * @group Compatibility
 * @since 0.8.0
 */
export function calculateDelay(
  tree: Tree,
  d: Pick<TreeDatum, 'depth'> & Partial<TreeDatum>,
  transition_time: number,
): number {
  const step = transition_time * STEP
  const depth = d.depth ?? 0
  if (d.is_ancestry || (depth === 0 && !d.spouse)) return depth * step
  const ancestryDepth = tree.data.reduce((max, n) => (n.is_ancestry && n.depth > max ? n.depth : max), 0)
  return (ancestryDepth + (d.spouse ? 1 : 0) + 2 * depth) * step
}
