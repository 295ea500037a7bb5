// viewNeeds: the people a view around a main person draws and the ring beyond, as far as the loaded people tell.
import { viewNeeds } from '../../../src/features/data-source/view-needs'
import { pedigree } from './fake-family'

const people = pedigree(63)
const loadedOnly = (ids: string[]) => (id: string) => (ids.includes(id) ? people.get(id) : undefined)

describe('viewNeeds', () => {
  it('knows only the main person and their relatives until more is loaded', () => {
    const needs = viewNeeds({ mainId: 'p1', ancestryDepth: 2, progenyDepth: 1, getPerson: loadedOnly(['p1']) })
    expect([...needs.drawn].sort()).toEqual(['p1', 'p2', 'p3'])
    expect([...needs.ring]).toEqual([])
  })

  it('follows the ancestry to its depth and adds the ring one step beyond', () => {
    const all = (id: string) => people.get(id)
    const needs = viewNeeds({ mainId: 'p1', ancestryDepth: 2, progenyDepth: 0, getPerson: all })
    expect([...needs.drawn].sort()).toEqual(['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7'])
    expect([...needs.ring].sort()).toEqual(['p10', 'p11', 'p12', 'p13', 'p14', 'p15', 'p8', 'p9'])
    expect(needs.distance.get('p8')).toBe(3)
  })

  it("draws children with their other parent and the main person's siblings", () => {
    const all = (id: string) => people.get(id)
    const needs = viewNeeds({ mainId: 'p4', ancestryDepth: 0, progenyDepth: 1, getPerson: all })
    expect(needs.drawn.has('p2')).toBe(true) // child
    expect(needs.drawn.has('p5')).toBe(true) // spouse, the child's mother
    expect(needs.ring.has('p8')).toBe(true) // a parent, one step beyond
    expect(needs.ring.has('p1')).toBe(true) // a grandchild, beyond the progeny depth
  })
})
