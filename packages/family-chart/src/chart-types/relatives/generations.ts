/**
 * Generations: a row for each block. The main person's view first: a walk from main's block gives each block its
 * generation as counted from main (a parent one row up, a child one down). Then, in topological order, each block is
 * pushed down until it is below all its parents (where the data holds a marriage across generations or parents of
 * different generations, that is where it gives), and blocks with no parents drawn come down to just above their
 * highest child (an in-law's parents sit one row above them, not at the top of the chart).
 */
import type { BlockArcs } from './block-graph'
import type { Steps } from '../../schedule/steps'

/** Each block's row, 0 the top one. `order` is a topological order of every block. */
export function* blockRowsSteps(
  arcs: BlockArcs,
  count: number,
  mainBlock: number,
  order: Int32Array,
): Steps<Int32Array> {
  const row = countedFromMain(arcs, count, mainBlock)
  yield
  // Below all parents, in topological order (the parents' rows are final when a block's turn comes).
  for (let i = 0; i < order.length; i++) {
    const b = order[i]
    for (let k = arcs.upStart[b]; k < arcs.upStart[b + 1]; k++)
      if (row[arcs.up[k]] + 1 > row[b]) row[b] = row[arcs.up[k]] + 1
  }
  yield
  // Blocks without parents just above their highest child, children first.
  for (let i = order.length - 1; i >= 0; i--) {
    const b = order[i]
    if (arcs.upStart[b + 1] > arcs.upStart[b] || arcs.downStart[b + 1] === arcs.downStart[b]) continue
    let highest = Infinity
    for (let k = arcs.downStart[b]; k < arcs.downStart[b + 1]; k++) highest = Math.min(highest, row[arcs.down[k]])
    row[b] = highest - 1
  }
  let top = Infinity
  for (let b = 0; b < count; b++) top = Math.min(top, row[b])
  for (let b = 0; b < count; b++) row[b] -= top
  return row
}

/** Generations counted from main's block by a breadth-first walk; a block reached by no arc counts from 0. */
function countedFromMain(arcs: BlockArcs, count: number, mainBlock: number): Int32Array {
  const row = new Int32Array(count)
  const seen = new Uint8Array(count)
  const queue = new Int32Array(count)
  let tail = 0
  const walkFrom = (start: number) => {
    let head = tail
    seen[start] = 1
    queue[tail++] = start
    while (head < tail) {
      const b = queue[head++]
      for (let k = arcs.downStart[b]; k < arcs.downStart[b + 1]; k++) reach(arcs.down[k], row[b] + 1)
      for (let k = arcs.upStart[b]; k < arcs.upStart[b + 1]; k++) reach(arcs.up[k], row[b] - 1)
    }
  }
  const reach = (b: number, r: number) => {
    if (seen[b]) return
    seen[b] = 1
    row[b] = r
    queue[tail++] = b
  }
  walkFrom(mainBlock)
  for (let b = 0; b < count; b++) if (!seen[b]) walkFrom(b)
  return row
}
