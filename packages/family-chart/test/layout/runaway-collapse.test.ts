// Pedigree collapse that would multiply a small family into hundreds of thousands of cards, and parent cycles: the
// layout stays in proportion to the people, draws everyone, and says what it did.
import * as fc from 'fast-check'
import { calculateTree } from '../../src/layout/calculate-tree'
import { BASE_LAYOUT_NODES, NODES_PER_PERSON } from '../../src/layout/budget'
import type { Data, Datum } from '../../src/data/types'
import { braided } from '../fixtures/braided-family'

type Toggle = { key: string; open: boolean }

const bound = (people: number) => 2 * (BASE_LAYOUT_NODES + NODES_PER_PERSON * people)

describe('runaway pedigree collapse', () => {
  const data = braided(60)

  it.each(['p0', 'p30', 'p59'])(
    'draws a 60-person braid from %s in a few hundred cards, everyone at least once',
    (main_id) => {
      const tree = calculateTree(data, { main_id })
      expect(tree.data.length).toBeLessThan(1000)
      const drawn = new Set(tree.data.map((d) => d.data.id))
      // from the youngest every other person is an ancestor; from the founder every other a descendant
      if (main_id !== 'p30') expect(data.filter((d) => !drawn.has(d.id)).map((d) => d.id)).toEqual([])
      expect(tree.notices?.map((n) => n.type)).toEqual(['pedigree-collapse'])
      // the other copies carry the duplicate-branch toggles, as with setDuplicateBranchToggle(true)
      expect(tree.data.some((d) => (d.toggles as Toggle[] | undefined)?.some((t) => !t.open))).toBe(true)
    },
  )

  it('honours a branch the user opened elsewhere', () => {
    const first = calculateTree(data, { main_id: 'p59' })
    const closed = first.data.find((d) => (d.toggles as Toggle[] | undefined)?.some((t) => !t.open))!
    const key = (closed.toggles as Toggle[]).find((t) => !t.open)!.key
    const reopened = calculateTree(data, { main_id: 'p59', duplicate_branch_open: { [key]: closed.tid! } })
    expect(
      (reopened.data.find((d) => d.tid === closed.tid)!.toggles as Toggle[]).find((t) => t.key === key)!.open,
    ).toBe(true)
  })

  it('leaves ordinary pedigree collapse (cousins who marry) fully expanded and says nothing', () => {
    const cousins: Data = [
      { id: 'x', data: { gender: 'M' }, rels: { father: 'c1', mother: 'c2' } },
      { id: 'c1', data: { gender: 'M' }, rels: { father: 'p1', spouses: ['c2'], children: ['x'] } },
      { id: 'c2', data: { gender: 'F' }, rels: { father: 'p2', spouses: ['c1'], children: ['x'] } },
      { id: 'p1', data: { gender: 'M' }, rels: { father: 'g1', mother: 'g2', children: ['c1'] } },
      { id: 'p2', data: { gender: 'M' }, rels: { father: 'g1', mother: 'g2', children: ['c2'] } },
      { id: 'g1', data: { gender: 'M' }, rels: { spouses: ['g2'], children: ['p1', 'p2'] } },
      { id: 'g2', data: { gender: 'F' }, rels: { spouses: ['g1'], children: ['p1', 'p2'] } },
    ]
    const tree = calculateTree(cousins, { main_id: 'x' })
    expect(tree.notices).toBeUndefined()
    expect(tree.data.filter((d) => d.data.id === 'g1')).toHaveLength(2)
  })
})

describe('parent cycles', () => {
  it('draws each person of a 2-person cycle once, above main, and reports the cycle', () => {
    const data: Data = [
      { id: 'a', data: { gender: 'M' }, rels: { father: 'b', children: ['b'] } },
      { id: 'b', data: { gender: 'M' }, rels: { father: 'a', children: ['a'] } },
    ]
    const tree = calculateTree(data, { main_id: 'a', single_parent_empty_card: true })
    const people = tree.data
      .filter((d) => !d.data.id.startsWith('__empty__'))
      .map((d) => `${d.data.id}${d.is_ancestry ? '^' : ''}`)
    expect(people.sort()).toEqual(['a', 'b^'])
    expect(tree.data).toHaveLength(4)
    expect(tree.notices).toEqual([expect.objectContaining({ type: 'parent-cycle', ids: ['b'] })])
  })
})

describe('a seeded fuzz of tangled parents', () => {
  // Random families whose parent links may point anywhere: braids, cycles, self-parents and duplicates.
  const family = fc.integer({ min: 2, max: 40 }).chain((n) =>
    fc.array(fc.tuple(fc.nat(n - 1), fc.nat(n - 1), fc.nat(n - 1)), { minLength: 1, maxLength: 3 * n }).map((links) => {
      const people: Datum[] = Array.from({ length: n }, (_, i) => ({
        id: `p${i}`,
        data: { gender: i % 2 ? 'F' : 'M' },
        rels: {},
      }))
      for (const [child, f, m] of links) {
        people[child].rels.father = people[f].data.gender === 'M' ? `p${f}` : undefined
        people[child].rels.mother = people[m].data.gender === 'F' ? `p${m}` : undefined
      }
      return people
    }),
  )

  it('always finishes within the node bound, with main drawn once as main', () => {
    fc.assert(
      fc.property(family, fc.nat(), (data, pick) => {
        const main_id = data[pick % data.length].id
        const tree = calculateTree(data, {
          main_id,
          single_parent_empty_card: true,
          show_siblings_of_main: pick % 2 === 0,
        })
        expect(tree.data.length).toBeLessThanOrEqual(bound(data.length))
        expect(tree.data.filter((d) => d.main).map((d) => d.data.id)).toEqual([main_id])
        // nobody drawn above main is drawn again among its descendants (spouses beside a descendant aside)
        const above = new Set(tree.data.filter((d) => d.is_ancestry).map((d) => d.data.id))
        const below = tree.data.filter(
          (d) => !d.is_ancestry && !d.main && !d.sibling && !d.spouse && above.has(d.data.id) && d.data.id !== main_id,
        )
        expect(below.map((d) => d.data.id)).toEqual([])
      }),
      { numRuns: 300, seed: 20261124 },
    )
  })
})
