/**
 * Positions both hierarchies with the tidy tree (Buchheim–Walker, linear time; see tidy-tree.ts), a slice at a time.
 * A progeny node is a block of cards (the person and their spouses), so the separation of two neighbours is half of
 * each block plus a gap.
 */
import { blockWidth, type LayoutNode } from './layout-node'
import { tidyTreeSteps } from './tidy-tree'
import { ITEMS_PER_STEP, type Steps } from './steps'

const COUSIN_GAP = 0.25
const ANCESTRY_COUSIN_GAP = 0.25

const childrenOf = (n: LayoutNode) => n.children

/** Sets x (in card slots) on every progeny node and slot x on its spouses. */
export function* positionProgenySteps(root: LayoutNode): Steps<void> {
  const { nodes, x } = yield* tidyTreeSteps<LayoutNode>({
    root,
    children: childrenOf,
    separation: (a, b, sameParent) => (blockWidth(a) + blockWidth(b)) / 2 + (sameParent ? 0 : COUSIN_GAP),
  })
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i]
    const spouses = node.spouses
    const left = x[i] - spouses.length / 2
    node.x = left + node.person_slot
    for (const spouse of spouses) spouse.x = left + spouse.slot
    if ((i + 1) % ITEMS_PER_STEP === 0) yield
  }
}

/** Sets x (in card slots) on every ancestry node, with the root placed at `anchorX`. */
export function* positionAncestrySteps(root: LayoutNode, anchorX: number): Steps<void> {
  const { nodes, x } = yield* tidyTreeSteps<LayoutNode>({
    root,
    children: childrenOf,
    separation: (_a, _b, sameParent) => (sameParent ? 1 : 1 + ANCESTRY_COUSIN_GAP),
  })
  const shift = anchorX - x[0]
  for (let i = 0; i < nodes.length; i++) {
    nodes[i].x = x[i] + shift
    if ((i + 1) % ITEMS_PER_STEP === 0) yield
  }
}
