/**
 * The right-to-left mirror of a laid-out tree: every card and link point x → K − x, in both orientations, so spouses,
 * siblings and the hourglass read from right to left. It acts on any `Tree`, so any chart type drawn with the chart's
 * cards and links is mirrored the same way; the keyboard's left and right follow, as they read positions.
 */
import type { Tree } from '../../layout/types'

/** A card kept in place by a fold (the collapse feature's keep_in_place): where it was on screen. */
export interface KeptCard {
  key: string
  id: string
  x: number
}

/**
 * The x every point is mirrored around (times two). Without a move of the whole tree the main person stays at 0.
 * A tree moved by keepInPlace before the mirror (a feature used before this one) needs more: the move was reckoned
 * in mirrored screen positions, so the card kept in place must land where it was (2 × its old x), and a kept offset
 * must stay the offset of the mirrored tree (2 × offset).
 */
function mirrorSum(tree: Tree, kept: KeptCard | undefined): number {
  const offset = tree.offset?.[0]
  if (offset === undefined) return 0
  const card = kept && (tree.data.find((d) => d.key === kept.key) ?? tree.data.find((d) => d.data.id === kept.id))
  return card && Number.isFinite(kept.x) ? 2 * kept.x : 2 * offset
}

/** Mirrors `tree` in place, left for right; `kept` is the card a fold keeps in place during this layout, if any. */
export function mirrorTree(tree: Tree, kept?: KeptCard): void {
  const sum = mirrorSum(tree, kept)
  for (const d of tree.data) d.x = sum - d.x
  // Links of one couple's children share their start point: each point is mirrored once.
  const done = new Set<number[]>()
  const flip = (p: number[]) => {
    if (done.has(p)) return
    done.add(p)
    p[0] = sum - p[0]
  }
  for (const l of tree.links) {
    flip(l.source)
    flip(l.target)
  }
  // The box keeps its width; its left edge is the old right edge, mirrored.
  const { dim } = tree
  dim.x_off = dim.width - dim.x_off - sum
  if (tree.offset) tree.offset[0] = sum - tree.offset[0]
}
