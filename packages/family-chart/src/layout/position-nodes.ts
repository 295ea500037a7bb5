/**
 * Positions both hierarchies with d3's tidy tree (Buchheim–Walker, linear time). A progeny node is a block of
 * cards (the person and their spouses), so the separation of two neighbours is half of each block plus a gap.
 */
import { hierarchy, tree } from 'd3'
import { blockWidth, type LayoutNode } from './layout-node'

const COUSIN_GAP = 0.25
const ANCESTRY_COUSIN_GAP = 0.25

/** Sets x (in card slots) on every progeny node and slot x on its spouses; returns nothing. */
export function positionProgeny(root: LayoutNode): void {
  const h = hierarchy<LayoutNode>(root, (n) => n.children)
  tree<LayoutNode>()
    .nodeSize([1, 1])
    .separation((a, b) => (blockWidth(a.data) + blockWidth(b.data)) / 2 + (a.parent === b.parent ? 0 : COUSIN_GAP))(h)
  h.each((n) => {
    const node = n.data
    const k = node.spouses.length
    const left = n.x! - k / 2
    node.x = left + node.person_slot
    for (const spouse of node.spouses) spouse.x = left + spouse.slot
  })
}

/** Sets x (in card slots) on every ancestry node, with the root placed at `anchorX`. */
export function positionAncestry(root: LayoutNode, anchorX: number): void {
  const h = hierarchy<LayoutNode>(root, (n) => n.children)
  tree<LayoutNode>()
    .nodeSize([1, 1])
    .separation((a, b) => (a.parent === b.parent ? 1 : 1 + ANCESTRY_COUSIN_GAP))(h)
  const shift = anchorX - h.x!
  h.each((n) => { n.data.x = n.x! + shift })
}
