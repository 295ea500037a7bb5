/**
 * Work that can pause: a generator that yields at safe points between small pieces of work and returns its result.
 * Run to the end at once it is the plain synchronous computation; a scheduler can instead run it a slice at a time
 * (see store/sliced-job.ts), so a big layout never holds the main thread for long.
 */
export type Steps<T> = Generator<void, T, void>

/** How many items (people, nodes) a loop handles between two pause points. */
export const ITEMS_PER_STEP = 512

/** Runs steps to the end at once and returns the result. */
export function runSteps<T>(steps: Steps<T>): T {
  for (;;) {
    const r = steps.next()
    if (r.done) return r.value
  }
}
