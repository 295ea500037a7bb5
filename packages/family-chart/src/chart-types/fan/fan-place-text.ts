/** The text and photo of each place: a photo first where the slot has room for one, the text in what is left. */
import { pointAt, toRadians } from './fan-angles'
import type { FanSettings } from './fan-options'
import { arcAnchor, arcTextHalfSpan, centreRoom, fanText, fitText, ringRoom, TEXT_PAD, textTurn } from './fan-text-fit'
import type { FanPlace } from './fan-types'

/** A photo narrower than this (px) is left out: a face would not be recognisable. */
const MIN_PHOTO = 20
/** The centre's text is level. */
const LEVEL = { rotation: 0, flipped: false }
/** The centre's name is drawn a little larger than the rings'. */
const CENTRE_FONT_SCALE = 1.15

/** The centre disc: the photo in its upper part, the name and dates centred below it (or on the disc without one). */
function centreText(place: FanPlace, settings: FanSettings): void {
  const radius = place.outerRadius
  const photoRadius = radius * 0.36
  const photo =
    place.photo && photoRadius * 2 >= MIN_PHOTO
      ? { href: place.photo.href, cx: 0, cy: -radius * 0.5, r: photoRadius }
      : null
  const top = photo ? -radius * 0.08 : null
  const request = {
    name: place.name,
    dates: place.dates,
    maxFont: settings.baseFontSize * CENTRE_FONT_SCALE,
    minFont: settings.minFontSize,
  }
  const fitted = fitText(request, centreRoom(radius, top))
  const height = fitted.lines.reduce((sum, l) => sum + 1.2 * l.fontSize, 0)
  place.photo = photo
  // Horizontal text is anchored straight below the centre (angle 180), at the middle of its block.
  place.text = fanText(fitted, 180, top === null ? 0 : top + height / 2, LEVEL)
}

/** A ring slot: the photo (inner rings only) at the inner edge, the text in the band outside it. */
function ringText(place: FanPlace, settings: FanSettings): void {
  const { startAngle: start, endAngle: end, outerRadius: outer } = place
  let inner = place.innerRadius
  const mid = (start + end) / 2
  const span = toRadians(end - start)
  let photo: FanPlace['photo'] = null
  if (place.photo && Math.abs(place.generation) <= settings.photoRings) {
    const diameter = Math.min((outer - inner) * 0.5, inner * span * 0.8)
    if (diameter >= MIN_PHOTO) {
      const [cx, cy] = pointAt(mid, inner + TEXT_PAD + diameter / 2)
      photo = { href: place.photo.href, cx, cy, r: diameter / 2 }
      inner += diameter + 2 * TEXT_PAD
    }
  }
  place.photo = photo
  // An unknown ancestor shows no text: its accessible name and tooltip say who is missing.
  const name = place.kind === 'empty' ? '' : place.name
  const request = { name, dates: place.dates, maxFont: settings.baseFontSize, minFont: settings.minFontSize }
  const fitted = fitText(request, ringRoom(inner, outer, start, end))
  const radius = (inner + outer) / 2
  const anchor = fitted.orientation === 'arc' ? arcAnchor(start, end, arcTextHalfSpan(fitted.lines, radius)) : mid
  place.text = fanText(fitted, anchor, radius, textTurn(fitted.orientation, anchor))
}

/** Fits the text (and photo) of every place. */
export function fitPlaceTexts(places: FanPlace[], settings: FanSettings): void {
  for (const place of places) {
    if (place.generation === 0) centreText(place, settings)
    else ringText(place, settings)
  }
}
