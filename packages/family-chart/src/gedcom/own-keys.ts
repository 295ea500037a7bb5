/**
 * The data fields of a person about to get keys of their own (`marriage_date__ref__<spouseId>`, `parent_type__ref__`,
 * `marriage_end__ref__`): a key no other object has gives V8 a new hidden class for each object once the shared one
 * has 1,536 ways on (a map and its descriptors per person, costly in memory and time on big files: bench/NOTES.md).
 * The fields are copied once into an object in dictionary mode (made so by deleting its first key), where a new key
 * is a hash-table entry. Same keys, same order, same values.
 */
import type { Datum, Gender } from '../data/types'
import type { PersonEntry } from './entries'

export function withOwnKeys(p: PersonEntry): Datum['data'] {
  if (p.ownKeys) return p.data
  const before = p.data
  const open: Record<string, unknown> = { __opening__: 0 }
  for (const key in before) if (Object.prototype.hasOwnProperty.call(before, key)) open[key] = before[key]
  delete open.__opening__
  p.ownKeys = true
  return (p.data = open as Datum['data'])
}

/**
 * A person's data fields made in dictionary mode at once (as withOwnKeys would copy them from dataOf's object, in
 * read-person.ts: same keys, same order): one literal per shape, its first key deleted.
 */
export function ownDataOf(
  gender: Gender,
  first: string,
  last: string,
  birthday: string | undefined,
  death: string | undefined,
  deathFirst: boolean,
): Datum['data'] {
  let open: Record<string, unknown>
  if (birthday === undefined) {
    open =
      death === undefined
        ? { __opening__: 0, gender, 'first name': first, 'last name': last }
        : { __opening__: 0, gender, 'first name': first, 'last name': last, death }
  } else if (death === undefined) open = { __opening__: 0, gender, 'first name': first, 'last name': last, birthday }
  else
    open = deathFirst
      ? { __opening__: 0, gender, 'first name': first, 'last name': last, death, birthday }
      : { __opening__: 0, gender, 'first name': first, 'last name': last, birthday, death }
  delete open.__opening__
  return open as Datum['data']
}
