// The descendants' rings with numbers: the opposite arc, each child's arc inside its parent's in proportion to its
// branch, the first child on the left, and how the ancestors' arc makes room for them.
import { fanLayout } from '../../../src/chart-types/fan/fan-layout'
import type { FanLayout, FanPlace } from '../../../src/chart-types/fan/fan-types'
import type { Data, Datum } from '../../../src/data/types'

/**
 * Main (M) with children A (two children), B (none) and C (three children, the first of whom has a child), and
 * both parents of M.
 */
function family(): Data {
  const people: Datum[] = []
  const person = (id: string, gender: 'M' | 'F', father?: string): Datum => {
    const d: Datum = { id, data: { gender, 'first name': id }, rels: { children: [], ...(father ? { father } : {}) } }
    people.push(d)
    if (father) people.find((p) => p.id === father)!.rels.children!.push(id)
    return d
  }
  person('F', 'M')
  person('Mo', 'F').rels.children!.push('M')
  person('M', 'M', 'F').rels.mother = 'Mo'
  person('A', 'M', 'M')
  person('B', 'F', 'M')
  person('C', 'M', 'M')
  person('A1', 'F', 'A')
  person('A2', 'M', 'A')
  person('C1', 'M', 'C')
  person('C2', 'F', 'C')
  person('C3', 'F', 'C')
  person('C11', 'M', 'C1')
  return people
}

const place = (layout: FanLayout, id: string) => layout.places.find((p) => p.id === id)!
const arc = (p: FanPlace) => [p.startAngle, p.endAngle]

describe('descendants in a half fan', () => {
  const layout = fanLayout(family(), { main_id: 'M', ancestry_depth: 2, progeny_depth: 3, degrees: 180 })

  it('fill the lower half, each child in proportion to its widest generation, the first child on the left', () => {
    expect(layout.progenyDegrees).toBe(180)
    expect(layout.notices).toEqual([])
    // Six places at the widest (A1, A2, B, C11, C2, C3): 30° each, from 270° (left) back to 90° (right).
    expect(arc(place(layout, 'A'))).toEqual([210, 270])
    expect(arc(place(layout, 'B'))).toEqual([180, 210])
    expect(arc(place(layout, 'C'))).toEqual([90, 180])
    expect(arc(place(layout, 'A1'))).toEqual([240, 270])
    expect(arc(place(layout, 'A2'))).toEqual([210, 240])
    expect(arc(place(layout, 'C1'))).toEqual([150, 180])
    expect(arc(place(layout, 'C3'))).toEqual([90, 120])
    expect(arc(place(layout, 'C11'))).toEqual([150, 180])
  })

  it('keeps every child inside its parent and numbers each ring counter-clockwise to clockwise', () => {
    const byKey = new Map(layout.places.map((p) => [p.key, p]))
    for (const p of layout.places.filter((q) => q.generation < -1)) {
      const parent = byKey.get(p.key.slice(0, p.key.lastIndexOf('.')))!
      expect(p.generation).toBe(parent.generation - 1)
      expect(p.startAngle).toBeGreaterThanOrEqual(parent.startAngle)
      expect(p.endAngle).toBeLessThanOrEqual(parent.endAngle)
    }
    expect(layout.places.filter((p) => p.generation === -1).map((p) => [p.id, p.index])).toEqual([
      ['C', 0],
      ['B', 1],
      ['A', 2],
    ])
  })

  it('uses the rings of the same depth as the ancestors and names each by relation', () => {
    expect([place(layout, 'A').innerRadius, place(layout, 'A').outerRadius]).toEqual([70, 142])
    expect([place(layout, 'C11').innerRadius, place(layout, 'C11').outerRadius]).toEqual([214, 286])
    expect(['A', 'B', 'A1', 'C11'].map((id) => place(layout, id).relation)).toEqual([
      'son',
      'daughter',
      'granddaughter',
      'great-grandson',
    ])
    expect(layout.places.filter((p) => p.generation < 0).every((p) => p.line === 'descendant')).toBe(true)
  })

  it('links parents and children both ways for the keyboard', () => {
    expect(place(layout, 'M').neighbours.parents).toEqual(['a2', 'a3'])
    expect(place(layout, 'M').neighbours.children).toEqual(['d0', 'd1', 'd2'])
    expect(place(layout, 'A').neighbours).toEqual({
      parents: ['a1'],
      children: ['d0.0', 'd0.1'],
      previous: 'd1',
      next: null,
    })
    expect(place(layout, 'C11').neighbours.parents).toEqual(['d2.0'])
  })
})

describe('room for the descendants', () => {
  it('narrows a full circle of ancestors to 240° so the descendants have 120°, saying so', () => {
    const layout = fanLayout(family(), { main_id: 'M', ancestry_depth: 2, progeny_depth: 1 })
    expect([layout.degrees, layout.progenyDegrees]).toEqual([240, 120])
    expect(layout.notices.map((n) => n.type)).toEqual(['degrees-narrowed'])
    expect(arc(place(layout, 'F'))).toEqual([-120, 0])
    // The children share 120° centred on 180°: A from 240° back, C ending at 120°.
    expect(arc(place(layout, 'A'))[1]).toBe(240)
    expect(arc(place(layout, 'C'))[0]).toBe(120)
    expect(layout.places.filter((p) => p.generation === -1)).toHaveLength(3)
  })

  it('keeps the whole circle when the main person has no children', () => {
    const layout = fanLayout(family(), { main_id: 'B', ancestry_depth: 2, progeny_depth: 2 })
    expect([layout.degrees, layout.progenyDegrees]).toEqual([360, 0])
    expect(layout.notices).toEqual([])
  })

  it('draws no descendants at progeny depth 0', () => {
    const layout = fanLayout(family(), { main_id: 'M', ancestry_depth: 2, degrees: 200 })
    expect(layout.places.some((p) => p.generation < 0)).toBe(false)
    expect(layout.progenyDegrees).toBe(0)
  })

  it('marks a grandchild who descends through two children (cousins who married) in both places', () => {
    const data = family()
    const c2 = data.find((d) => d.id === 'C2')!
    data.find((d) => d.id === 'A1')!.rels.children!.push('C11')
    c2.rels.children = []
    const layout = fanLayout(data, { main_id: 'M', ancestry_depth: 2, progeny_depth: 3, degrees: 180 })
    const c11 = layout.places.filter((p) => p.id === 'C11')
    expect(c11.map((p) => p.key).sort()).toEqual(['d0.0.0', 'd2.0.0'])
    expect(c11.every((p) => p.duplicate)).toBe(true)
  })
})
