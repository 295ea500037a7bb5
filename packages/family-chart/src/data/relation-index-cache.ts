/**
 * Reuses the relation index of a data list while everything it was built from is unchanged, so switching the main
 * person does not rebuild it. Checking is a flat walk with `===` comparisons, several times cheaper than building.
 */
import type { Data, Datum } from './types'
import { buildRelationIndex, relationIndexSteps, type RelationIndex } from './relation-index'
import { ITEMS_PER_STEP, inRuns, runSteps, untilDone, type Steps } from '../schedule/steps'

/**
 * Every value buildRelationIndex reads, in walk order, in arrays of fixed size made once each: one array grown by
 * `push` to a million values copies itself over and over as it grows, which was most of the cost of recording a big
 * data list. A person's values never straddle two chunks, so checking reads each chunk as a plain array.
 */
interface Recording {
  length: number
  chunks: unknown[][]
  /** How many values of each chunk are used. */
  used: number[]
}

/**
 * Values per chunk. A chunk this big (256 KB) is a large object to V8, which moves it to the old generation without
 * copying it; chunks of a few thousand values were copied by every young-generation collection they lived through,
 * tens of MB for a million people.
 */
export const CHUNK_SIZE = 65536

interface Entry {
  read: Recording
  index: RelationIndex
}

const cache = new WeakMap<Data, Entry>()

const listSize = (list: unknown) => (Array.isArray(list) ? 1 + list.length : 1)

/** How many values `record` writes for `d`. */
function recordSize(d: unknown): number {
  if (!d || typeof d !== 'object') return 1
  const rels = (d as Datum).rels
  if (!rels || typeof rels !== 'object') return 5
  return 7 + listSize(rels.spouses) + listSize(rels.children) + listSize(rels.other_parents)
}

/** Writes every value buildRelationIndex reads from `d` at `out[at..]`, in walk order; returns where it ended. */
function record(d: unknown, out: unknown[], at: number): number {
  out[at++] = d
  if (!d || typeof d !== 'object') return at
  const datum = d as Datum
  const person = datum.data && typeof datum.data === 'object' ? datum.data : null
  const rels = datum.rels && typeof datum.rels === 'object' ? datum.rels : null
  out[at++] = datum.id
  out[at++] = person !== null
  out[at++] = person?.gender
  out[at++] = rels !== null
  if (!rels) return at
  out[at++] = rels.father
  out[at++] = rels.mother
  for (const list of [rels.spouses, rels.children, rels.other_parents] as unknown[]) {
    if (!Array.isArray(list)) {
      out[at++] = list
      continue
    }
    out[at++] = list.length
    for (let j = 0; j < list.length; j++) out[at++] = list[j]
  }
  return at
}

/** Whether `d` still holds the values `record` wrote at `read[at..]`; returns where its record ends, or -1. */
function same(d: unknown, read: unknown[], at: number): number {
  if (read[at++] !== d) return -1
  if (!d || typeof d !== 'object') return at
  const datum = d as Datum
  const person = datum.data && typeof datum.data === 'object' ? datum.data : null
  const rels = datum.rels && typeof datum.rels === 'object' ? datum.rels : null
  if (
    read[at++] !== datum.id ||
    read[at++] !== (person !== null) ||
    read[at++] !== person?.gender ||
    read[at++] !== (rels !== null)
  )
    return -1
  if (!rels) return at
  if (read[at++] !== rels.father || read[at++] !== rels.mother) return -1
  for (let l = 0; l < 3; l++) {
    const list: unknown = l === 0 ? rels.spouses : l === 1 ? rels.children : rels.other_parents
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
function* recordAll(data: Data): Steps<Recording> {
  const out: Recording = { length: data.length, chunks: [], used: [] }
  let chunk: unknown[] = []
  let at = 0
  // A run of people per call of a plain function (see inRuns in schedule/steps.ts).
  yield* inRuns(data.length, (from, to) => {
    let current = chunk
    let end = at
    for (let k = from; k < to; k++) {
      const size = recordSize(data[k])
      if (end + size > current.length) {
        if (out.chunks.length) out.used[out.used.length - 1] = end
        // A person with more relations than a chunk holds gets a chunk of their own size.
        current = new Array(Math.max(CHUNK_SIZE, size))
        out.chunks.push(current)
        out.used.push(0)
        end = 0
      }
      end = record(data[k], current, end)
    }
    chunk = current
    at = end
  })
  if (out.chunks.length) out.used[out.used.length - 1] = at
  return out
}

/** Comparing is several times cheaper than recording, so it pauses less often. */
const COMPARED_PER_STEP = ITEMS_PER_STEP * 8

/** Whether nothing `recordAll` read has changed since (a flat walk of `===` comparisons, no allocation). */
function* unchanged(data: Data, read: Recording): Steps<boolean> {
  if (read.length !== data.length) return false
  let c = 0
  let at = 0
  let k = 0
  let differs = false
  yield* untilDone(() => {
    let chunk = c
    let pos = at
    let person = k
    for (const end = Math.min(data.length, person + COMPARED_PER_STEP); person < end; person++) {
      if (pos === read.used[chunk]) {
        chunk++
        pos = 0
      }
      if (chunk === read.chunks.length) {
        differs = true
        break
      }
      pos = same(data[person], read.chunks[chunk], pos)
      if (pos < 0) {
        differs = true
        break
      }
    }
    c = chunk
    at = pos
    k = person
    return differs || k >= data.length
  })
  if (differs) return false
  return data.length === 0 || (c === read.chunks.length - 1 && at === read.used[c])
}

/** The relation index of `data`: the cached one when nothing it depends on changed (even in place), else a new one. */
export function relationIndexOf(data: Data): RelationIndex {
  return runSteps(relationIndexOfSteps(data))
}

/** relationIndexOf as steps that pause every few hundred people (see schedule/steps.ts). */
export function* relationIndexOfSteps(data: Data): Steps<RelationIndex> {
  if (!Array.isArray(data)) return buildRelationIndex(data)
  const entry = cache.get(data)
  if (entry && (yield* unchanged(data, entry.read))) return entry.index
  const read = yield* recordAll(data)
  const index = yield* relationIndexSteps(data)
  cache.set(data, { read, index })
  return index
}
