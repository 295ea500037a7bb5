/**
 * Positions both hierarchies with the tidy tree (Buchheim–Walker, linear time; see tidy-tree.ts), a slice at a time,
 * with the spacing rules of the published family-chart, so a chart places every card where the published one does:
 * - progeny: a node is a block of cards (the person and their spouses), so two neighbours are half of each block
 *   apart plus one card; cousins a quarter card more, half siblings (one parent, other co-parents) an eighth more;
 * - ancestry: one card between neighbours, then each couple drawn side by side, centred where the tree put the two;
 * - the main person's parents sit above the centre of the main person's block (main with their spouses).
 */
import { blockWidth, type LayoutNode } from './layout-node'
import { tidyTreeSteps } from './tidy-tree'
import { inRuns, type Steps } from '../schedule/steps'

const COUSIN_GAP = 0.25
const HALF_SIBLING_GAP = 0.125

const childrenOf = (n: LayoutNode) => n.children
/** Children of one node by the same co-parent share a group; the row of main and their siblings is one group. */
const coupleGroup = (n: LayoutNode) => (n.kind === 'progeny' ? n.via_spouse : -2)

/** Sets x (in card slots) on every progeny node and slot x on its spouses; `size`: about how many nodes there are. */
export function* positionProgenySteps(root: LayoutNode, size?: number): Steps<void> {
  const { nodes, x } = yield* tidyTreeSteps<LayoutNode>({
    root,
    size,
    children: childrenOf,
    width: blockWidth,
    cousinGap: COUSIN_GAP,
    group: coupleGroup,
    groupGap: HALF_SIBLING_GAP,
  })
  yield* inRuns(nodes.length, (from, to) => {
    for (let i = from; i < to; i++) {
      const node = nodes[i]
      const spouses = node.spouses
      const left = x[i] - spouses.length / 2
      node.x = left + node.person_slot
      // Indexed, as in every loop over all nodes here: a for-of could make an iterator per node.
      for (let k = 0; k < spouses.length; k++) spouses[k].x = left + spouses[k].slot
    }
  })
}

/** Where the centre of a progeny node's block (the person and their spouses) lies, in card slots. */
export function blockCentre(node: LayoutNode): number {
  return node.x - node.person_slot + node.spouses.length / 2
}

/** Sets x (in card slots) on every ancestry node, with the root placed at `anchorX`. */
export function* positionAncestrySteps(root: LayoutNode, anchorX: number): Steps<void> {
  const { nodes, x } = yield* tidyTreeSteps<LayoutNode>({
    root,
    children: childrenOf,
    width: () => 1,
    cousinGap: 0,
  })
  const shift = anchorX - x[0]
  yield* inRuns(nodes.length, (from, to) => {
    for (let i = from; i < to; i++) nodes[i].x = x[i] + shift
  })
  // Two parents whose own ancestors pushed them apart are drawn as a couple, one card apart around their midpoint (a
  // couple's ancestors keep their places).
  yield* inRuns(nodes.length, (from, to) => {
    for (let i = from; i < to; i++) {
      const parents = nodes[i].children
      if (!parents || parents.length !== 2) continue
      const [a, b] = parents
      const middle = (a.x + b.x) / 2
      const half = a.x <= b.x ? 0.5 : -0.5
      a.x = middle - half
      b.x = middle + half
    }
  })
}
