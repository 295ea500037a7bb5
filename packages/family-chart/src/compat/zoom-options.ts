/** The options of the published `createSvg` and `setupZoom`: a zoom listener of the code's own, and "polite" zoom. */
import type { ZoomTransform } from 'd3'
import { getCurrentZoom } from '../view/camera/zoom'

/** Options of `f3.createSvg` and `f3.handlers.setupZoom`. @since 0.8.0 */
export interface ZoomOptions {
  /** Called after each pan or zoom step with `{ transform }` (a d3 ZoomTransform); the chart moves its layers itself. */
  onZoom?: (e: { transform: ZoomTransform }) => void
  /** The wheel zooms only with Ctrl held, and touch only with two fingers, so the page scrolls past the chart. */
  zoom_polite?: boolean
}

/**
 * Calls `onZoom` after every camera move of the drawing of `svg` (it follows the transform the zoom writes on the
 * SVG's view group, so it runs for the code's moves too, as the published listener did). Returns a function that stops it.
 */
export function followZoom(svg: SVGSVGElement, view: Element, onZoom: NonNullable<ZoomOptions['onZoom']>): () => void {
  const observer = new MutationObserver(() => onZoom({ transform: getCurrentZoom(svg) }))
  observer.observe(view, { attributes: true, attributeFilter: ['transform'] })
  return () => observer.disconnect()
}

/**
 * Polite zoom: a wheel without Ctrl and a one-finger touch never reach the zoom on `el`, so they scroll the page.
 * The listeners run first (capture) and stop the event for the zoom, not for the page.
 */
export function makeZoomPolite(el: HTMLElement): () => void {
  const wheel = (e: WheelEvent) => {
    if (!e.ctrlKey) e.stopImmediatePropagation()
  }
  const touch = (e: TouchEvent) => {
    if (e.touches.length < 2) e.stopImmediatePropagation()
  }
  el.addEventListener('wheel', wheel, { capture: true })
  el.addEventListener('touchstart', touch, { capture: true })
  return () => {
    el.removeEventListener('wheel', wheel, { capture: true })
    el.removeEventListener('touchstart', touch, { capture: true })
  }
}
