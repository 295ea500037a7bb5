/** The plan of an export's families (see families-from-data.ts): what it holds, shared by the steps that make and write it. */
import type { Datum } from '../data/types'
import type { PairKey } from './pair-map'
import type { RefFieldsOf, RefKindsSeen } from './ref-fields'
import { GEDCOM_KEY, type KeptFamily, type KeptPerson } from './types'

/** One FAM record to write. Partners and children are person ids. */
export interface OutFamily {
  husband?: string
  wife?: string
  children: string[]
  /** The people of `husband`, `wife` and `children` (the writers reach them without a look-up by id). */
  husbandPerson?: PlanPerson
  wifePerson?: PlanPerson
  childPeople: PlanPerson[]
  kept?: KeptFamily
  xref: string
  /** All the families of the same two partners in the order written, when there are two or more (a file may have two). */
  twins?: OutFamily[]
}

/** A person of the export with their families (one object per person: no map per kind of link). */
export interface PlanPerson extends PairKey, RefFieldsOf {
  readonly d: Datum
  /** The families the person is a child of: the default family (father and mother) first, then the others in order. */
  childOf: OutFamily[] | null
  /** The families the person is a partner in: spouses in the order of `rels.spouses`, then single-parent families. */
  partnerIn: OutFamily[] | null
  /** Their couples were made (see addCouples). */
  done: boolean
  /**
   * Where the record's print goes on after the fields, when they are the person's (see printedFieldsEnd); -1 when
   * they are not or there is no print; FIELDS_UNREAD when not looked at yet.
   */
  printAt: number
}

export interface FamilyPlan {
  families: OutFamily[]
  /** Every person, by id. */
  byId: Map<string, PlanPerson>
  /** Every person, in the order of the people given. */
  people: PlanPerson[]
  /** Someone holds a kept family they are not a partner of (or one without partners): see keepFileOrder. */
  strangerHeld: boolean
  /** The kinds of ref field met on anyone (see ref-fields.ts). */
  refKinds: RefKindsSeen
}

export const keptOf = (d: Datum): KeptPerson => {
  const kept = d[GEDCOM_KEY]
  return kept && typeof kept === 'object' ? (kept as KeptPerson) : {}
}

// A person's own lists of families: short, so the plan's steps look in them before (or instead of) a look-up by id.

export function addPartnerIn(person: PlanPerson, family: OutFamily): void {
  if (person.partnerIn === null) person.partnerIn = [family]
  else person.partnerIn.push(family)
}

export function addChildOf(person: PlanPerson, family: OutFamily): void {
  if (person.childOf === null) person.childOf = [family]
  else person.childOf.push(family)
}

/** Whether one of the person's families has `id` as a partner (making it again would find that family). */
export function hasPartner(person: PlanPerson, id: string): boolean {
  const own = person.partnerIn
  if (own !== null) for (const f of own) if (f.husband === id || f.wife === id) return true
  return false
}

/** Whether `id` is a child of one of the person's families (then that child was placed: placeChild would do nothing). */
export function hasChild(person: PlanPerson, id: string): boolean {
  const own = person.partnerIn
  if (own !== null) for (const f of own) if (f.children.includes(id)) return true
  return false
}

/**
 * The family made first for `a` and `b` (b absent: `a` alone), found in a's families as a partner: those are few, and
 * the first of them with these partners is the one byKey holds (a family is in its partners' lists from its making, and
 * byKey keeps the first family of a pair). Spares a look-up of the pair for most children (a couple made in step 2).
 */
export function madeFamily(a: PlanPerson, b: string | undefined): OutFamily | undefined {
  const own = a.partnerIn
  if (own === null) return undefined
  const id = a.d.id
  for (const f of own) if ((f.husband === id && f.wife === b) || (f.wife === id && f.husband === b)) return f
  return undefined
}

/** `person` as the family's last child. */
export function addMember(family: OutFamily, person: PlanPerson): void {
  family.children.push(person.id)
  family.childPeople.push(person)
}
