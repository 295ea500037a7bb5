import type { Data, Datum } from 'family-chart'
import {
  afterMarriageSubmit,
  applyCurrentMarriageRules,
  currentMarriageOptions,
  dateSortKey,
  marriageLinkText,
  mirrorMarriageFields,
  refKey,
  sortSpousesByMarriageDate,
  NO_MARRIAGE,
  UNKNOWN_MARRIAGE,
} from './marriage'
import { loadDemoData, namedIds } from './test-data'

const person = (id: string, spouses: string[], current?: string, extra: Record<string, string> = {}): Datum => ({
  id,
  data: { gender: 'M', 'first name': id, ...(current === undefined ? {} : { current_marriage: current }), ...extra },
  rels: { spouses },
})
const currentOf = (data: Data, id: string) => data.find((d) => d.id === id)!.data.current_marriage

describe('current-marriage rules after a submit', () => {
  it('resets spouses that pointed to the edited person when the edited person chose no one', () => {
    const data = [person('e', ['a', 'b'], UNKNOWN_MARRIAGE), person('a', ['e'], 'e'), person('b', ['e'], 'e')]
    const out = applyCurrentMarriageRules(data, 'e')
    expect(currentOf(out, 'a')).toBe(UNKNOWN_MARRIAGE)
    expect(currentOf(out, 'b')).toBe(UNKNOWN_MARRIAGE)
    expect(currentOf(out, 'e')).toBe(UNKNOWN_MARRIAGE)
  })

  it('leaves spouses pointing elsewhere alone', () => {
    const data = [person('e', ['a'], NO_MARRIAGE), person('a', ['e', 'x'], 'x'), person('x', ['a'], 'a')]
    expect(applyCurrentMarriageRules(data, 'e')).toBe(data)
  })

  it("makes the chosen spouse point back and resets that spouse's previous partner", () => {
    // e chooses a; a was currently married to x; b used to point at e.
    const data = [
      person('e', ['a', 'b'], 'a'),
      person('a', ['e', 'x'], 'x'),
      person('x', ['a'], 'a'),
      person('b', ['e'], 'e'),
    ]
    const out = applyCurrentMarriageRules(data, 'e')
    expect(currentOf(out, 'a')).toBe('e')
    expect(currentOf(out, 'x')).toBe(UNKNOWN_MARRIAGE)
    expect(currentOf(out, 'b')).toBe(UNKNOWN_MARRIAGE)
    expect(currentOf(out, 'e')).toBe('a')
  })

  it('keeps the chosen spouse pointing back when it already did', () => {
    const data = [person('e', ['a', 'b'], 'a'), person('a', ['e'], 'e'), person('b', ['e'])]
    expect(applyCurrentMarriageRules(data, 'e')).toBe(data)
  })

  it('ignores special values, unknown ids and people who are not spouses', () => {
    for (const choice of [UNKNOWN_MARRIAGE, NO_MARRIAGE, 'ghost', 'stranger']) {
      const data = [
        person('e', ['a'], choice),
        person('a', ['e'], 'z'),
        person('z', ['a'], 'a'),
        person('stranger', [], 'q'),
      ]
      const out = applyCurrentMarriageRules(data, 'e')
      expect(currentOf(out, 'a')).toBe('z')
      expect(currentOf(out, 'z')).toBe('a')
      expect(currentOf(out, 'stranger')).toBe('q')
    }
  })

  it('does not change its input', () => {
    const data = [person('e', ['a'], 'a'), person('a', ['e', 'x'], 'x'), person('x', ['a'], 'a')]
    const before = JSON.stringify(data)
    applyCurrentMarriageRules(data, 'e')
    expect(JSON.stringify(data)).toBe(before)
  })
})

describe('marriage fields', () => {
  it('mirrors the edited person’s date and location onto each spouse', () => {
    const data = [
      person('e', ['a'], undefined, {
        [refKey('marriage_date', 'a')]: '1990-01-02',
        [refKey('marriage_location', 'a')]: 'Oslo',
      }),
      person('a', ['e'], undefined, { [refKey('marriage_date', 'e')]: '1980' }),
    ]
    const out = mirrorMarriageFields(data, 'e')
    expect(out[1].data[refKey('marriage_date', 'e')]).toBe('1990-01-02')
    expect(out[1].data[refKey('marriage_location', 'e')]).toBe('Oslo')
    expect(mirrorMarriageFields(out, 'e')).toBe(out)
  })

  it('writes the date on the spouse link from either record', () => {
    const a = person('a', ['b'], undefined, { [refKey('marriage_date', 'b')]: '1975-09-20' })
    const b = person('b', ['a'])
    expect(marriageLinkText(a, b)).toBe('m. 1975-09-20')
    expect(marriageLinkText(b, a)).toBe('m. 1975-09-20')
    expect(marriageLinkText(b, person('c', []))).toBe('')
  })

  it('reads partial dates', () => {
    expect(dateSortKey('1962')).toBeLessThan(dateSortKey('1962-06')!)
    expect(dateSortKey('1962-06-09')).toBeLessThan(dateSortKey('1962-06-10')!)
    expect(dateSortKey('June 1962')).toBeNull()
  })
})

describe('the demo data', () => {
  const data = loadDemoData('data-marriage-date.json')
  const idOf = namedIds(data)
  const eleanor = data.find((d) => d.id === idOf('Eleanor Vance'))!

  it('sorts Eleanor’s spouses by marriage date, undated last', () => {
    const copy = structuredClone(eleanor)
    sortSpousesByMarriageDate(copy, data)
    expect(copy.rels.spouses).toEqual([idOf('Richard Hale'), idOf('George Pryce'), idOf('Martin Ash')])
    copy.data[refKey('marriage_date', idOf('Richard Hale'))] = ''
    const withoutRichardDate = data.map((d) =>
      d.id === idOf('Richard Hale') ? { ...d, data: { ...d.data, [refKey('marriage_date', eleanor.id)]: '' } } : d,
    )
    sortSpousesByMarriageDate(copy, withoutRichardDate)
    expect(copy.rels.spouses).toEqual([idOf('George Pryce'), idOf('Martin Ash'), idOf('Richard Hale')])
  })

  it('offers her spouses, Unknown and None', () => {
    expect(currentMarriageOptions(eleanor, data).map((o) => o.label)).toEqual([
      'George Pryce',
      'Martin Ash',
      'Richard Hale',
      'Unknown',
      'None',
    ])
    expect(
      currentMarriageOptions(eleanor, data)
        .slice(-2)
        .map((o) => o.value),
    ).toEqual(['_unknown_', '_none_'])
  })

  it('moves Richard to Eleanor when she chooses him', () => {
    const edited = data.map((d) =>
      d.id === eleanor.id ? { ...d, data: { ...d.data, current_marriage: idOf('Richard Hale') } } : d,
    )
    const out = afterMarriageSubmit(edited, eleanor.id)
    expect(currentOf(out, idOf('Richard Hale'))).toBe(eleanor.id)
    expect(currentOf(out, idOf('Joan Reed'))).toBe(UNKNOWN_MARRIAGE)
    expect(currentOf(out, idOf('Martin Ash'))).toBe(UNKNOWN_MARRIAGE)
    expect(currentOf(out, idOf('George Pryce'))).toBe(NO_MARRIAGE)
  })
})
