/**
 * Weighted isotonic regression by pool-adjacent-violators: the non-decreasing values nearest (least squares) to the
 * targets. The placement of a row uses it: positions in the row's order, each at least its gap past the one before,
 * as near as can be to where its links want it.
 */

/** Non-decreasing values minimising the weighted squared distance to `target`, written to `out`. */
export function isotonic(target: Float64Array, weight: Float64Array, out: Float64Array, n = target.length): void {
  // Pools as a stack: each pool's weighted mean, total weight and the index it ends at.
  const mean = new Float64Array(n)
  const total = new Float64Array(n)
  const end = new Int32Array(n)
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
 * isotonic regression of the wanted positions less the gaps before them.
 */
export function placeInOrder(wanted: Float64Array, weight: Float64Array, gap: Float64Array, out: Float64Array): void {
  const n = wanted.length
  const shifted = new Float64Array(n)
  let before = 0
  for (let i = 0; i < n; i++) {
    shifted[i] = wanted[i] - before
    before += gap[i]
  }
  isotonic(shifted, weight, out, n)
  before = 0
  for (let i = 0; i < n; i++) {
    out[i] += before
    before += gap[i]
  }
}
