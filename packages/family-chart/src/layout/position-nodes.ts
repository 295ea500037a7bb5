/**
 * Positions both hierarchies with the tidy tree (Buchheim–Walker, linear time; see tidy-tree.ts), a slice at a time.
 * A progeny node is a block of cards (the person and their spouses), so the separation of two neighbours is half of
 * each block plus a gap.
 */
import { blockWidth, type LayoutNode } from './layout-node'
import { tidyTreeSteps } from './tidy-tree'
import { inRuns, type Steps } from '../schedule/steps'

const COUSIN_GAP = 0.25
const ANCESTRY_COUSIN_GAP = 0.25

const childrenOf = (n: LayoutNode) => n.children

/** Sets x (in card slots) on every progeny node and slot x on its spouses. */
export function* positionProgenySteps(root: LayoutNode): Steps<void> {
  const { nodes, x } = yield* tidyTreeSteps<LayoutNode>({
    root,
    children: childrenOf,
    width: blockWidth,
    cousinGap: COUSIN_GAP,
  })
  yield* inRuns(nodes.length, (from, to) => {
    for (let i = from; i < to; i++) {
      const node = nodes[i]
      const spouses = node.spouses
      const left = x[i] - spouses.length / 2
      node.x = left + node.person_slot
      for (const spouse of spouses) spouse.x = left + spouse.slot
    }
  })
}

/** Sets x (in card slots) on every ancestry node, with the root placed at `anchorX`. */
export function* positionAncestrySteps(root: LayoutNode, anchorX: number): Steps<void> {
  const { nodes, x } = yield* tidyTreeSteps<LayoutNode>({
    root,
    children: childrenOf,
    width: () => 1,
    cousinGap: ANCESTRY_COUSIN_GAP,
  })
  const shift = anchorX - x[0]
  yield* inRuns(nodes.length, (from, to) => {
    for (let i = from; i < to; i++) nodes[i].x = x[i] + shift
  })
}
