/**
 * Whether chart animations run: under `prefers-reduced-motion: reduce` every update and camera move is instant,
 * whatever time the code set, unless the page opted out with `setReducedMotion('ignore')`.
 */

/** How a chart treats the user's reduced-motion setting: 'respect' (default) or 'ignore' (the page's times win). */
export type ReducedMotion = 'respect' | 'ignore'

/** The animation time an update or camera move uses. */
export function effectiveTransitionTime({
  requested,
  prefersReduced,
  policy,
}: {
  /** The time the code asks for: the update's own, the chart's, or a camera move's. */
  requested: number
  prefersReduced: boolean
  policy: ReducedMotion
}): number {
  return prefersReduced && policy !== 'ignore' ? 0 : requested
}

/** Accepts only the two documented values; anything else keeps the user's setting in charge. */
export function normalizeReducedMotion(value: unknown): ReducedMotion {
  return value === 'ignore' ? 'ignore' : 'respect'
}

/** The user's current motion preference (false where the browser cannot tell). */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  )
}

/** Each chart's choice, by its SVG and canvas: the zoom helpers (treeFit, cardToMiddle ...) only get an element. */
const policies = new WeakMap<Element, ReducedMotion>()

export function setMotionPolicy(elements: Element[], policy: ReducedMotion): void {
  for (const el of elements) policies.set(el, policy)
}

/** The time a move of the chart that owns `el` takes now. */
export function motionTimeFor(el: Element, requested: number): number {
  if (requested <= 0) return 0
  return effectiveTransitionTime({
    requested,
    prefersReduced: prefersReducedMotion(),
    policy: policies.get(el) ?? 'respect',
  })
}
