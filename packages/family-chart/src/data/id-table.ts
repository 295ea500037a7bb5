/**
 * Ids to positions for the relation index: position p holds `ids[p]`, and a table of positions (open addressing,
 * linear probing) finds an id's position by a hash of its characters.
 *
 * Why not a Map: the index of a million people is a million insertions, and a Map that grows that far copies its
 * table at every doubling into new, garbage-collected arrays of tagged values, which every later major GC has to
 * mark again. Here the table is one typed array sized once for the people given, which the GC never scans, and the
 * insertions take far less time (bench/NOTES.md, "A million people in memory").
 *
 * Each slot holds the position and the id's full hash side by side, so a probe passes other ids' slots without
 * reading their strings.
 *
 * Ids are untrusted text, so many ids made to collide must not make it quadratic: once probing gets long, the
 * table hands over to a Map with the same contents.
 */
import { inRuns, type Steps } from '../schedule/steps'

/** Probes per id, counted over all insertions so far, beyond which the table gives way to a Map. */
const PROBES_PER_ID = 8

/** FNV-1a over UTF-16 code units. */
export function hashOf(id: string): number {
  let h = 2166136261
  for (let c = 0; c < id.length; c++) h = Math.imul(h ^ id.charCodeAt(c), 16777619)
  return h
}

/** Plain loops over numbers between two pauses. */
const NUMBERS_PER_STEP = 8192

/** Slots per part of the table the bulk insertion fills at a time: 8,192 numbers, 32 KB, a first-level cache. */
const PART_SLOTS = 4096

/** The list indices grouped by the part of the table (slot index / PART_SLOTS) their hash falls in, each in order. */
function* byTablePart(hashes: Int32Array, mask: number): Steps<Int32Array> {
  const parts = Math.max(1, (mask + 1) / PART_SLOTS)
  const shift = Math.log2(mask + 1) - Math.log2(parts)
  const start = new Int32Array(parts + 1)
  // Loops in runs, not in the generator's own body (see inRuns in schedule/steps.ts).
  yield* inRuns(
    hashes.length,
    (from, to) => {
      for (let k = from; k < to; k++) start[((hashes[k] & mask) >>> shift) + 1]++
    },
    NUMBERS_PER_STEP,
  )
  for (let i = 1; i <= parts; i++) start[i] += start[i - 1]
  const order = new Int32Array(hashes.length)
  yield* inRuns(
    hashes.length,
    (from, to) => {
      for (let k = from; k < to; k++) order[start[(hashes[k] & mask) >>> shift]++] = k
    },
    NUMBERS_PER_STEP,
  )
  return order
}

export class IdTable {
  /** The ids in the order they were added: the position of an id is its index here (the table's own: read only). */
  ids: string[] = []
  private slots: Int32Array
  private mask: number
  private probes = 0
  private map: Map<string, number> | null = null

  /**
   * A table for up to `capacity` ids (more still work: the table then gives way to a Map). `hash` is for tests that
   * need ids to collide.
   */
  constructor(
    capacity: number,
    private readonly hash: (id: string) => number = hashOf,
  ) {
    let size = 16
    while (size < capacity * 2) size *= 2
    // Two numbers per slot: the position (-1 when free) and the hash of the id there.
    this.slots = new Int32Array(2 * size).fill(-1)
    this.mask = size - 1
  }

  get size(): number {
    return this.ids.length
  }

  /** Whether the table gave way to a Map (too many ids for its size, or ids that collide too often). */
  get usesMap(): boolean {
    return this.map !== null
  }

  /** Adds `id` at the next position and returns -1, or returns the position it already has (nothing added). */
  add(id: string): number {
    if (this.map) return this.addToMap(id)
    const { slots, mask, ids } = this
    const h = this.hash(id) | 0
    let b = h & mask
    let probes = 0
    for (let p = slots[2 * b]; p >= 0; p = slots[2 * b]) {
      if (slots[2 * b + 1] === h && ids[p] === id) return p
      b = (b + 1) & mask
      probes++
    }
    this.probes += probes
    if (this.probes > this.probeLimit(ids.length) || ids.length * 2 > mask) return this.addToMap(id)
    slots[2 * b] = ids.length
    slots[2 * b + 1] = h
    ids.push(id)
    return -1
  }

  /** The position of `id`, or -1. */
  get(id: string): number {
    // Callers pass what the data holds: anything that is not a string is no id.
    if (typeof id !== 'string') return -1
    if (this.map) return this.map.get(id) ?? -1
    const { slots, mask, ids } = this
    const h = this.hash(id) | 0
    let b = h & mask
    for (let p = slots[2 * b]; p >= 0; p = slots[2 * b]) {
      if (slots[2 * b + 1] === h && ids[p] === id) return p
      b = (b + 1) & mask
    }
    return -1
  }

  private probeLimit(count: number): number {
    return PROBES_PER_ID * (count + 16)
  }

  /**
   * Adds every id of `list` in order, as `add` does one by one, and returns which entries were already there
   * (`repeated[k]` is 1 for an id seen before, in the table or earlier in the list). Pauses every few thousand ids.
   * The table may keep `list` itself as its `ids`: the caller hands it over and does not change it after.
   *
   * Why: a million insertions one by one write all over a table of tens of megabytes, a cache miss (and often a
   * missed address translation) each, which was most of the time of numbering a million people. Here the ids are
   * first grouped by the part of the table their hash falls in (a counting sort), then inserted group by group, each
   * group's part small enough to stay in the cache; positions still follow the list's order (the first of each id).
   */
  *addAllSteps(list: string[]): Steps<Uint8Array> {
    const n = list.length
    const repeated = new Uint8Array(n)
    if (this.map || this.ids.length || n * 2 > this.mask) {
      yield* inRuns(n, (from, to) => {
        for (let k = from; k < to; k++) if (this.add(list[k]) >= 0) repeated[k] = 1
      })
      return repeated
    }
    const hashes = new Int32Array(n)
    yield* inRuns(
      n,
      (from, to) => {
        for (let k = from; k < to; k++) hashes[k] = this.hash(list[k]) | 0
      },
      NUMBERS_PER_STEP,
    )
    const order = yield* byTablePart(hashes, this.mask)
    if (!(yield* this.insertInOrder(list, hashes, order, repeated))) {
      // Too many collisions for open addressing: one by one, which hands over to a Map.
      this.slots.fill(-1)
      repeated.fill(0)
      this.probes = 0
      yield* inRuns(n, (from, to) => {
        for (let k = from; k < to; k++) if (this.add(list[k]) >= 0) repeated[k] = 1
      })
      return repeated
    }
    yield* this.numberInListOrder(list, repeated)
    return repeated
  }

  /** Inserts the list's entries in `order`, slots holding list indices for now; false when probing got too long. */
  private *insertInOrder(list: string[], hashes: Int32Array, order: Int32Array, repeated: Uint8Array): Steps<boolean> {
    const { slots, mask } = this
    const limit = this.probeLimit(list.length)
    let probes = 0
    let ok = true
    yield* inRuns(
      order.length,
      (from, to) => {
        if (!ok) return
        for (let q = from; q < to; q++) {
          const k = order[q]
          const h = hashes[k]
          let b = h & mask
          for (let j = slots[2 * b]; j >= 0; j = slots[2 * b]) {
            if (slots[2 * b + 1] === h && list[j] === list[k]) break
            b = (b + 1) & mask
            probes++
          }
          if (slots[2 * b] >= 0) repeated[k] = 1
          else {
            slots[2 * b] = k
            slots[2 * b + 1] = h
          }
        }
        if (probes > limit) ok = false
      },
      NUMBERS_PER_STEP,
    )
    return ok
  }

  /** Turns the list indices in the slots into positions: the first entries of the list, counted in its order. */
  private *numberInListOrder(list: string[], repeated: Uint8Array): Steps<void> {
    // No id twice (the usual case): list indices are the positions, and the list (a copy the caller made) is the ids.
    if (repeated.indexOf(1) < 0) {
      this.ids = list
      return
    }
    const { slots, ids } = this
    const positionOf = new Int32Array(list.length)
    yield* inRuns(
      list.length,
      (from, to) => {
        for (let k = from; k < to; k++)
          if (!repeated[k]) {
            positionOf[k] = ids.length
            ids.push(list[k])
          }
      },
      NUMBERS_PER_STEP,
    )
    yield* inRuns(
      slots.length / 2,
      (from, to) => {
        for (let b = from; b < to; b++) if (slots[2 * b] >= 0) slots[2 * b] = positionOf[slots[2 * b]]
      },
      NUMBERS_PER_STEP,
    )
  }

  private addToMap(id: string): number {
    if (!this.map) {
      this.map = new Map()
      for (let p = 0; p < this.ids.length; p++) this.map.set(this.ids[p], p)
      this.slots = new Int32Array(0)
    }
    const had = this.map.get(id)
    if (had !== undefined) return had
    this.map.set(id, this.ids.length)
    this.ids.push(id)
    return -1
  }
}
