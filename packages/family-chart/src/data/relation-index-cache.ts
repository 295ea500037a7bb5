/**
 * Reuses the relation index of a data list while the list would build the same index again, so switching the main
 * person does not rebuild it. What the build read is kept as what each reference resolved to (relation-reads.ts);
 * checking walks the data once, comparing each value with the id it resolved to, several times cheaper than building.
 */
import type { Data, Datum } from './types'
import { buildRelationIndex, isUsableDatum, relationIndexAndReadsSteps, type RelationIndex } from './relation-index'
import { NOT_A_LIST, type RelationReads } from './relation-reads'
import type { IntList } from './int-list'
import { ITEMS_PER_STEP, runSteps, untilDone, type Steps } from '../schedule/steps'

interface Entry {
  reads: RelationReads
  index: RelationIndex
}

const cache = new WeakMap<Data, Entry>()

/** Comparing is several times cheaper than building, so it pauses less often. */
const COMPARED_PER_STEP = ITEMS_PER_STEP * 8

/**
 * Walks the data against what the build read, entry by entry. Comparisons only, no allocation; a value that
 * resolved to nobody is looked up again, which in the usual data is a missing father or mother (not a string: no
 * look-up at all).
 */
class ReadsCheck {
  /** The position of the next person of the index the walk expects. */
  private at = 0
  private spouses = 0
  private children = 0
  private others = 0

  constructor(
    private readonly index: RelationIndex,
    private readonly reads: RelationReads,
  ) {}

  /** Whether the data entry `d` reads as it did: the next person, with the same relations, or an entry skipped again. */
  entry(d: unknown): boolean {
    const { index } = this
    if (this.at < index.ids.length && d === index.at(this.at)) return this.person(d as Datum, this.at++)
    // Skipped again: not a usable person, or a repeat of an id already numbered before here.
    if (!isUsableDatum(d)) return true
    const p = index.positionOf(d.id)
    return p >= 0 && p < this.at
  }

  /** Whether every entry was walked and every gender the build read is still the same. */
  finished(): boolean {
    const { index } = this
    if (this.at !== index.ids.length) return false
    const { items, length } = this.reads.genders
    for (let k = 0; k < length; k += 2)
      if ((index.at(items[k]).data.gender === 'F' ? 1 : 0) !== items[k + 1]) return false
    return true
  }

  private person(d: Datum, at: number): boolean {
    const { index, reads } = this
    if (d.id !== index.ids[at] || !d.data || typeof d.data !== 'object') return false
    const rels = d.rels && typeof d.rels === 'object' ? d.rels : undefined
    if (!this.resolves(rels?.father, reads.father[at], at) || !this.resolves(rels?.mother, reads.mother[at], at))
      return false
    this.spouses = this.sameList(rels?.spouses, reads.spouses, this.spouses, at)
    if (this.spouses < 0) return false
    this.children = this.sameList(rels?.children, reads.children, this.children, at)
    if (this.children < 0) return false
    return this.sameOtherParents(rels?.other_parents, at)
  }

  /** Whether `v` resolves to `to` (a position, or -1 for nobody: an unknown id, not an id, or the person `self`). */
  private resolves(v: unknown, to: number, self: number): boolean {
    if (to >= 0) return v === this.index.ids[to]
    if (typeof v !== 'string') return true
    const p = this.index.positionOf(v)
    return p < 0 || p === self
  }

  /** Compares `list` with the stream's record at `from`; returns where the next record starts, or -1. */
  private sameList(list: unknown, stream: IntList, from: number, self: number): number {
    const { items } = stream
    const count = items[from]
    if (!Array.isArray(list)) return count === NOT_A_LIST ? from + 1 : -1
    if (count !== list.length) return -1
    for (let k = 0; k < count; k++) if (!this.resolves(list[k], items[from + 1 + k], self)) return -1
    return from + 1 + count
  }

  /** Only the people with a list of other parents have a record: their position, then the list as in sameList. */
  private sameOtherParents(list: unknown, at: number): boolean {
    const stream = this.reads.otherParents
    const recorded = this.others < stream.length && stream.items[this.others] === at
    if (!Array.isArray(list)) return !recorded
    if (!recorded) return false
    this.others = this.sameList(list, stream, this.others + 1, at)
    return this.others >= 0
  }
}

/** Whether `data` would build the index that `entry` holds (see ReadsCheck). */
function* unchanged(data: Data, { index, reads }: Entry): Steps<boolean> {
  if (data.length !== reads.dataLength) return false
  const check = new ReadsCheck(index, reads)
  let k = 0
  let same = true
  yield* untilDone(() => {
    let at = k
    for (const end = Math.min(data.length, at + COMPARED_PER_STEP); same && at < end; at++) same = check.entry(data[at])
    k = at
    return !same || k >= data.length
  })
  return same && check.finished()
}

/** The relation index of `data`: the cached one when the data would build it again (even changed in place), else a new one. */
export function relationIndexOf(data: Data): RelationIndex {
  return runSteps(relationIndexOfSteps(data))
}

/** relationIndexOf as steps that pause every few hundred people (see schedule/steps.ts). */
export function* relationIndexOfSteps(data: Data): Steps<RelationIndex> {
  if (!Array.isArray(data)) return buildRelationIndex(data)
  const entry = cache.get(data)
  if (entry && (yield* unchanged(data, entry))) return entry.index
  const built = yield* relationIndexAndReadsSteps(data)
  cache.set(data, built)
  return built.index
}
