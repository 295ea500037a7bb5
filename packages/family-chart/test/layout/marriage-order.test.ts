// Spouses ordered by marriage date (issue 35.5): the date keys read as written, dated marriages first and oldest
// first, undated ones after them in data order, and the layout drawing them so only when the option is on.
import { byMarriageDate, dateSortKey } from '../../src/layout/marriage-order'
import { calculateTree } from '../../src/compat/calculate-tree'
import type { Data, Datum } from '../../src/data/types'

describe('dateSortKey', () => {
  it('orders dates as genealogists write them, by year, month and day (a range by its start)', () => {
    const written = ['1950', '12 JUN 1950', '1950-06-13', 'ABT 1951', 'BET 1949 AND 1952', 'JAN 1950', '3/4/1948']
    const sorted = [...written].sort((a, b) => dateSortKey(a)! - dateSortKey(b)!)
    expect(sorted).toEqual([
      '3/4/1948',
      'BET 1949 AND 1952',
      '1950',
      'JAN 1950',
      '12 JUN 1950',
      '1950-06-13',
      'ABT 1951',
    ])
  })
  it('has no key without a year', () => {
    for (const v of [undefined, '', 'unknown', 'JUN', null, {}]) expect(dateSortKey(v)).toBeUndefined()
  })
})

const person = (id: string, data: Record<string, unknown> = {}, spouses: string[] = []): Datum =>
  ({ id, data: { gender: id === 'p' ? 'F' : 'M', ...data }, rels: { spouses, children: [] } }) as unknown as Datum

describe('byMarriageDate', () => {
  const spouses = ['a', 'b', 'c', 'd', 'e']
  const people = new Map(spouses.map((id) => [id, person(id, {}, ['p'])]))
  // a: no date; b: 1990 (on p); c: 1971 (on c's side only); d: no date; e: 1971-02 (on p)
  people.get('c')!.data['marriage_date__ref__p'] = '1971'
  const p = person('p', { marriage_date__ref__b: '1990', marriage_date__ref__e: 'FEB 1971' }, spouses)

  it('puts dated marriages first, oldest first, reading either spouse, and keeps the undated in data order after them', () => {
    expect(byMarriageDate(p, spouses, (id) => people.get(id))).toEqual(['c', 'e', 'b', 'a', 'd'])
  })
  it('keeps the data order when no date is known', () => {
    expect(byMarriageDate(person('q', {}, spouses), spouses, (id) => people.get(id))).toEqual(spouses)
  })
})

describe('the layout with sort_spouses_by_marriage_date', () => {
  // Eva married Carl (1980) after Bert (1960), but the data lists Carl first.
  function data(): Data {
    return [
      person('eva', { gender: 'F', marriage_date__ref__carl: '1980', marriage_date__ref__bert: '1960' }, [
        'carl',
        'bert',
        'dirk',
      ]),
      person('carl', {}, ['eva']),
      person('bert', {}, ['eva']),
      person('dirk', {}, ['eva']),
    ]
  }
  /** The spouses of main from left to right. */
  const leftToRight = (tree: ReturnType<typeof calculateTree>) =>
    tree.data
      .filter((d) => !d.main && !d.is_ancestry)
      .sort((a, b) => a.x - b.x)
      .map((d) => d.data.id)

  it('draws spouses in data order by default, as 0.8 and 0.9 do', () => {
    const off = leftToRight(calculateTree(data(), { main_id: 'eva' }))
    const byData = off.slice().sort((a, b) => ['carl', 'bert', 'dirk'].indexOf(a) - ['carl', 'bert', 'dirk'].indexOf(b))
    // The layout places a woman's spouses on her left, nearest first: the data order read from her outwards.
    expect([off, off.slice().reverse()]).toContainEqual(byData)
  })
  it('draws them in marriage order when the option is on, the undated last', () => {
    const order = leftToRight(calculateTree(data(), { main_id: 'eva', sort_spouses_by_marriage_date: true }))
    expect([order, order.slice().reverse()]).toContainEqual(['bert', 'carl', 'dirk'])
    expect(order).not.toEqual(leftToRight(calculateTree(data(), { main_id: 'eva' })))
  })
})
