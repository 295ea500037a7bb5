/** The graph of blocks: an arc from the block of each parent to the block of each child, both ways, as lists. */
import type { FamilyGraph } from './families'
import type { Steps } from '../../schedule/steps'

export interface BlockArcs {
  /** Blocks below block b: `down[downStart[b] .. downStart[b + 1])`; above it: the same with `up`. */
  downStart: Int32Array
  down: Int32Array
  upStart: Int32Array
  up: Int32Array
}

/** Arcs of the child links not `ignored` (a repeated arc is kept: it weighs as the links it stands for). */
export function* blockArcsSteps(
  graph: FamilyGraph,
  blockOf: Int32Array,
  count: number,
  ignored: Uint8Array,
): Steps<BlockArcs> {
  const { parentA, parentB, edgeFamily, edgeChild } = graph
  // Two arcs at most per child link, in typed arrays: a big family's arcs were a few hundred thousand boxed numbers.
  const from = new Int32Array(2 * edgeFamily.length)
  const to = new Int32Array(2 * edgeFamily.length)
  let arcs = 0
  for (let e = 0; e < edgeFamily.length; e++) {
    if (ignored[e]) continue
    const f = edgeFamily[e]
    const c = blockOf[edgeChild[e]]
    from[arcs] = blockOf[parentA[f]]
    to[arcs++] = c
    const b = parentB[f]
    if (b >= 0 && blockOf[b] !== blockOf[parentA[f]]) {
      from[arcs] = blockOf[b]
      to[arcs++] = c
    }
  }
  yield
  const [downStart, down] = grouped(from, to, arcs, count)
  yield
  const [upStart, up] = grouped(to, from, arcs, count)
  return { downStart, down, upStart, up }
}

function grouped(from: Int32Array, to: Int32Array, arcs: number, count: number): [Int32Array, Int32Array] {
  const start = new Int32Array(count + 1)
  for (let i = 0; i < arcs; i++) start[from[i] + 1]++
  for (let b = 0; b < count; b++) start[b + 1] += start[b]
  const fill = start.slice(0, count)
  const list = new Int32Array(arcs)
  for (let i = 0; i < arcs; i++) list[fill[from[i]]++] = to[i]
  return [start, list]
}

/**
 * Kahn's topological order of the blocks; the blocks it cannot order (on a cycle, or below one) are left out, and
 * `complete` says whether there were none.
 */
export function topologicalOrder(arcs: BlockArcs, count: number): { order: Int32Array; complete: boolean } {
  const waiting = new Int32Array(count)
  for (let b = 0; b < count; b++) waiting[b] = arcs.upStart[b + 1] - arcs.upStart[b]
  const order = new Int32Array(count)
  let tail = 0
  for (let b = 0; b < count; b++) if (!waiting[b]) order[tail++] = b
  for (let head = 0; head < tail; head++) {
    const b = order[head]
    for (let k = arcs.downStart[b]; k < arcs.downStart[b + 1]; k++)
      if (--waiting[arcs.down[k]] === 0) order[tail++] = arcs.down[k]
  }
  return { order: order.subarray(0, tail), complete: tail === count }
}
