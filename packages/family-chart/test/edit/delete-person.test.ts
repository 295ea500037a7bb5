// Tests of deleting a person: removed when the family stays connected, blanked otherwise.
import type { Data } from '../../src/data/types'
import { deletePerson } from '../../src/edit/delete-person'
import { expectConsistent, family, frozen, get, ids } from './helpers'
import { isUnknownPerson } from '../../src/data/markers'

describe('deletePerson', () => {
  it('removes a leaf person and every reference to them', () => {
    const input = frozen(family())
    const { data, removed } = deletePerson(input.data, 'kid')
    expect(JSON.stringify(input.data)).toBe(input.json)
    expect(removed).toBe(true)
    expectConsistent(data)
    expect(ids(data)).toEqual(['dad', 'mom', 'gf', 'gm'])
    expect(get(data, 'dad').rels.children).toEqual([])
    expect(get(data, 'mom').rels.children).toEqual([])
  })

  it('removes a spouse with their per-spouse fields when the rest stays connected', () => {
    const start: Data = [
      {
        id: 'a',
        data: { gender: 'M', marriage_date__ref__b: '1990', marriage_date__ref__c: '2000', current_marriage: 'c' },
        rels: { spouses: ['b', 'c'] },
      },
      { id: 'b', data: { gender: 'F', marriage_date__ref__a: '1990' }, rels: { spouses: ['a'] } },
      { id: 'c', data: { gender: 'F' }, rels: { spouses: ['a'] } },
    ]
    const { data, removed } = deletePerson(start, 'b')
    expect(removed).toBe(true)
    expect(get(data, 'a').data).toEqual({ gender: 'M', marriage_date__ref__c: '2000', current_marriage: 'c' })
    expect(get(data, 'a').rels.spouses).toEqual(['c'])
    expect(get(data, 'c')).toBe(start[2])
    expectConsistent(data)
  })

  it("counts the first remaining person's connections through relations named on one side", () => {
    const start: Data = [
      { id: 'x', data: { gender: 'M' }, rels: { children: ['y'] } },
      { id: 'y', data: { gender: 'M' }, rels: {} },
      { id: 'z', data: { gender: 'F' }, rels: { spouses: ['y'] } },
    ]
    expect(deletePerson(start, 'x').removed).toBe(true)
  })

  it('blanks a person whose removal would split the family', () => {
    const input = frozen(family())
    const { data, removed } = deletePerson(input.data, 'dad')
    expect(JSON.stringify(input.data)).toBe(input.json)
    expect(removed).toBe(false)
    const dad = get(data, 'dad')
    expect(dad.data).toEqual({ gender: 'M' })
    expect(isUnknownPerson(dad)).toBe(true)
    // the 0.8.0 flag for card code: a getter, neither an own enumerable key nor saved
    expect(dad.unknown).toBe(true)
    expect(Object.keys(dad)).toEqual(['id', 'data', 'rels'])
    expect(JSON.parse(JSON.stringify(dad))).toEqual({
      id: 'dad',
      data: { gender: 'M' },
      rels: get(input.data, 'dad').rels,
    })
    expect(dad.rels).toEqual(get(input.data, 'dad').rels)
    expect(ids(data)).toEqual(ids(input.data))
    expectConsistent(data)
  })

  it('replaces the last person with one new male person', () => {
    const input = frozen([{ id: 'only', data: { gender: 'F', 'first name': 'Uma' }, rels: {} }] as Data)
    const { data, removed } = deletePerson(input.data, 'only')
    expect(removed).toBe(true)
    expect(data).toHaveLength(1)
    expect(data[0].id).not.toBe('only')
    expect(data[0].data).toEqual({ gender: 'M' })
    expect(data[0].rels).toEqual({})
  })

  it('leaves the data unchanged for an unknown id', () => {
    const start = family()
    const result = deletePerson(start, 'ghost')
    expect(result.removed).toBe(false)
    expect(result.data).toEqual(start)
  })
})
