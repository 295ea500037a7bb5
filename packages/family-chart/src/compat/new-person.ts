/** The published handlers that make a new person record and add it to the data. */
import type { Data, Datum } from '../data/types'
import { newPersonId } from '../edit/new-person'

/** Relations as the published 0.8.0 (father, mother) or 0.9.0 (a list of parents) wrote them. */
export type CompatRels = Datum['rels'] | { parents?: string[]; spouses?: string[]; children?: string[] }

/**
 * A new person with a fresh id: `data` as given (the same object; `{}` without one) and `rels` in the shape given:
 * relations with a `parents` list get empty `parents`, `spouses` and `children` lists where missing (as 0.9.0 made
 * them), relations with `father` / `mother` or none are kept as they are (`{}` without any, as 0.8.0 made them).
 * @example
 * ```js
 * const person = f3.handlers.createNewPerson({ data: { gender: 'F', 'first name': 'Ada' } })
 * ```
 * @group Compatibility
 * @since 0.8.0
 */
export function createNewPerson({
  data,
  rels,
}: {
  data?: Datum['data'] | Record<string, unknown>
  rels?: CompatRels
}): Datum {
  const withLists = rels && Array.isArray((rels as { parents?: unknown }).parents)
  return {
    id: newPersonId(),
    data: (data ?? {}) as Datum['data'],
    rels: (withLists ? { parents: [], children: [], spouses: [], ...rels } : (rels ?? {})) as Datum['rels'],
  }
}

/**
 * A new person whose gender follows from the relation they will have to `rel_datum`: a mother or daughter is 'F', a
 * spouse the other gender than `rel_datum`, anyone else 'M'. `data` gets the gender (the same object is changed).
 * @group Compatibility
 * @since 0.8.0
 */
export function createNewPersonWithGenderFromRel({
  data,
  rel_type,
  rel_datum,
}: {
  data?: Record<string, unknown>
  rel_type: 'father' | 'mother' | 'spouse' | 'son' | 'daughter'
  rel_datum: Datum
}): Datum {
  const female =
    rel_type === 'mother' || rel_type === 'daughter' || (rel_type === 'spouse' && rel_datum.data.gender === 'M')
  return createNewPerson({ data: Object.assign(data ?? {}, { gender: female ? 'F' : 'M' }) as Datum['data'] })
}

/**
 * Adds a person to the end of the data list (the same array). Link their relatives with the people's `rels` yourself.
 * @group Compatibility
 * @since 0.8.0
 */
export function addNewPerson({ data_stash, datum }: { data_stash: Data; datum: Datum }): void {
  data_stash.push(datum)
}
