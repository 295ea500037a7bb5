// The relation index is reused between layouts of the same data, and rebuilt as soon as anything it reads changes.
import { relationIndexOf } from '../../src/data/relation-index-cache'
import { buildRelationIndex, type RelationIndex } from '../../src/data/relation-index'
import { calculateTree } from '../../src/layout/calculate-tree'
import type { Data, Datum } from '../../src/data/types'

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

  describe('on a bigger family', () => {
    const couples = 3000
    const lastOfCouples = 4 * couples - 1
    function big(): Data {
      const data: Data = []
      for (let i = 0; i < couples; i++) {
        data.push({ id: `f${i}`, data: { gender: 'M' }, rels: { spouses: [`m${i}`], children: [`a${i}`, `b${i}`] } })
        data.push({ id: `m${i}`, data: { gender: 'F' }, rels: { spouses: [`f${i}`], children: [`a${i}`, `b${i}`] } })
        data.push({ id: `a${i}`, data: { gender: 'M' }, rels: { father: `f${i}`, mother: `m${i}` } })
        data.push({ id: `b${i}`, data: { gender: 'F' }, rels: { father: `f${i}`, mother: `m${i}` } })
      }
      const kids = Array.from({ length: 2000 }, (_, k) => `k${k}`)
      data.push({ id: 'many', data: { gender: 'F' }, rels: { children: kids } })
      for (const k of kids) data.push({ id: k, data: { gender: 'M' }, rels: { mother: 'many' } })
      return data
    }

    it('reuses the index while nothing changed', () => {
      const data = big()
      expect(relationIndexOf(data)).toBe(relationIndexOf(data))
    })

    it('sees a change near the end, in a long list, and a person added or removed', () => {
      const data = big()
      let index = relationIndexOf(data)
      const lastChild = data[lastOfCouples]
      lastChild.rels.mother = 'm0'
      const next = relationIndexOf(data)
      expect(next).not.toBe(index)
      expect(next.rels(lastChild.id).mother).toBe('m0')
      index = next

      const many = data.find((d) => d.id === 'many')!
      many.rels.children![1999] = 'a0'
      const afterKids = relationIndexOf(data)
      expect(afterKids).not.toBe(index)
      // a0 has both parents already, so the list the index gives stays the same: only the rebuild shows the change.
      expect(afterKids.rels('many').children).toHaveLength(2000)
      expect(relationIndexOf(data)).toBe(afterKids)

      data.push({ id: 'late', data: { gender: 'F' }, rels: {} })
      const added = relationIndexOf(data)
      expect(added).not.toBe(afterKids)
      expect(added.has('late')).toBe(true)
      data.pop()
      expect(relationIndexOf(data).has('late')).toBe(false)
    })
  })

  describe('keeps the index only when the data would build the same one', () => {
    it('keeps it when an id no one has is replaced by another, or a reference to oneself by one no one has', () => {
      const data: Data = [
        { id: 'a', data: { gender: 'M' }, rels: { father: 'ghost', spouses: ['a', 'b'] } },
        { id: 'b', data: { gender: 'M' }, rels: { spouses: ['a'] } },
      ]
      const first = relationIndexOf(data)
      data[0].rels.father = 'nobody'
      data[0].rels.spouses![0] = 'phantom'
      expect(relationIndexOf(data)).toBe(first)
      expectSameIndex(first, buildRelationIndex(data))
    })

    it('rebuilds when an id no one had now names someone', () => {
      const data: Data = [
        { id: 'a', data: { gender: 'M' }, rels: { children: ['ghost'] } },
        { id: 'c', data: { gender: 'M' }, rels: { father: 'ghost' } },
      ]
      const first = relationIndexOf(data)
      expect(first.rels('c').father).toBeUndefined()
      data[1].rels.father = 'a'
      data[0].rels.children![0] = 'c'
      const second = relationIndexOf(data)
      expect(second).not.toBe(first)
      expect(second.rels('c').father).toBe('a')
    })

    it('reads other parents: adding the parent who lists a child there changes which slot it fills', () => {
      const data: Data = [
        { id: 'p', data: { gender: 'M' }, rels: { children: ['k'] } },
        { id: 'k', data: { gender: 'M' }, rels: { other_parents: ['x'] } },
      ]
      expect(relationIndexOf(data).rels('k').father).toBe('p')
      data[1].rels.other_parents!.push('p')
      expect(relationIndexOf(data).rels('k').father).toBeUndefined()
      ;(data[1].rels as { other_parents?: unknown }).other_parents = undefined
      expect(relationIndexOf(data).rels('k').father).toBe('p')
    })

    it('keeps it when a gender the build never read changes', () => {
      const data = family()
      const first = relationIndexOf(data)
      data[2].data.gender = 'F' // c is nobody's parent
      expect(relationIndexOf(data)).toBe(first)
    })

    it('follows repeated ids and entries that are no people as they move', () => {
      const x = { id: 'x', data: { gender: 'M' }, rels: {} }
      const data = [
        x,
        null,
        { id: 'x', data: { gender: 'M' }, rels: {} },
        { id: 'y', data: { gender: 'M' }, rels: {} },
      ] as unknown as Data
      const first = relationIndexOf(data)
      ;[data[1], data[2]] = [data[2], data[1]] // the repeat still comes after the first x
      expect(relationIndexOf(data)).toBe(first)
      ;[data[0], data[1]] = [data[1], data[0]] // now the other x comes first
      const second = relationIndexOf(data)
      expect(second).not.toBe(first)
      expect(second.get('x')).toBe(data[0])
    })

    it('gives the index a fresh build gives, after any of many random changes in place', () => {
      let seed = 7
      const random = (n: number) => {
        seed = (seed * 1103515245 + 12345) % 2147483648
        return seed % n
      }
      const ids = ['a', 'b', 'c', 'd', 'e', 'f', 'ghost', '']
      const pick = () => ids[random(ids.length)]
      const data: Data = ids.slice(0, 6).map((id) => ({ id, data: { gender: random(2) ? 'M' : 'F' }, rels: {} }))
      // Someone's relations to change (a person whose relations were taken away gets an empty set first).
      const relsOf = (d: Data) => (d[random(d.length)].rels ??= {})
      const changes: ((d: Data) => void)[] = [
        (d) => (relsOf(d).father = pick()),
        (d) => (relsOf(d).mother = pick()),
        (d) => (relsOf(d).spouses = [pick(), pick()].slice(random(3))),
        (d) => (relsOf(d).children ??= []).push(pick()),
        (d) => {
          const list = relsOf(d).children
          if (list?.length) list[random(list.length)] = pick()
        },
        (d) => (relsOf(d).other_parents = [pick()]),
        (d) => (d[random(d.length)].data.gender = random(2) ? 'M' : 'F'),
        (d) => (d[random(d.length)].id = pick()),
        (d) => (d[random(d.length)].rels = random(2) ? {} : (null as unknown as Datum['rels'])),
        (d) => d.push({ id: pick(), data: { gender: 'M' }, rels: { father: pick() } }),
        (d) => d.length > 3 && d.splice(random(d.length), 1),
      ]
      let reused = 0
      let before = relationIndexOf(data)
      for (let step = 0; step < 600; step++) {
        changes[random(changes.length)](data)
        const index = relationIndexOf(data)
        if (index === before) reused++
        expectSameIndex(index, buildRelationIndex(data))
        before = index
      }
      // Some changes leave the index as it was (a gender no one reads, an id no one has for another): kept.
      expect(reused).toBeGreaterThan(0)
    })
  })
})

/** Two indexes with the same people (the same objects) in the same order and the same relations. */
function expectSameIndex(a: RelationIndex, b: RelationIndex): void {
  expect(a.ids).toEqual(b.ids)
  a.ids.forEach((id, p) => {
    expect(a.at(p)).toBe(b.at(p))
    expect(a.rels(id)).toEqual(b.rels(id))
  })
}
