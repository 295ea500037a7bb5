/**
 * Link crossings between two neighbouring rows: segments sorted by their upper end (then their lower end), then the
 * inversions among their lower ends, counted by merge sort. Segments that share an end do not cross: sorted so,
 * two from one upper point are never inverted, and equal lower ends are no inversion.
 */

/** Crossings among segments given by their ends' positions on the upper and lower row. */
export function countCrossings(upper: Float64Array, lower: Float64Array): number {
  const m = upper.length
  const order = Array.from({ length: m }, (_, i) => i)
  order.sort((a, b) => upper[a] - upper[b] || lower[a] - lower[b])
  const values = new Float64Array(m)
  for (let i = 0; i < m; i++) values[i] = lower[order[i]]
  return inversions(values, new Float64Array(m), 0, m)
}

/** Pairs i < j of `from..to` with values[i] > values[j]; sorts that part of `values` in place. */
function inversions(values: Float64Array, scratch: Float64Array, from: number, to: number): number {
  if (to - from < 2) return 0
  const mid = (from + to) >> 1
  let count = inversions(values, scratch, from, mid) + inversions(values, scratch, mid, to)
  let i = from
  let j = mid
  let k = from
  while (i < mid || j < to) {
    if (j >= to || (i < mid && values[i] <= values[j])) scratch[k++] = values[i++]
    else {
      // values[j] is below every value left in the first half: each of those crosses it.
      count += mid - i
      scratch[k++] = values[j++]
    }
  }
  values.set(scratch.subarray(from, to), from)
  return count
}
