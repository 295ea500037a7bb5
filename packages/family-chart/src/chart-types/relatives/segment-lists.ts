/** The segments at each item (those above it, those below it) and the segments between each row and the next. */
import type { FamilyGraph } from './families'
import { lowerOffset, upperOffset, type Rows } from './rows'
import { inRuns, type Steps } from '../../schedule/steps'

export interface SegmentLists {
  /** Segments whose lower end is item i: `aboveList[aboveStart[i] .. aboveStart[i + 1])`; below it likewise. */
  aboveStart: Int32Array
  aboveList: Int32Array
  belowStart: Int32Array
  belowList: Int32Array
  /** Segments from each row to the next, by the upper row. */
  byRow: number[][]
  /** Where on its item each segment's upper and lower end is, in card slots (see refreshOffsets). */
  upperAt: Float64Array
  lowerAt: Float64Array
}

export function* segmentListsSteps(graph: FamilyGraph, r: Rows): Steps<SegmentLists> {
  const items = r.itemRow.length
  const [aboveStart, aboveList] = bySource(r.segLower, items)
  yield
  const [belowStart, belowList] = bySource(r.segUpper, items)
  yield
  const byRow: number[][] = r.rows.map(() => [])
  for (let s = 0; s < r.segUpper.length; s++) byRow[r.itemRow[r.segUpper[s]]].push(s)
  yield
  const lists = {
    aboveStart,
    aboveList,
    belowStart,
    belowList,
    byRow,
    upperAt: new Float64Array(r.segUpper.length),
    lowerAt: new Float64Array(r.segUpper.length),
  }
  yield* inRuns(r.segUpper.length, (from, to) => {
    for (let s = from; s < to; s++) {
      lists.upperAt[s] = upperOffset(graph, r, r.segFamily[s])
      lists.lowerAt[s] = lowerOffset(r, r.segPerson[s])
    }
  })
  return lists
}

/** The ends on a block again, after its people changed places (the block turned round). */
export function refreshOffsets(graph: FamilyGraph, r: Rows, lists: SegmentLists, block: number): void {
  for (let k = lists.aboveStart[block]; k < lists.aboveStart[block + 1]; k++) {
    const s = lists.aboveList[k]
    lists.lowerAt[s] = lowerOffset(r, r.segPerson[s])
  }
  for (let k = lists.belowStart[block]; k < lists.belowStart[block + 1]; k++) {
    const s = lists.belowList[k]
    lists.upperAt[s] = upperOffset(graph, r, r.segFamily[s])
  }
}

function bySource(source: number[], items: number): [Int32Array, Int32Array] {
  const start = new Int32Array(items + 1)
  for (const i of source) start[i + 1]++
  for (let i = 0; i < items; i++) start[i + 1] += start[i]
  const fill = start.slice(0, items)
  const list = new Int32Array(source.length)
  for (let s = 0; s < source.length; s++) list[fill[source[s]]++] = s
  return [start, list]
}
