/** The families export writes, worked out from the people's relations and matched with the families kept at import. */
import type { Datum } from '../data/types'
import { otherParentsOf } from '../data/parent-families'
import { keepFileOrder, markTwins, sortPartnerIn } from './family-plan-order'
import {
  addChildOf,
  addMember,
  addPartnerIn,
  hasChild,
  hasChildOf,
  hasPartner,
  isChildOf,
  keptOf,
  madeFamily,
  OutFamily,
  partnerInAt,
  partnerInCount,
  setChildOf,
  type FamilyPlan,
  type PlanPerson,
} from './family-plan'
import { parentGroups, type AreSpouses } from './parent-groups'
import { PairMap, type PairKey } from './pair-map'
import type { GedcomVersion, KeptFamily } from './types'
import { peopleOnce } from './plan-people'
import type { PeopleById } from './people-by-id'

export { keptOf, OutFamily, type FamilyPlan, type PlanPerson } from './family-plan'

const list = <T>(v: unknown): T[] => (Array.isArray(v) ? v : [])

/** The working state of one plan. */
interface Planner {
  byId: PeopleById<PlanPerson>
  areSpouses: AreSpouses
  /** Ids of kept partners no one has, each with a position after the people (see pair-map.ts). */
  ghosts: Map<string, PairKey> | null
  /** Kept families by partners: those not written yet, and all of them. */
  keptByKey: PairMap<KeptFamily[]>
  keptAll: PairMap<KeptFamily[]>
  partnerless: KeptFamily[]
  byKey: PairMap<OutFamily>
  /** Kept families that kept their list of children, by child. */
  keptByChild: Map<string, KeptFamily[]>
  /** Some kept family kept its list of children (most files: none; then no child needs a look at keptAll). */
  keptChildren: boolean
  plan: FamilyPlan
}

/**
 * Families from relations: one per couple in `rels.spouses`, and one per parent family of a child (father and
 * mother, then the groups of `rels.other_parents`, see parent-groups.ts). A family kept at import with the same
 * partners gives its id, roles and structures back; a kept family without partners comes back with its children; a
 * kept family beside another of the same partners comes back while its partners are spouses (or its one partner
 * exists), with its kept children that still have them as parents; a kept family of two people who are no longer
 * spouses is left out (the edit removed it).
 */
export function familiesFromData(people: readonly Datum[], version?: GedcomVersion): FamilyPlan {
  const p = createPlanner(people, version)
  const all = p.plan.people
  // Indexed loops over the people: a for-of loop makes an object per step until the optimizer has the loop.
  for (let i = 0; i < all.length; i++) addCouples(p, all[i])
  // Children in their parents' order first, then children their parents do not list.
  for (let i = 0; i < all.length; i++) {
    const person = all[i]
    for (const c of list<string>(person.d.rels?.children)) {
      // A child the other parent placed already is in one of this parent's few families: no look-up of the id.
      if (typeof c !== 'string' || hasChild(person, c)) continue
      const child = p.byId.get(c)
      if (child !== undefined) placeChild(p, child, person)
    }
  }
  for (let i = 0; i < all.length; i++) placeChild(p, all[i])
  addKeptLeftovers(p)
  sortPartnerIn(p.plan)
  keepFileOrder(p.plan)
  markTwins(p.plan)
  return p.plan
}

/** Step 1: every person once, by id, and the kept families by partners and by child. */
function createPlanner(people: readonly Datum[], version: GedcomVersion | undefined): Planner {
  const { byId, all, seen } = peopleOnce(people, version)
  // Asked only for children with other parent families and for kept families beside another of the same parents.
  const areSpouses = (a: string, b: string) =>
    a !== b &&
    (list<string>(byId.get(a)?.d.rels?.spouses).includes(b) || list<string>(byId.get(b)?.d.rels?.spouses).includes(a))
  const plan: FamilyPlan = {
    families: [],
    byId,
    people: all,
    refKinds: seen,
    strangerHeld: false,
    missingFamilies: null,
  }
  const p: Planner = {
    byId,
    areSpouses,
    ghosts: null,
    keptByKey: new PairMap(all.length),
    keptAll: new PairMap(),
    partnerless: [],
    byKey: new PairMap(all.length),
    keptByChild: new Map(),
    keptChildren: false,
    plan,
  }
  indexKept(p, people)
  return p
}

/** The key of an id: its person, else a position after the people (an id that only a kept family names). */
function keyOf(p: Planner, id: string): PairKey {
  const person = p.byId.get(id)
  if (person !== undefined) return person
  const ghosts = p.ghosts ?? (p.ghosts = new Map())
  let ghost = ghosts.get(id)
  if (ghost === undefined) ghosts.set(id, (ghost = { id, at: p.plan.people.length + ghosts.size }))
  return ghost
}

/** The kept families by partners (each partner id resolved once), and by child when some kept their children. */
function indexKept(p: Planner, people: readonly Datum[]): void {
  const { keptByKey, partnerless } = p
  const all = p.plan.people
  for (let k = 0; k < people.length; k++) {
    const d = people[k]
    const kept = keptOf(d)
    if (kept.missingFamilies !== undefined) noteMissing(p.plan, kept.missingFamilies)
    const families = kept.families
    if (!Array.isArray(families)) continue
    const id = d.id
    // The holder is one of the partners: its key is its person, at its own position when no id was given twice.
    const holder = all[k]?.d === d ? all[k] : undefined
    for (const f of families as KeptFamily[]) {
      if (!f || typeof f.xref !== 'string') continue
      if (f.husband === undefined && f.wife === undefined) {
        partnerless.push(f)
        p.plan.strangerHeld = true
        continue
      }
      if (f.husband !== id && f.wife !== id) {
        p.plan.strangerHeld = true
        continue
      }
      const [a, b] = f.husband !== undefined ? [f.husband, f.wife] : [f.wife!, undefined]
      const ka = holder !== undefined && a === id ? holder : keyOf(p, a)
      const kb = b === undefined ? undefined : holder !== undefined && b === id ? holder : keyOf(p, b)
      const same = keptByKey.get(ka, kb)
      if (same) same.push(f)
      else keptByKey.set(ka, kb, [f])
    }
  }
  keptByKey.forEach((_a, _b, rest) => {
    for (const k of rest) {
      if (k.children !== undefined) p.keptChildren = true
      for (const c of list<string>(k.children)) push(p.keptByChild, c, k)
    }
  })
  // The kept families of each pair before any is written: only children's kept lists need them.
  if (p.keptChildren) keptByKey.forEach((a, b, rest) => p.keptAll.set(a, b, rest.slice()))
}

/** The ids of families a person's file named without having them (rare: a check per person, a set when there are some). */
function noteMissing(plan: FamilyPlan, ids: unknown): void {
  for (const id of list<unknown>(ids)) if (typeof id === 'string') (plan.missingFamilies ??= new Set()).add(id)
}

/** Whether two people are spouses (either lists the other). */
const spouses = (x: PlanPerson, y: PlanPerson): boolean =>
  x !== y && (list<string>(x.d.rels?.spouses).includes(y.id) || list<string>(y.d.rels?.spouses).includes(x.id))

/** A new family to write, in its partners' lists. */
function addFamily(
  p: Planner,
  husband: PlanPerson | undefined,
  wife: PlanPerson | undefined,
  kept?: KeptFamily,
): OutFamily {
  const family = new OutFamily(husband, wife, kept)
  p.plan.families.push(family)
  if (husband !== undefined) addPartnerIn(husband, family)
  if (wife !== undefined) addPartnerIn(wife, family)
  return family
}

/**
 * `item` out of `list` as `list.splice(list.indexOf(item), 1)` takes it (an item not there: the last one), without
 * the list of what it took out that splice makes each time.
 */
function removeFrom<T>(list: T[], item: T): void {
  if (list.length === 0) return
  const found = list.indexOf(item)
  for (let i = (found < 0 ? list.length - 1 : found) + 1; i < list.length; i++) list[i - 1] = list[i]
  list.pop()
}

/** `item` at the end of the list of `id` in `map`. */
function push<T>(map: Map<string, T[]>, id: string, item: T): void {
  const own = map.get(id)
  if (own) own.push(item)
  else map.set(id, [item])
}

/**
 * The family of `a` and `b` (b may be absent), made on first use with the first kept family of those partners: its
 * roles, else the man (or `a`) as HUSB; a woman alone is WIFE. For a `child`, a kept family of those partners that
 * lists the child comes first (a file may have two families of the same parents).
 */
function familyOf(p: Planner, a: PlanPerson, b: PlanPerson | undefined, child?: string): OutFamily {
  if (child !== undefined && p.keptChildren) {
    const listing = p.keptAll
      .get(a, b)
      ?.find((k) => k.children !== undefined && list<string>(k.children).includes(child))
    if (listing) return familyOfKept(p, a, b, listing)
  }
  const found = p.byKey.get(a, b)
  if (found) return found
  const kept = p.keptByKey.get(a, b)?.[0]
  if (kept) return familyOfKept(p, a, b, kept)
  const [husband, wife] = a.d.data?.gender === 'F' && (b === undefined || b.d.data?.gender !== 'F') ? [b, a] : [a, b]
  const family = addFamily(p, husband, wife)
  p.byKey.set(a, b, family)
  return family
}

/** The family written for a kept family (made on first use, in the kept roles). */
function familyOfKept(p: Planner, a: PlanPerson, b: PlanPerson | undefined, kept: KeptFamily): OutFamily {
  // A kept family is made with its own partners: once made, it is in a's list of families (no map by kept family).
  for (let i = 0, n = partnerInCount(a); i < n; i++) {
    const f = partnerInAt(a, i)
    if (f.kept === kept) return f
  }
  const remaining = p.keptByKey.get(a, b)
  if (remaining !== undefined) removeFrom(remaining, kept)
  const [husband, wife] = kept.husband === a.id || kept.wife === b?.id ? [a, b] : [b, a]
  const family = addFamily(p, husband, wife, kept)
  if (!p.byKey.get(a, b)) p.byKey.set(a, b, family)
  return family
}

/** Step 2: the family of each couple of `rels.spouses` (the man, or the first named, as HUSB). */
function addCouples(p: Planner, person: PlanPerson): void {
  person.done = true
  const d = person.d
  for (const s of list<string>(d.rels?.spouses)) {
    // A couple made already (from the other side) is in this person's own few families: no look-up of the id.
    if (typeof s !== 'string' || hasPartner(person, s)) continue
    const spouse = p.byId.get(s)
    if (spouse === undefined || s === d.id) continue
    // The couple was made from the other side already (most couples name each other): its addCouples made a family
    // for every spouse it lists, so a look at its list spares a look-up of the pair.
    if (spouse.done && list<string>(spouse.d.rels?.spouses).includes(d.id)) continue
    const ahead = d.data?.gender !== 'F' || spouse.d.data?.gender === 'F'
    familyOf(p, ahead ? person : spouse, ahead ? spouse : person)
  }
}

/** The parents of a child that exist: father, mother, other_parents. */
function parentsOf(p: Planner, child: Datum): { father?: string; mother?: string; others: string[] } {
  const ok = (id: unknown): id is string => typeof id === 'string' && p.byId.has(id) && id !== child.id
  const father = ok(child.rels?.father) ? child.rels.father : undefined
  const mother = ok(child.rels?.mother) && child.rels.mother !== father ? child.rels.mother : undefined
  const others = otherParentsOf(child).filter((id) => ok(id) && id !== father && id !== mother)
  return { father, mother, others }
}

/** Step 3: the child in the family of each of their parent groups, the default family first. */
function placeChild(p: Planner, person: PlanPerson, from?: PlanPerson): void {
  if (person.firstChildOf !== null) return
  const child = person.d
  if (child.rels?.other_parents === undefined) {
    if (!placedFrom(p, person, from)) placeInDefault(p, person)
    return
  }
  const { father, mother, others } = parentsOf(p, child)
  const own: OutFamily[] = []
  const parents = [father, mother, ...others]
  for (const group of parentGroups(father, mother, others, p.areSpouses)) {
    const family = listingFamily(p, child.id, group, parents) ?? familyOf(p, ...groupPeople(p, group), child.id)
    if (own.includes(family)) continue
    addMember(family, person)
    own.push(family)
  }
  setChildOf(person, own)
}

/**
 * A kept family that lists the child, with the group's newest parent (an other parent) as a partner and only parents
 * of the child as partners: the file's own family of an adoption or a step-parent, whatever the group.
 */
function listingFamily(
  p: Planner,
  child: string,
  group: string[],
  parents: (string | undefined)[],
): OutFamily | undefined {
  const newest = group[group.length - 1]
  const kept = p.keptByChild
    .get(child)
    ?.find(
      (k) =>
        (k.husband === newest || k.wife === newest) &&
        [k.husband, k.wife].every((x) => x === undefined || parents.includes(x)),
    )
  if (!kept) return undefined
  const [a, b] = kept.husband !== undefined ? [kept.husband, kept.wife] : [kept.wife!, undefined]
  return familyOfKept(p, ...groupPeople(p, b === undefined ? [a] : [a, b]), kept)
}

/** The people of a group of parent ids (ids of people of the plan). */
const groupPeople = (p: Planner, group: string[]): [PlanPerson, PlanPerson | undefined] => [
  p.byId.get(group[0])!,
  group.length > 1 ? p.byId.get(group[1])! : undefined,
]

/**
 * placeInDefault without a look-up, for a child met in a parent's list of children (`from`) whose couple with the
 * other parent was made: that family is the one placeInDefault would find (the first family of the two partners is
 * the first in either partner's list). Whether it placed the child.
 */
function placedFrom(p: Planner, person: PlanPerson, from: PlanPerson | undefined): boolean {
  const rels = person.d.rels
  if (from === undefined || p.keptChildren || !rels) return false
  const { father: f, mother: m } = rels
  if (typeof f !== 'string' || typeof m !== 'string' || f === m || f === person.id || m === person.id) return false
  const other = from.id === f ? m : from.id === m ? f : undefined
  const family = other === undefined ? undefined : madeFamily(from, other)
  if (family === undefined) return false
  addMember(family, person)
  person.firstChildOf = family
  return true
}

/** placeChild for most children: one family, of the father and the mother. */
function placeInDefault(p: Planner, person: PlanPerson): void {
  const child = person.d
  const rels = child.rels
  if (!rels) return
  const f = rels.father
  const m = rels.mother
  const fatherIn = typeof f === 'string' && f !== child.id ? p.byId.get(f) : undefined
  const father = fatherIn !== undefined ? f : undefined
  const motherIn = typeof m === 'string' && m !== child.id && m !== father ? p.byId.get(m) : undefined
  const mother = motherIn !== undefined ? m : undefined
  if (father === undefined && mother === undefined) return
  const a = (fatherIn ?? motherIn)!
  const b = father !== undefined ? motherIn : undefined
  const family = (!p.keptChildren ? madeFamily(a, b?.id) : undefined) ?? familyOf(p, a, b, child.id)
  addMember(family, person)
  person.firstChildOf = family
}

/**
 * Step 4: kept families the relations did not bring back (see familiesFromData); then every kept family that kept its list of
 * children gets those who still have its partners as parents.
 */
function addKeptLeftovers(p: Planner): void {
  const isPerson = (k: PairKey): k is PlanPerson => k.at < p.plan.people.length
  p.keptByKey.forEach((a, b, rest) => {
    // Most pairs' kept families were all written (familyOfKept takes each out of `rest`): nothing to copy.
    if (rest.length === 0) return
    for (const kept of rest.slice()) {
      if (!isPerson(a) || (b !== undefined && (!isPerson(b) || !spouses(a, b)))) continue
      familyOfKept(p, a, b, kept)
    }
  })
  // The kept families made so far, in the order they were made (partnerless ones come after this loop).
  const families = p.plan.families
  for (let i = 0; i < families.length; i++) {
    const family = families[i]
    const kept = family.kept
    if (kept === undefined || kept.children === undefined) continue
    const partners = [family.husband, family.wife].filter((x): x is string => x !== undefined)
    for (const c of list<string>(kept.children)) {
      const child = typeof c === 'string' ? p.byId.get(c) : undefined
      if (child === undefined) continue
      const { father, mother, others } = parentsOf(p, child.d)
      const parents = [father, mother, ...others]
      if (partners.every((x) => parents.includes(x))) addChild(p, family, c)
    }
  }
  for (const kept of p.partnerless) {
    const children = list<string>(kept.children).filter((c) => typeof c === 'string' && p.byId.has(c))
    if (!children.length) continue
    const family = addFamily(p, undefined, undefined, kept)
    for (const c of children) addChild(p, family, c)
  }
}

function addChild(p: Planner, family: OutFamily, child: string): void {
  if (isChildOf(family, child)) return
  const person = p.byId.get(child)!
  addMember(family, person)
  if (!hasChildOf(person, family)) addChildOf(person, family)
}
