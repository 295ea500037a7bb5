/**
 * Turning the fan by dragging it round its centre: the angle the pointer moved through, seen from the centre, turns
 * the fan as much; on release the turn snaps to 15°. A drag is not a click: the click that ends it is swallowed.
 * Only a drag on the fan's rim, or with Shift held, turns it: any other drag pans the chart as everywhere else, so a
 * fan that fills the view can still be moved.
 */
import { snapRotation } from './fan-keys'
import { halfTurn } from './fan-angles'

export interface FanRotationDragSetup {
  /** The fan's own group, whose local (0, 0) is the fan's centre. */
  root: SVGGElement
  getRotation: () => number
  /** The fan's rotation while dragging (`done` false) and, snapped, on release (`done` true). */
  onRotate: (rotation: number, done: boolean) => void
}

/** Pixels a pointer moves before a press becomes a drag. */
const DRAG_THRESHOLD = 4
/** The ring around the fan that turns it when dragged. */
export const RIM_CLASS = 'f3-fan-rim'

/** Whether a press turns the fan: on the rim, or with Shift (a mouse). */
function turnsFan(e: Event): boolean {
  const onRim = e.target instanceof Element && !!e.target.closest(`.${RIM_CLASS}`)
  return onRim || (e as MouseEvent).shiftKey === true
}

/** The angle of the screen point (x, y) seen from (cx, cy): degrees, 0 up, clockwise. */
const angleFrom = (cx: number, cy: number, x: number, y: number) => (Math.atan2(x - cx, cy - y) * 180) / Math.PI

/** Lets a pointer turn the fan round its centre; `destroy` removes its listeners. @since next */
export function createFanRotationDrag({ root, getRotation, onRotate }: FanRotationDragSetup): { destroy(): void } {
  /** The press under way: where it started, the fan's centre on screen, the pointer's last angle and the turn so far. */
  let press: {
    id: number
    x: number
    y: number
    cx: number
    cy: number
    angle: number
    turned: number
    rotation: number
  } | null = null
  let dragging = false
  let swallowClick = false

  const onPointerDown = (e: PointerEvent) => {
    if (e.button !== 0 || !e.isPrimary || !turnsFan(e) || typeof root.getScreenCTM !== 'function') return
    const m = root.getScreenCTM()
    if (!m) return
    const angle = angleFrom(m.e, m.f, e.clientX, e.clientY)
    press = { id: e.pointerId, x: e.clientX, y: e.clientY, cx: m.e, cy: m.f, angle, turned: 0, rotation: getRotation() }
    dragging = false
  }
  /** The turn since the press, followed step by step so that passing below the centre (±180°) does not jump. */
  const turnTo = (e: PointerEvent) => {
    const p = press!
    const angle = angleFrom(p.cx, p.cy, e.clientX, e.clientY)
    p.turned += halfTurn(angle - p.angle)
    p.angle = angle
    return p.rotation + p.turned
  }
  const onPointerMove = (e: PointerEvent) => {
    if (!press || e.pointerId !== press.id) return
    if (!dragging && Math.hypot(e.clientX - press.x, e.clientY - press.y) < DRAG_THRESHOLD) return
    if (!dragging) {
      dragging = true
      root.setPointerCapture?.(e.pointerId)
    }
    onRotate(turnTo(e), false)
  }
  const onPointerEnd = (e: PointerEvent) => {
    if (!press || e.pointerId !== press.id) return
    if (dragging) {
      onRotate(snapRotation(turnTo(e)), true)
      swallowClick = e.type === 'pointerup'
      if (root.hasPointerCapture?.(e.pointerId)) root.releasePointerCapture(e.pointerId)
    }
    press = null
    dragging = false
  }
  const onClick = (e: MouseEvent) => {
    if (!swallowClick) return
    swallowClick = false
    e.stopPropagation()
    e.preventDefault()
  }
  // A surrounding d3-zoom pans on mousedown / touchstart (not pointer events): a press that turns the fan does not
  // reach it. Two fingers still pinch.
  const keepFromZoom = (e: Event) => {
    const pinch = typeof TouchEvent !== 'undefined' && e instanceof TouchEvent && e.touches.length > 1
    if (!pinch && turnsFan(e)) e.stopPropagation()
  }

  root.addEventListener('pointerdown', onPointerDown)
  root.addEventListener('pointermove', onPointerMove)
  root.addEventListener('pointerup', onPointerEnd)
  root.addEventListener('pointercancel', onPointerEnd)
  root.addEventListener('click', onClick, true)
  root.addEventListener('mousedown', keepFromZoom)
  root.addEventListener('touchstart', keepFromZoom, { passive: true })
  return {
    destroy() {
      root.removeEventListener('pointerdown', onPointerDown)
      root.removeEventListener('pointermove', onPointerMove)
      root.removeEventListener('pointerup', onPointerEnd)
      root.removeEventListener('pointercancel', onPointerEnd)
      root.removeEventListener('click', onClick, true)
      root.removeEventListener('mousedown', keepFromZoom)
      root.removeEventListener('touchstart', keepFromZoom)
    },
  }
}
