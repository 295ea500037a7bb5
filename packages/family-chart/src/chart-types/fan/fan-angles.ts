/**
 * The fan's angle convention and the turn that keeps text upright. Angles are degrees, 0 is up and they grow
 * clockwise (d3.arc's convention, in degrees instead of radians); a point at angle a and radius r is
 * (r·sin a, −r·cos a) on screen.
 */

/** Radians of an angle in degrees (what d3.arc takes). @since next */
export const toRadians = (degrees: number) => (degrees * Math.PI) / 180

/** The screen point (x right, y down) at `angle` degrees and `radius` px from the centre. @since next */
export function pointAt(angle: number, radius: number): [number, number] {
  const a = toRadians(angle)
  return [radius * Math.sin(a), -radius * Math.cos(a)]
}

/** The same direction as `angle`, within (−180, 180]. */
export function halfTurn(angle: number): number {
  const r = ((angle % 360) + 360) % 360
  return r > 180 ? r - 360 : r
}

/**
 * A baseline direction turned into (−90, 90], where text reads left to right or top to bottom: `flipped` says that
 * it was turned half round, so the text runs the other way along its line.
 */
export function upright(direction: number): { rotation: number; flipped: boolean } {
  const r = halfTurn(direction)
  if (r > 90) return { rotation: r - 180, flipped: true }
  if (r <= -90) return { rotation: r + 180, flipped: true }
  return { rotation: r, flipped: false }
}

/**
 * Text along the arc at `angle`: the clockwise tangent there points at screen angle `angle` (at the top it points
 * right), so the lower half is drawn along a counter-clockwise path instead.
 * @since next
 */
export const arcTextTurn = (angle: number) => upright(angle)

/**
 * Text along the radius at `angle`: reading outward it points at screen angle `angle − 90` (at the top, up), so on
 * the left half the text reads toward the centre instead.
 * @since next
 */
export const radialTextTurn = (angle: number) => upright(angle - 90)

/** Whether `angle` lies within [start, end] going clockwise from start (any number of turns apart). */
export function angleWithin(angle: number, start: number, end: number): boolean {
  if (end - start >= 360) return true
  const from = (((angle - start) % 360) + 360) % 360
  return from <= end - start
}
