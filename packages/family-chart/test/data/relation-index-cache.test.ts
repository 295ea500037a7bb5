// The relation index is reused between layouts of the same data, and rebuilt as soon as anything it reads changes.
import { relationIndexOf } from '../../src/data/relation-index-cache'
import { calculateTree } from '../../src/layout/calculate-tree'
import type { Data } from '../../src/data/types'

function family(): Data {
  return [
    { id: 'a', data: { gender: 'M' }, rels: { spouses: ['b'], children: ['c'] } },
    { id: 'b', data: { gender: 'F' }, rels: { spouses: ['a'], children: ['c'] } },
    { id: 'c', data: { gender: 'M' }, rels: { father: 'a', mother: 'b' } },
  ]
}

describe('relation index cache', () => {
  it('returns the same index while the data is unchanged', () => {
    const data = family()
    expect(relationIndexOf(data)).toBe(relationIndexOf(data))
  })

  it('sees relations changed in place', () => {
    const data = family()
    const first = relationIndexOf(data)
    data.push({ id: 'd', data: { gender: 'F' }, rels: { father: 'a', mother: 'b' } })
    data[0].rels.children!.push('d')
    const second = relationIndexOf(data)
    expect(second).not.toBe(first)
    expect(second.rels('a').children).toEqual(['c', 'd'])
    expect(calculateTree(data, { main_id: 'a' }).data.map((d) => d.data.id)).toContain('d')

    data[2].rels.mother = undefined
    expect(relationIndexOf(data).rels('c').mother).toBe('b') // b still lists c: filled in from her side
    data[1].rels.children = []
    expect(relationIndexOf(data).rels('c').mother).toBeUndefined()
  })

  it('sees a changed gender (it decides which parent slot a one-sided child fills)', () => {
    const data: Data = [
      { id: 'p', data: { gender: 'M' }, rels: { children: ['k'] } },
      { id: 'k', data: { gender: 'F' }, rels: {} },
    ]
    expect(relationIndexOf(data).rels('k').father).toBe('p')
    data[0].data.gender = 'F'
    expect(relationIndexOf(data).rels('k').mother).toBe('p')
  })

  it('sees a person replaced by a new object with the same id', () => {
    const data = family()
    const first = relationIndexOf(data)
    data[2] = { id: 'c', data: { gender: 'M' }, rels: { father: 'a' } }
    const second = relationIndexOf(data)
    expect(second).not.toBe(first)
    expect(second.get('c')).toBe(data[2])
  })

  it('sees a spouse added in place and a relation list replaced by a non-list', () => {
    const data = family()
    expect(relationIndexOf(data).rels('c').spouses).toEqual([])
    data.push({ id: 'e', data: { gender: 'F' }, rels: {} })
    data[2].rels.spouses = ['e']
    expect(relationIndexOf(data).rels('e').spouses).toEqual(['c'])
    ;(data[2].rels as { spouses: unknown }).spouses = 'e'
    expect(relationIndexOf(data).rels('e').spouses).toEqual([])
  })
})
