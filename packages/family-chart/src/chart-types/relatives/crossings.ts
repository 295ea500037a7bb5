/**
 * Link crossings between two neighbouring rows: segments sorted by their upper end (then their lower end), then the
 * inversions among their lower ends, counted by merge sort. Segments that share an end do not cross: sorted so,
 * two from one upper point are never inverted, and equal lower ends are no inversion.
 */
import { Scratch } from './scratch'

const own = new Scratch()

/** Crossings among the first `m` segments, given by their ends' positions on the upper and lower row. */
export function countCrossings(
  upper: Float64Array,
  lower: Float64Array,
  m = upper.length,
  scratch: Scratch = own,
): number {
  const order = scratch.int(20, m).subarray(0, m)
  for (let i = 0; i < m; i++) order[i] = i
  order.sort((a, b) => upper[a] - upper[b] || lower[a] - lower[b])
  const values = scratch.float(20, m)
  for (let i = 0; i < m; i++) values[i] = lower[order[i]]
  return inversions(values, scratch.float(21, m), 0, m)
}

/** Pairs i < j of `from..to` with values[i] > values[j]; sorts that part of `values` in place. */
function inversions(values: Float64Array, merged: Float64Array, from: number, to: number): number {
  if (to - from < 2) return 0
  const mid = (from + to) >> 1
  let count = inversions(values, merged, from, mid) + inversions(values, merged, mid, to)
  let i = from
  let j = mid
  let k = from
  while (i < mid || j < to) {
    if (j >= to || (i < mid && values[i] <= values[j])) merged[k++] = values[i++]
    else {
      // values[j] is below every value left in the first half: each of those crosses it.
      count += mid - i
      merged[k++] = values[j++]
    }
  }
  values.set(merged.subarray(from, to), from)
  return count
}
