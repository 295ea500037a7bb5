/**
 * The overview inside the view: past the level of detail a big tree's cards and links give way to a few paths. This
 * file decides when (the zoom), keeps the paths matched to the part of the tree in view, and zooms back to cards.
 */
import type { Say } from '../../data/say'
import type { ZoomTransform } from 'd3'
import type { Tree } from '../../layout/types'
import type { ChartDom } from '../../view/chart-dom'
import { getCurrentZoom, middleTransform, moveCamera, viewBox } from '../../view/camera/zoom'
import { cullBoxStale, cullTree, expandBox, type Box } from '../../view/drawing/cull'
import type { CardSize } from '../../view/drawing/render-cards'
import { isOverview, readableScale, type LevelOfDetail } from './level-of-detail'
import { createOverviewLayer, type OverviewLayer } from './overview-layer'
import { overviewPaths } from './overview-paths'
import { preparedOverview } from './overview-cache'

/** The overview layer once created, and the part of the tree its paths hold (null: not drawn for this tree yet). */
export interface OverviewState {
  layer: OverviewLayer
  box: Box | null
}

/** The big tree on screen and the settings the overview reads. */
export interface OverviewSource {
  tree: Tree
  opts: { cardSize: CardSize; lod: LevelOfDetail }
}

/** The overview's rectangles are cheap, so a wider margin than the cards' means fewer rebuilds while zooming. */
const OVERVIEW_MARGIN = 1

/** Whether the tree is drawn as the overview at zoom scale `k`. */
export function overviewAt(source: OverviewSource, k: number): boolean {
  return isOverview(source.tree.data.length, k, source.opts.cardSize.w, source.opts.lod)
}

/** Shows the overview for the view under `t`, creating its layer on first use; returns the overview's state. */
export function showOverview(
  dom: ChartDom,
  overview: OverviewState | null,
  source: OverviewSource,
  t: ZoomTransform,
  say: () => Say | undefined,
): OverviewState {
  const shown = overview ?? { layer: createOverviewLayer(dom, say), box: null }
  updateOverview(dom, shown, source, t)
  return shown
}

/**
 * Fills the overview with the cards in and around the view. Painting a path costs with every shape it holds, seen or
 * not, so zoomed in on a corner of a huge tree the paths hold only that corner; seen whole, they hold everything.
 */
export function updateOverview(dom: ChartDom, overview: OverviewState, source: OverviewSource, t: ZoomTransform): void {
  const view = viewBox(dom.svg, t)
  const total = source.tree.data.length
  if (overview.box && !cullBoxStale(overview.box, view, OVERVIEW_MARGIN)) {
    overview.layer.show(null, total)
    return
  }
  const box = expandBox(view, OVERVIEW_MARGIN)
  // Every card and link in the box: the whole tree's overview, when it was prepared with the layout, is the same.
  const paths =
    preparedOverview(source.tree, source.opts.cardSize, box) ?? partOverview(source.tree, box, source.opts.cardSize)
  overview.layer.show(paths, total)
  overview.box = box
}

/** The overview's paths for the cards and links inside `box` only. */
function partOverview(tree: Tree, box: Box, size: CardSize) {
  const { nodes, links } = cullTree(tree, box)
  return overviewPaths({ data: nodes, links, is_horizontal: tree.is_horizontal }, size)
}

/** Zooms from the overview to readable cards, centred on a point of the canvas (a click) or on the main person. */
export function zoomInFromOverview(
  dom: ChartDom,
  source: OverviewSource,
  point: [number, number] | null,
  transition_time: number,
): void {
  const t = getCurrentZoom(dom.svg)
  const k = Math.max(t.k, readableScale(source.opts.cardSize.w, source.opts.lod))
  const main = source.tree.data.find((d) => d.main)
  const [x, y] = point
    ? t.invert(point)
    : main
      ? [main.x, main.y]
      : t.invert([dom.canvas.clientWidth / 2, dom.canvas.clientHeight / 2])
  moveCamera(dom.svg, middleTransform(dom.svg, { x, y }, k), transition_time)
}
