// The Performance page's number formats.
import {
  formatDate,
  formatDuration,
  formatFactor,
  formatKB,
  formatLimit,
  formatMB,
  formatMs,
  formatPeopleShort,
  groupThousands,
} from './format'

describe('formats', () => {
  it('prints times with a thousands separator, one decimal below 100 ms', () => {
    expect(formatMs(1013.4)).toBe('1,013 ms')
    expect(formatMs(111502)).toBe('111,502 ms')
    expect(formatMs(74.82)).toBe('74.8 ms')
    expect(formatMs(7.99)).toBe('8.0 ms')
    expect(formatLimit(60000)).toBe('> 60 s')
  })

  it('prints factors with a precision that suits their size', () => {
    expect(formatFactor(14.138)).toBe('14.1×')
    expect(formatFactor(9185.0)).toBe('9,185×')
    expect(formatFactor(1.219)).toBe('1.22×')
  })

  it('prints sizes and counts', () => {
    expect(formatKB(27589)).toBe('26.9 KB')
    expect(formatMB(47.04)).toBe('47.0 MB')
    expect(groupThousands(247994)).toBe('247,994')
    expect(groupThousands(27)).toBe('27')
    expect([1000, 5000, 10000, 50000, 1500, 800].map(formatPeopleShort)).toEqual([
      '1k',
      '5k',
      '10k',
      '50k',
      '1.5k',
      '800',
    ])
  })

  it('prints the date in UTC and the duration in minutes', () => {
    expect(formatDate('2026-11-23T11:47:51.153Z')).toBe('23 November 2026, 11:47 UTC')
    expect(formatDuration(1161)).toBe('19 min')
    expect(formatDuration(45)).toBe('45 s')
  })
})
