/** Number formats of the Performance page: the same text at build time and in the browser (no locale lookups). */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** 1234567 → '1,234,567' (rounded to an integer). */
export function groupThousands(value: number): string {
  const sign = value < 0 ? '-' : ''
  return sign + String(Math.round(Math.abs(value))).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/** 1013.2 → '1,013 ms', 74.82 → '74.8 ms', 7.99 → '8.0 ms'. */
export function formatMs(ms: number): string {
  return ms >= 100 ? `${groupThousands(ms)} ms` : `${ms.toFixed(1)} ms`
}

/** A round time such as a time limit: 60000 → '60 s', 500 → '500 ms'. */
export function formatRoundTime(ms: number): string {
  return ms >= 1000 ? `${groupThousands(ms / 1000)} s` : `${groupThousands(ms)} ms`
}

/** A time limit that a run exceeded: 60000 → '> 60 s'. */
export function formatLimit(ms: number): string {
  return `> ${formatRoundTime(ms)}`
}

/** How many times bigger: 14.14 → '14.1×', 9185 → '9,185×', 1.219 → '1.22×'. */
export function formatFactor(factor: number): string {
  if (factor >= 100) return `${groupThousands(factor)}×`
  return `${factor.toFixed(factor >= 2 ? 1 : 2)}×`
}

export function formatKB(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`
}

export function formatMB(megabytes: number): string {
  return `${megabytes.toFixed(1)} MB`
}

/** 50000 → '50k', 1500 → '1.5k', 800 → '800'. */
export function formatPeopleShort(people: number): string {
  if (people < 1000) return String(people)
  const thousands = people / 1000
  return `${Number.isInteger(thousands) ? thousands : thousands.toFixed(1)}k`
}

/** '2026-11-23T11:47:51.153Z' → '23 November 2026, 11:47 UTC'. */
export function formatDate(iso: string): string {
  const d = new Date(iso)
  const time = `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}, ${time} UTC`
}

/** 1161 → '19 min', 45 → '45 s'. */
export function formatDuration(seconds: number): string {
  return seconds >= 90 ? `${Math.round(seconds / 60)} min` : `${Math.round(seconds)} s`
}
