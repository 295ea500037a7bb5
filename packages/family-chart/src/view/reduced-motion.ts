/** Whether chart animations run: `prefers-reduced-motion: reduce` makes them instant unless the code asked for a time. */

/** The animation time an update uses. */
export function effectiveTransitionTime({ requested, explicit, prefersReduced }: {
  /** The time in effect: the update's own or the chart's. */
  requested: number
  /** True when user code set it (setTransitionTime, or `transition_time` passed to updateTree). */
  explicit: boolean
  prefersReduced: boolean
}): number {
  return prefersReduced && !explicit ? 0 : requested
}

/** The user's current motion preference (false where the browser cannot tell). */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
}
