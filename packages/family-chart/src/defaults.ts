/**
 * The library's default settings, in one place: each module that needs one reads it from here. The two animation
 * times are the published package's: a chart animates its updates over 2 s, while a store made on its own and the
 * low-level `view()` of 0.8 / 0.9 use 1 s.
 */
export const DEFAULTS = {
  /** A chart's update animation, in milliseconds (Chart.setTransitionTime). */
  transitionTime: 2000,
  /** The animation of a store made on its own and of the published low-level `view()`, in milliseconds. */
  storeTransitionTime: 1000,
} as const
