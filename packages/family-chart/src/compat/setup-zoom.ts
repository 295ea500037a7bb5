/** The published `handlers.setupZoom`: pan and zoom on an element of the code's own that holds a `.view` group. */
import { setupZoom as attachZoom } from '../view/camera/zoom'
import { followZoom, makeZoomPolite, type ZoomOptions } from './zoom-options'

/**
 * Adds pan and zoom to an element (an SVG, or a box holding one): drag and wheel move its `.view` group (and an HTML
 * cards layer, `#htmlSvg .cards_view`, when there is one). An element that already zooms is left as it is. The
 * zoom helpers (`treeFit`, `zoomTo`, `getCurrentZoom`...) then work on its SVG.
 * @param props - `onZoom` to follow the camera; `zoom_polite` to let the wheel scroll the page unless Ctrl is held.
 * @group Compatibility
 * @since 0.8.0
 */
export function setupZoom(el: Element, props: ZoomOptions = {}): void {
  if ((el as { __zoom?: unknown }).__zoom) return
  const svg = (el instanceof SVGSVGElement ? el : el.querySelector('svg')) as SVGSVGElement | null
  const svgView = el.querySelector<SVGGElement>('.view')
  if (!svg || !svgView) throw new Error('family-chart: setupZoom needs an element holding an SVG with a .view group')
  const htmlCards = el.querySelector<HTMLElement>('#htmlSvg .cards_view') ?? document.createElement('div')
  attachZoom({ target: el as HTMLElement, svg, layers: { svgView, htmlCards } })
  if (props.onZoom) followZoom(svg, svgView, props.onZoom)
  if (props.zoom_polite) makeZoomPolite(el as HTMLElement)
}
