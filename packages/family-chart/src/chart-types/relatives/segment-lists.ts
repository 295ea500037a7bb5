/** The segments at each item (those above it, those below it) and the segments between each row and the next. */
import type { Rows } from './rows'

export interface SegmentLists {
  /** Segments whose lower end is item i: `aboveList[aboveStart[i] .. aboveStart[i + 1])`; below it likewise. */
  aboveStart: Int32Array
  aboveList: Int32Array
  belowStart: Int32Array
  belowList: Int32Array
  /** Segments from each row to the next, by the upper row. */
  byRow: number[][]
}

export function segmentLists(r: Rows): SegmentLists {
  const items = r.itemRow.length
  const [aboveStart, aboveList] = bySource(r.segLower, items)
  const [belowStart, belowList] = bySource(r.segUpper, items)
  const byRow: number[][] = r.rows.map(() => [])
  for (let s = 0; s < r.segUpper.length; s++) byRow[r.itemRow[r.segUpper[s]]].push(s)
  return { aboveStart, aboveList, belowStart, belowList, byRow }
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
