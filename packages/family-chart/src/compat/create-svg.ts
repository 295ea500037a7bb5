/** The published `createSvg`: the element a tree is drawn in by `f3.view`, in a container of the page. */
import { drawingIn } from './drawing'
import { followZoom, makeZoomPolite, type ZoomOptions } from './zoom-options'
import { resolveContainer } from '../view/chart-dom'

/**
 * Makes the drawing area of a tree in a container (an element or a CSS selector): the SVG of the links and SVG cards
 * and, over it, the layer of HTML cards, with pan and zoom. Draw into it with {@link view}. A container holds one
 * drawing: calling this again returns the same SVG.
 * @param props - `onZoom` to follow the camera; `zoom_polite` to let the wheel scroll the page unless Ctrl is held.
 * @returns The SVG element (class `main_svg`).
 * @example
 * ```js
 * const store = f3.createStore({ data, node_separation: 250, level_separation: 150 })
 * const svg = f3.createSvg(document.querySelector('#FamilyChart'))
 * const Card = f3.elements.Card({ store, svg, card_dim: { w: 220, h: 70, text_x: 75, text_y: 15, img_w: 60, img_h: 60, img_x: 5, img_y: 5 }, card_display: [(d) => d.data['first name']], mini_tree: true, link_break: false })
 * store.setOnUpdate((props) => f3.view(store.getTree(), svg, Card, props || {}))
 * store.updateTree({ initial: true })
 * ```
 * @group Compatibility
 * @since 0.8.0
 */
export function createSvg(cont: HTMLElement | string, props: ZoomOptions = {}): SVGSVGElement {
  const drawing = drawingIn(resolveContainer(cont))
  const { svg, view, canvas } = drawing.dom
  if (props.onZoom) followZoom(svg, view, props.onZoom)
  if (props.zoom_polite) makeZoomPolite(canvas)
  return svg
}
