/**
 * `f3.htmlHandlers`: the published helpers that set up the HTML layer over the SVG, for code that draws HTML cards or
 * its own card components with `f3.view`. Our drawing area (see {@link createSvg}) always has that layer.
 */
import type { ZoomTransform } from 'd3'
import { createSvg } from './create-svg'

export { setupReactiveTreeData, setupHtmlSvg, getUniqueId } from './card-component'

/** What {@link htmlContSetup} returns: the SVG, its view group, the HTML layer and its cards view. @since 0.8.0 */
export interface HtmlCont {
  svg: SVGSVGElement
  svgView: Element
  htmlSvg: HTMLDivElement
  htmlView: HTMLDivElement
}

/**
 * Makes the drawing area in a container (as {@link createSvg} does) and returns its parts: the SVG (`svg.main_svg`),
 * its view group, the HTML layer (`#htmlSvg`) and the element HTML cards go in (`#htmlSvg .cards_view`).
 * @group Compatibility
 * @since 0.8.0
 */
export function htmlContSetup(cont: HTMLElement): HtmlCont {
  const svg = createSvg(cont)
  const canvas = svg.parentElement!
  return {
    svg,
    svgView: svg.querySelector<SVGGElement>('.view')!,
    htmlSvg: canvas.querySelector<HTMLDivElement>('#htmlSvg')!,
    htmlView: canvas.querySelector<HTMLDivElement>('#htmlSvg .cards_view')!,
  }
}

/**
 * The HTML layer (`#htmlSvg`, holding `.cards_view`) of the drawing area in a container, made with the area if the
 * container has none yet.
 * @group Compatibility
 * @since 0.8.0
 */
export function createHtmlSvg(cont: HTMLElement): HTMLDivElement {
  return htmlContSetup(cont).htmlSvg
}

/**
 * A zoom listener that moves two layers with the camera: the SVG's view group and the HTML cards view, each found
 * anew at every step. Our drawing area moves its own layers; this is for layers of the code's own.
 * @group Compatibility
 * @since 0.8.0
 */
export function onZoomSetup(
  getSvgView: () => Element | null,
  getHtmlView: () => Element | null,
): (e: { transform: ZoomTransform }) => void {
  return ({ transform: t }) => {
    const move = `translate(${t.x}px, ${t.y}px) scale(${t.k})`
    for (const layer of [getSvgView(), getHtmlView()]) if (layer) (layer as HTMLElement).style.transform = move
  }
}

export { htmlContSetup as default }
