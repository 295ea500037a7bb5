/** Pan and zoom (d3-zoom) shared by the link SVG and the HTML card layer, plus fit and centre helpers. */
import { select, zoom, zoomIdentity, zoomTransform, type ZoomBehavior, type ZoomTransform } from 'd3'
import type { Tree, TreeDatum } from '../../layout/types'
import { motionTimeFor } from '../reduced-motion'

export const DOUBLE_CLICK_ZOOM_MS = 250
const SCALE_EXTENT: [number, number] = [0.05, 3]
/**
 * The farthest out the chart's own fit goes: a default card is then 2 px wide, a tree of up to about 500 cards across
 * still fits a laptop screen whole. A wider tree fitted whole would be thinner than a pixel (a blank canvas, and every
 * shape of it still to draw): it opens at this scale on its main person instead.
 */
export const MIN_FIT_SCALE = 0.01
const CARD_PADDING = { x: 160, y: 90 }

interface ZoomHandle {
  behavior: ZoomBehavior<HTMLElement, unknown>
  target: HTMLElement
  /** The viewport's size as last read, kept while a ResizeObserver says it holds (see viewportSize). */
  size: { width: number; height: number } | null
  /** Whether `size` may be kept: only where a ResizeObserver tells when it stops holding. */
  keepsSize: boolean
}

const handles = new WeakMap<Element, ZoomHandle>()

export interface ZoomSetup {
  target: HTMLElement
  layers: { svgView: SVGGElement; htmlCards: HTMLElement }
  svg: SVGSVGElement
  /** Called on every zoom or pan step, after the layers moved; `byUser` for steps of a user's gesture. */
  onZoom?: (t: ZoomTransform, byUser: boolean) => void
}

/** Attaches zoom to the canvas; `destroy` removes its listeners. */
export function setupZoom({ target, layers, svg, onZoom }: ZoomSetup): { destroy(): void } {
  const behavior = zoom<HTMLElement, unknown>()
    .scaleExtent(SCALE_EXTENT)
    .duration(DOUBLE_CLICK_ZOOM_MS)
    .on('zoom', (e: { transform: ZoomTransform; sourceEvent?: unknown }) => {
      applyTransform(layers, e.transform)
      onZoom?.(e.transform, !!e.sourceEvent)
    })
  select(target).call(behavior)
  // The double-click zoom follows the reduced-motion setting too: its duration is read just before d3's handler runs.
  const onDoubleClick = () => {
    behavior.duration(motionTimeFor(svg, DOUBLE_CLICK_ZOOM_MS))
  }
  target.addEventListener('dblclick', onDoubleClick, true)
  const handle: ZoomHandle = { behavior, target, size: null, keepsSize: false }
  const stopWatching = watchSize(handle)
  handles.set(svg, handle)
  handles.set(target, handle)
  return {
    destroy() {
      select(target).on('.zoom', null)
      target.removeEventListener('dblclick', onDoubleClick, true)
      stopWatching()
      handles.delete(svg)
      handles.delete(target)
    },
  }
}

function applyTransform(layers: ZoomSetup['layers'], t: ZoomTransform) {
  layers.svgView.setAttribute('transform', `translate(${t.x},${t.y}) scale(${t.k})`)
  layers.htmlCards.style.transform = `translate(${t.x}px, ${t.y}px) scale(${t.k})`
  const controls = String(controlScale(t.k))
  layers.svgView.style.setProperty('--f3-control-scale', controls)
  layers.htmlCards.style.setProperty('--f3-control-scale', controls)
}

/** Zoomed out this far, card controls stop growing back: the cards are unreadable and keys or a click on the card serve. */
const CONTROL_SCALE_MAX = 4

/**
 * How much the controls drawn on cards (mini tree, shared-branch toggles) are enlarged so they stay at least 24 × 24
 * CSS px on screen (WCAG 2.2 target size) when the chart is zoomed out: 1 at full size or closer.
 */
export function controlScale(k: number): number {
  if (!(k > 0) || k >= 1) return 1
  return Math.min(CONTROL_SCALE_MAX, 1 / k)
}

function handleOf(el: Element): ZoomHandle {
  const h = handles.get(el)
  if (!h) throw new Error('family-chart: zoom object not found')
  return h
}

/**
 * The viewport's size. Reading it makes the browser lay out whatever changed on the page first: read after a drawing
 * put its cards in, that is every new card, at once (the culling update of the next frame did). So the size read is
 * kept until the container's ResizeObserver, a window resize, or the next drawing (forgetViewportSize) says it may
 * have changed; without a ResizeObserver it is read every time.
 */
function viewportSize(h: ZoomHandle) {
  if (h.size) return h.size
  const size = { width: h.target.clientWidth || 800, height: h.target.clientHeight || 600 }
  if (h.keepsSize) h.size = size
  return size
}

/** Forgets the container's size when it may change; returns a function that stops watching. */
function watchSize(h: ZoomHandle): () => void {
  if (typeof ResizeObserver === 'undefined' || typeof window === 'undefined') return () => {}
  const forget = () => {
    h.size = null
  }
  const observer = new ResizeObserver(forget)
  observer.observe(h.target)
  // Capture: at the window, before a page's own resize listeners, which may fit the chart before the observer runs.
  window.addEventListener('resize', forget, true)
  h.keepsSize = true
  return () => {
    observer.disconnect()
    window.removeEventListener('resize', forget, true)
    h.keepsSize = false
    h.size = null
  }
}

/**
 * Reads the viewport's size afresh at the next need: each drawing calls it before it changes the page, so a container
 * resized in the same task (before its ResizeObserver runs) is fitted at its new size.
 */
export function forgetViewportSize(svg: Element): void {
  const h = handles.get(svg)
  if (h) h.size = null
}

/** Where a camera move under way will end, and when: a move that starts mid-way must aim from there. */
const heading = new WeakMap<Element, { t: ZoomTransform; until: number }>()

function moveTo(h: ZoomHandle, t: ZoomTransform, requested: number) {
  // A camera placed beyond the gesture limits (a fit of a wide tree, a card shown larger) stays reachable: the first
  // wheel step moves on from there instead of jumping to the limit.
  h.behavior.scaleExtent([Math.min(SCALE_EXTENT[0], t.k), Math.max(SCALE_EXTENT[1], t.k)])
  const sel = select(h.target)
  const transition_time = motionTimeFor(h.target, requested)
  heading.set(h.target, { t, until: performance.now() + transition_time })
  if (transition_time > 0)
    sel
      .transition()
      .duration(transition_time)
      .call(h.behavior.transform as any, t)
  else sel.call(h.behavior.transform, t)
}

/** The transform that shows the whole tree, never scaling above 1. @since 0.8.0 */
export function calculateTreeFit(viewport: { width: number; height: number }, dim: Tree['dim']) {
  const w = dim.width + CARD_PADDING.x * 2
  const h = dim.height + CARD_PADDING.y * 2
  const k = Math.min(1, viewport.width / w, viewport.height / h)
  const cx = -dim.x_off + dim.width / 2
  const cy = -dim.y_off + dim.height / 2
  return { k, x: viewport.width / 2 - cx * k, y: viewport.height / 2 - cy * k }
}

/** Zooms and pans so the whole tree fits the SVG. @since 0.8.0 */
export function treeFit({
  svg,
  tree_dim,
  transition_time = 0,
}: {
  svg: Element
  tree_dim: Tree['dim']
  transition_time?: number
}) {
  forgetViewportSize(svg)
  moveCamera(svg, fitTransform(svg, tree_dim), transition_time)
}

/** Where the camera goes to show the whole tree (nothing moves yet). */
export function fitTransform(svg: Element, tree_dim: Tree['dim'], main?: Pick<TreeDatum, 'x' | 'y'>): ZoomTransform {
  const { k, x, y } = calculateTreeFit(viewportSize(handleOf(svg)), tree_dim)
  // Only the chart's own fit (which knows the main person) stops at MIN_FIT_SCALE; treeFit and showArea go all the way.
  if (main && k < MIN_FIT_SCALE) return middleTransform(svg, main, MIN_FIT_SCALE)
  return zoomIdentity.translate(x, y).scale(k)
}

/** Whether the chart's fit shows the whole tree (it is not so wide that the fit stops at MIN_FIT_SCALE). */
export function fitsWhole(svg: Element, tree_dim: Tree['dim']): boolean {
  const h = handles.get(svg)
  return !h || calculateTreeFit(viewportSize(h), tree_dim).k >= MIN_FIT_SCALE
}

/** Where the camera goes to centre a card at the current (or given) scale. */
export function middleTransform(svg: Element, datum: Pick<TreeDatum, 'x' | 'y'>, scale?: number): ZoomTransform {
  const h = handleOf(svg)
  const { width, height } = viewportSize(h)
  const k = scale ?? zoomTransform(h.target).k
  return zoomIdentity.translate(width / 2 - datum.x * k, height / 2 - datum.y * k).scale(k)
}

export function moveCamera(svg: Element, t: ZoomTransform, transition_time = 0): void {
  moveTo(handleOf(svg), t, transition_time)
}

/** The part of the tree (in tree coordinates) the viewport shows under a transform. */
export function viewBox(svg: Element, t: ZoomTransform) {
  const { width, height } = viewportSize(handleOf(svg))
  return { x0: -t.x / t.k, y0: -t.y / t.k, x1: (width - t.x) / t.k, y1: (height - t.y) / t.k }
}

/**
 * Zooms to a card: centres it at `scale`, by default 1 (cards at full size, readable), whatever the zoom was before.
 * @since 0.8.0
 */
export function cardToMiddle({
  datum,
  svg,
  scale,
  transition_time = 0,
}: {
  datum: Pick<TreeDatum, 'x' | 'y'>
  svg: Element
  scale?: number
  transition_time?: number
}) {
  const k = typeof scale === 'number' && Number.isFinite(scale) && scale > 0 ? scale : 1
  forgetViewportSize(svg)
  moveCamera(svg, middleTransform(svg, datum, k), transition_time)
}

/** Zooms in (amount above 1) or out (below 1) around the middle of the view. @since 0.8.0 */
export function manualZoom({
  amount,
  svg,
  transition_time: requested = 500,
}: {
  amount: number
  svg: Element
  transition_time?: number
}) {
  const h = handleOf(svg)
  const sel = select(h.target)
  const transition_time = motionTimeFor(h.target, requested)
  if (transition_time > 0)
    sel
      .transition()
      .duration(transition_time)
      .call(h.behavior.scaleBy as any, amount)
  else sel.call(h.behavior.scaleBy, amount)
}

/** Stops a camera move in progress where it is. */
export function stopCamera(svg: Element): void {
  select(handleOf(svg).target).interrupt()
}

/** The current zoom transform of a chart SVG. @since 0.8.0 */
export function getCurrentZoom(svg: Element): ZoomTransform {
  return zoomTransform(handleOf(svg).target)
}

/** The transform the camera is heading to: the end of a move still under way, else the current one. */
export function cameraTarget(svg: Element): ZoomTransform {
  const h = handleOf(svg)
  const move = heading.get(h.target)
  return move && performance.now() < move.until ? move.t : zoomTransform(h.target)
}

/** Sets the zoom scale of a chart SVG. @since 0.8.0 */
export function zoomTo(svg: Element, zoom_level: number) {
  const h = handleOf(svg)
  select(h.target).call(h.behavior.scaleTo, zoom_level)
}
