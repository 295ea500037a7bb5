/**
 * The overview of a whole big tree, prepared a slice at a time together with its layout (see schedule/sliced-job.ts),
 * so drawing the tree fitted on screen does not build thousands of rectangles in one task. Used when the overview
 * holds the whole tree; any other part of it is built when drawn, as before.
 */
import type { Tree } from '../../layout/types'
import type { Steps } from '../../schedule/steps'
import type { Box } from '../../view/drawing/cull'
import { overviewPathsSteps, type OverviewPaths } from './overview-paths'
import type { CardSize } from '../../view/drawing/render-cards'

const prepared = new WeakMap<Tree, { size: CardSize; paths: OverviewPaths }>()

/**
 * Builds and keeps the overview of the whole tree, for trees big enough to be culled (more than `minCards`) that the
 * view can show whole (`seenWhole`: a tree too wide for that opens on its main person, and is only ever drawn in parts).
 */
export function* prepareOverview(
  tree: Tree,
  size: CardSize,
  minCards: number,
  seenWhole: (tree: Tree) => boolean = () => true,
): Steps<void> {
  if (tree.data.length <= minCards || !seenWhole(tree)) return
  const paths = yield* overviewPathsSteps(tree, size)
  prepared.set(tree, { size: { ...size }, paths })
}

/** The prepared overview of `tree` when it was made for this card size and `box` holds every card and link. */
export function preparedOverview(tree: Tree, size: CardSize, box: Box): OverviewPaths | null {
  const entry = prepared.get(tree)
  if (!entry || entry.size.w !== size.w || entry.size.h !== size.h) return null
  const { x_off, y_off, width, height } = tree.dim
  const holdsAll = box.x0 <= -x_off && box.y0 <= -y_off && box.x1 >= width - x_off && box.y1 >= height - y_off
  return holdsAll ? entry.paths : null
}
