/** The box around a fan: each place's corners, and the points of its outer edge that reach farthest up, right, down, left. */
import { angleWithin, toRadians } from './fan-angles'
import type { FanLayout, FanPlace } from './fan-types'

/** The extent of `places`, px; an empty box at the centre when there are none. */
export function fanBounds(places: FanPlace[]): FanLayout['bounds'] {
  if (!places.length) return { x: 0, y: 0, width: 0, height: 0 }
  let x0 = Infinity
  let y0 = Infinity
  let x1 = -Infinity
  let y1 = -Infinity
  const take = (angle: number, radius: number) => {
    const a = toRadians(angle)
    const x = radius * Math.sin(a)
    const y = -radius * Math.cos(a)
    if (x < x0) x0 = x
    if (x > x1) x1 = x
    if (y < y0) y0 = y
    if (y > y1) y1 = y
  }
  for (const p of places) {
    take(p.startAngle, p.innerRadius)
    take(p.endAngle, p.innerRadius)
    take(p.startAngle, p.outerRadius)
    take(p.endAngle, p.outerRadius)
    for (let extreme = 0; extreme < 360; extreme += 90)
      if (angleWithin(extreme, p.startAngle, p.endAngle)) take(extreme, p.outerRadius)
  }
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 }
}
