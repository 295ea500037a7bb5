/**
 * The order of the items of each row, for few link crossings: a first order from a depth-first walk from the main
 * person (relatives next to each other), then Sugiyama's layer-by-layer sweeps: each row sorted by the barycentre of
 * its links to the row above (sweeping down) or below (sweeping up), a block of several people turned round when its
 * links lean the other way. The order with the fewest crossings seen is kept.
 */
import type { Datum } from '../../data/types'
import type { FamilyGraph } from './families'
import type { ParentArcs } from './parent-arcs'
import type { BlockArcs } from './block-graph'
import type { Rows } from './rows'
import { half, layRow, pointX, type Ordering } from './ordering'
import { transposeRowSteps } from './transpose'
import { refreshOffsets, type SegmentLists } from './segment-lists'
import { countCrossings } from './crossings'
import { Scratch } from './scratch'
import { ITEMS_PER_STEP, inRuns, untilDone, type Steps } from '../../schedule/steps'

/**
 * Rounds of a sweep down and a sweep up: up to 24 on a family of a few thousand items, fewer on a bigger one (each
 * round costs as much as the family is big; on 50,000 people one round is most of a second); the ordering stops
 * sooner once four rounds found nothing better. Measured in bench/NOTES.md ("Relatives chart: layout engines").
 */
const MAX_ROUNDS = 24
const MIN_ROUNDS = 4
const FULL_EFFORT_ITEMS = 4000
const MAX_STALE = 4

/** The rounds a family of `items` items gets. */
export function roundsFor(items: number): number {
  return Math.max(MIN_ROUNDS, Math.min(MAX_ROUNDS, Math.floor((MAX_ROUNDS * FULL_EFFORT_ITEMS) / Math.max(1, items))))
}

export interface OrderInput {
  graph: FamilyGraph
  rows: Rows
  lists: SegmentLists
  arcs: ParentArcs
  blockArcs: BlockArcs
  mainBlock: number
  sortChildren?: (a: Datum, b: Datum) => number
}

/** Orders the rows in place; returns the crossings of the order kept. */
export function* orderRowsSteps(input: OrderInput): Steps<number> {
  const { graph, rows: r } = input
  const o: Ordering = {
    graph,
    r,
    lists: input.lists,
    start: new Float64Array(r.itemRow.length),
    wanted: new Float64Array(r.itemRow.length),
    scratch: new Scratch(),
  }
  yield* firstOrderSteps(input, o)
  let best = yield* crossingsSteps(o)
  let kept = saved(r)
  const rounds = roundsFor(r.itemRow.length)
  for (let round = 0, stale = 0; round < rounds && best > 0 && stale < MAX_STALE; round++) {
    for (let row = 1; row < r.rows.length; row++) {
      sortRow(o, row, 'down')
      yield
      yield* transposeRowSteps(o, row)
    }
    for (let row = r.rows.length - 2; row >= 0; row--) {
      sortRow(o, row, 'up')
      yield
      yield* transposeRowSteps(o, row)
    }
    const now = yield* crossingsSteps(o)
    if (now < best) {
      best = now
      kept = saved(r)
      stale = 0
    } else stale++
  }
  yield* restoreSteps(o, kept)
  return best
}

/** Rows in the order of a depth-first walk over the blocks from main's (children first, in the chart's order). */
function* firstOrderSteps(input: OrderInput, o: Ordering): Steps<void> {
  const { graph, rows: r } = input
  const rank = new Float64Array(r.itemRow.length).fill(-1)
  const walk = { next: 0, stack: [input.mainBlock] }
  yield* untilDone(() => walkBlocks(input, rank, walk))
  for (let b = 0; b < r.blocks; b++) if (rank[b] < 0) rank[b] = walk.next++
  // A dummy right after the block its link comes from.
  for (let e = 0; e < r.linkDummies.length; e++) {
    const dummies = r.linkDummies[e]
    if (!dummies) continue
    const from = rank[r.blockOf[r.anchor[graph.edgeFamily[e]]]]
    dummies.forEach((d, i) => (rank[d] = from + 0.5 + i * 1e-6))
  }
  for (let row = 0; row < r.rows.length; row++) {
    yield
    r.rows[row].sort((a, b) => rank[a] - rank[b])
    layRow(o, row)
  }
}

/** A few hundred blocks of the depth-first walk; true when it is over. */
function walkBlocks(input: OrderInput, rank: Float64Array, walk: { next: number; stack: number[] }): boolean {
  const { graph, rows: r, arcs, blockArcs, sortChildren } = input
  const { stack } = walk
  for (let done = 0; done < ITEMS_PER_STEP && stack.length; done++) {
    const b = stack.pop()!
    if (rank[b] >= 0) continue
    rank[b] = walk.next++
    const around: number[] = []
    for (const p of r.members[b]) {
      const edges = Array.from(arcs.edges.subarray(arcs.start[p], arcs.start[p + 1]))
      if (sortChildren)
        edges.sort((e1, e2) => sortChildren(graph.people[graph.edgeChild[e1]], graph.people[graph.edgeChild[e2]]))
      for (const e of edges) around.push(r.blockOf[graph.edgeChild[e]])
    }
    for (let k = blockArcs.upStart[b]; k < blockArcs.upStart[b + 1]; k++) around.push(blockArcs.up[k])
    // Pushed in reverse, so the first child is walked first.
    for (let i = around.length - 1; i >= 0; i--) if (rank[around[i]] < 0) stack.push(around[i])
  }
  return !stack.length
}

/** Sorts a row by the barycentres of its links to the row above ('down') or below ('up'). */
function sortRow(o: Ordering, row: number, direction: 'down' | 'up'): void {
  const { r, wanted, start } = o
  const items = r.rows[row]
  for (const item of items) {
    if (item < r.blocks && r.members[item].length > 1 && leansBack(o, item, direction)) turnRound(o, item)
    wanted[item] = barycentre(o, item, direction)
  }
  items.sort((a, b) => wanted[a] - wanted[b] || start[a] - start[b])
  layRow(o, row)
}

/** Where the item would start if its links were straight, on average; where it is when it has none that way. */
function barycentre(o: Ordering, item: number, direction: 'down' | 'up'): number {
  const { r, lists } = o
  const down = direction === 'down'
  const from = down ? lists.aboveStart[item] : lists.belowStart[item]
  const to = down ? lists.aboveStart[item + 1] : lists.belowStart[item + 1]
  if (from === to) return o.start[item]
  let sum = 0
  for (let k = from; k < to; k++) {
    const s = down ? lists.aboveList[k] : lists.belowList[k]
    const other = down ? pointX(o, r.segUpper[s], lists.upperAt[s]) : pointX(o, r.segLower[s], lists.lowerAt[s])
    const own = down ? lists.lowerAt[s] : lists.upperAt[s]
    sum += other - own - half(r, item)
  }
  return sum / (to - from)
}

/** Whether the block's links lean against its order (its left end's links go right): the sign of a covariance. */
function leansBack(o: Ordering, block: number, direction: 'down' | 'up'): boolean {
  const { r, lists } = o
  const down = direction === 'down'
  const from = down ? lists.aboveStart[block] : lists.belowStart[block]
  const to = down ? lists.aboveStart[block + 1] : lists.belowStart[block + 1]
  if (to - from < 2) return false
  let sx = 0,
    sy = 0,
    sxy = 0
  for (let k = from; k < to; k++) {
    const s = down ? lists.aboveList[k] : lists.belowList[k]
    const x = down ? lists.lowerAt[s] : lists.upperAt[s]
    const y = down ? pointX(o, r.segUpper[s], lists.upperAt[s]) : pointX(o, r.segLower[s], lists.lowerAt[s])
    sx += x
    sy += y
    sxy += x * y
  }
  const n = to - from
  return sxy - (sx * sy) / n < -1e-9
}

function turnRound(o: Ordering, block: number): void {
  const list = o.r.members[block].reverse()
  list.forEach((p, i) => (o.r.slot[p] = i))
  refreshOffsets(o.graph, o.r, o.lists, block)
}

/** Crossings over all rows, a row per step. */
function* crossingsSteps(o: Ordering): Steps<number> {
  const { r, lists } = o
  let total = 0
  for (const segments of lists.byRow) {
    const upper = o.scratch.float(0, segments.length)
    const lower = o.scratch.float(1, segments.length)
    segments.forEach((s, i) => {
      upper[i] = pointX(o, r.segUpper[s], lists.upperAt[s])
      lower[i] = pointX(o, r.segLower[s], lists.lowerAt[s])
    })
    total += countCrossings(upper, lower, segments.length, o.scratch)
    yield
  }
  return total
}

interface Saved {
  rows: number[][]
  slot: Int32Array
}

const saved = (r: Rows): Saved => ({ rows: r.rows.map((row) => row.slice()), slot: r.slot.slice() })

/** The order kept, back in place: the rows, and each block's people in their kept places (the ends on it again). */
function* restoreSteps(o: Ordering, kept: Saved): Steps<void> {
  const { r, graph, lists } = o
  r.rows = kept.rows
  r.slot.set(kept.slot)
  yield* inRuns(r.blocks, (from, to) => {
    for (let b = from; b < to; b++) {
      if (r.members[b].length < 2) continue
      r.members[b].sort((p, q) => r.slot[p] - r.slot[q])
      refreshOffsets(graph, r, lists, b)
    }
  })
}
