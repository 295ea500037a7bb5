/**
 * Ids to positions for the relation index: position p holds `ids[p]`, and a table of positions (open addressing,
 * linear probing) finds an id's position by a hash of its characters.
 *
 * Why not a Map: the index of a million people is a million insertions, and a Map that grows that far copies its
 * table at every doubling into new, garbage-collected arrays of tagged values, which every later major GC has to
 * mark again. Here the table is one typed array sized once for the people given, which the GC never scans; in
 * Chromium the million insertions took about half the time (bench/NOTES.md, "A million people in memory").
 *
 * Ids are untrusted text, so many ids made to collide must not make it quadratic: once probing gets long, the
 * table hands over to a Map with the same contents.
 */

/** Probes per id, counted over all insertions so far, beyond which the table gives way to a Map. */
const PROBES_PER_ID = 8

/** FNV-1a over UTF-16 code units. */
export function hashOf(id: string): number {
  let h = 2166136261
  for (let c = 0; c < id.length; c++) h = Math.imul(h ^ id.charCodeAt(c), 16777619)
  return h
}

export class IdTable {
  /** The ids in the order they were added: the position of an id is its index here. */
  readonly ids: string[] = []
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
    this.slots = new Int32Array(size).fill(-1)
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
    let b = this.hash(id) & mask
    let probes = 0
    for (let p = slots[b]; p >= 0; p = slots[b]) {
      if (ids[p] === id) return p
      b = (b + 1) & mask
      probes++
    }
    this.probes += probes
    if (this.probes > PROBES_PER_ID * (ids.length + 16) || ids.length * 2 >= slots.length) return this.addToMap(id)
    slots[b] = ids.length
    ids.push(id)
    return -1
  }

  /** The position of `id`, or -1. */
  get(id: string): number {
    // Callers pass what the data holds: anything that is not a string is no id.
    if (typeof id !== 'string') return -1
    if (this.map) return this.map.get(id) ?? -1
    const { slots, mask, ids } = this
    let b = this.hash(id) & mask
    for (let p = slots[b]; p >= 0; p = slots[b]) {
      if (ids[p] === id) return p
      b = (b + 1) & mask
    }
    return -1
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
