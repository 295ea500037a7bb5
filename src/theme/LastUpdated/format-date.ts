/**
 * The "Last updated on" date, written the way `Intl.DateTimeFormat('en', { day: 'numeric', month: 'short',
 * year: 'numeric', timeZone: 'UTC' })` writes it ("Nov 24, 2026"), without Intl: creating the first Intl formatter
 * loads locale data in the middle of hydration, a long task on a phone, for a line in the page footer. The site is
 * English only; a second locale would go back to Intl.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** "Mon D, YYYY" in UTC, or '' for a time that is not a valid date. */
export function formatShortUtcDate(time: number | Date): string {
  const date = time instanceof Date ? time : new Date(time)
  if (Number.isNaN(date.getTime())) return ''
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`
}
