/**
 * Runs steps (see schedule/steps.ts) a slice at a time: each slice is its own task and stops once it has taken
 * `sliceMs`, so the page keeps answering input and painting frames meanwhile. The result is handed over in a task of
 * its own, so drawing it does not lengthen the last slice. `flush` finishes at once, for code that needs the result now.
 */
import type { Steps } from './steps'
import { runInTask } from './task-queue'

/** Where slices run: a clock and a way to run a function in a later task (cancellable). */
export interface SliceScheduler {
  now(): number
  schedule(run: () => void): () => void
}

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- T names the result handed to onDone, for the reader
export interface SlicedJob<T> {
  /** True once the result was handed to `onDone` (or the job was cancelled). */
  readonly settled: boolean
  /** Runs what is left at once and hands the result to `onDone` now. */
  flush(): void
  /** Stops: no more slices, `onDone` is not called. */
  cancel(): void
}

/**
 * From this many people on, work on the whole data runs in slices by default: updateTree's layout (see
 * Chart.setIncrementalLayout) and the check of the data.
 */
export const INCREMENTAL_LAYOUT_MIN_PEOPLE = 5000

/** Whether updateTree lays this data out in slices (see INCREMENTAL_LAYOUT_MIN_PEOPLE), or at once. */
export function laidOutInSlices(state: { data: unknown[]; incremental_layout_min_people?: number }): boolean {
  return state.data.length >= (state.incremental_layout_min_people ?? INCREMENTAL_LAYOUT_MIN_PEOPLE)
}

/** Milliseconds of work per slice: well under the 50 ms a task may take before it counts as a long task. */
export const SLICE_MS = 25

/** The browser's task queue (see task-queue.ts). */
export const taskScheduler: SliceScheduler = {
  now: () => (typeof performance !== 'undefined' ? performance.now() : Date.now()),
  schedule: runInTask,
}

export function startSlicedJob<T>(
  steps: Steps<T>,
  onDone: (result: T) => void,
  { scheduler = taskScheduler, sliceMs = SLICE_MS }: { scheduler?: SliceScheduler; sliceMs?: number } = {},
): SlicedJob<T> {
  let settled = false
  let finished: { value: T } | null = null
  let cancelPending: (() => void) | null = null

  const hand = () => {
    if (settled) return
    settled = true
    cancelPending?.()
    cancelPending = null
    onDone(finished!.value)
  }
  const slice = () => {
    cancelPending = null
    const until = scheduler.now() + sliceMs
    for (;;) {
      const r = steps.next()
      if (r.done) {
        finished = { value: r.value }
        cancelPending = scheduler.schedule(hand)
        return
      }
      if (scheduler.now() >= until) break
    }
    cancelPending = scheduler.schedule(slice)
  }
  cancelPending = scheduler.schedule(slice)

  return {
    get settled() {
      return settled
    },
    flush() {
      if (settled) return
      while (!finished) {
        const r = steps.next()
        if (r.done) finished = { value: r.value }
      }
      hand()
    },
    cancel() {
      if (settled) return
      settled = true
      cancelPending?.()
      cancelPending = null
    },
  }
}

/** How often a deferred job looks again whether the work it waits for is done. */
const DEFER_POLL_MS = 50

/**
 * A scheduler whose runs wait while `busy()` holds (checked again every DEFER_POLL_MS), so a job of low priority
 * (checking the data) never takes turns with one the page waits for (the layout of the first drawing).
 */
export function deferWhile(busy: () => boolean, scheduler: SliceScheduler = taskScheduler): SliceScheduler {
  return {
    now: scheduler.now,
    schedule(run) {
      let cancelled = false
      let timer: ReturnType<typeof setTimeout> | null = null
      let cancelTurn: () => void = () => {}
      // Looked at in a later turn of the scheduler: the caller may start the work to wait for right after scheduling
      // this. While it runs, look again after a pause, again through the scheduler (an idle one waits for idle time).
      const attempt = () => {
        if (cancelled) return
        if (!busy()) return run()
        timer = setTimeout(() => {
          timer = null
          if (!cancelled) cancelTurn = scheduler.schedule(attempt)
        }, DEFER_POLL_MS)
      }
      cancelTurn = scheduler.schedule(attempt)
      return () => {
        cancelled = true
        cancelTurn()
        if (timer !== null) clearTimeout(timer)
      }
    },
  }
}
