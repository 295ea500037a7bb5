/** The families export writes, worked out from the people's relations and matched with the families kept at import. */
import type { Datum } from '../data/types'
import { GEDCOM_KEY, type KeptFamily, type KeptPerson } from './types'

/** One FAM record to write. Partners and children are person ids. */
export interface OutFamily {
  husband?: string
  wife?: string
  children: string[]
  /** Children whose parents the chart shows elsewhere (adoption), written back from `kept.otherFamilies`. */
  otherChildren: string[]
  kept?: KeptFamily
  xref: string
}

export interface FamilyPlan {
  families: OutFamily[]
  /** The family whose partners are a person's father and mother. */
  parentsFamily: Map<string, OutFamily>
  /** Further families a person is a child of. */
  otherChildOf: Map<string, OutFamily[]>
  /** The families a person is a partner in: spouses in the order of `rels.spouses`, then single-parent families. */
  partnerIn: Map<string, OutFamily[]>
}

export const keptOf = (d: Datum): KeptPerson => {
  const kept = d[GEDCOM_KEY]
  return kept && typeof kept === 'object' ? (kept as KeptPerson) : {}
}
const list = <T>(v: unknown): T[] => (Array.isArray(v) ? v : [])
const keyOf = (a?: string, b?: string) => (a === undefined ? `${b}\u0000` : b === undefined ? `${a}\u0000` : a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`)

/**
 * Families from relations: one per couple in `rels.spouses`, one per pair of parents (or single parent) of a child.
 * A family kept at import with the same partners gives its id, roles and structures back; a kept family without
 * partners comes back with its children; a kept family of one partner comes back while that person exists; a kept
 * family of two people who are no longer spouses is left out (the edit removed it).
 */
export function familiesFromData(people: Datum[]): FamilyPlan {
  const byId = new Map(people.map((d) => [d.id, d]))
  const exists = (id: unknown): id is string => typeof id === 'string' && byId.has(id)
  const keptByKey = new Map<string, KeptFamily[]>()
  const partnerless: KeptFamily[] = []
  for (const d of people) {
    for (const f of list<KeptFamily>(keptOf(d).families)) {
      if (!f || typeof f.xref !== 'string') continue
      if (f.husband === undefined && f.wife === undefined) { partnerless.push(f); continue }
      if (f.husband !== d.id && f.wife !== d.id) continue
      const key = keyOf(f.husband, f.wife)
      const same = keptByKey.get(key)
      if (same) same.push(f)
      else keptByKey.set(key, [f])
    }
  }

  const families: OutFamily[] = []
  const byKey = new Map<string, OutFamily>()
  const partnerIn = new Map<string, OutFamily[]>()
  const addFamily = (family: OutFamily) => {
    families.push(family)
    for (const id of [family.husband, family.wife]) {
      if (id === undefined) continue
      const own = partnerIn.get(id)
      if (own) own.push(family)
      else partnerIn.set(id, [family])
    }
    return family
  }
  /** The family of `a` and `b` (b may be absent), made on first use; `a` takes the HUSB role unless kept says otherwise. */
  const familyOf = (a: string, b: string | undefined): OutFamily => {
    const key = keyOf(a, b)
    const found = byKey.get(key)
    if (found) return found
    const kept = keptByKey.get(key)?.shift()
    let husband: string | undefined = a
    let wife: string | undefined = b
    if (kept) [husband, wife] = kept.husband === a || kept.wife === b ? [a, b] : [b, a]
    else if (b === undefined && byId.get(a)!.data?.gender === 'F') [husband, wife] = [undefined, a]
    const family = addFamily({ husband, wife, children: [], otherChildren: [], kept, xref: '' })
    byKey.set(key, family)
    return family
  }
  const genderOf = (id: string) => byId.get(id)!.data?.gender

  for (const d of people) {
    for (const s of list<string>(d.rels?.spouses)) {
      if (!exists(s) || s === d.id) continue
      const [a, b] = genderOf(d.id) !== 'F' || genderOf(s) === 'F' ? [d.id, s] : [s, d.id]
      familyOf(a, b)
    }
  }
  const parentsFamily = new Map<string, OutFamily>()
  const placeChild = (child: Datum) => {
    if (parentsFamily.has(child.id)) return
    const father = exists(child.rels?.father) && child.rels.father !== child.id ? child.rels.father : undefined
    const mother = exists(child.rels?.mother) && child.rels.mother !== child.id ? child.rels.mother : undefined
    if (father === undefined && mother === undefined) return
    const family = father !== undefined ? familyOf(father, mother) : familyOf(mother!, undefined)
    // A new single-mother family: she is its WIFE, whatever her gender.
    if (father === undefined && !family.kept && family.husband === mother) [family.husband, family.wife] = [undefined, mother]
    family.children.push(child.id)
    parentsFamily.set(child.id, family)
  }
  // Children in their parents' order first, then children their parents do not list.
  for (const d of people) for (const c of list<string>(d.rels?.children)) if (exists(c)) placeChild(byId.get(c)!)
  for (const d of people) placeChild(d)

  // Kept families the relations did not bring back.
  const otherChildOf = new Map<string, OutFamily[]>()
  for (const [key, rest] of keptByKey) {
    for (const kept of rest) {
      const [a, b] = key.split('\u0000')
      const single = b === ''
      if (!exists(a) || (!single && !exists(b))) continue
      if (!single && !list<string>(byId.get(a)!.rels?.spouses).includes(b)) continue
      addFamily({ husband: kept.husband, wife: kept.wife, children: [], otherChildren: [], kept, xref: '' })
    }
  }
  for (const kept of partnerless) {
    const children = list<string>(kept.children).filter((c) => exists(c))
    if (!children.length) continue
    const family = addFamily({ children: [], otherChildren: [], kept, xref: '' })
    for (const c of children) {
      if (!parentsFamily.has(c)) { parentsFamily.set(c, family); family.children.push(c) } else addOther(otherChildOf, c, family)
    }
  }
  const byKeptXref = new Map<string, OutFamily>()
  for (const f of families) if (f.kept && !byKeptXref.has(f.kept.xref)) byKeptXref.set(f.kept.xref, f)
  for (const d of people) {
    for (const link of list<{ pointer?: string }>(keptOf(d).otherFamilies)) {
      const family = link && typeof link.pointer === 'string' ? byKeptXref.get(link.pointer) : undefined
      if (!family || family === parentsFamily.get(d.id) || family.otherChildren.includes(d.id)) continue
      family.otherChildren.push(d.id)
      addOther(otherChildOf, d.id, family)
    }
  }
  // A person's families: with spouses in their order first.
  for (const [id, own] of partnerIn) {
    const spouses = list<string>(byId.get(id)!.rels?.spouses)
    const rank = (f: OutFamily) => {
      const other = f.husband === id ? f.wife : f.husband
      const i = other === undefined ? -1 : spouses.indexOf(other)
      return i < 0 ? spouses.length : i
    }
    own.sort((x, y) => rank(x) - rank(y))
  }
  return { families, parentsFamily, otherChildOf, partnerIn }
}

function addOther(map: Map<string, OutFamily[]>, id: string, family: OutFamily): void {
  const own = map.get(id)
  if (own) own.push(family)
  else map.set(id, [family])
}
