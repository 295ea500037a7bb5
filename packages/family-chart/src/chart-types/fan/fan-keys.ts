/** What each key does on the fan: arrows to relatives' places, Enter to the centre, [ ] and 0 to turn it. */
import { halfTurn } from './fan-angles'
import type { FanPlace } from './fan-types'

/** Degrees one press of [ or ] turns the fan, and the step a dragged fan snaps to. @since next */
export const ROTATION_STEP = 15

/** A rotation rounded to the nearest step. @since next */
export const snapRotation = (rotation: number) => Math.round(rotation / ROTATION_STEP) * ROTATION_STEP

export type FanKeyAction =
  | { type: 'move'; key: string }
  | { type: 'centre' }
  | { type: 'activate' }
  | { type: 'rotate'; by: number }
  | { type: 'reset-rotation' }

/**
 * The place an arrow leads to from `place`, as drawn on screen: Up to a parent (outward for ancestors, inward for
 * descendants, which lie below), Down to a child, Left and Right along the ring. Along a ring, Right is the way the
 * ring reads: clockwise for an arc whose middle is on the upper half of the screen (the ancestors as first drawn),
 * counter-clockwise for one on the lower half (the descendants), whatever side of the arc the place is on.
 */
function arrowTarget(place: FanPlace, key: string, rotation: number): string | null {
  const n = place.neighbours
  if (key === 'ArrowUp') return n.parents[0] ?? null
  if (key === 'ArrowDown') return n.children[0] ?? null
  const arcMiddle = place.generation >= 0 ? rotation : rotation + 180
  const arcOnUpperHalf = Math.abs(halfTurn(arcMiddle)) < 90
  const clockwise = (key === 'ArrowRight') === arcOnUpperHalf
  return clockwise ? n.next : n.previous
}

/** What a key press on `place` does, or null for a key the fan leaves alone. `rotation`: the fan's, as drawn. */
export function fanKeyAction(event: KeyboardEvent, place: FanPlace, rotation: number): FanKeyAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null
  // Shift with an arrow pans the chart, as it does on the tree.
  if (event.shiftKey && event.key.startsWith('Arrow')) return null
  switch (event.key) {
    case 'ArrowUp':
    case 'ArrowDown':
    case 'ArrowLeft':
    case 'ArrowRight': {
      const key = arrowTarget(place, event.key, rotation)
      return key ? { type: 'move', key } : { type: 'move', key: place.key }
    }
    case 'Home':
      return { type: 'centre' }
    case 'Enter':
    case ' ':
      return { type: 'activate' }
    case '[':
      return { type: 'rotate', by: -ROTATION_STEP }
    case ']':
      return { type: 'rotate', by: ROTATION_STEP }
    case '0':
      return { type: 'reset-rotation' }
    default:
      return null
  }
}
