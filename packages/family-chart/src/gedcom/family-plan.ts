/** The plan of an export's families (see families-from-data.ts): what it holds, shared by the steps that make and write it. */
import type { Datum } from '../data/types'
import type { PairKey } from './pair-map'
import type { PeopleById } from './people-by-id'
import type { RefFieldsOf, RefKindsSeen } from './ref-fields'
import { GEDCOM_KEY, type KeptFamily, type KeptPerson } from './types'

/**
 * One FAM record to write. Partners are person ids, and the people of them and of the children (the writers reach
 * them without a look-up by id).
 */
export class OutFamily {
  readonly husband: string | undefined
  readonly wife: string | undefined
  /**
   * The children, each list exactly as long as it is (see addMember): a family's list lives to the end of the export,
   * and a list grown by push keeps room for 17.
   */
  childPeople: PlanPerson[] = NO_CHILDREN
  xref = ''
  /** All the families of the same two partners in the order written, when there are two or more (a file may have two). */
  twins: OutFamily[] | undefined = undefined

  constructor(
    readonly husbandPerson: PlanPerson | undefined,
    readonly wifePerson: PlanPerson | undefined,
    readonly kept: KeptFamily | undefined,
  ) {
    this.husband = husbandPerson?.id
    this.wife = wifePerson?.id
  }

  /** The children's ids (made on each call: the writers of the plan read childPeople). */
  get children(): string[] {
    return this.childPeople.map((c) => c.id)
  }
}

/** The children of a family without any: shared, never changed (addMember makes a new list). */
const NO_CHILDREN: PlanPerson[] = []

/**
 * A person of the export with their families (one object per person: no map per kind of link). Each kind of family is
 * held as its first family and a list of the others: most people are a child of one family and a partner in one,
 * held without a list (every object made here lives to the end of the export; see childOfAt and partnerInAt).
 */
export class PlanPerson implements PairKey, RefFieldsOf {
  /** The first family the person is a child of (the default family, father and mother), else null. */
  firstChildOf: OutFamily | null = null
  /** The families the person is a child of after the first, in order (null: none). */
  moreChildOf: OutFamily[] | null = null
  /** The first family the person is a partner in (spouses in the order of `rels.spouses`, then single-parent families). */
  firstPartnerIn: OutFamily | null = null
  morePartnerIn: OutFamily[] | null = null
  /** Their couples were made (see addCouples). */
  done = false
  refKinds = 0
  dateKeys: string | string[] | null = null

  constructor(
    readonly id: string,
    readonly at: number,
    readonly d: Datum,
    /**
     * Where the record's print goes on after the fields, when they are the person's (see printedFieldsEnd); -1 when
     * they are not or there is no print; FIELDS_UNREAD when not looked at yet.
     */
    public printAt: number,
  ) {}

  /** The families the person is a child of, in order, as a new list (null: none); the steps use childOfAt. */
  get childOf(): OutFamily[] | null {
    return listOf(this.firstChildOf, this.moreChildOf)
  }

  /** The families the person is a partner in, in order, as a new list (null: none); the steps use partnerInAt. */
  get partnerIn(): OutFamily[] | null {
    return listOf(this.firstPartnerIn, this.morePartnerIn)
  }
}

const listOf = (first: OutFamily | null, more: OutFamily[] | null): OutFamily[] | null =>
  first === null ? null : more === null ? [first] : [first, ...more]

/** How many families the person is a child of; childOfAt(person, i) is the i-th. */
export const childOfCount = (p: PlanPerson): number =>
  p.firstChildOf === null ? 0 : p.moreChildOf === null ? 1 : 1 + p.moreChildOf.length
export const childOfAt = (p: PlanPerson, i: number): OutFamily => (i === 0 ? p.firstChildOf! : p.moreChildOf![i - 1])

/** How many families the person is a partner in; partnerInAt(person, i) is the i-th. */
export const partnerInCount = (p: PlanPerson): number =>
  p.firstPartnerIn === null ? 0 : p.morePartnerIn === null ? 1 : 1 + p.morePartnerIn.length
export const partnerInAt = (p: PlanPerson, i: number): OutFamily =>
  i === 0 ? p.firstPartnerIn! : p.morePartnerIn![i - 1]

/** The person's families as a child: `families` (in order; none: none). */
export function setChildOf(p: PlanPerson, families: OutFamily[]): void {
  p.firstChildOf = families.length ? families[0] : null
  p.moreChildOf = families.length > 1 ? families.slice(1) : null
}

/** The person's families as a partner: `families` (in order; none: none). */
export function setPartnerIn(p: PlanPerson, families: OutFamily[]): void {
  p.firstPartnerIn = families.length ? families[0] : null
  p.morePartnerIn = families.length > 1 ? families.slice(1) : null
}

export interface FamilyPlan {
  families: OutFamily[]
  /** Every person, by id. */
  byId: PeopleById<PlanPerson>
  /** Every person, in the order of the people given. */
  people: PlanPerson[]
  /** Someone holds a kept family they are not a partner of (or one without partners): see keepFileOrder. */
  strangerHeld: boolean
  /** The kinds of ref field met on anyone (see ref-fields.ts). */
  refKinds: RefKindsSeen
  /** Ids of families the imported file named but did not have (KeptPerson.missingFamilies): no new family takes one. */
  missingFamilies: Set<string> | null
}

export const keptOf = (d: Datum): KeptPerson => {
  const kept = d[GEDCOM_KEY]
  return kept && typeof kept === 'object' ? (kept as KeptPerson) : {}
}

// A person's own lists of families: short, so the plan's steps look in them before (or instead of) a look-up by id.

export function addPartnerIn(person: PlanPerson, family: OutFamily): void {
  if (person.firstPartnerIn === null) person.firstPartnerIn = family
  else if (person.morePartnerIn === null) person.morePartnerIn = [family]
  else person.morePartnerIn.push(family)
}

export function addChildOf(person: PlanPerson, family: OutFamily): void {
  if (person.firstChildOf === null) person.firstChildOf = family
  else if (person.moreChildOf === null) person.moreChildOf = [family]
  else person.moreChildOf.push(family)
}

/** Whether `family` is one of the families the person is a child of. */
export function hasChildOf(person: PlanPerson, family: OutFamily): boolean {
  for (let i = 0, n = childOfCount(person); i < n; i++) if (childOfAt(person, i) === family) return true
  return false
}

/** Whether one of the person's families has `id` as a partner (making it again would find that family). */
export function hasPartner(person: PlanPerson, id: string): boolean {
  for (let i = 0, n = partnerInCount(person); i < n; i++) {
    const f = partnerInAt(person, i)
    if (f.husband === id || f.wife === id) return true
  }
  return false
}

/** Whether `id` is a child of one of the person's families (then that child was placed: placeChild would do nothing). */
export function hasChild(person: PlanPerson, id: string): boolean {
  for (let i = 0, n = partnerInCount(person); i < n; i++) if (isChildOf(partnerInAt(person, i), id)) return true
  return false
}

/** Whether `id` is one of the family's children. */
export function isChildOf(family: OutFamily, id: string): boolean {
  const children = family.childPeople
  for (let i = 0; i < children.length; i++) if (children[i].id === id) return true
  return false
}

/**
 * The family made first for `a` and `b` (b absent: `a` alone), found in a's families as a partner: those are few, and
 * the first of them with these partners is the one byKey holds (a family is in its partners' lists from its making, and
 * byKey keeps the first family of a pair). Spares a look-up of the pair for most children (a couple made in step 2).
 */
export function madeFamily(a: PlanPerson, b: string | undefined): OutFamily | undefined {
  const id = a.d.id
  for (let i = 0, n = partnerInCount(a); i < n; i++) {
    const f = partnerInAt(a, i)
    if ((f.husband === id && f.wife === b) || (f.wife === id && f.husband === b)) return f
  }
  return undefined
}

/** Past this many children a family's list grows by push (a new list per child would cost more than its room). */
const EXACT_CHILDREN = 16

/** `person` as the family's last child: a new list of the exact length for the few children most families have. */
export function addMember(family: OutFamily, person: PlanPerson): void {
  const own = family.childPeople
  if (own.length >= EXACT_CHILDREN) own.push(person)
  else family.childPeople = own.concat(person)
}
