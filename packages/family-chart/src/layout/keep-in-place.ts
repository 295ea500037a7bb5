/**
 * The last layout step: moves the whole tree so one card stays where it was (CalculateTreeOptions.keep_in_place), or
 * by a kept offset (tree_offset). The layout puts the main person at 0, 0; after a branch is folded or opened, the
 * card whose control was used must not move on screen, and the view is not moved (the cards animate as usual).
 */
import type { CalculateTreeOptions, Tree } from './types'

function offsetFor(tree: Tree, options: CalculateTreeOptions): [number, number] | null {
  const anchor = options.keep_in_place
  if (anchor) {
    const card = tree.data.find((d) => d.key === anchor.key) ?? tree.data.find((d) => d.data.id === anchor.id)
    if (card && Number.isFinite(anchor.x) && Number.isFinite(anchor.y)) return [anchor.x - card.x, anchor.y - card.y]
  }
  const kept = options.tree_offset
  if (Array.isArray(kept) && Number.isFinite(kept[0]) && Number.isFinite(kept[1])) return [kept[0], kept[1]]
  return null
}

export function keepInPlace(tree: Tree, options: CalculateTreeOptions): void {
  const offset = offsetFor(tree, options)
  if (!offset) return
  tree.offset = offset
  const [dx, dy] = offset
  if (!dx && !dy) return
  for (const d of tree.data) {
    d.x += dx
    d.y += dy
  }
  // Links of one couple's children share their start point: each point is moved once.
  const moved = new Set<number[]>()
  const move = (p: number[]) => {
    if (moved.has(p)) return
    moved.add(p)
    p[0] += dx
    p[1] += dy
  }
  for (const l of tree.links) {
    move(l.source)
    move(l.target)
    // A link that passes generations (the relatives chart's) bends at points of its own.
    const via = (l as { via?: number[][] }).via
    if (via) for (const p of via) move(p)
  }
  tree.dim.x_off -= dx
  tree.dim.y_off -= dy
}
