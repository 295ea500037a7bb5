/** Normalised, both-sided view of the relations in a data list, tolerant of broken input. */
import type { Data, Datum } from './types'

export interface PersonRels {
  father?: string
  mother?: string
  spouses: string[]
  children: string[]
}

export interface RelationIndex {
  /** Ids of the usable people, in data order (duplicates and malformed records dropped). */
  ids: string[]
  get(id: string): Datum | undefined
  has(id: string): boolean
  rels(id: string): PersonRels
}

const EMPTY_RELS: PersonRels = Object.freeze({ spouses: [], children: [] }) as PersonRels

export function isUsableDatum(d: unknown): d is Datum {
  if (!d || typeof d !== 'object') return false
  const datum = d as Datum
  return typeof datum.id === 'string' && datum.id !== '' && !!datum.data && typeof datum.data === 'object'
}

/** Removes repeated ids in place, keeping each first occurrence (and so the order a Set would give). */
function dedupe(list: string[]): void {
  if (list.length < 2) return
  if (list.length <= 8) {
    let w = 0
    for (let i = 0; i < list.length; i++) {
      const v = list[i]
      let dup = false
      for (let j = 0; j < w; j++) if (list[j] === v) { dup = true; break }
      if (!dup) list[w++] = v
    }
    list.length = w
    return
  }
  const unique = [...new Set(list)]
  list.length = 0
  for (const v of unique) list.push(v)
}

/**
 * Reads relations from both sides: a child that names its father counts even if the father does not list the
 * child, and the reverse. References to unknown ids and to the person themself are dropped. Linear in the data:
 * one Map from id to position, then flat arrays (this runs on every layout of a changed tree, 10k people and more).
 */
export function buildRelationIndex(data: Data): RelationIndex {
  const pos = new Map<string, number>()
  const people: Datum[] = []
  for (const d of Array.isArray(data) ? data : []) {
    if (!isUsableDatum(d) || pos.has(d.id)) continue
    pos.set(d.id, people.length)
    people.push(d)
  }
  const n = people.length
  const ids = people.map((d) => d.id)
  const all: PersonRels[] = new Array(n)
  const at = (id: string) => all[pos.get(id)!]
  const valid = (id: unknown, self: string): id is string => typeof id === 'string' && id !== self && pos.has(id)

  for (let i = 0; i < n; i++) {
    const d = people[i]
    const id = d.id
    const rels = d.rels && typeof d.rels === 'object' ? d.rels : ({} as Datum['rels'])
    const r: PersonRels = { father: undefined, mother: undefined, spouses: [], children: [] }
    if (valid(rels.father, id)) r.father = rels.father
    if (valid(rels.mother, id) && rels.mother !== r.father) r.mother = rels.mother
    if (Array.isArray(rels.spouses)) for (const s of rels.spouses) if (valid(s, id)) r.spouses.push(s)
    if (Array.isArray(rels.children)) for (const c of rels.children) if (valid(c, id)) r.children.push(c)
    all[i] = r
  }

  // The other side of every relation; repeats are removed afterwards (first occurrence kept).
  for (let i = 0; i < n; i++) {
    const r = all[i]
    const id = ids[i]
    if (r.father) at(r.father).children.push(id)
    if (r.mother) at(r.mother).children.push(id)
    for (let k = 0, len = r.spouses.length; k < len; k++) at(r.spouses[k]).spouses.push(id)
  }
  for (const r of all) {
    dedupe(r.spouses)
    dedupe(r.children)
  }
  // A parent that lists a child the child does not name: fill the free parent slot by the parent's gender.
  for (let i = 0; i < n; i++) {
    const id = ids[i]
    for (const c of all[i].children) {
      const cr = at(c)
      if (cr.father === id || cr.mother === id) continue
      const isFemale = people[i].data.gender === 'F'
      if (isFemale && !cr.mother) cr.mother = id
      else if (!isFemale && !cr.father) cr.father = id
      else if (!cr.father) cr.father = id
      else if (!cr.mother) cr.mother = id
    }
  }
  // Drop children whose both parent slots went to other people, so links never point at a non-parent.
  for (let i = 0; i < n; i++) {
    const id = ids[i]
    const r = all[i]
    let keep = true
    for (const c of r.children) {
      const cr = at(c)
      if (cr.father !== id && cr.mother !== id) keep = false
    }
    if (!keep) r.children = r.children.filter((c) => at(c).father === id || at(c).mother === id)
  }

  return {
    ids,
    get: (id) => {
      const i = pos.get(id)
      return i === undefined ? undefined : people[i]
    },
    has: (id) => pos.has(id),
    rels: (id) => {
      const i = pos.get(id)
      return i === undefined ? EMPTY_RELS : all[i]
    },
  }
}
