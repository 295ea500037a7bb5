/**
 * Compact adjacency lists over people numbered 0..n-1: edges are collected as pairs of numbers, then grouped by
 * their source in one counting pass (compressed sparse rows). Typed arrays instead of a list object per person keep a
 * 10,000-person index to a handful of allocations, which matters most on a first layout, when the freshly parsed data
 * is still young and every garbage collection has to copy it.
 */
import { ITEMS_PER_STEP, inRuns, type Steps } from '../schedule/steps'

/**
 * Edges in the order they were added; `add` may be called any number of times before `group`. The pairs live in two
 * typed arrays that double when full: pushing a few hundred thousand numbers onto plain arrays costs several times
 * more (each growth copies a large array of tagged values, and the copies are garbage).
 */
export class EdgeList {
  from: Int32Array
  to: Int32Array
  length = 0
  constructor(capacity = 64) {
    this.from = new Int32Array(Math.max(64, capacity))
    this.to = new Int32Array(Math.max(64, capacity))
  }
  add(a: number, b: number): void {
    if (this.length === this.from.length) {
      this.from = doubled(this.from)
      this.to = doubled(this.to)
    }
    this.from[this.length] = a
    this.to[this.length++] = b
  }
}

/**
 * A copy of `items` in a typed array of the same kind, twice its size or doubled until it holds `atLeast` (the rest
 * zeros): how the growing lists of numbers here and in the layout grow.
 */
export function doubled<A extends Int32Array | Uint8Array | Float64Array>(items: A, atLeast = 0): A {
  let size = Math.max(1, items.length * 2)
  while (size < atLeast) size *= 2
  const grown = new (items.constructor as new (length: number) => A)(size)
  grown.set(items)
  return grown
}

/** Lists grouped by source: the targets of `i` are `targets[start[i] .. start[i] + length[i])`. */
export interface Adjacency {
  start: Int32Array
  length: Int32Array
  targets: Int32Array
}

/** Plain loops between two pauses: a few thousand numbers are a fraction of a millisecond. */
const NUMBERS_PER_STEP = ITEMS_PER_STEP * 16

/**
 * Groups the edges by source, keeping the order they were added in, and drops repeated targets within a list (the
 * first occurrence stays: the order a Set would give). Pauses every few thousand edges (see schedule/steps.ts).
 */
export function* groupEdgesSteps(n: number, edges: EdgeList): Steps<Adjacency> {
  const { from, to, length: count } = edges
  const start = new Int32Array(n + 1)
  // The loops run in plain functions, a run of numbers per call (see inRuns in schedule/steps.ts).
  yield* inRuns(
    count,
    (a, b) => {
      for (let e = a; e < b; e++) start[from[e] + 1]++
    },
    NUMBERS_PER_STEP,
  )
  runningTotals(start)
  yield
  const fill = start.slice(0, n)
  const targets = new Int32Array(count)
  yield* inRuns(
    count,
    (a, b) => {
      for (let e = a; e < b; e++) targets[fill[from[e]]++] = to[e]
    },
    NUMBERS_PER_STEP,
  )

  const length = new Int32Array(n)
  // seen[j] === i + 1 while j is already in the list of i.
  const seen = new Int32Array(n)
  yield* inRuns(
    n,
    (a, b) => {
      for (let i = a; i < b; i++) {
        let w = start[i]
        for (let k = start[i]; k < start[i + 1]; k++) {
          const j = targets[k]
          if (seen[j] === i + 1) continue
          seen[j] = i + 1
          targets[w++] = j
        }
        length[i] = w - start[i]
      }
    },
    NUMBERS_PER_STEP,
  )
  return { start: start.subarray(0, n), length, targets }
}

/** Turns counts into where each list starts: each value becomes the sum of those before it and itself. */
function runningTotals(values: Int32Array): void {
  for (let i = 1; i < values.length; i++) values[i] += values[i - 1]
}
