// Who was born first, from the birth dates in the data: the elder / younger words of Chinese and Japanese need it.
import type { Datum } from '../../data/types'

/** Year, month and day of a date written as ISO (1950-04-03, 1950-04, 1950), D.M.Y or GEDCOM (3 APR 1950); or null. */
function birthParts(value: unknown): [number, number, number] | null {
  if (typeof value === 'number' && Number.isInteger(value)) return [value, 0, 0]
  if (typeof value !== 'string') return null
  const text = value.trim()
  const iso = /^(\d{3,4})(?:-(\d{1,2})(?:-(\d{1,2}))?)?/.exec(text)
  if (iso) return [Number(iso[1]), Number(iso[2] ?? 0), Number(iso[3] ?? 0)]
  const dotted = /^(\d{1,2})[./](\d{1,2})[./](\d{3,4})$/.exec(text)
  if (dotted) return [Number(dotted[3]), Number(dotted[2]), Number(dotted[1])]
  const months = 'JAN FEB MAR APR MAY JUN JUL AUG SEP OCT NOV DEC'.split(' ')
  const gedcom = /^(?:(\d{1,2}) )?([A-Za-z]{3}) (\d{3,4})$/.exec(text)
  if (gedcom && months.includes(gedcom[2].toUpperCase())) {
    return [Number(gedcom[3]), months.indexOf(gedcom[2].toUpperCase()) + 1, Number(gedcom[1] ?? 0)]
  }
  const year = /\b(\d{4})\b/.exec(text)
  return year ? [Number(year[1]), 0, 0] : null
}

/**
 * Whether `a` was born before `b`, by the `field` of both (default 'birthday'); undefined when a date is missing
 * or the two cannot be told apart at the precision both give (1950 and 1950-04).
 */
export function bornBefore(a: Datum | undefined, b: Datum | undefined, field = 'birthday'): boolean | undefined {
  const pa = birthParts(a?.data?.[field])
  const pb = birthParts(b?.data?.[field])
  if (!pa || !pb) return undefined
  for (let i = 0; i < 3; i++) {
    if (pa[i] === 0 || pb[i] === 0) return undefined
    if (pa[i] !== pb[i]) return pa[i] < pb[i]
  }
  return undefined
}
