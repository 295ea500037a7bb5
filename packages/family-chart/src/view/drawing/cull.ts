/** Viewport culling for big trees: only cards and links in or near the visible area are in the DOM. */
import type { Tree, TreeDatum, TreeLink } from '../../layout/types'

/** Trees with more cards than this are culled; smaller ones are drawn whole. */
export const VIRTUALIZE_ABOVE = 200

export interface Box {
  x0: number
  y0: number
  x1: number
  y1: number
}

/** Grows a box by a fraction of its own size on every side, plus a card's reach. */
export function expandBox(b: Box, fraction: number, pad = 150): Box {
  const dx = (b.x1 - b.x0) * fraction + pad
  const dy = (b.y1 - b.y0) * fraction + pad
  return { x0: b.x0 - dx, y0: b.y0 - dy, x1: b.x1 + dx, y1: b.y1 + dy }
}

export function containsBox(outer: Box, inner: Box): boolean {
  return inner.x0 >= outer.x0 && inner.y0 >= outer.y0 && inner.x1 <= outer.x1 && inner.y1 <= outer.y1
}

/**
 * True when the drawn area no longer suits the view: the view comes near its edge, or, after zooming in, the drawn
 * area is far bigger than the view needs (its cards would weigh on every frame for nothing).
 */
export function cullBoxStale(drawn: Box, view: Box, margin: number): boolean {
  if (!containsBox(drawn, expandBox(view, margin / 4, 0))) return true
  const wanted = expandBox(view, margin)
  const area = (b: Box) => (b.x1 - b.x0) * (b.y1 - b.y0)
  return area(drawn) > 4 * area(wanted)
}

const inBox = (b: Box, x: number, y: number) => x >= b.x0 && x <= b.x1 && y >= b.y0 && y <= b.y1

// Read by index, not destructured: called for every link of the tree, and a destructuring made an iterator per
// array (a dozen megabytes over 300,000 links).
function linkInBox(b: Box, l: TreeLink): boolean {
  const sx = l.source[0]
  const sy = l.source[1]
  const tx = l.target[0]
  const ty = l.target[1]
  return Math.max(sx, tx) >= b.x0 && Math.min(sx, tx) <= b.x1 && Math.max(sy, ty) >= b.y0 && Math.min(sy, ty) <= b.y1
}

export function cullTree(tree: Tree, box: Box): { nodes: TreeDatum[]; links: TreeLink[] } {
  return {
    nodes: tree.data.filter((d) => inBox(box, d.x, d.y)),
    links: tree.links.filter((l) => linkInBox(box, l)),
  }
}
