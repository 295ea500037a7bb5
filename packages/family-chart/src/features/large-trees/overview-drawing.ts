/**
 * What draws the overview and zooms in from it: its paths, layer and cache, and the click or key that goes back to
 * cards. The feature loads it the first time a big tree is drawn.
 */
import type { ChartHost } from '../../chart/plug'
import type { LevelOfDetail } from './level-of-detail'
import { zoomInFromOverview } from './show-overview'
import { setupOverviewZoomIn } from './overview-zoom-in'

export { showOverview } from './show-overview'
export { prepareOverview } from './overview-cache'

/** Duration of the zoom from the overview to readable cards (when animation is on). */
const ZOOM_IN_MS = 600

/** A click (or Enter) on a chart's overview zooms in to readable cards, toward the point clicked or the main person. */
export function setupZoomIn(host: ChartHost, lod: () => LevelOfDetail, isShown: () => boolean): { destroy(): void } {
  return setupOverviewZoomIn({
    element: host.dom.canvas,
    isActive: () => !!host.culledTree() && isShown(),
    zoomIn: (point) => {
      const culled = host.culledTree()
      if (!culled) return
      const source = { tree: culled.tree, opts: { cardSize: culled.opts.cardSize, lod: lod() } }
      zoomInFromOverview(host.dom, source, point, host.motionTime(ZOOM_IN_MS))
    },
  })
}
