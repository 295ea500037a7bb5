/**
 * Which people of an export have any `parent_type__ref__`, `marriage_end__ref__` or `marriage_date__ref__` field: one pass over the data
 * fields, so that the writers look those fields up only where they can be (a lookup builds its key string).
 */
import type { Datum } from '../data/types'

export interface RefFields {
  /** Whether anyone has a `marriage_end__ref__` field. */
  anyMarriageEnds: boolean
  hasParentTypes(d: Datum | undefined): boolean
  hasMarriageEnds(d: Datum | undefined): boolean
  /** Whether anyone has a `marriage_date__ref__` field. */
  anyMarriageDates: boolean
  hasMarriageDates(d: Datum | undefined): boolean
  /**
   * `d.data[marriage_date__ref__<spouse>]` for a person who has such fields, read by the key the pass met: no key
   * string is built (and looked up as a new name) per family.
   */
  marriageDateIn(d: Datum, spouse: string): unknown
}

const DATE_PREFIX = 'marriage_date__ref__'

const P = 112 // 'p'
const M = 109 // 'm'

export function findRefFields(people: Datum[]): RefFields {
  const types = new Set<Datum>()
  const ends = new Set<Datum>()
  const dates = new Map<Datum, string[]>()
  for (const d of people) {
    const data = d.data
    if (!data || typeof data !== 'object') continue
    for (const key in data) {
      const c = key.charCodeAt(0)
      if (c === P && key.startsWith('parent_type__ref__')) types.add(d)
      else if (c === M && key.startsWith('marriage_end__ref__')) ends.add(d)
      else if (c === M && key.startsWith(DATE_PREFIX)) {
        const keys = dates.get(d)
        if (keys) keys.push(key)
        else dates.set(d, [key])
      }
    }
  }
  // Most exports have none of either: then no lookup at all.
  return {
    anyMarriageEnds: ends.size > 0,
    hasParentTypes: (d) => types.size > 0 && d !== undefined && types.has(d),
    hasMarriageEnds: (d) => ends.size > 0 && d !== undefined && ends.has(d),
    anyMarriageDates: dates.size > 0,
    hasMarriageDates: (d) => dates.size > 0 && d !== undefined && dates.has(d),
    marriageDateIn: (d, spouse) => {
      const keys = dates.get(d)
      if (keys !== undefined)
        for (const key of keys)
          if (key.length === DATE_PREFIX.length + spouse.length && key.endsWith(spouse)) return d.data[key]
      return d.data?.[DATE_PREFIX + spouse]
    },
  }
}
