/** The box around a fan: each place's corners, and the points of its outer edge that reach farthest up, right, down, left. */
import { angleWithin, pointAt } from './fan-angles'
import type { FanLayout, FanPlace } from './fan-types'

/** The extent of `places`, px; an empty box at the centre when there are none. */
export function fanBounds(places: FanPlace[]): FanLayout['bounds'] {
  if (!places.length) return { x: 0, y: 0, width: 0, height: 0 }
  let x0 = Infinity
  let y0 = Infinity
  let x1 = -Infinity
  let y1 = -Infinity
  const take = ([x, y]: [number, number]) => {
    if (x < x0) x0 = x
    if (x > x1) x1 = x
    if (y < y0) y0 = y
    if (y > y1) y1 = y
  }
  for (const p of places) {
    take(pointAt(p.startAngle, p.innerRadius))
    take(pointAt(p.endAngle, p.innerRadius))
    take(pointAt(p.startAngle, p.outerRadius))
    take(pointAt(p.endAngle, p.outerRadius))
    for (const extreme of [0, 90, 180, 270])
      if (angleWithin(extreme, p.startAngle, p.endAngle)) take(pointAt(extreme, p.outerRadius))
  }
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 }
}
