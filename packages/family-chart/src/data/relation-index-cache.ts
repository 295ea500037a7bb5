/**
 * Reuses the relation index of a data list while everything it was built from is unchanged, so switching the main
 * person does not rebuild it. Checking is a flat walk with `===` comparisons, several times cheaper than building.
 */
import type { Data } from './types'
import { buildRelationIndex, relationIndexSteps, type RelationIndex } from './relation-index'
import { ITEMS_PER_STEP, runSteps, type Steps } from '../layout/steps'

interface Entry {
  /** Every value buildRelationIndex reads, in walk order. */
  read: unknown[]
  index: RelationIndex
}

const cache = new WeakMap<Data, Entry>()

function walkList(value: unknown, visit: (v: unknown) => boolean): boolean {
  if (!Array.isArray(value)) return visit(value)
  if (!visit(value.length)) return false
  for (const v of value) if (!visit(v)) return false
  return true
}

/** Visits the people (by identity), their ids, genders and relation ids: the inputs of buildRelationIndex. */
function* walk(data: Data, visit: (v: unknown) => boolean): Steps<boolean> {
  if (!visit(data.length)) return false
  for (let k = 0; k < data.length; k++) {
    const d = data[k]
    if (k % ITEMS_PER_STEP === ITEMS_PER_STEP - 1) yield
    if (!visit(d)) return false
    if (!d || typeof d !== 'object') continue
    const person = d.data && typeof d.data === 'object' ? d.data : null
    const rels = d.rels && typeof d.rels === 'object' ? d.rels : null
    if (!visit(d.id) || !visit(person !== null) || !visit(person?.gender) || !visit(rels !== null)) return false
    if (!rels) continue
    if (!visit(rels.father) || !visit(rels.mother)) return false
    if (!walkList(rels.spouses, visit) || !walkList(rels.children, visit)) return false
  }
  return true
}

/** The relation index of `data`: the cached one when nothing it depends on changed (even in place), else a new one. */
export function relationIndexOf(data: Data): RelationIndex {
  return runSteps(relationIndexOfSteps(data))
}

/** relationIndexOf as steps that pause every few hundred people (see layout/steps.ts). */
export function* relationIndexOfSteps(data: Data): Steps<RelationIndex> {
  if (!Array.isArray(data)) return buildRelationIndex(data)
  const entry = cache.get(data)
  if (entry) {
    let i = 0
    const read = entry.read
    if ((yield* walk(data, (v) => v === read[i++])) && i === read.length) return entry.index
  }
  const read: unknown[] = []
  yield* walk(data, (v) => { read.push(v); return true })
  const index = yield* relationIndexSteps(data)
  cache.set(data, { read, index })
  return index
}
