// The relation index is reused between layouts of the same data, and rebuilt as soon as anything it reads changes.
import { CHUNK_SIZE, relationIndexOf } from '../../src/data/relation-index-cache'
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

  describe('on data whose recording fills many chunks', () => {
    // Couples with two children each (46 recorded values a couple) over three chunks, and one person with more
    // children than a chunk holds.
    const couples = Math.ceil((3 * CHUNK_SIZE) / 46)
    const lastOfCouples = 4 * couples - 1
    function big(): Data {
      const data: Data = []
      for (let i = 0; i < couples; i++) {
        data.push({ id: `f${i}`, data: { gender: 'M' }, rels: { spouses: [`m${i}`], children: [`a${i}`, `b${i}`] } })
        data.push({ id: `m${i}`, data: { gender: 'F' }, rels: { spouses: [`f${i}`], children: [`a${i}`, `b${i}`] } })
        data.push({ id: `a${i}`, data: { gender: 'M' }, rels: { father: `f${i}`, mother: `m${i}` } })
        data.push({ id: `b${i}`, data: { gender: 'F' }, rels: { father: `f${i}`, mother: `m${i}` } })
      }
      const kids = Array.from({ length: CHUNK_SIZE + 10 }, (_, k) => `k${k}`)
      data.push({ id: 'many', data: { gender: 'F' }, rels: { children: kids } })
      for (const k of kids) data.push({ id: k, data: { gender: 'M' }, rels: { mother: 'many' } })
      return data
    }

    it('reuses the index while nothing changed', () => {
      const data = big()
      expect(relationIndexOf(data)).toBe(relationIndexOf(data))
    })

    it('sees a change near the end, inside the oversized record, and a person added or removed', () => {
      const data = big()
      let index = relationIndexOf(data)
      const lastChild = data[lastOfCouples] // in the last chunk before the big family
      lastChild.rels.mother = 'm0'
      const next = relationIndexOf(data)
      expect(next).not.toBe(index)
      expect(next.rels(lastChild.id).mother).toBe('m0')
      index = next

      const many = data.find((d) => d.id === 'many')!
      many.rels.children![CHUNK_SIZE + 9] = 'a0'
      const afterKids = relationIndexOf(data)
      expect(afterKids).not.toBe(index)
      // a0 has both parents already, so the list the index gives stays the same: only the rebuild shows the change.
      expect(afterKids.rels('many').children).toHaveLength(CHUNK_SIZE + 10)
      expect(relationIndexOf(data)).toBe(afterKids)

      data.push({ id: 'late', data: { gender: 'F' }, rels: {} })
      const added = relationIndexOf(data)
      expect(added).not.toBe(afterKids)
      expect(added.has('late')).toBe(true)
      data.pop()
      expect(relationIndexOf(data).has('late')).toBe(false)
    })
  })
})
