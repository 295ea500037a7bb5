/**
 * The blocks the rows are made of, settled: couples joined, then, if the blocks cannot be put in an order with every
 * parent above every child, the tangles taken apart (cycles.ts) and the graph of blocks made again.
 */
import type { FamilyGraph } from './families'
import { joinCouples, listBlocks, type BlockList } from './couples'
import { parentArcs, type ParentArcs } from './parent-arcs'
import { noCycles, resolveCycles, type CycleResolution } from './cycles'
import { blockArcsSteps, topologicalOrder, type BlockArcs } from './block-graph'
import type { Steps } from '../../schedule/steps'

export interface SettledBlocks {
  list: BlockList
  arcs: ParentArcs
  blockArcs: BlockArcs
  /** Every block, parents before children. */
  order: Int32Array
  resolution: CycleResolution
}

export function* settleBlocksSteps(graph: FamilyGraph): Steps<SettledBlocks> {
  const n = graph.people.length
  const arcs = parentArcs(graph)
  yield
  const blocks = joinCouples(graph)
  const resolution = noCycles(graph)
  yield
  let list = listBlocks(blocks, n)
  yield
  let byBlock = yield* blockArcsSteps(graph, list.blockOf, list.members.length, resolution.ignored)
  yield
  let sorted = topologicalOrder(byBlock, list.members.length)
  yield
  if (!sorted.complete) {
    resolveCycles(graph, blocks, arcs, unordered(list, sorted.order), resolution)
    list = listBlocks(blocks, n)
    byBlock = yield* blockArcsSteps(graph, list.blockOf, list.members.length, resolution.ignored)
    sorted = topologicalOrder(byBlock, list.members.length)
    yield
  }
  // Never expected after the resolution; should it happen, the rest of the blocks follow in their own order, and
  // the generations stay finite all the same.
  const order = sorted.complete ? sorted.order : completed(sorted.order, list.members.length)
  return { list, arcs, blockArcs: byBlock, order, resolution }
}

/** The people of the blocks the topological order left out. */
function unordered(list: BlockList, order: Int32Array): number[] {
  const done = new Uint8Array(list.members.length)
  for (const b of order) done[b] = 1
  return list.members.flatMap((people, b) => (done[b] ? [] : people))
}

function completed(order: Int32Array, count: number): Int32Array {
  const done = new Uint8Array(count)
  for (const b of order) done[b] = 1
  const rest: number[] = []
  for (let b = 0; b < count; b++) if (!done[b]) rest.push(b)
  return Int32Array.from([...order, ...rest])
}
