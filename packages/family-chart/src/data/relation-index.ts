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

function idList(value: unknown): string[] {
  if (!Array.isArray(value)) return []
  return value.filter((v): v is string => typeof v === 'string')
}

/**
 * Reads relations from both sides: a child that names its father counts even if the father does not list the
 * child, and the reverse. References to unknown ids and to the person themself are dropped. Linear in the data.
 */
export function buildRelationIndex(data: Data): RelationIndex {
  const byId = new Map<string, Datum>()
  const ids: string[] = []
  for (const d of Array.isArray(data) ? data : []) {
    if (!isUsableDatum(d) || byId.has(d.id)) continue
    byId.set(d.id, d)
    ids.push(d.id)
  }

  const relsById = new Map<string, { father?: string; mother?: string; spouses: Set<string>; children: Set<string> }>()
  for (const id of ids) relsById.set(id, { spouses: new Set(), children: new Set() })
  const valid = (id: unknown, self: string): id is string => typeof id === 'string' && id !== self && byId.has(id)

  for (const id of ids) {
    const d = byId.get(id)!
    const r = relsById.get(id)!
    const rels = d.rels && typeof d.rels === 'object' ? d.rels : {}
    if (valid(rels.father, id)) r.father = rels.father
    if (valid(rels.mother, id) && rels.mother !== r.father) r.mother = rels.mother
    for (const s of idList(rels.spouses)) if (valid(s, id)) r.spouses.add(s)
    for (const c of idList(rels.children)) if (valid(c, id)) r.children.add(c)
  }

  for (const id of ids) {
    const r = relsById.get(id)!
    for (const p of [r.father, r.mother]) if (p) relsById.get(p)!.children.add(id)
    for (const s of r.spouses) relsById.get(s)!.spouses.add(id)
  }
  // A parent that lists a child the child does not name: fill the free parent slot by the parent's gender.
  for (const id of ids) {
    const r = relsById.get(id)!
    for (const c of r.children) {
      const cr = relsById.get(c)!
      if (cr.father === id || cr.mother === id) continue
      const isFemale = byId.get(id)!.data.gender === 'F'
      if (isFemale && !cr.mother) cr.mother = id
      else if (!isFemale && !cr.father) cr.father = id
      else if (!cr.father) cr.father = id
      else if (!cr.mother) cr.mother = id
    }
  }
  // Drop children whose both parent slots went to other people, so links never point at a non-parent.
  for (const id of ids) {
    const r = relsById.get(id)!
    for (const c of [...r.children]) {
      const cr = relsById.get(c)!
      if (cr.father !== id && cr.mother !== id) r.children.delete(c)
    }
  }

  const frozen = new Map<string, PersonRels>()
  for (const id of ids) {
    const r = relsById.get(id)!
    frozen.set(id, { father: r.father, mother: r.mother, spouses: [...r.spouses], children: [...r.children] })
  }
  return {
    ids,
    get: (id) => byId.get(id),
    has: (id) => byId.has(id),
    rels: (id) => frozen.get(id) ?? EMPTY_RELS,
  }
}
