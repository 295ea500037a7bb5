/**
 * Messages between the page and the worker that makes the million-person family: each request carries a number the
 * answer repeats, so answers can arrive in any order. The handler is plain code, run by the worker and by tests.
 */
import { createShape, type FamilyShape } from './family-shape'
import { buildNameIndex, searchNames, type NameIndex } from './name-index'
import { idOf, personById, type MillionDatum } from './person'

export type MillionRequest =
  | { requestId: number; kind: 'load'; ids: string[] }
  | { requestId: number; kind: 'search'; text: string; limit?: number }

export interface MillionAnswer {
  requestId: number
  people?: MillionDatum[]
  error?: string
  /** Time the worker spent on the request, in ms. */
  ms: number
}

export interface MillionFamily {
  shape: FamilyShape
  /** The name index, made on first use (about half a second for a million). */
  nameIndex(): NameIndex
}

export function createMillionFamily(size?: number, seed?: number): MillionFamily {
  const shape = createShape(size, seed)
  let index: NameIndex | undefined
  return { shape, nameIndex: () => (index ??= buildNameIndex(shape)) }
}

/** People for the ids asked for, in that order; ids outside the family are left out. */
export function loadPeople(family: MillionFamily, ids: string[]): MillionDatum[] {
  const people: MillionDatum[] = []
  for (const id of ids) {
    const person = personById(family.shape, id)
    if (person) people.push(person)
  }
  return people
}

export function answer(
  family: MillionFamily,
  request: MillionRequest,
  now: () => number = () => performance.now(),
): MillionAnswer {
  const started = now()
  try {
    const people =
      request.kind === 'load'
        ? loadPeople(family, request.ids)
        : searchNames(family.nameIndex(), request.text, request.limit ?? 20).map((n) =>
            personById(family.shape, idOf(n))!,
          )
    return { requestId: request.requestId, people, ms: now() - started }
  } catch (error) {
    return { requestId: request.requestId, error: String(error), ms: now() - started }
  }
}
