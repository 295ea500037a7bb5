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
 * Long loops go in plain functions that the steps call once per run of items, not in the generator itself: V8
 * optimizes a function called run after run, while a generator called once (the relation index of a page's first
 * drawing) keeps its loops in slow code to the end. Every walk over people, nodes, cards or links does so, through
 * inRuns or untilDone. Counters a run reads and writes on every item belong in its locals, written back at its end.
 * The measurements are in bench/NOTES.md ("Loops in runs, not in generators").
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

/** Steps that do nothing: for a step hook whose work is done at once. */
export function* noSteps(): Steps<void> {}
