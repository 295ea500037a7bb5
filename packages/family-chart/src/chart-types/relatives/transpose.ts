/**
 * The transpose heuristic of the row ordering (Gansner et al.): neighbours on a row swap places where that makes
 * fewer crossings with the rows above and below.
 */
import { pointX, widthOf, type Ordering } from './ordering'
import { ITEMS_PER_STEP, inRuns, type Steps } from '../../schedule/steps'

/**
 * The transpose heuristic: neighbours on the row swap places where that makes fewer crossings with the rows above
 * and below, a few passes over the row, each in runs. The far ends of each item's links do not move meanwhile:
 * sorted once (all in one list, each item's run of it), two items' crossings are counted by merging their runs.
 */
export function* transposeRowSteps(o: Ordering, row: number): Steps<void> {
  const items = o.r.rows[row]
  const above = farEnds(o, items, 'down')
  const below = farEnds(o, items, 'up')
  yield
  for (let pass = 0, swapped = true; swapped && pass < 4; pass++) {
    swapped = false
    yield* inRuns(
      items.length - 1,
      (from, to) => (swapped = transposeRun(o, items, above, below, from, to) || swapped),
      ITEMS_PER_STEP * 4,
    )
  }
}

/** The far ends of the links of a row's items, sorted per item: item i's are `values[start[i] .. start[i] + length[i])`. */
interface Ends {
  values: Float64Array
  start: Int32Array
  length: Int32Array
}

/** The far ends of the links of the row's items to the row above ('down') or below ('up'). */
function farEnds(o: Ordering, items: number[], direction: 'down' | 'up'): Ends {
  const { r, lists } = o
  const down = direction === 'down'
  const listStart = down ? lists.aboveStart : lists.belowStart
  const list = down ? lists.aboveList : lists.belowList
  const start = new Int32Array(items.length)
  const length = new Int32Array(items.length)
  let total = 0
  for (let i = 0; i < items.length; i++) {
    start[i] = total
    length[i] = listStart[items[i] + 1] - listStart[items[i]]
    total += length[i]
  }
  const values = new Float64Array(total)
  for (let i = 0; i < items.length; i++) {
    for (let k = 0; k < length[i]; k++) {
      const s = list[listStart[items[i]] + k]
      values[start[i] + k] = down
        ? pointX(o, r.segUpper[s], lists.upperAt[s])
        : pointX(o, r.segLower[s], lists.lowerAt[s])
    }
    if (length[i] > 1) values.subarray(start[i], start[i] + length[i]).sort()
  }
  return { values, start, length }
}

/** One run of a transpose pass over positions from..to-1 of the row; true when it swapped a pair. */
function transposeRun(o: Ordering, items: number[], above: Ends, below: Ends, from: number, to: number): boolean {
  let swapped = false
  for (let i = from; i < to; i++) {
    const kept = pairsBelow(above, i, i + 1) + pairsBelow(below, i, i + 1)
    if (!kept || pairsBelow(above, i + 1, i) + pairsBelow(below, i + 1, i) >= kept) continue
    const [u, v] = [items[i], items[i + 1]]
    items[i] = v
    items[i + 1] = u
    for (const ends of [above, below]) {
      swapAt(ends.start, i)
      swapAt(ends.length, i)
    }
    o.start[v] = o.start[u]
    o.start[u] = o.start[v] + widthOf(o.r, v)
    swapped = true
  }
  return swapped
}

function swapAt(list: Int32Array, i: number): void {
  const t = list[i]
  list[i] = list[i + 1]
  list[i + 1] = t
}

/** Pairs of an end of item `left` and an end of item `right` with the right one first: crossings, left first. */
function pairsBelow({ values, start, length }: Ends, left: number, right: number): number {
  if (!length[left] || !length[right]) return 0
  let count = 0
  let j = start[right]
  const rightEnd = j + length[right]
  for (let i = start[left], end = i + length[left]; i < end; i++) {
    while (j < rightEnd && values[j] < values[i]) j++
    count += j - start[right]
  }
  return count
}
