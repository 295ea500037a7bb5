/**
 * Weighted isotonic regression by pool-adjacent-violators: the non-decreasing values nearest (least squares) to the
 * targets. The placement of a row uses it: positions in the row's order, each at least its gap past the one before,
 * as near as can be to where its links want it.
 */
import { Scratch } from './scratch'

const own = new Scratch()

/** Non-decreasing values minimising the weighted squared distance to `target`, written to `out` (first `n` values). */
export function isotonic(
  target: Float64Array,
  weight: Float64Array,
  out: Float64Array,
  n = target.length,
  scratch: Scratch = own,
): void {
  // Pools as a stack: each pool's weighted mean, total weight and the index it ends at.
  const mean = scratch.float(10, n)
  const total = scratch.float(11, n)
  const end = scratch.int(10, n)
  let top = -1
  for (let i = 0; i < n; i++) {
    top++
    mean[top] = target[i]
    total[top] = weight[i]
    end[top] = i
    while (top > 0 && mean[top - 1] > mean[top]) {
      const w = total[top - 1] + total[top]
      mean[top - 1] = (mean[top - 1] * total[top - 1] + mean[top] * total[top]) / w
      total[top - 1] = w
      end[top - 1] = end[top]
      top--
    }
  }
  let i = 0
  for (let k = 0; k <= top; k++) for (; i <= end[k]; i++) out[i] = mean[k]
}

/**
 * Positions in order, `gap[i]` at least between position i and i + 1, nearest to `wanted` (weighted least squares):
 * isotonic regression of the wanted positions less the gaps before them. The first `n` values of each array.
 */
export function placeInOrder(
  wanted: Float64Array,
  weight: Float64Array,
  gap: Float64Array,
  out: Float64Array,
  n = wanted.length,
  scratch: Scratch = own,
): void {
  const shifted = scratch.float(12, n)
  let before = 0
  for (let i = 0; i < n; i++) {
    shifted[i] = wanted[i] - before
    before += gap[i]
  }
  isotonic(shifted, weight, out, n, scratch)
  before = 0
  for (let i = 0; i < n; i++) {
    out[i] += before
    before += gap[i]
  }
}
