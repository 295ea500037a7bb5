/**
 * The large-trees feature. Laid out again (a new main person, a fold), the data's relation index is reused instead of
 * built anew. Past a level of detail a big tree's cards and links give way to a few SVG paths coloured like
 * the cards, prepared with the layout; a click (or Enter) on it zooms back in to readable cards. Only trees of more
 * than 200 cards use it: what draws it (overview-drawing.ts) loads when the first such tree is laid out, and the
 * view looks again at its zoom when it has arrived (meanwhile nothing is drawn from far; cards if it cannot load).
 */
import type { ZoomTransform } from 'd3'
import { defineFeature, type ChartHost, type Feature } from '../../chart/plug'
import type { CulledTree, FarView } from '../../view/far-view'
import type { Tree } from '../../layout/types'
import type { Steps } from '../../schedule/steps'
import { fitsWhole } from '../../view/camera/zoom'
import { VIRTUALIZE_ABOVE } from '../../view/drawing/cull'
import { isOverview, normalizeLevelOfDetail, type LevelOfDetail } from './level-of-detail'
import type { OverviewState } from './show-overview'
import { overviewDrawing } from './load-drawing'
import { relationIndexOfSteps } from '../../data/relation-index-cache'
import { laidOutInSlices } from '../../schedule/sliced-job'

/** What the large-trees feature adds to a chart. @since next */
export interface LargeTreesMethods {
  /**
   * Sets when a big tree (more than 200 cards) is drawn as an overview: once the zoom makes a card narrower than
   * `min_card_px` CSS pixels on screen (default 40, a 200 px card at zoom 0.2), cards and links become plain shapes
   * coloured like the cards; zooming back in brings the cards back. `min_card_px: 0` turns the overview off. Takes
   * effect on the next frame. See the Large trees guide.
   * @example
   * ```js
   * f3Chart.setLevelOfDetail({ min_card_px: 80 }) // switch to the overview earlier
   * ```
   * @since next
   */
  setLevelOfDetail(level_of_detail?: { min_card_px?: number }): this
}

interface OverviewPart {
  host: ChartHost
  lod: LevelOfDetail
  /** The drawing could not be loaded: the tree is drawn as cards at every zoom (until the next tree tries again). */
  unavailable: boolean
  /** The drawing is on its way (the view asks each frame while it waits). */
  loading: boolean
  /** The click and key that zoom in from the overview, listening from its first showing. */
  zoomIn: { destroy(): void } | null
  destroyed: boolean
  destroy(): void
}

/**
 * Loads the overview's drawing, then has the view look at its zoom again; when it cannot be loaded, cards are drawn
 * at every zoom instead, so the chart is never left blank.
 */
function loadDrawing(part: OverviewPart): void {
  if (part.loading) return
  part.loading = true
  const refresh = () => {
    part.loading = false
    if (!part.destroyed) part.host.refreshViewport()
  }
  overviewDrawing.load().then(refresh, () => {
    part.unavailable = true
    refresh()
  })
}

/**
 * The view's far drawing made of the overview's paths, at the part's level of detail. Until the drawing has loaded
 * it shows nothing from far (building thousands of cards only to drop them would cost more than the short wait).
 */
function overviewFarView(part: OverviewPart): FarView & { destroy(): void } {
  let state: OverviewState | null = null
  const source = (culled: CulledTree) => ({
    tree: culled.tree,
    opts: { cardSize: culled.opts.cardSize, lod: part.lod },
  })
  return {
    isFar: (culled, k) => !part.unavailable && isOverview(culled.tree.data.length, k, culled.opts.cardSize.w, part.lod),
    show(culled: CulledTree, t: ZoomTransform) {
      const drawing = overviewDrawing.ready()
      if (!drawing) return loadDrawing(part)
      state = drawing.showOverview(part.host.dom, state, source(culled), t, () => part.host.store.state.say)
      part.zoomIn ??= drawing.setupZoomIn(
        part.host,
        () => part.lod,
        () => !!state?.layer.isShown(),
      )
    },
    hide: () => state?.layer.hide(),
    isShown: () => !!state?.layer.isShown(),
    reset() {
      if (state) state.box = null
    },
    destroy() {
      state?.layer.destroy()
      state = null
    },
  }
}

/**
 * The work done with each new tree: its whole overview prepared with the layout once the drawing is there; before
 * that, a big tree starts loading it (that first tree's overview is then built as it is shown). Only a layout in
 * slices prepares it: one laid out at once is drawn in the same task anyway, and its overview, if the view shows it
 * from far at all, is built then (preparing it meant reading the viewport's size, a forced layout of the page).
 */
function prepareWith(part: OverviewPart) {
  const { host } = part
  return function* prepare(tree: Tree): Steps<void> {
    const drawing = overviewDrawing.ready()
    if (drawing) {
      if (!laidOutInSlices(host.store.state)) return
      yield* drawing.prepareOverview(tree, host.cardSize(), VIRTUALIZE_ABOVE, (t) => fitsWhole(host.dom.svg, t.dim))
    } else if (tree.data.length > VIRTUALIZE_ABOVE) {
      part.unavailable = false
      loadDrawing(part)
    }
  }
}

/** Big trees, seen from far and laid out again quickly: `chart.use(largeTrees)`. @since next */
export const largeTrees: Feature<LargeTreesMethods> = defineFeature<OverviewPart, LargeTreesMethods>({
  name: 'large-trees',
  setup(host) {
    const part: OverviewPart = {
      host,
      lod: normalizeLevelOfDetail(null),
      unavailable: false,
      loading: false,
      zoomIn: null,
      destroyed: false,
      destroy: () => {},
    }
    host.store.state.index_steps = relationIndexOfSteps
    const far = overviewFarView(part)
    host.setFarView(far)
    const stopPreparing = host.addPrepare(prepareWith(part))
    part.destroy = () => {
      part.destroyed = true
      part.zoomIn?.destroy()
      stopPreparing()
      host.setFarView(null)
      far.destroy()
      delete host.store.state.index_steps
    }
    return part
  },
  methods: {
    setLevelOfDetail(part, level_of_detail = {}) {
      part.lod = normalizeLevelOfDetail(level_of_detail)
      part.host.refreshViewport()
      return part.host.chart as never
    },
  },
})
