/**
 * The chart as one keyboard widget: a single Tab stop on a card (roving tabindex), arrows to relatives, Home to the
 * main person, + and - to zoom, Shift+arrows to pan, Escape to the chart itself, and the keys features give the
 * focused card (F for the family switch, A and D to fold ...). Focus survives redraws and culling,
 * and a card focused from the keyboard is brought into view. Enter and Space act on the card like a click (see
 * bindCardEvents). A factory with update hooks and destroy, like the zoom.
 */
import { zoomIdentity } from 'd3'
import type { Tree, TreeDatum } from '../../layout/types'
import { cameraTarget, getCurrentZoom, manualZoom, middleTransform, moveCamera } from '../camera/zoom'
import { arrowDirection, neighbourInDirection, type ArrowDirection } from './neighbour'
import { cardIn, contOf, findCont, mainCont, moveTabStop, nodeOf } from './card-elements'
import { panStep, zoomStep, type CardKey } from './keys'

export interface KeyboardNavSetup {
  /** The zoomable canvas holding every card layer; keys are read here. */
  canvas: HTMLElement
  svg: SVGSVGElement
  /** The tree last drawn (all of it, also the cards culled away). */
  getTree: () => Tree | null
  getCardSize: () => { w: number; h: number }
  /** Animation time for camera moves the keys cause (0 when motion is reduced). */
  moveTime: () => number
  /** The keys features give the focused card. */
  cardKeys?: () => readonly CardKey[]
}

export interface KeyboardNav {
  /** Before a redraw: remembers whether focus was on a card. */
  beforeRender(): void
  /** After a redraw: the Tab stop and, if it was there, focus go back to the same person's card (or the main one). */
  afterRender(): void
  /** After culling added or dropped cards: finds the card a key press moved to, or the focused card re-created. */
  afterCull(): void
  destroy(): void
}

const MARGIN = 12

export function createKeyboardNav({
  canvas,
  svg,
  getTree,
  getCardSize,
  moveTime,
  cardKeys = () => [],
}: KeyboardNavSetup): KeyboardNav {
  let tabStop: Element | null = null
  let focusKey: string | undefined
  let focusPerson: string | undefined
  /** A card a key moved to that culling has not drawn yet. */
  let pending: TreeDatum | null = null
  /** Focus was on a card (kept when the card is removed from under it, cleared when focus leaves for elsewhere). */
  let focusInside = false
  let restoreAfterRender = false
  let quiet = false
  let byPointer = false

  canvas.tabIndex = -1

  const focusCard = (cont: Element | null, bringIntoView: boolean): boolean => {
    const card = cardIn(cont)
    if (!card) return false
    quiet = !bringIntoView
    card.focus({ preventScroll: true })
    quiet = false
    return document.activeElement === card
  }

  /** Pans (at the same scale) so the whole card is in the visible canvas, when it is not. */
  const bringIntoView = (d: TreeDatum) => {
    // Judged where a pan still under way (the previous key's) will leave the view, not where it is now.
    const t = cameraTarget(svg)
    const { w, h } = getCardSize()
    const x0 = t.applyX(d.x - w / 2),
      x1 = t.applyX(d.x + w / 2)
    const y0 = t.applyY(d.y - h / 2),
      y1 = t.applyY(d.y + h / 2)
    const width = canvas.clientWidth,
      height = canvas.clientHeight
    if (x0 >= MARGIN && y0 >= MARGIN && x1 <= width - MARGIN && y1 <= height - MARGIN) return
    moveCamera(svg, middleTransform(svg, d, t.k), moveTime())
  }

  const stopHolder = () =>
    findCont(canvas, focusKey, focusPerson) ?? mainCont(canvas) ?? canvas.querySelector('.f3-card-cont')

  const onFocusIn = (e: FocusEvent) => {
    const cont = contOf(e.target, canvas)
    if (!cont) return
    const d = nodeOf(cont)
    focusInside = true
    if (!d) return
    focusKey = d.key
    focusPerson = d.data?.id
    tabStop = moveTabStop(tabStop, cont)
    if (!quiet && !byPointer) bringIntoView(d)
  }
  const onFocusOut = (e: FocusEvent) => {
    const target = e.target as Element
    if (e.relatedTarget && !canvas.contains(e.relatedTarget as Node)) focusInside = false
    // Focus that falls to the page because the card was redrawn stays "inside"; a click elsewhere does not.
    else if (!e.relatedTarget)
      queueMicrotask(() => {
        if (target.isConnected && !canvas.contains(document.activeElement)) focusInside = false
      })
  }
  const onPointerDown = () => {
    byPointer = true
  }

  const move = (from: TreeDatum, direction: ArrowDirection) => {
    const tree = getTree()
    if (!tree) return
    const next = neighbourInDirection(tree, from, direction)
    if (!next) return
    const cont = findCont(canvas, next.key)
    if (cont) {
      focusCard(cont, true)
      return
    }
    // Culled away: centre it; the culling that follows draws it and afterCull focuses it.
    pending = next
    moveCamera(svg, middleTransform(svg, next, getCurrentZoom(svg).k), 0)
  }

  const pan = (direction: ArrowDirection) => {
    const t = getCurrentZoom(svg)
    const [dx, dy] = panStep(direction)
    moveCamera(svg, zoomIdentity.translate(t.x - dx, t.y - dy).scale(t.k), 0)
  }

  const onKeyDown = (e: KeyboardEvent) => {
    byPointer = false
    if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey) return
    const target = e.target as Element
    if (target.closest('input, textarea, select, [contenteditable="true"]')) return
    const cont = contOf(target, canvas)
    const onCard = !!cont && target === cardIn(cont)
    const direction = arrowDirection(e.key)
    const zoom = zoomStep(e.key)
    if (direction && e.shiftKey) pan(direction)
    else if (direction && onCard) move(nodeOf(cont)!, direction)
    else if (direction || e.key === 'Home') focusCard(e.key === 'Home' ? mainCont(canvas) : stopHolder(), true)
    else if (zoom) manualZoom({ amount: zoom, svg, transition_time: moveTime() })
    else if (e.key === 'Escape' && target !== canvas) canvas.focus({ preventScroll: true })
    else if (!onCard || !cardKeys().some((k) => k.press(e.key, cont!))) return
    e.preventDefault()
  }

  canvas.addEventListener('focusin', onFocusIn)
  canvas.addEventListener('focusout', onFocusOut)
  canvas.addEventListener('keydown', onKeyDown)
  canvas.addEventListener('pointerdown', onPointerDown, true)

  return {
    beforeRender() {
      const active = document.activeElement
      restoreAfterRender =
        canvas.contains(active) && active !== canvas ? true : focusInside && (!active || active === document.body)
    },
    afterRender() {
      tabStop = moveTabStop(null, stopHolder())
      if (restoreAfterRender) focusCard(tabStop, false)
      restoreAfterRender = false
    },
    afterCull() {
      if (pending) {
        const cont = findCont(canvas, pending.key)
        if (cont) {
          pending = null
          focusCard(cont, true)
        }
        return
      }
      const active = document.activeElement
      const lost = focusInside && (!active || active === document.body)
      if (!lost && tabStop?.isConnected) return
      // The Tab stop's card was culled away, or the focused card was: back to that person's card once it is drawn.
      tabStop = moveTabStop(tabStop?.isConnected ? tabStop : null, stopHolder())
      if (lost && tabStop && nodeOf(tabStop)?.key === focusKey) focusCard(tabStop, false)
    },
    destroy() {
      canvas.removeEventListener('focusin', onFocusIn)
      canvas.removeEventListener('focusout', onFocusOut)
      canvas.removeEventListener('keydown', onKeyDown)
      canvas.removeEventListener('pointerdown', onPointerDown, true)
    },
  }
}
