/**
 * Long press on a card with a finger (or pen): held still for LONG_PRESS_MS, it calls `onLongPress` with the card's
 * container, and the click the lifted finger would make (the tap that makes someone main) is swallowed. Moving more
 * than LONG_PRESS_SLOP_PX, a second finger (a pinch or a two-finger pan) or lifting early cancels it.
 */

export const LONG_PRESS_MS = 500
export const LONG_PRESS_SLOP_PX = 10
/** How long after a long press a click still counts as the lifted finger's (and is swallowed). */
const SWALLOW_CLICK_MS = 800

export interface LongPressSetup {
  /** Where the pointers are watched (the chart's canvas). */
  element: HTMLElement
  /** The card container under a pointer, or null when it is not on a card. */
  cardAt: (target: EventTarget | null) => Element | null
  onLongPress: (cont: Element) => void
}

export function setupLongPress({ element, cardAt, onLongPress }: LongPressSetup) {
  let timer: ReturnType<typeof setTimeout> | undefined
  let start: { id: number; x: number; y: number } | null = null
  let firedAt = -Infinity
  const pointers = new Set<number>()

  const cancel = () => {
    clearTimeout(timer)
    timer = undefined
    start = null
  }
  const onDown = (e: PointerEvent) => {
    pointers.add(e.pointerId)
    if (e.pointerType === 'mouse' || pointers.size > 1) {
      cancel()
      return
    }
    const cont = cardAt(e.target)
    if (!cont) return
    start = { id: e.pointerId, x: e.clientX, y: e.clientY }
    timer = setTimeout(() => {
      timer = undefined
      start = null
      firedAt = performance.now()
      onLongPress(cont)
    }, LONG_PRESS_MS)
  }
  const onMove = (e: PointerEvent) => {
    if (!start || e.pointerId !== start.id) return
    if (Math.hypot(e.clientX - start.x, e.clientY - start.y) > LONG_PRESS_SLOP_PX) cancel()
  }
  const onEnd = (e: PointerEvent) => {
    pointers.delete(e.pointerId)
    if (start && e.pointerId === start.id) cancel()
  }
  // The lifted finger's click (and the browser's own long-press menu) must not also act on the card.
  const onClick = (e: MouseEvent) => {
    if (performance.now() - firedAt > SWALLOW_CLICK_MS) return
    firedAt = -Infinity
    e.stopPropagation()
    e.preventDefault()
  }

  element.addEventListener('pointerdown', onDown, true)
  element.addEventListener('pointermove', onMove, true)
  element.addEventListener('pointerup', onEnd, true)
  element.addEventListener('pointercancel', onEnd, true)
  element.addEventListener('click', onClick, true)
  return {
    update() {
      /* nothing drawn: it reads the card under the finger at each press */
    },
    destroy() {
      cancel()
      element.removeEventListener('pointerdown', onDown, true)
      element.removeEventListener('pointermove', onMove, true)
      element.removeEventListener('pointerup', onEnd, true)
      element.removeEventListener('pointercancel', onEnd, true)
      element.removeEventListener('click', onClick, true)
    },
  }
}
