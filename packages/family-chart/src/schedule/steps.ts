/**
 * Work that can pause: a generator that yields at safe points between small pieces of work and returns its result.
 * Run to the end at once it is the plain synchronous computation; a scheduler can instead run it a slice at a time
 * (see schedule/sliced-job.ts), so a big layout never holds the main thread for long.
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

/*
 * Loops run faster in plain functions that the steps call once per run of items than inside the generator. A
 * generator that is called once (the relation index of a page's first drawing) kept its loops in slow code to the
 * end in our measurements, while a plain function called run after run is optimized after a few calls. Measured in
 * Chromium 156: a 2,000,000-item loop of a few reads took ~100 ms inside a generator and ~14 ms as a function called
 * per run of 512 items; the first relation index of 100,000 people went from ~410 to ~300 ms. The layout's walks
 * (hierarchy, positions, cards, counts) and the overview's text were moved to runs too, together with one shape for
 * every card and every link (layout/tree-objects.ts): a 100k founder calculateTree in the page, from its third run
 * on, ~110 -> ~80 ms. Counters a run reads and writes on every item belong in its locals, written back at its end.
 */

/** Calls `run(from, to)` over 0..n in runs of `per` items, pausing after each run. */
export function* inRuns(n: number, run: (from: number, to: number) => void, per = ITEMS_PER_STEP): Steps<void> {
  for (let from = 0; from < n; from += per) {
    run(from, Math.min(n, from + per))
    yield
  }
}

/** Calls `run()` until it returns true (all done), pausing after each call that left work. */
export function* untilDone(run: () => boolean): Steps<void> {
  while (!run()) yield
}
