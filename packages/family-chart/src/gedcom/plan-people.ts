/** The first step of the family plan (see families-from-data.ts): the people to write, each once, with their ref fields noted. */
import type { Datum } from '../data/types'
import type { PlanPerson } from './family-plan'
import { FIELDS_UNREAD, printedFieldsEnd } from './record-print'
import { scanRefFields, type RefKindsSeen } from './ref-fields'
import type { GedcomVersion } from './types'

/**
 * The people to write: each id once, the first person with it; each at its position. The walk also notes each
 * person's ref fields (see ref-fields.ts): one first touch of the person's data instead of a pass of its own.
 */
export function peopleOnce(
  people: readonly Datum[],
  version?: GedcomVersion,
): {
  byId: Map<string, PlanPerson>
  all: PlanPerson[]
  seen: RefKindsSeen
} {
  const byId = new Map<string, PlanPerson>()
  const all: PlanPerson[] = []
  const seen: RefKindsSeen = { kinds: 0, dates: false }
  // Most data has no id twice: one set per person, checked by the size at the end.
  for (const d of people) {
    const person = planPerson(d, all.length, seen, version)
    all.push(person)
    byId.set(d.id, person)
  }
  if (byId.size === all.length) return { byId, all, seen }
  byId.clear()
  all.length = 0
  seen.kinds = 0
  seen.dates = false
  for (const d of people) {
    if (byId.has(d.id)) continue
    const person = planPerson(d, all.length, seen, version)
    all.push(person)
    byId.set(d.id, person)
  }
  return { byId, all, seen }
}

/**
 * A person of the plan, with what the first walk reads of their data while it is at hand: the ref fields, and (when
 * the export's version is given) whether the fields are those of the record's print (see record-copy.ts).
 */
function planPerson(d: Datum, at: number, seen: RefKindsSeen, version: GedcomVersion | undefined): PlanPerson {
  const person: PlanPerson = {
    id: d.id,
    at,
    d,
    childOf: null,
    partnerIn: null,
    done: false,
    refKinds: 0,
    dateKeys: null,
    printAt: FIELDS_UNREAD,
  }
  scanRefFields(person, seen)
  if (version !== undefined) person.printAt = printedFieldsEnd(d, version)
  return person
}
