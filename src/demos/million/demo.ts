/**
 * What the 'A million people' demo shows first and how it names people: pure, shared by the page, the worker's tests
 * and the e2e test (which finds people by the names made here).
 */
import { childRange, createShape, descendantNumber, type FamilyShape } from './family-shape'
import { idOf, type MillionDatum } from './person'

/** The generation the demo opens in: ancestors above (to 1510) and descendants below, in the middle of the family. */
const START_GENERATION = 9

/** The demo's first main person: a descendant of the middle generation with two children or more. */
export function startId(shape: FamilyShape = createShape()): string {
  const g = Math.min(START_GENERATION, shape.generations.length - 2)
  let index = 7
  while (childRange(shape, g, index)[1] - childRange(shape, g, index)[0] < 2) index++
  return idOf(descendantNumber(shape, g, index))
}

/** 'Anna Baker'. */
export function fullName(person: MillionDatum): string {
  return `${person.data['first name']} ${person.data['last name']}`
}

/** 'Anna Baker, 1734–1790' or 'Anna Baker, born 1990': the line a search result shows. */
export function personLine(person: MillionDatum): string {
  const { birthday, death } = person.data
  return death ? `${fullName(person)}, ${birthday}–${death}` : `${fullName(person)}, born ${birthday}`
}
