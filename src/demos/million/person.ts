/**
 * One person of the million-person family, made from their number: sex, names, years, and relatives' ids, in the
 * family-chart datum shape (0.8: father / mother / spouses / children).
 */
import {
  childRange,
  descendantNumber,
  parentIndex,
  placeOf,
  spouseNumber,
  type FamilyShape,
  type Place,
} from './family-shape'
import { FEMALE_NAMES, MALE_NAMES, SURNAMES } from './name-tables'
import { hashOf } from './random'

export interface MillionDatum {
  id: string
  data: { gender: 'M' | 'F'; 'first name': string; 'last name': string; birthday: string; death?: string }
  rels: { father?: string; mother?: string; spouses: string[]; children: string[] }
}

/** Everyone's first given name table: the men's, then the women's, so one byte holds either. */
export const GIVEN_NAMES: readonly string[] = [...MALE_NAMES, ...FEMALE_NAMES]
const SALT = { sex: 1, given: 2, surname: 3, birth: 4, life: 5, spouseAge: 6 }
/** The year the founder is born. */
export const FOUNDER_YEAR = 1510
const THIS_YEAR = 2026

export function idOf(n: number): string {
  return `p${n}`
}

/** The number in an id, or NaN for an id that is not one of the family's. */
export function numberOf(id: string): number {
  return /^p(0|[1-9]\d*)$/.test(id) ? Number(id.slice(1)) : NaN
}

/** A descendant's sex is their own draw (the founder is a man); a spouse is of the other sex. */
export function isMale(shape: FamilyShape, n: number, place: Place): boolean {
  if (place.role === 'spouse')
    return !isMale(shape, descendantNumber(shape, place.generation, place.index), { ...place, role: 'descendant' })
  return n === 0 || (hashOf(n, SALT.sex, shape.seed) & 1) === 1
}

/** Index into GIVEN_NAMES. */
export function givenIndexOf(shape: FamilyShape, n: number, male: boolean): number {
  const table = male ? MALE_NAMES.length : FEMALE_NAMES.length
  return (male ? 0 : MALE_NAMES.length) + (hashOf(n, SALT.given, shape.seed) % table)
}

/** The birth surname of someone who married in (or of the founder): their own draw. */
export function ownSurnameIndex(shape: FamilyShape, n: number): number {
  return hashOf(n, SALT.surname, shape.seed) % SURNAMES.length
}

/** The father's number, for a descendant of generation > 0. */
function fatherOf(shape: FamilyShape, place: Place): number {
  const parent = parentIndex(shape, place.generation, place.index)
  const p = descendantNumber(shape, place.generation - 1, parent)
  return isMale(shape, p, { generation: place.generation - 1, index: parent, role: 'descendant' })
    ? p
    : spouseNumber(shape, place.generation - 1, parent)!
}

/** Index into SURNAMES: a child takes the father's surname, up the male line to someone who married in. */
export function surnameIndexOf(shape: FamilyShape, n: number): number {
  let place = placeOf(shape, n)!
  while (place.role === 'descendant' && place.generation > 0) {
    n = fatherOf(shape, place)
    place = placeOf(shape, n)!
  }
  return ownSurnameIndex(shape, n)
}

/** Birth year of a descendant: 22–35 years after their descendant parent, elder children first. */
export function childBirthYear(shape: FamilyShape, n: number, parentYear: number, birthOrder: number): number {
  return parentYear + 22 + 2 * birthOrder + (hashOf(n, SALT.birth, shape.seed) % 4)
}

/** Birth year of someone who married in: within five years of their partner's. */
export function spouseBirthYear(shape: FamilyShape, n: number, partnerYear: number): number {
  return partnerYear + (hashOf(n, SALT.spouseAge, shape.seed) % 11) - 5
}

export function birthYearOf(shape: FamilyShape, n: number, place: Place = placeOf(shape, n)!): number {
  if (place.role === 'spouse') {
    const partner = descendantNumber(shape, place.generation, place.index)
    return spouseBirthYear(shape, n, birthYearOf(shape, partner, { ...place, role: 'descendant' }))
  }
  if (place.generation === 0) return FOUNDER_YEAR
  const parent = parentIndex(shape, place.generation, place.index)
  const parentYear = birthYearOf(shape, descendantNumber(shape, place.generation - 1, parent), {
    generation: place.generation - 1,
    index: parent,
    role: 'descendant',
  })
  return childBirthYear(shape, n, parentYear, place.index - childRange(shape, place.generation - 1, parent)[0])
}

/** Death year, or undefined for someone still living. */
function deathYearOf(shape: FamilyShape, n: number, born: number): number | undefined {
  const died = born + 30 + (hashOf(n, SALT.life, shape.seed) % 66)
  return died < THIS_YEAR ? died : undefined
}

function relsOf(shape: FamilyShape, place: Place): MillionDatum['rels'] {
  const { generation, index } = place
  const partner =
    place.role === 'spouse' ? descendantNumber(shape, generation, index) : spouseNumber(shape, generation, index)
  const [first, end] = childRange(shape, generation, index)
  const children: string[] = []
  for (let c = first; c < end; c++) children.push(idOf(descendantNumber(shape, generation + 1, c)))
  const rels: MillionDatum['rels'] = { spouses: partner === undefined ? [] : [idOf(partner)], children }
  if (place.role === 'descendant' && generation > 0) {
    const parent = parentIndex(shape, generation, index)
    const p = descendantNumber(shape, generation - 1, parent)
    const q = spouseNumber(shape, generation - 1, parent)!
    const pMale = isMale(shape, p, { generation: generation - 1, index: parent, role: 'descendant' })
    rels.father = idOf(pMale ? p : q)
    rels.mother = idOf(pMale ? q : p)
  }
  return rels
}

/** The person with id `id`, or undefined for an id outside the family. */
export function personById(shape: FamilyShape, id: string): MillionDatum | undefined {
  const n = numberOf(id)
  const place = placeOf(shape, n)
  if (!place) return undefined
  const male = isMale(shape, n, place)
  const born = birthYearOf(shape, n, place)
  const died = deathYearOf(shape, n, born)
  const data: MillionDatum['data'] = {
    gender: male ? 'M' : 'F',
    'first name': GIVEN_NAMES[givenIndexOf(shape, n, male)],
    'last name': SURNAMES[surnameIndexOf(shape, n)],
    birthday: String(born),
  }
  if (died !== undefined) data.death = String(died)
  return { id, data, rels: relsOf(shape, place) }
}
