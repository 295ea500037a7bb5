/**
 * Working arrays reused from row to row and round to round: a typed array's storage lives outside the JavaScript
 * heap and counts toward the collector's external memory, so a fresh array per row and sweep (tens of thousands of
 * them on a big family) set off collections in the middle of the layout's steps.
 */
export class Scratch {
  private readonly floats: Float64Array[] = []
  private readonly ints: Int32Array[] = []

  /** Float array number `k`, at least `n` long (its content is left from an earlier use). */
  float(k: number, n: number): Float64Array {
    if (!this.floats[k] || this.floats[k].length < n) this.floats[k] = new Float64Array(Math.max(n, 64) * 2)
    return this.floats[k]
  }

  /** Int array number `k`, at least `n` long (its content is left from an earlier use). */
  int(k: number, n: number): Int32Array {
    if (!this.ints[k] || this.ints[k].length < n) this.ints[k] = new Int32Array(Math.max(n, 64) * 2)
    return this.ints[k]
  }
}
