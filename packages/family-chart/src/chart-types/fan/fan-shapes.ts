/** The SVG geometry of the fan's places: each slot's outline (d3.arc) and the circular lines its text runs along. */
import { arc } from 'd3'
import { pointAt, toRadians } from './fan-angles'
import type { FanPlace, FanTextLine } from './fan-types'

/** The part of a place an outline needs. */
export type ArcGeometry = Pick<FanPlace, 'startAngle' | 'endAngle' | 'innerRadius' | 'outerRadius'>

const outline = arc<ArcGeometry>()
  .startAngle((d) => toRadians(d.startAngle))
  .endAngle((d) => toRadians(d.endAngle))
  .innerRadius((d) => d.innerRadius)
  .outerRadius((d) => d.outerRadius)

/** The outline of a slot (a full disc for the centre), as path data. @since next */
export function arcPath(place: ArcGeometry): string {
  return outline(place) ?? ''
}

const round = (n: number) => Math.round(n * 100) / 100

/**
 * The circle a line of arc text runs along: at the text's radius, shifted by the line's offset (below the first
 * line is inward on the upper half, outward on the lower half where the text is flipped), over the slot's angles,
 * clockwise, or counter-clockwise when flipped so the text reads left to right.
 * @since next
 */
export function textArcPath(place: FanPlace, line: FanTextLine): string {
  const { anchorRadius, anchorAngle, flipped } = place.text
  const radius = Math.max(1, flipped ? anchorRadius + line.dy : anchorRadius - line.dy)
  // The path reaches as far either side of the text's centre as the slot allows, so the text (at half its length)
  // is centred there; a whole turn has no distinct ends, so the span stays under 360°.
  const half = Math.min(anchorAngle - place.startAngle, place.endAngle - anchorAngle, 179.995)
  const start = anchorAngle - half
  const span = 2 * half
  const from = flipped ? start + span : start
  const to = flipped ? start : start + span
  const [x0, y0] = pointAt(from, radius)
  const [x1, y1] = pointAt(to, radius)
  const large = span > 180 ? 1 : 0
  const sweep = flipped ? 0 : 1
  return `M${round(x0)},${round(y0)}A${round(radius)},${round(radius)} 0 ${large} ${sweep} ${round(x1)},${round(y1)}`
}

/** Where a straight line of text (along the radius, or level in the centre) is drawn: an SVG transform. @since next */
export function straightTextTransform(place: FanPlace, line: FanTextLine): string {
  const [x, y] = pointAt(place.text.anchorAngle, place.text.anchorRadius)
  return `translate(${round(x)},${round(y)}) rotate(${round(place.text.rotation)}) translate(0,${round(line.dy)})`
}
