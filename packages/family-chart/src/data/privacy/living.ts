// Who counts as living, for hiding living people's details: no death recorded and born recently or at an unknown date.
import type { Datum } from '../types'

/** How living people are recognised. @since next */
export interface LivingRule {
  /** People born less than this many years ago (or at an unknown date) count as living. Default 100. */
  years?: number
  /** The date "now" is (default: the current date); fixed in tests and reproducible exports. */
  now?: Date
  /** The data field holding the birth date. Default 'birthday'. */
  birthField?: string
  /** Data fields any of which, when filled, says the person died. Default: 'death', 'deathday', 'death date', 'deceased'. */
  deathFields?: readonly string[]
}

const DEFAULT_DEATH_FIELDS = ['death', 'deathday', 'death date', 'deceased']

/** Values that say "no" in a death field: a checkbox left off, an explicit N. */
const NOT_DEAD = new Set(['', 'false', 'n', 'no', '0'])

/**
 * The latest year written in a date as people and GEDCOM write it ("12 JAN 1950", "1950-01-12", "ABT 1890",
 * "BET 1900 AND 1910", "3/4/1921"), so an uncertain date errs towards "recent". Undefined without a year.
 * @since next
 */
export function latestYear(date: unknown): number | undefined {
  if (typeof date === 'number' && Number.isFinite(date)) return Math.trunc(date)
  if (typeof date !== 'string') return undefined
  // A year is a run of 3 or 4 digits between non-digits. Read by hand, not by a regex with a lookbehind and an array
  // of matches: privacy asks this of every card of the layout (about 6× less CPU time than the regex in Node).
  let latest: number | undefined
  let run = 0
  let value = 0
  for (let i = 0; i <= date.length; i++) {
    const digit = i < date.length ? date.charCodeAt(i) - 48 : -1
    if (digit >= 0 && digit <= 9) {
      run++
      value = value * 10 + digit
      continue
    }
    if ((run === 3 || run === 4) && (latest === undefined || value > latest)) latest = value
    run = 0
    value = 0
  }
  return latest
}

/** Whether the data records a death: a filled death field (any text but an explicit "no"), or `true`. */
function recordsDeath(data: Datum['data'], fields: readonly string[]): boolean {
  for (const field of fields) {
    const value = data?.[field]
    if (value === true || typeof value === 'number') return true
    if (typeof value === 'string' && !NOT_DEAD.has(value.trim().toLowerCase())) return true
  }
  return false
}

/**
 * Whether to treat `d` as a living person: no death is recorded, and the birth is less than `years` years before
 * `now` or has no readable year (unknown counts as living, the safe side).
 * @since next
 */
export function isLiving(d: Pick<Datum, 'data'>, rule: LivingRule = {}): boolean {
  const { years = 100, now = new Date(), birthField = 'birthday', deathFields = DEFAULT_DEATH_FIELDS } = rule
  if (recordsDeath(d.data ?? {}, deathFields)) return false
  const born = latestYear(d.data?.[birthField])
  return born === undefined || now.getFullYear() - born < years
}
