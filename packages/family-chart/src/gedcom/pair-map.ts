/** A map keyed by a pair of ids in either order (or one id alone), without building a key string per lookup. */
export class PairMap<T> {
  private readonly outer = new Map<string, Map<string, T>>()

  get(a: string, b: string | undefined): T | undefined {
    const [x, y] = order(a, b)
    return this.outer.get(x)?.get(y)
  }

  set(a: string, b: string | undefined, value: T): void {
    const [x, y] = order(a, b)
    let inner = this.outer.get(x)
    if (!inner) this.outer.set(x, (inner = new Map()))
    inner.set(y, value)
  }

  /** Every entry: the pair (second '' for one id alone) and the value. */
  *entries(): IterableIterator<[string, string, T]> {
    for (const [x, inner] of this.outer) for (const [y, value] of inner) yield [x, y, value]
  }
}

/** The smaller id first; one id alone is paired with ''. */
function order(a: string, b: string | undefined): [string, string] {
  if (b === undefined) return [a, '']
  return a < b ? [a, b] : [b, a]
}
