/** The first step of the family plan (see families-from-data.ts): the people to write, each once, with their ref fields noted. */
import type { Datum } from '../data/types'
import { PlanPerson } from './family-plan'
import { PeopleById } from './people-by-id'
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
  byId: PeopleById<PlanPerson>
  all: PlanPerson[]
  seen: RefKindsSeen
} {
  const all: PlanPerson[] = []
  const byId = new PeopleById(all, people.length)
  const seen: RefKindsSeen = { kinds: 0, dates: false }
  // An indexed loop: this runs once per export, where a for-of loop makes an object per step.
  for (let i = 0; i < people.length; i++) {
    const d = people[i]
    if (!byId.add(d.id, all.length)) continue
    all.push(planPerson(d, all.length, seen, version))
  }
  return { byId, all, seen }
}

/**
 * A person of the plan, with what the first walk reads of their data while it is at hand: the ref fields, and (when
 * the export's version is given) whether the fields are those of the record's print (see record-copy.ts).
 */
function planPerson(d: Datum, at: number, seen: RefKindsSeen, version: GedcomVersion | undefined): PlanPerson {
  const person = new PlanPerson(d.id, at, d, FIELDS_UNREAD)
  scanRefFields(person, seen)
  if (version !== undefined) person.printAt = printedFieldsEnd(d, version)
  return person
}
