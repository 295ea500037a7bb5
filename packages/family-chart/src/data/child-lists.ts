/**
 * Each parent's children, read from both sides: the parent's own `rels.children` in its order, then the children
 * that name the parent as father or mother and are missing from that list, in data order.
 *
 * Most data says each child twice (the child names its parents, the parents list the child). The children that name
 * a parent are known by position once the fathers and mothers are read, so an entry of the parent's list is first
 * compared with those children's ids, and only an id none of them has is looked up in the id map. On a million
 * people that is over a million hash look-ups fewer (bench/NOTES.md, "A million people in memory").
 */
import type { Datum } from './types'
import type { Adjacency } from './adjacency'
import { IntList } from './int-list'
import { NOT_A_LIST } from './relation-reads'
import { ITEMS_PER_STEP, inRuns, type Steps } from '../schedule/steps'

/** Named children of a parent beyond this many are not scanned for an id: the id map answers instead. */
const SCAN_LIMIT = 16

/** The children that name each parent, grouped by parent in data order (a counting sort over the two fields). */
export function* namedChildrenSteps(father: Int32Array, mother: Int32Array): Steps<Adjacency> {
  const n = father.length
  const start = new Int32Array(n + 1)
  yield* inRuns(
    n,
    (from, to) => {
      for (let c = from; c < to; c++) {
        if (father[c] >= 0) start[father[c] + 1]++
        if (mother[c] >= 0) start[mother[c] + 1]++
      }
    },
    ITEMS_PER_STEP * 16,
  )
  for (let i = 1; i <= n; i++) start[i] += start[i - 1]
  yield
  const length = new Int32Array(n)
  const targets = new Int32Array(start[n])
  yield* inRuns(
    n,
    (from, to) => {
      for (let c = from; c < to; c++) {
        const f = father[c]
        const m = mother[c]
        if (f >= 0) targets[start[f] + length[f]++] = c
        if (m >= 0) targets[start[m] + length[m]++] = c
      }
    },
    ITEMS_PER_STEP * 16,
  )
  return { start: start.subarray(0, n), length, targets }
}

/** Where `id` is among the named children of a parent (the k-th first, as lists usually agree), or -1. */
function namedChildAt(ids: string[], named: Adjacency, parent: number, k: number, id: string): number {
  const start = named.start[parent]
  const count = named.length[parent]
  if (k < count && ids[named.targets[start + k]] === id) return named.targets[start + k]
  if (count > SCAN_LIMIT) return -1
  for (let q = start, end = start + count; q < end; q++) if (ids[named.targets[q]] === id) return named.targets[q]
  return -1
}

/**
 * Every parent's list of children: its own list (known ids, no repeats, not itself), then the named children it
 * did not list. `lookUp` resolves an id to a position (or -1) when the named children do not have it. What each
 * person's own list resolved to goes to `resolved`, as relation-reads.ts lays it out.
 */
export function* childListsSteps(
  people: Datum[],
  ids: string[],
  named: Adjacency,
  lookUp: (id: unknown, self: number) => number,
  resolved: IntList,
): Steps<Adjacency> {
  const n = people.length
  const start = new Int32Array(n)
  const length = new Int32Array(n)
  // The named children, and a little room for children only their parent's list names.
  const out = new IntList(named.targets.length + (n >> 4))
  // seen[c] === i + 1 while c is already in the list of i.
  const seen = new Int32Array(n)
  const add = (i: number, c: number) => {
    if (c < 0 || seen[c] === i + 1) return
    seen[c] = i + 1
    out.push(c)
  }
  yield* inRuns(n, (from, to) => {
    for (let i = from; i < to; i++) {
      start[i] = out.length
      const rels = people[i].rels
      const own = rels && typeof rels === 'object' ? rels.children : undefined
      if (Array.isArray(own)) {
        const record = resolved.reserve(1 + own.length)
        let w = resolved.length
        record[w++] = own.length
        for (let k = 0; k < own.length; k++) {
          const v = own[k]
          const found = typeof v === 'string' ? namedChildAt(ids, named, i, k, v) : -1
          const c = found >= 0 ? found : lookUp(v, i)
          record[w++] = c
          add(i, c)
        }
        resolved.length = w
      } else resolved.push(NOT_A_LIST)
      for (let q = named.start[i], end = q + named.length[i]; q < end; q++) add(i, named.targets[q])
      length[i] = out.length - start[i]
    }
  })
  return { start, length, targets: out.items }
}
