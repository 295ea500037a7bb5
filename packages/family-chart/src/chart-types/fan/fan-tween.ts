/** Moving a place's outline from where it was drawn to where the new layout puts it, the short way round. */
import { arcPath, type ArcGeometry } from './fan-shapes'

/** `from` turned by whole turns so its middle is within half a turn of `to`'s (a fan turned past ±180° does not spin). */
function nearTurn(from: ArcGeometry, to: ArcGeometry): ArcGeometry {
  const fromMid = (from.startAngle + from.endAngle) / 2
  const toMid = (to.startAngle + to.endAngle) / 2
  const turns = Math.round((toMid - fromMid) / 360)
  return turns ? { ...from, startAngle: from.startAngle + 360 * turns, endAngle: from.endAngle + 360 * turns } : from
}

const mix = (a: number, b: number, t: number) => a + (b - a) * t

/** The outline at each moment t (0…1) of a move from `from` to `to`. @since next */
export function arcTween(from: ArcGeometry, to: ArcGeometry): (t: number) => string {
  const start = nearTurn(from, to)
  return (t) =>
    arcPath({
      startAngle: mix(start.startAngle, to.startAngle, t),
      endAngle: mix(start.endAngle, to.endAngle, t),
      innerRadius: mix(start.innerRadius, to.innerRadius, t),
      outerRadius: mix(start.outerRadius, to.outerRadius, t),
    })
}
