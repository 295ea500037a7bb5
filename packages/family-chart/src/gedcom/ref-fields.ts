/**
 * Which people of an export have any `parent_type__ref__`, `marriage_end__ref__` or `marriage_date__ref__` field: the
 * plan's first walk over the people reads each person's keys once (scanRefFields) and notes them on the plan person,
 * so that the writers look those fields up only where they can be (a lookup builds its key string) and no map by
 * person is needed.
 */
import type { Datum } from '../data/types'

/** What the walk noted on a person (see PlanPerson). */
export interface RefFieldsOf {
  readonly d: Datum
  /** PARENT_TYPES and MARRIAGE_ENDS bits: the kinds of ref field the person has. */
  refKinds: number
  /**
   * The person's `marriage_date__ref__` keys, as met (null: none): most people have one, held without an array (every
   * object made here lives to the end of the export, and each is copied by the garbage collector's young generation).
   */
  dateKeys: string | string[] | null
}

/** The kinds met on anyone, so far (see scanRefFields). */
export interface RefKindsSeen {
  kinds: number
  dates: boolean
}

export interface RefFields {
  /** Whether anyone has a `marriage_end__ref__` field. */
  anyMarriageEnds: boolean
  hasParentTypes(p: RefFieldsOf | undefined): boolean
  hasMarriageEnds(p: RefFieldsOf | undefined): boolean
  /** Whether anyone has a `marriage_date__ref__` field. */
  anyMarriageDates: boolean
  hasMarriageDates(p: RefFieldsOf | undefined): boolean
  /**
   * `d.data[marriage_date__ref__<spouse>]` for a person who has such fields, read by the key the walk met: no key
   * string is built (and looked up as a new name) per family.
   */
  marriageDateIn(p: RefFieldsOf, spouse: string): unknown
}

const DATE_PREFIX = 'marriage_date__ref__'
export const PARENT_TYPES = 1
export const MARRIAGE_ENDS = 2

const P = 112 // 'p'
const M = 109 // 'm'

/**
 * Notes the person's ref fields on it and in `seen`. `Object.keys` rather than `for … in`: the data objects are in
 * dictionary mode (each has keys of its own), where the list of keys costs less than the enumeration.
 */
export function scanRefFields(p: RefFieldsOf, seen: RefKindsSeen): void {
  const data = p.d.data
  if (!data || typeof data !== 'object') return
  const keys = Object.keys(data)
  let kinds = 0
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]
    const c = key.charCodeAt(0)
    if (c === P) {
      if (key.startsWith('parent_type__ref__')) kinds |= PARENT_TYPES
    } else if (c === M) {
      if (key.startsWith('marriage_end__ref__')) kinds |= MARRIAGE_ENDS
      else if (key.startsWith(DATE_PREFIX)) {
        const held = p.dateKeys
        if (held === null) p.dateKeys = key
        else if (typeof held === 'string') p.dateKeys = [held, key]
        else held.push(key)
        seen.dates = true
      }
    }
  }
  p.refKinds = kinds
  seen.kinds |= kinds
}

/** Whether `key` (a `marriage_date__ref__` key) is the one of `spouse`. */
const isDateKeyOf = (key: string, spouse: string) =>
  key.length === DATE_PREFIX.length + spouse.length && key.endsWith(spouse)

/** The answers for the writers, from what scanRefFields noted (most exports have no type and no end: no lookup). */
export function refFieldsOf(seen: RefKindsSeen): RefFields {
  const types = (seen.kinds & PARENT_TYPES) !== 0
  const ends = (seen.kinds & MARRIAGE_ENDS) !== 0
  return {
    anyMarriageEnds: ends,
    hasParentTypes: (p) => types && p !== undefined && (p.refKinds & PARENT_TYPES) !== 0,
    hasMarriageEnds: (p) => ends && p !== undefined && (p.refKinds & MARRIAGE_ENDS) !== 0,
    anyMarriageDates: seen.dates,
    hasMarriageDates: (p) => p !== undefined && p.dateKeys !== null,
    marriageDateIn: (p, spouse) => {
      const keys = p.dateKeys
      if (typeof keys === 'string') {
        if (isDateKeyOf(keys, spouse)) return p.d.data[keys]
      } else if (keys !== null) for (const key of keys) if (isDateKeyOf(key, spouse)) return p.d.data[key]
      return p.d.data?.[DATE_PREFIX + spouse]
    },
  }
}
