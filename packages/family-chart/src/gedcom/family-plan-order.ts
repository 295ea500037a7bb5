/** The last steps of the family plan (see families-from-data.ts): the order of each person's families and of the file's, and twin families. */
import {
  keptOf,
  partnerInAt,
  partnerInCount,
  setPartnerIn,
  type FamilyPlan,
  type OutFamily,
  type PlanPerson,
} from './family-plan'
import { groupKey } from './parent-groups'
import type { KeptFamily } from './types'

const list = <T>(v: unknown): T[] => (Array.isArray(v) ? v : [])

/** Step 7: families of the same two partners know each other (see OutFamily.twins). */
export function markTwins(plan: FamilyPlan): void {
  // Two families of the same partners are both in each partner's list: most data has none, seen without a look-up.
  if (!plan.people.some(hasTwins)) return
  const byPair = new Map<string, OutFamily[]>()
  for (let i = 0; i < plan.families.length; i++) {
    const f = plan.families[i]
    if (f.husband === undefined || f.wife === undefined) continue
    const key = groupKey(f.husband, f.wife)
    const same = byPair.get(key)
    if (same) same.push(f)
    else byPair.set(key, [f])
  }
  for (const same of byPair.values()) if (same.length > 1) for (const f of same) f.twins = same
}

/** Whether two of the person's families as a partner have the same two partners. */
function hasTwins(person: PlanPerson): boolean {
  const n = partnerInCount(person)
  for (let i = 1; i < n; i++) {
    const f = partnerInAt(person, i)
    if (f.husband === undefined || f.wife === undefined) continue
    for (let j = 0; j < i; j++) {
      const g = partnerInAt(person, j)
      if ((g.husband === f.husband && g.wife === f.wife) || (g.husband === f.wife && g.wife === f.husband)) return true
    }
  }
  return false
}

/**
 * Step 6: families kept at import are written in the order they were kept (people's order, then each holder's), new ones
 * after them: a holder's families then come back in the same order when the file is read again.
 */
export function keepFileOrder(plan: FamilyPlan): void {
  // Each family's place worked out once (not twice per comparison), then a stable sort by it.
  const order = plan.strangerHeld ? ranksByMap(plan) : (ranksByHolder(plan) ?? ranksByMap(plan))
  const families = plan.families
  // Data as imported may have its families in that order already: nothing to sort.
  let sorted = true
  for (let i = 1; i < order.length && sorted; i++) sorted = order[i - 1] <= order[i]
  if (sorted) return
  const at = families.map((_, i) => i)
  at.sort((a, b) => order[a] - order[b])
  const inOrder = at.map((i) => families[i])
  for (let i = 0; i < inOrder.length; i++) families[i] = inOrder[i]
}

/** Each family's place: where the people's lists first name its kept family (new families last). */
export function ranksByMap(plan: FamilyPlan): number[] {
  const rank = new Map<KeptFamily, number>()
  for (const { d } of plan.people)
    for (const f of list<KeptFamily>(keptOf(d).families)) if (f && !rank.has(f)) rank.set(f, rank.size)
  return plan.families.map((f) => (f.kept ? (rank.get(f.kept) ?? rank.size) : rank.size))
}

/** A holder's list longer than this: ranksByMap (a place is the holder's position times it, plus the index). */
const PER_HOLDER = 1024

/**
 * ranksByMap's order without a map by kept family, when only partners hold kept families (indexKept saw no other
 * holder): a kept family is first named in the list of the partner who comes first and holds it; its place is that
 * partner's position and its index there. Null when a kept family is in neither partner's list (ranksByMap knows).
 */
export function ranksByHolder(plan: FamilyPlan): number[] | null {
  const families = plan.families
  const order: number[] = new Array(families.length)
  const last = plan.people.length * PER_HOLDER
  for (let i = 0; i < families.length; i++) {
    const f = families[i]
    const kept = f.kept
    if (kept === undefined) {
      order[i] = last
      continue
    }
    const place = Math.min(placeIn(f.husbandPerson, kept), placeIn(f.wifePerson, kept))
    if (place === Infinity) return null
    order[i] = place
  }
  return order
}

/** Where `person`'s list of kept families names `kept` (Infinity: it does not, or the list is too long). */
function placeIn(person: PlanPerson | undefined, kept: KeptFamily): number {
  if (person === undefined) return Infinity
  const own = keptOf(person.d).families
  const at = Array.isArray(own) && own.length <= PER_HOLDER ? own.indexOf(kept) : -1
  return at < 0 ? Infinity : person.at * PER_HOLDER + at
}

/** Step 5: a person's families, with spouses in their order first. */
export function sortPartnerIn(plan: FamilyPlan): void {
  // An indexed loop: this runs once per export, where a for-of loop makes an object per step.
  const people = plan.people
  for (let i = 0; i < people.length; i++) {
    const person = people[i]
    if (person.morePartnerIn === null) continue
    const own = person.partnerIn!
    const { d } = person
    const id = d.id
    const spouses = list<string>(d.rels?.spouses)
    const rank = (f: OutFamily) => {
      const other = f.husband === id ? f.wife : f.husband
      const i = other === undefined ? -1 : spouses.indexOf(other)
      return i < 0 ? spouses.length : i
    }
    own.sort((x, y) => rank(x) - rank(y))
    setPartnerIn(person, own)
  }
}
