import { formatShortUtcDate } from './format-date'

describe('formatShortUtcDate', () => {
  it('writes the date as the theme did with Intl (en, short month, UTC)', () => {
    const intl = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
    // Every month, first and last days, around the UTC midnight edge, leap day.
    const times = [
      Date.UTC(2026, 10, 24, 23, 59),
      Date.UTC(2024, 1, 29),
      Date.UTC(1999, 11, 31, 23, 59, 59),
      Date.UTC(2000, 0, 1),
    ]
    for (let m = 0; m < 12; m++) times.push(Date.UTC(2025, m, 1), Date.UTC(2025, m + 1, 0, 12))
    for (const t of times) expect(formatShortUtcDate(t)).toBe(intl.format(new Date(t)))
  })

  it('gives nothing for a time that is not a date', () => {
    expect(formatShortUtcDate(Number.NaN)).toBe('')
    expect(formatShortUtcDate(new Date('not a date'))).toBe('')
  })
})
