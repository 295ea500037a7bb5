/**
 * Reuses the relation index of a data list while everything it was built from is unchanged, so switching the main
 * person does not rebuild it. Checking is a flat walk with `===` comparisons, several times cheaper than building.
 */
import type { Data, Datum } from './types'
import { buildRelationIndex, relationIndexSteps, type RelationIndex } from './relation-index'
import { ITEMS_PER_STEP, runSteps, type Steps } from '../layout/steps'

interface Entry {
  /** Every value buildRelationIndex reads, in walk order. */
  read: unknown[]
  index: RelationIndex
}

const cache = new WeakMap<Data, Entry>()

/** Appends every value buildRelationIndex reads from `d`, in walk order: the person, id, gender and relation ids. */
function record(d: unknown, out: unknown[]): void {
  out.push(d)
  if (!d || typeof d !== 'object') return
  const datum = d as Datum
  const person = datum.data && typeof datum.data === 'object' ? datum.data : null
  const rels = datum.rels && typeof datum.rels === 'object' ? datum.rels : null
  out.push(datum.id, person !== null, person?.gender, rels !== null)
  if (!rels) return
  out.push(rels.father, rels.mother)
  for (const list of [rels.spouses, rels.children] as unknown[]) {
    if (!Array.isArray(list)) {
      out.push(list)
      continue
    }
    out.push(list.length)
    for (let j = 0; j < list.length; j++) out.push(list[j])
  }
}

/** Whether `d` still holds the values `record` wrote at `read[at..]`; returns where its record ends, or -1. */
function same(d: unknown, read: unknown[], at: number): number {
  if (read[at++] !== d) return -1
  if (!d || typeof d !== 'object') return at
  const datum = d as Datum
  const person = datum.data && typeof datum.data === 'object' ? datum.data : null
  const rels = datum.rels && typeof datum.rels === 'object' ? datum.rels : null
  if (read[at++] !== datum.id || read[at++] !== (person !== null) || read[at++] !== person?.gender || read[at++] !== (rels !== null)) return -1
  if (!rels) return at
  if (read[at++] !== rels.father || read[at++] !== rels.mother) return -1
  for (let l = 0; l < 2; l++) {
    const list: unknown = l === 0 ? rels.spouses : rels.children
    if (!Array.isArray(list)) {
      if (read[at++] !== list) return -1
      continue
    }
    if (read[at++] !== list.length) return -1
    for (let j = 0; j < list.length; j++) if (read[at++] !== list[j]) return -1
  }
  return at
}

/** The values of `data` the index depends on (see `record`). */
function* recordAll(data: Data): Steps<unknown[]> {
  const out: unknown[] = [data.length]
  for (let k = 0; k < data.length; k++) {
    if (k % ITEMS_PER_STEP === ITEMS_PER_STEP - 1) yield
    record(data[k], out)
  }
  return out
}

/** Whether nothing `recordAll` read has changed since (a flat walk of `===` comparisons, no allocation). */
function* unchanged(data: Data, read: unknown[]): Steps<boolean> {
  if (read[0] !== data.length) return false
  let at = 1
  for (let k = 0; k < data.length; k++) {
    // Comparing is several times cheaper than recording, so it pauses less often.
    if (k % (ITEMS_PER_STEP * 8) === ITEMS_PER_STEP * 8 - 1) yield
    at = same(data[k], read, at)
    if (at < 0) return false
  }
  return at === read.length
}

/** The relation index of `data`: the cached one when nothing it depends on changed (even in place), else a new one. */
export function relationIndexOf(data: Data): RelationIndex {
  return runSteps(relationIndexOfSteps(data))
}

/** relationIndexOf as steps that pause every few hundred people (see layout/steps.ts). */
export function* relationIndexOfSteps(data: Data): Steps<RelationIndex> {
  if (!Array.isArray(data)) return buildRelationIndex(data)
  const entry = cache.get(data)
  if (entry && (yield* unchanged(data, entry.read))) return entry.index
  const read = yield* recordAll(data)
  const index = yield* relationIndexSteps(data)
  cache.set(data, { read, index })
  return index
}
