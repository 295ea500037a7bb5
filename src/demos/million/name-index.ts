/**
 * Search over the whole million by name and birth year. Names come from short tables, so every person is three
 * small numbers (given-name entry, surname entry, birth year), made generation by generation in one pass (~3 MB of
 * typed arrays). A query first marks the table entries its words start, then scans those numbers: no string is made
 * for a person who does not match.
 */
import { childRange, descendantNumber, spouseNumber, type FamilyShape } from './family-shape'
import { SURNAMES } from './name-tables'
import {
  FOUNDER_YEAR,
  GIVEN_NAMES,
  childBirthYear,
  givenIndexOf,
  isMale,
  ownSurnameIndex,
  spouseBirthYear,
} from './person'

export interface NameIndex {
  size: number
  given: Uint8Array
  surname: Uint8Array
  birth: Uint16Array
}

function emptyIndex(size: number): NameIndex {
  return { size, given: new Uint8Array(size), surname: new Uint8Array(size), birth: new Uint16Array(size) }
}

/** Names and years of one generation's spouses, and of the children they and the descendants have. */
function indexGeneration(shape: FamilyShape, index: NameIndex, g: number): void {
  const gen = shape.generations[g]
  for (let i = 0; i < gen.descendants; i++) {
    const d = gen.start + i
    const place = { generation: g, index: i, role: 'descendant' as const }
    const male = isMale(shape, d, place)
    index.given[d] = givenIndexOf(shape, d, male)
    const s = spouseNumber(shape, g, i)
    if (s === undefined) continue
    index.given[s] = givenIndexOf(shape, s, !male)
    index.surname[s] = ownSurnameIndex(shape, s)
    index.birth[s] = spouseBirthYear(shape, s, index.birth[d])
    const [first, end] = childRange(shape, g, i)
    const fatherSurname = index.surname[male ? d : s]
    for (let c = first; c < end; c++) {
      const child = descendantNumber(shape, g + 1, c)
      index.surname[child] = fatherSurname
      index.birth[child] = childBirthYear(shape, child, index.birth[d], c - first)
    }
  }
}

export function buildNameIndex(shape: FamilyShape): NameIndex {
  const index = emptyIndex(shape.size)
  index.surname[0] = ownSurnameIndex(shape, 0)
  index.birth[0] = FOUNDER_YEAR
  for (let g = 0; g < shape.generations.length; g++) indexGeneration(shape, index, g)
  return index
}

interface Query {
  /** 1 at given * SURNAMES.length + surname where every word of the query matches one of the two names. */
  names: Uint8Array
  fromYear: number
  toYear: number
}

/** A word of digits is the start of a birth year ('18' → 1800–1899); other words start a given name or a surname. */
function parseQuery(text: string): Query | undefined {
  const words = text
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean)
  if (words.length === 0) return undefined
  const names = new Uint8Array(GIVEN_NAMES.length * SURNAMES.length).fill(1)
  let fromYear = 0
  let toYear = 9999
  for (const word of words) {
    if (/^\d{1,4}$/.test(word)) {
      const scale = 10 ** (4 - word.length)
      fromYear = Math.max(fromYear, Number(word) * scale)
      toYear = Math.min(toYear, (Number(word) + 1) * scale - 1)
      continue
    }
    const givenHit = GIVEN_NAMES.map((name) => name.toLowerCase().startsWith(word))
    const surnameHit = SURNAMES.map((name) => name.toLowerCase().startsWith(word))
    for (let g = 0; g < GIVEN_NAMES.length; g++) {
      for (let s = 0; s < SURNAMES.length; s++) if (!givenHit[g] && !surnameHit[s]) names[g * SURNAMES.length + s] = 0
    }
  }
  return { names, fromYear, toYear }
}

/** Numbers of the first `limit` people (oldest generations first) whose names and birth year match `text`. */
export function searchNames(index: NameIndex, text: string, limit = 20): number[] {
  const query = parseQuery(text)
  if (!query) return []
  const { names, fromYear, toYear } = query
  const width = SURNAMES.length
  const found: number[] = []
  for (let n = 0; n < index.size && found.length < limit; n++) {
    if (names[index.given[n] * width + index.surname[n]] === 0) continue
    const year = index.birth[n]
    if (year >= fromYear && year <= toYear) found.push(n)
  }
  return found
}
