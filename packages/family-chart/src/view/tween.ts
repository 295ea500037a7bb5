/** Position animation without CSS-matrix parsing, so it runs the same in browsers and jsdom. */
import { interpolateNumber, select, type BaseType } from 'd3'

export function animate<E extends BaseType, D>(
  el: E,
  d: D,
  duration: number,
  from: number[],
  to: number[],
  apply: (el: E, values: number[]) => void,
  opacity?: [number, number],
): void {
  const sel = select<E, D>(el)
  sel.interrupt()
  if (duration <= 0) {
    apply(el, to)
    if (opacity) (el as any).style.opacity = String(opacity[1])
    return
  }
  const interps = to.map((v, i) => interpolateNumber(from[i] ?? v, v))
  apply(el, from)
  const t = sel.transition().duration(duration)
  t.tween('position', () => (k: number) => apply(el, interps.map((f) => f(k))))
  if (opacity) t.styleTween('opacity', () => (k: number) => String(opacity[0] + (opacity[1] - opacity[0]) * k))
}

export function fadeOutAndRemove(el: Element, duration: number): void {
  const sel = select(el)
  sel.interrupt()
  if (duration <= 0) {
    sel.remove()
    return
  }
  sel.transition().duration(duration).style('opacity', '0').remove()
}
