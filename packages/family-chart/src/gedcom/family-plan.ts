/** The plan of an export's families (see families-from-data.ts): what it holds, shared by the steps that make and write it. */
import type { Datum } from '../data/types'
import type { PairKey } from './pair-map'
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
export interface PlanPerson extends PairKey {
  readonly d: Datum
  /** The families the person is a child of: the default family (father and mother) first, then the others in order. */
  childOf: OutFamily[] | null
  /** The families the person is a partner in: spouses in the order of `rels.spouses`, then single-parent families. */
  partnerIn: OutFamily[] | null
  /** Their couples were made (see addCouples). */
  done: boolean
}

export interface FamilyPlan {
  families: OutFamily[]
  /** Every person, by id. */
  byId: Map<string, PlanPerson>
  /** Every person, in the order of the people given. */
  people: PlanPerson[]
}

export const keptOf = (d: Datum): KeptPerson => {
  const kept = d[GEDCOM_KEY]
  return kept && typeof kept === 'object' ? (kept as KeptPerson) : {}
}
