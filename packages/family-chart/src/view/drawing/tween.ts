/** Position animation without CSS-matrix parsing, so it runs the same in browsers and jsdom. */
import { active, interpolateNumber, select, type BaseType } from 'd3'

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
  t.tween(
    'position',
    () => (k: number) =>
      apply(
        el,
        interps.map((f) => f(k)),
      ),
  )
  if (opacity) t.styleTween('opacity', () => (k: number) => String(opacity[0] + (opacity[1] - opacity[0]) * k))
}

/** Marks an element that is fading out on its way to removal; an update that needs it again takes it back. */
export const EXITING_CLASS = 'f3-exiting'

/**
 * Where an element's fade-in starts: its opacity when it is not fully shown (0 for a new element; part-way for one
 * that was leaving or whose fade an earlier update interrupted); undefined when it is fully shown and staying.
 */
export function fadeFrom(el: Element): number | undefined {
  const o = opacityOf(el)
  return o < 1 || el.classList.contains(EXITING_CLASS) ? Math.min(o, 1) : undefined
}

/**
 * Whether an update that only adds missing elements (culling during a pan) must take this one in hand: it is
 * leaving, or it is not fully shown and no transition is bringing it in. Takes a leaving element back.
 */
export function needsEntering(el: Element): boolean {
  if (el.classList.contains(EXITING_CLASS)) return true
  return fadeFrom(el) !== undefined && !active(el)
}

/** The element stays: it is no longer on its way out. */
export function keep(el: Element): void {
  el.classList.remove(EXITING_CLASS)
}

function opacityOf(el: Element): number {
  const v = parseFloat((el as HTMLElement).style.opacity)
  return Number.isNaN(v) ? 1 : v
}

export function fadeOutAndRemove(el: Element, duration: number): void {
  const sel = select(el)
  sel.interrupt()
  el.classList.add(EXITING_CLASS)
  if (duration <= 0) {
    sel.remove()
    return
  }
  sel.transition().duration(duration).style('opacity', '0').remove()
}
