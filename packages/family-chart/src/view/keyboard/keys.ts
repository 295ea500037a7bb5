/**
 * What the zoom and pan keys do: + and - zoom by a step, Shift+arrow moves the view by a step; F presses the focused
 * card's family switch.
 */
import type { ArrowDirection } from './neighbour'

/** Screen pixels one Shift+arrow press moves the view. */
export const PAN_STEP = 80
/** Zoom factor of one + press (- divides by it). */
export const ZOOM_STEP = 1.25

/** The zoom factor of a key, or null. `=` is the unshifted `+` of most keyboards. */
export function zoomStep(key: string): number | null {
  if (key === '+' || key === '=') return ZOOM_STEP
  if (key === '-' || key === '_') return 1 / ZOOM_STEP
  return null
}

/** How far (screen pixels) the view moves for Shift+arrow: toward the arrow, so what lay that way comes into view. */
export function panStep(direction: ArrowDirection): [number, number] {
  switch (direction) {
    case 'up':
      return [0, -PAN_STEP]
    case 'down':
      return [0, PAN_STEP]
    case 'left':
      return [-PAN_STEP, 0]
    case 'right':
      return [PAN_STEP, 0]
  }
}

/**
 * A key a feature gives the focused card, such as F for the family switch: `press` acts when the key is its own and
 * the card offers it (true: the key was used); `instructions` tells assistive technology about it.
 */
export interface CardKey {
  press(key: string, cont: Element): boolean
  instructions: string
}

/** Clicks a control of the card; false when the card has none. */
export function pressControl(cont: Element, selector: string): boolean {
  const control = cont.querySelector(selector)
  if (!control) return false
  control.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
  return true
}
