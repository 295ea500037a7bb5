/**
 * A map keyed by a pair of people in either order (or one alone), by their positions: no hash lookup at all, each id
 * was resolved to its position once (as layout's relation-index.ts does). The pairs of a person sit in a short chain
 * (most people have one or two partners) at the position of the pair's smaller id.
 */

/** A key: an id and its position (a person's place in the plan, or a place after the people for an id no one has). */
export interface PairKey {
  readonly id: string
  readonly at: number
}

interface Link<T> {
  readonly second: PairKey | undefined
  value: T
  next: Link<T> | null
}

export class PairMap<T> {
  private readonly heads: (Link<T> | undefined)[]
  /**
   * Positions holding a chain, in the order their first pair was set. The smaller id (compared as text, not by
   * position) holds the pair: entries() then gives the pairs in an order that does not depend on positions.
   */
  private readonly order: PairKey[] = []

  /**
   * `size`: the positions expected (the people). The chains' heads are set at positions in no order (the smaller id
   * as text holds a pair): an empty list set far past its end would turn into a dictionary.
   */
  constructor(size = 0) {
    this.heads = new Array(size)
  }

  get(a: PairKey, b: PairKey | undefined): T | undefined {
    const x = first(a, b)
    const y = x === a ? b : a
    for (let l = this.heads[x.at] ?? null; l !== null; l = l.next) if (l.second === y) return l.value
    return undefined
  }

  set(a: PairKey, b: PairKey | undefined, value: T): void {
    const x = first(a, b)
    const y = x === a ? b : a
    const head = this.heads[x.at]
    for (let l = head ?? null; l !== null; l = l.next)
      if (l.second === y) {
        l.value = value
        return
      }
    // New pairs go at the end of the chain: entries() then gives them in the order they were set, per first key.
    const link: Link<T> = { second: y, value, next: null }
    if (head === undefined) {
      this.heads[x.at] = link
      this.order.push(x)
      return
    }
    let last = head
    while (last.next !== null) last = last.next
    last.next = link
  }

  /** Every entry: the pair (second undefined for one alone) and the value, grouped by the smaller id. */
  entries(): [PairKey, PairKey | undefined, T][] {
    const out: [PairKey, PairKey | undefined, T][] = []
    this.forEach((a, b, value) => out.push([a, b, value]))
    return out
  }

  /** entries() without a list: no array per entry for the plan's walks over every pair. */
  forEach(visit: (a: PairKey, b: PairKey | undefined, value: T) => void): void {
    const { order, heads } = this
    for (let i = 0; i < order.length; i++) {
      const x = order[i]
      for (let l = heads[x.at] ?? null; l !== null; l = l.next) visit(x, l.second, l.value)
    }
  }
}

/** The key holding the pair: the smaller id (a alone: a). */
const first = (a: PairKey, b: PairKey | undefined): PairKey => (b === undefined || a.id <= b.id ? a : b)
