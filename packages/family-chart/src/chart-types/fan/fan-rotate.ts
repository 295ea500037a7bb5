/**
 * Turning a laid-out fan without laying it out again: the slots turn with it, and each text keeps its fit (a slot's
 * size does not change) but is turned anew so it never reads upside down.
 */
import { normalizeRotation } from './fan-options'
import { pointAt } from './fan-angles'
import { arcAnchor, arcTextHalfSpan, fanText, textTurn } from './fan-text-fit'
import { turnedPlace } from './fan-place'
import { fanBounds } from './fan-bounds'
import type { FanLayout, FanPlace } from './fan-types'

function turnPlace(place: FanPlace, by: number): FanPlace {
  const ring = place.generation !== 0
  const t = place.text
  // Arc text is placed anew in its turned slot: where it must not cross the sides of the fan has changed.
  const anchorAngle = !ring
    ? t.anchorAngle
    : t.orientation === 'arc'
      ? arcAnchor(place.startAngle + by, place.endAngle + by, arcTextHalfSpan(t.lines, t.anchorRadius))
      : t.anchorAngle + by
  const text = fanText(t, anchorAngle, t.anchorRadius, ring ? textTurn(t.orientation, anchorAngle) : t)
  let photo = place.photo
  if (photo && ring) {
    const radius = Math.hypot(photo.cx, photo.cy)
    const angle = (Math.atan2(photo.cx, -photo.cy) * 180) / Math.PI + by
    const [cx, cy] = pointAt(angle, radius)
    photo = { href: photo.href, cx, cy, r: photo.r }
  }
  return turnedPlace(place, place.startAngle + by, place.endAngle + by, text, photo)
}

/**
 * The layout turned to `rotation` degrees (clockwise from the fan's own "up"), a new object; the centre's text and
 * photo stay level. Pure: the layout passed in is not changed.
 * @since next
 */
export function rotateFanLayout(layout: FanLayout, rotation: number): FanLayout {
  const target = normalizeRotation(rotation)
  const by = target - layout.rotation
  if (by === 0) return layout
  const places = layout.places.map((p) => turnPlace(p, by))
  return { ...layout, places, rotation: target, bounds: fanBounds(places) }
}
