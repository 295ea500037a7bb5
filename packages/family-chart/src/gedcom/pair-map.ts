/**
 * A map keyed by a pair of ids in either order (or one id alone), without building a key string per lookup: one hash
 * lookup of the smaller id, then a short chain of the ids paired with it (most people have one or two partners).
 */
interface Link<T> {
  readonly second: string
  value: T
  next: Link<T> | null
}

export class PairMap<T> {
  private readonly byFirst = new Map<string, Link<T>>()

  get(a: string, b: string | undefined): T | undefined {
    const x = first(a, b)
    const y = second(a, b)
    for (let l: Link<T> | null = this.byFirst.get(x) ?? null; l !== null; l = l.next) if (l.second === y) return l.value
    return undefined
  }

  set(a: string, b: string | undefined, value: T): void {
    const x = first(a, b)
    const y = second(a, b)
    const head = this.byFirst.get(x)
    for (let l = head ?? null; l !== null; l = l.next)
      if (l.second === y) {
        l.value = value
        return
      }
    // New pairs go at the end of the chain: entries() then gives them in the order they were set, per first id.
    const link: Link<T> = { second: y, value, next: null }
    if (head === undefined) {
      this.byFirst.set(x, link)
      return
    }
    let last = head
    while (last.next !== null) last = last.next
    last.next = link
  }

  /** Every entry: the pair (second '' for one id alone) and the value. */
  *entries(): IterableIterator<[string, string, T]> {
    for (const [x, head] of this.byFirst)
      for (let l: Link<T> | null = head; l !== null; l = l.next) yield [x, l.second, l.value]
  }
}

/** The smaller id of the pair (a alone: a). */
const first = (a: string, b: string | undefined): string => (b === undefined || a < b ? a : b)
/** The other id ('' for one id alone). */
const second = (a: string, b: string | undefined): string => (b === undefined ? '' : a < b ? b : a)
