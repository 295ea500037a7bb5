/**
 * createFanView: draws a fan layout into an SVG group with a keyed join (fan-place-join.ts), moves places to their new
 * slots when the layout changes (a person keeps their element, so a new centre flies in from their ring), and wires the keyboard,
 * the turning by drag and keys, the legend and the callbacks.
 */
import { select, selectAll } from 'd3'
import { effectiveTransitionTime, prefersReducedMotion, type ReducedMotion } from '../../view/reduced-motion'
import { rotateFanLayout } from './fan-rotate'
import { fanColouring, type FanColourScheme, type FanColouring } from './fan-colours'
import { arcPath, type ArcGeometry } from './fan-shapes'
import { arcTween } from './fan-tween'
import {
  buildPlace,
  drawPlaceContent,
  releasePlace,
  showsSame,
  showTitle,
  type PlaceContentContext,
  type PlaceParts,
} from './fan-place-content'
import { fanLabel, namesById, placeLabel, FAN_KEYS_HELP } from './fan-labels'
import { createFanKeyboard } from './fan-keyboard'
import { createFanRotationDrag, RIM_CLASS } from './fan-rotation-drag'
import { createFanOverlay, type FanOverlay } from './fan-overlay'
import { snapRotation } from './fan-keys'
import type { FanLayout, FanPlace } from './fan-types'
import { setPlaceAttributes } from './fan-place-element'
import { bindPlaces, joinPlaces } from './fan-place-join'
import { fanFillClass } from './fan-fill'

/** What createFanView draws into and whom it tells. @since next */
export interface FanViewParams {
  /** The group the fan is drawn into; the fan's centre is this group's (0, 0). */
  group: SVGGElement
  /** Where the legend and the turn buttons go (HTML, over the drawing); none without it. */
  overlay?: HTMLElement
  colourScheme?: FanColourScheme
  /** A click, Enter or Space on a person's place: the page usually puts that person in the centre. */
  onActivate?: (id: string) => void
  /** A click, Enter or Space on an "Add father" / "Add mother" place while editing. */
  onAdd?: (request: { childId: string; relation: 'father' | 'mother' }) => void
  /** The fan was turned by a drag, a key or a button (degrees, snapped to 15°). */
  onRotate?: (rotation: number) => void
  /** 'respect' (default): under prefers-reduced-motion every change is instant. */
  reducedMotion?: ReducedMotion
}

/** A drawn fan chart: update it with a new layout, change its colours, destroy it. @since next */
export interface FanView {
  /** Draws `layout`, moving from what was drawn over `transitionTime` ms (0 or reduced motion: at once). */
  update(layout: FanLayout, options?: { transitionTime?: number }): void
  setColourScheme(scheme: FanColourScheme): void
  /** The rotation drawn now (the layout's own, or where the user turned it). */
  getRotation(): number
  /** Turns the fan back to its layout's rotation (as the Reset button and the 0 key do). */
  resetRotation(): void
  /**
   * Marks the places of these people (a relationship path: class `f3-relationship-path`, the two ends also
   * `f3-relationship-end`) and dims the others; null takes the marks off.
   */
  setHighlight(highlight: { path: string[]; ends: string[] } | null): void
  destroy(): void
}

let views = 0

/**
 * Draws fan layouts into `params.group` (see the top of this file). A behaviour of the usual shape: `update` with each
 * new layout, `destroy` to remove every element and listener it added.
 * @since next
 */
export function createFanView(params: FanViewParams): FanView {
  const uid = `f3-fan-${++views}`
  const root = select(params.group).append('g').attr('class', 'f3-fan').attr('role', 'group')
  const desc = root.append('desc').text(FAN_KEYS_HELP)
  // The ring around the fan that a drag turns it by (a drag elsewhere pans); the keys and buttons do the same.
  const rim = root.append('path').attr('class', RIM_CLASS).attr('aria-hidden', 'true')
  rim.append('title').text('Drag the rim to turn the fan')
  // The arcs every place's text runs along, in one place (see fan-place-lines.ts).
  const textArcs = root.append('defs').node()!
  const placesLayer = root.append('g').attr('class', 'f3-fan-places')
  // The outlines of a relationship path's places, above every place so no neighbour covers them.
  const pathOutline = root.append('path').attr('class', 'f3-fan-path-outline').attr('aria-hidden', 'true')
  // The focus ring is drawn above every place: on the place itself, its neighbours drawn later would cover half of it.
  const focusRing = root.append('path').attr('class', 'f3-fan-focus-ring').attr('aria-hidden', 'true')
  let ringOn: SVGGElement | null = null
  const rootEl = root.node()!
  const geometry = new WeakMap<Element, ArcGeometry>()
  const placeByElement = new WeakMap<Element, FanPlace>()
  /** Places whose content had a fade (and may hold an opacity left by an interrupted one). */
  const faded = new WeakSet<Element>()
  const partsOf = new WeakMap<Element, PlaceParts>()
  /** Places whose outline was last sent on a transition (it may have been stopped half-way). */
  const tweening = new WeakSet<Element>()
  const elementsByKey = new Map<string, SVGGElement>()
  /** The element of each join key drawn now (see fan-place-join.ts). */
  const elementsByJoinKey = new Map<string, SVGGElement>()
  const makePlace = () => {
    const g = document.createElementNS('http://www.w3.org/2000/svg', 'g')
    partsOf.set(g, buildPlace(g))
    return g
  }
  // The place with the keyboard focus or the Tab stop stays its person's: reused for another, focus would move
  // silently to someone else.
  const keepOwn = (g: SVGGElement) => g.getAttribute('tabindex') === '0' || g.contains(document.activeElement)
  let layout: FanLayout | null = null
  let drawn: FanLayout | null = null
  let ownRotation: number | null = null
  let rotation = 0
  let scheme: FanColourScheme = params.colourScheme ?? 'sex'
  let frame = 0
  let highlight: { path: Set<string>; ends: Set<string> } | null = null
  const pathMarks = (place: FanPlace) =>
    !highlight || place.id === null || !highlight.path.has(place.id)
      ? ''
      : highlight.ends.has(place.id)
        ? ' f3-relationship-path f3-relationship-end'
        : ' f3-relationship-path'
  /** The classes a place has beyond its kind: its colour's (fan-fill.ts) and the relationship path's. */
  const marksOf = (place: FanPlace, colour: string | undefined) => {
    const fill = colour === undefined ? null : fanFillClass(colour)
    return fill ? ` ${fill}${pathMarks(place)}` : pathMarks(place)
  }

  const motion = (requested: number) =>
    effectiveTransitionTime({
      requested,
      prefersReduced: prefersReducedMotion(),
      policy: params.reducedMotion ?? 'respect',
    })

  const activate = (place: FanPlace) => {
    if (place.kind === 'person' && place.id !== null) params.onActivate?.(place.id)
    else if (place.kind === 'add' && place.addFor) params.onAdd?.({ ...place.addFor })
  }

  const keyboard = createFanKeyboard({
    root: rootEl,
    placeOf: (el) => placeByElement.get(el) ?? null,
    elementOf: (key) => elementsByKey.get(key) ?? null,
    getRotation: () => rotation,
    onFocusPlace: (el, byKeyboard) => {
      ringOn = byKeyboard ? el : null
      placeFocusRing()
    },
    onActivate: activate,
    onRotateBy: (by) => turnTo(snapRotation(rotation) + by, true),
    onResetRotation: () => turnTo(layout?.rotation ?? 0, true),
  })
  const overlay: FanOverlay | null = params.overlay
    ? createFanOverlay({
        overlay: params.overlay,
        onRotateBy: (by) => turnTo(snapRotation(rotation) + by, true),
        onResetRotation: () => turnTo(layout?.rotation ?? 0, true),
      })
    : null
  const drag = createFanRotationDrag({
    root: rootEl,
    getRotation: () => rotation,
    onRotate: (r, done) => turnTo(r, done),
  })

  const onClick = (e: MouseEvent) => {
    const el = (e.target as Element | null)?.closest?.('.f3-fan-place')
    const place = el ? placeByElement.get(el) : undefined
    if (place) activate(place)
  }
  rootEl.addEventListener('click', onClick)
  // Tooltips are made on the way in: the browser looks for one after the pointer has rested on the place.
  const onPointerOver = (e: Event) => {
    const el = (e.target as Element | null)?.closest?.('.f3-fan-place')
    const parts = el ? partsOf.get(el) : undefined
    if (parts) showTitle(parts)
  }
  rootEl.addEventListener('pointerover', onPointerOver)

  /** The ring around the place focused from the keyboard, where the place is drawn (none for other focus). */
  function placeFocusRing() {
    const shape = ringOn?.isConnected ? geometry.get(ringOn) : undefined
    focusRing.attr('d', shape ? arcPath(shape) : null)
  }

  const cancelFrame = () => {
    if (frame) cancelAnimationFrame(frame)
    frame = 0
  }

  /** Turns the drawn fan; while dragging, at most one redraw per frame. `done`: a settled turn, told to the page. */
  function turnTo(next: number, done: boolean) {
    if (!layout) return
    rotation = next
    // A turn is drawn at once (text turned upright in the same frame); a settled one is told to the page.
    if (done) {
      cancelFrame()
      render(0)
      params.onRotate?.(rotateFanLayout(layout, rotation).rotation)
      return
    }
    if (!frame)
      frame = requestAnimationFrame(() => {
        frame = 0
        render(0)
      })
  }

  function setOutline(g: SVGGElement, place: FanPlace, time: number) {
    const from = geometry.get(g)
    const moves =
      !from ||
      from.startAngle !== place.startAngle ||
      from.endAngle !== place.endAngle ||
      from.innerRadius !== place.innerRadius ||
      from.outerRadius !== place.outerRadius
    // An outline already where it belongs and not on its way there is left alone (no path data made or written).
    if (!moves && !tweening.has(g)) return
    const to: ArcGeometry = {
      startAngle: place.startAngle,
      endAngle: place.endAngle,
      innerRadius: place.innerRadius,
      outerRadius: place.outerRadius,
    }
    geometry.set(g, to)
    const outline = select(partsOf.get(g)!.outline)
    outline.interrupt()
    if (time > 0 && from && moves) {
      tweening.add(g)
      outline
        .transition()
        .duration(time)
        .attrTween('d', () => arcTween(from, to))
    } else {
      tweening.delete(g)
      outline.attr('d', arcPath(to))
    }
  }

  /** New text and photo fade in as the outlines arrive; without a transition they show at once. */
  function fadeContent(g: SVGGElement, time: number) {
    if (time <= 0 && !faded.has(g)) return
    const parts = select(g).selectAll<SVGElement, unknown>('g.f3-fan-text, g.f3-fan-photo, path.f3-fan-mark')
    parts.interrupt()
    if (time > 0) {
      faded.add(g)
      parts
        .style('opacity', 0)
        .transition()
        .delay(time * 0.6)
        .duration(time * 0.4)
        .style('opacity', 1)
    } else {
      faded.delete(g)
      parts.style('opacity', null)
    }
  }

  function drawPlace(g: SVGGElement, place: FanPlace, ctx: PlaceContentContext, time: number) {
    placeByElement.set(g, place)
    elementsByKey.set(place.key, g)
    setPlaceAttributes(g, place, ctx.label, marksOf(place, ctx.colour))
    setOutline(g, place, time)
    const parts = partsOf.get(g)!
    if (showsSame(parts, place, ctx)) return
    drawPlaceContent(parts, place, ctx)
    fadeContent(g, time)
  }

  function render(time: number) {
    if (!layout) return
    drawn = rotateFanLayout(layout, rotation)
    const colouring: FanColouring = fanColouring(drawn.places, scheme)
    const nameOf = namesById(drawn)
    root.attr('aria-label', fanLabel(drawn))
    drawRim(drawn)
    const join = joinPlaces(
      { layer: placesLayer.node()!, byKey: elementsByJoinKey, reuse: time <= 0, keep: keepOwn, make: makePlace },
      bindPlaces(drawn.places),
    )
    exitPlaces(join.left, time)
    elementsByKey.clear()
    for (let i = 0; i < join.elements.length; i++) {
      const g = join.elements[i]
      const place = drawn.places[i]
      const ctx = { uid, defs: textArcs, label: placeLabel(place, nameOf), colour: colouring.colourOf(place) }
      drawPlace(g, place, ctx, geometry.has(g) ? time : 0)
    }
    if (join.reused.length) selectAll(join.reused).interrupt().style('opacity', null)
    if (time > 0 && join.made.size)
      selectAll([...join.made])
        .style('opacity', 0)
        .transition()
        .duration(time)
        .style('opacity', 1)
    keyboard.afterRender()
    outlinePath()
    placeFocusRing()
    overlay?.update(colouring)
  }

  /** The outline around every place of the highlighted path, where the places are drawn now. */
  function outlinePath() {
    const marked = highlight && drawn ? drawn.places.filter((p) => p.id !== null && highlight!.path.has(p.id)) : []
    pathOutline.attr('d', marked.length ? marked.map((p) => arcPath(p)).join('') : null)
  }

  function drawRim(shown: FanLayout) {
    let outer = 0
    for (const p of shown.places) if (p.outerRadius > outer) outer = p.outerRadius
    const d = outer ? arcPath({ startAngle: 0, endAngle: 360, innerRadius: outer + 2, outerRadius: outer + 26 }) : null
    if (rim.attr('d') !== d) rim.attr('d', d)
  }

  /** Removes the places that left, and their text's arcs from the shared defs once they are no longer seen. */
  function exitPlaces(left: SVGGElement[], time: number) {
    for (const g of left) {
      placeByElement.delete(g)
      const release = () => releasePlace(partsOf.get(g)!)
      if (time > 0)
        select(g)
          .interrupt()
          .transition()
          .duration(time)
          .style('opacity', 0)
          .on('end.arcs interrupt.arcs', release)
          .remove()
      else {
        g.remove()
        release()
      }
    }
  }

  desc.attr('id', `${uid}-keys`)
  root.attr('aria-describedby', `${uid}-keys`)

  return {
    update(next, options = {}) {
      layout = next
      if (ownRotation === null || next.rotation !== ownRotation) rotation = next.rotation
      ownRotation = next.rotation
      render(motion(options.transitionTime ?? 0))
    },
    setColourScheme(next) {
      scheme = next
      render(0)
    },
    getRotation: () => (drawn ? drawn.rotation : rotation),
    resetRotation: () => turnTo(layout?.rotation ?? 0, true),
    setHighlight(next) {
      highlight = next && { path: new Set(next.path), ends: new Set(next.ends) }
      root.classed('f3-fan-highlighting', !!highlight)
      for (const [key, g] of elementsByKey) {
        const place = placeByElement.get(g)
        const colour = partsOf.get(g)?.shown?.colour
        if (place?.key === key) setPlaceAttributes(g, place, g.getAttribute('aria-label') ?? '', marksOf(place, colour))
      }
      outlinePath()
    },
    destroy() {
      cancelFrame()
      rootEl.removeEventListener('click', onClick)
      rootEl.removeEventListener('pointerover', onPointerOver)
      keyboard.destroy()
      drag.destroy()
      overlay?.destroy()
      root.selectAll('*').interrupt()
      root.remove()
      layout = drawn = null
    },
  }
}
