/**
 * Spouses in the order of their marriages: the layout step behind `sort_spouses_by_marriage_date`. The date is read
 * from `marriage_date__ref__<spouseId>` on the person, else `marriage_date__ref__<personId>` on the spouse, as written
 * ("12 JUN 1950", "1950-06-12", "ABT 1950", "6/12/1950"); a spouse without a readable date keeps its place in the
 * data order, after the dated ones (an unknown date says nothing about when, so it neither jumps ahead nor splits
 * the dated run).
 */
import type { Datum } from '../data/types'
import { marriageDateKey } from '../data/parent-families'

// The key lives with the other relation keys of the data, where GEDCOM import (which reads data/ only) finds it.
export { marriageDateKey }

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC']

/**
 * A number that orders dates as written: year, then month and day when they can be read without guessing (ISO
 * dates and GEDCOM's "12 JUN 1950"); undefined without a year. Slash dates, whose day and month order differs by
 * country, count by their year only.
 * @since next
 */
export function dateSortKey(date: unknown): number | undefined {
  if (typeof date === 'number' && Number.isFinite(date)) return Math.trunc(date) * 10000
  if (typeof date !== 'string') return undefined
  const iso = date.match(/(?<!\d)(\d{3,4})-(\d{1,2})(?:-(\d{1,2}))?(?!\d)/)
  if (iso) return Number(iso[1]) * 10000 + Number(iso[2]) * 100 + Number(iso[3] ?? 0)
  const ged = date.toUpperCase().match(/(?:(\d{1,2})\s+)?([A-Z]{3})[A-Z]*\.?\s+(\d{3,4})(?!\d)/)
  const month = ged ? MONTHS.indexOf(ged[2]) + 1 : 0
  if (ged && month > 0) return Number(ged[3]) * 10000 + month * 100 + Number(ged[1] ?? 0)
  const year = date.match(/(?<!\d)\d{3,4}(?!\d)/)
  return year ? Number(year[0]) * 10000 : undefined
}

/** The written date of the marriage of `person` with `spouse`, from either side. */
export function marriageDateOf(person: Datum, spouse: Datum | undefined): unknown {
  return person.data?.[marriageDateKey(spouse?.id ?? '')] ?? spouse?.data?.[marriageDateKey(person.id)]
}

/** `spouseIds` (already in data order) with the dated marriages first, oldest first; equal and undated keep their order. @since next */
export function byMarriageDate(
  person: Datum,
  spouseIds: readonly string[],
  get: (id: string) => Datum | undefined,
): string[] {
  const keyed = spouseIds.map((id, i) => ({
    id,
    i,
    key: dateSortKey(marriageDateOf(person, get(id) ?? ({ id } as Datum))),
  }))
  keyed.sort((a, b) => {
    if (a.key === undefined || b.key === undefined) return a.key === b.key ? a.i - b.i : a.key === undefined ? 1 : -1
    return a.key - b.key || a.i - b.i
  })
  return keyed.map((k) => k.id)
}
