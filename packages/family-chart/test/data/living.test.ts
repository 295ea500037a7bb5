// Privacy of the living (pure part): who counts as living, and what their card may show instead of their name.
import { isLiving, latestYear } from '../../src/data/privacy/living'
import { initialsOf, privateDatum } from '../../src/data/privacy/private-name'
import type { Datum } from '../../src/data/types'

const now = new Date('2026-06-01T00:00:00Z')
const person = (data: Record<string, unknown>): Datum => ({
  id: 'p',
  data: data as Datum['data'],
  rels: { father: 'f' },
})

describe('latestYear', () => {
  it.each([
    ['12 JAN 1950', 1950],
    ['1950-01-12', 1950],
    ['ABT 1890', 1890],
    ['BET 1900 AND 1910', 1910],
    ['3/4/1921', 1921],
    ['850', 850],
    ['unknown', undefined],
    // Runs of digits longer than a year, or of one or two, are not years; the last run counts when the text ends.
    ['12345 and 1899', 1899],
    ['1899 and 12345', 1899],
    ['1 2 33', undefined],
    ['AFT 2001', 2001],
    [1975, 1975],
    [undefined, undefined],
  ])('%s → %s', (date, year) => expect(latestYear(date)).toBe(year))
})

describe('isLiving', () => {
  it('counts people born less than 100 years ago without a death as living', () => {
    expect(isLiving(person({ birthday: '1950' }), { now })).toBe(true)
    expect(isLiving(person({ birthday: '1920' }), { now })).toBe(false)
    expect(isLiving(person({ birthday: '1927' }), { now })).toBe(true)
  })

  it('treats an unknown birth as living, unless a death is recorded', () => {
    expect(isLiving(person({}), { now })).toBe(true)
    expect(isLiving(person({ birthday: 'ABT' }), { now })).toBe(true)
    expect(isLiving(person({ death: '2001' }), { now })).toBe(false)
    expect(isLiving(person({ deathday: 'Y' }), { now })).toBe(false)
    expect(isLiving(person({ deceased: true }), { now })).toBe(false)
    expect(isLiving(person({ deceased: 'no' }), { now })).toBe(true)
  })

  it('takes the number of years and the fields from the rule', () => {
    expect(isLiving(person({ birthday: '1950' }), { now, years: 50 })).toBe(false)
    expect(isLiving(person({ born: '2000', died: '2020' }), { now, birthField: 'born', deathFields: ['died'] })).toBe(
      false,
    )
    expect(isLiving(person({ born: '2000' }), { now, birthField: 'born', deathFields: ['died'] })).toBe(true)
  })
})

describe('private cards', () => {
  it('shows a fixed label or the initials, keeping gender, id and relations', () => {
    const d = person({ 'first name': 'élodie', 'last name': 'Smith', gender: 'F', birthday: '1990', note: 'secret' })
    expect(initialsOf(d)).toBe('É. S.')
    expect(privateDatum(d)).toEqual({
      id: 'p',
      rels: { father: 'f' },
      data: { gender: 'F', 'first name': 'Living', 'last name': '' },
    })
    expect(privateDatum(d, 'initials').data['first name']).toBe('É. S.')
    expect(privateDatum(person({ gender: 'M' }), 'initials', 'Private').data['first name']).toBe('Private')
    expect(d.data.note).toBe('secret')
  })
})
