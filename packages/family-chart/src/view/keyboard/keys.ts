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

/** F (either case): draws the focused person's next parent family (or the family of the focused card) in the tree. */
export function isFamilyKey(key: string): boolean {
  return key === 'f' || key === 'F'
}

/** A and D (either case): the focused card's fold control for its ancestors or its descendants (Chart.setCollapsible). */
export function foldKeySide(key: string): 'ancestry' | 'progeny' | null {
  if (key === 'a' || key === 'A') return 'ancestry'
  if (key === 'd' || key === 'D') return 'progeny'
  return null
}
