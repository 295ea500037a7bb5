/**
 * The large-trees feature. Seen from far, a big tree's cards and links give way to an overview of a few SVG paths
 * coloured like the cards, prepared with the layout; a click (or Enter) on it zooms back in to readable cards. Laid out
 * again (a new main person, a fold), the data's relation index is reused instead of built anew.
 */
import type { ZoomTransform } from 'd3'
import { defineFeature, type ChartHost, type Feature } from '../../chart/plug'
import type { CulledTree, FarView } from '../../view/far-view'
import { fitsWhole } from '../../view/camera/zoom'
import { VIRTUALIZE_ABOVE } from '../../view/drawing/cull'
import { normalizeLevelOfDetail, type LevelOfDetail } from './level-of-detail'
import { overviewAt, showOverview, zoomInFromOverview, type OverviewState } from './show-overview'
import { prepareOverview } from './overview-cache'
import { setupOverviewZoomIn } from './overview-zoom-in'
import { relationIndexOfSteps } from '../../data/relation-index-cache'

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

/** Duration of the zoom from the overview to readable cards (when animation is on). */
const ZOOM_IN_MS = 600

interface OverviewPart {
  host: ChartHost
  lod: LevelOfDetail
  destroy(): void
}

/** The view's far drawing made of the overview's paths, at the part's level of detail. */
function overviewFarView(part: OverviewPart): FarView & { destroy(): void } {
  let state: OverviewState | null = null
  const source = (culled: CulledTree) => ({
    tree: culled.tree,
    opts: { cardSize: culled.opts.cardSize, lod: part.lod },
  })
  return {
    isFar: (culled, k) => overviewAt(source(culled), k),
    show(culled: CulledTree, t: ZoomTransform) {
      state = showOverview(part.host.dom, state, source(culled), t, () => part.host.store.state.say)
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

/** Big trees, seen from far and laid out again quickly: `chart.use(largeTrees)`. @since next */
export const largeTrees: Feature<LargeTreesMethods> = defineFeature<OverviewPart, LargeTreesMethods>({
  name: 'large-trees',
  setup(host) {
    const part: OverviewPart = { host, lod: normalizeLevelOfDetail(null), destroy: () => {} }
    host.store.state.index_steps = relationIndexOfSteps
    const far = overviewFarView(part)
    host.setFarView(far)
    const stopPreparing = host.addPrepare((tree) =>
      prepareOverview(tree, host.cardSize(), VIRTUALIZE_ABOVE, (t) => fitsWhole(host.dom.svg, t.dim)),
    )
    const zoomIn = setupOverviewZoomIn({
      element: host.dom.canvas,
      isActive: () => !!host.culledTree() && far.isShown(),
      zoomIn: (point) => {
        const culled = host.culledTree()
        if (culled)
          zoomInFromOverview(
            host.dom,
            { tree: culled.tree, opts: { cardSize: culled.opts.cardSize, lod: part.lod } },
            point,
            host.motionTime(ZOOM_IN_MS),
          )
      },
    })
    part.destroy = () => {
      zoomIn.destroy()
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
