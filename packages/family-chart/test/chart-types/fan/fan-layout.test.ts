// fanLayout with numbers: how many places, where each ring's slots start and end, the rings' radii, unknown
// ancestors, clamped settings, both data shapes, pedigree collapse and the box around the fan.
import { fanLayout } from '../../../src/chart-types/fan/fan-layout'
import type { FanLayout, FanPlace } from '../../../src/chart-types/fan/fan-types'
import type { Data } from '../../../src/data/types'
import { pedigree } from '../../fixtures/pedigree'

const ring = (layout: FanLayout, g: number) =>
  layout.places.filter((p) => p.generation === g).sort((a, b) => a.index - b.index)
const byKey = (layout: FanLayout) => new Map(layout.places.map((p) => [p.key, p]))

describe('a fan of five generations of known ancestors', () => {
  const layout = fanLayout(pedigree(5), { main_id: 'p1', ancestry_depth: 4 })

  it('has exactly 31 places: the main person and 30 ancestors, each in the slot of their Ahnentafel number', () => {
    expect(layout.places).toHaveLength(31)
    expect(layout.places.filter((p) => p.generation === 0).map((p) => p.id)).toEqual(['p1'])
    expect(new Set(layout.places.map((p) => p.key)).size).toBe(31)
    for (const p of layout.places) {
      expect(p.kind).toBe('person')
      expect(p.id).toBe(`p${p.key.slice(1)}`)
    }
    expect([1, 2, 3, 4].map((g) => ring(layout, g).length)).toEqual([2, 4, 8, 16])
    expect(layout.notices).toEqual([])
  })

  it('has rings 70 px deep inside, around a centre disc of radius 70 (the defaults)', () => {
    const radii = [0, 1, 2, 3, 4].map((g) => [ring(layout, g)[0].innerRadius, ring(layout, g)[0].outerRadius])
    expect(radii).toEqual([
      [0, 70],
      [70, 142],
      [142, 214],
      [214, 286],
      [286, 358],
    ])
    for (const g of [1, 2, 3, 4]) for (const p of ring(layout, g)) expect(p.outerRadius).toBe(radii[g][1])
  })

  it('names each ancestor by their relation to the main person', () => {
    const places = byKey(layout)
    expect(['a1', 'a2', 'a3', 'a5', 'a6', 'a11', 'a16', 'a31'].map((k) => places.get(k)!.relation)).toEqual([
      'main person',
      'father',
      'mother',
      'paternal grandmother',
      'maternal grandfather',
      'paternal great-grandmother',
      'paternal 2nd great-grandfather',
      'maternal 2nd great-grandmother',
    ])
    expect(places.get('a2')!.line).toBe('paternal')
    expect(places.get('a3')!.line).toBe('maternal')
    expect(places.get('a1')!.dates).toBe('2000\u2013')
    expect(places.get('a2')!.dates).toBe('1970\u20132040')
  })

  it('links each place to its parents, its child and its ring neighbours, wrapping round a full circle', () => {
    const places = byKey(layout)
    expect(places.get('a1')!.neighbours).toEqual({ parents: ['a2', 'a3'], children: [], previous: null, next: null })
    expect(places.get('a5')!.neighbours).toEqual({
      parents: ['a10', 'a11'],
      children: ['a2'],
      previous: 'a4',
      next: 'a6',
    })
    expect(places.get('a4')!.neighbours.previous).toBe('a7')
    expect(places.get('a31')!.neighbours).toEqual({ parents: [], children: ['a15'], previous: 'a30', next: 'a16' })
    const half = byKey(fanLayout(pedigree(5), { main_id: 'p1', ancestry_depth: 4, degrees: 180 }))
    expect(half.get('a4')!.neighbours.previous).toBeNull()
    expect(half.get('a7')!.neighbours.next).toBeNull()
  })
})

describe('the angles of each ring', () => {
  const cases: [number, number][] = [
    [360, 0],
    [180, 0],
    [250, 33],
    [300, -120],
    [210, 180],
  ]
  it.each(cases)('partition the %s° arc exactly, turned by %s°', (degrees, rotation) => {
    const layout = fanLayout(pedigree(7), { main_id: 'p1', ancestry_depth: 6, degrees, rotation })
    const start = rotation - degrees / 2
    for (let g = 1; g <= 6; g++) {
      const places = ring(layout, g)
      expect(places).toHaveLength(2 ** g)
      expect(places[0].startAngle).toBe(start)
      expect(places[places.length - 1].endAngle).toBe(start + degrees)
      for (let i = 0; i < places.length; i++) {
        expect(places[i].index).toBe(i)
        expect(places[i].endAngle - places[i].startAngle).toBeCloseTo(degrees / 2 ** g, 9)
        if (i > 0) expect(places[i].startAngle).toBe(places[i - 1].endAngle)
      }
    }
  })

  it("put both parents' slots exactly over their child's", () => {
    const places = byKey(fanLayout(pedigree(6), { main_id: 'p1', ancestry_depth: 5, degrees: 222, rotation: 10 }))
    for (const [key, child] of places) {
      const n = Number(key.slice(1))
      if (n < 2 || 2 * n + 1 >= 64) continue
      expect(places.get(`a${2 * n}`)!.startAngle).toBe(child.startAngle)
      expect(places.get(`a${2 * n}`)!.endAngle).toBe(places.get(`a${2 * n + 1}`)!.startAngle)
      expect(places.get(`a${2 * n + 1}`)!.endAngle).toBe(child.endAngle)
    }
  })

  it('centre a 180° fan on "up": the father from −90° to 0°, the mother from 0° to 90°', () => {
    const places = byKey(fanLayout(pedigree(3), { main_id: 'p1', ancestry_depth: 2, degrees: 180 }))
    expect([places.get('a2')!.startAngle, places.get('a2')!.endAngle]).toEqual([-90, 0])
    expect([places.get('a3')!.startAngle, places.get('a3')!.endAngle]).toEqual([0, 90])
    expect([places.get('a7')!.startAngle, places.get('a7')!.endAngle]).toEqual([45, 90])
  })
})

describe('ring widths', () => {
  it('takes one width for every ring, or a list whose last width repeats outward', () => {
    const one = fanLayout(pedigree(4), { main_id: 'p1', ancestry_depth: 3, centre_radius: 50, ring_widths: 40 })
    expect([1, 2, 3].map((g) => [ring(one, g)[0].innerRadius, ring(one, g)[0].outerRadius])).toEqual([
      [50, 90],
      [90, 130],
      [130, 170],
    ])
    const list = fanLayout(pedigree(5), { main_id: 'p1', ancestry_depth: 4, ring_widths: [50, 80] })
    expect([1, 2, 3, 4].map((g) => ring(list, g)[0].outerRadius)).toEqual([120, 200, 280, 360])
  })
})

describe('unknown ancestors', () => {
  const data = pedigree(5, { missing: [5] })

  it('get an empty place where a known person has no parent, and nothing beyond it', () => {
    const layout = fanLayout(data, { main_id: 'p1', ancestry_depth: 4 })
    const empty = layout.places.filter((p) => p.kind === 'empty')
    expect(empty.map((p) => [p.key, p.id, p.name])).toEqual([['a5', null, 'Unknown paternal grandmother']])
    // 31 slots, less the six above the unknown grandmother (a10, a11, a20 … a23).
    expect(layout.places).toHaveLength(25)
  })

  it('fill every slot with empty_places "all", and none with "none"', () => {
    const all = fanLayout(data, { main_id: 'p1', ancestry_depth: 4, empty_places: 'all' })
    expect(all.places).toHaveLength(31)
    expect(all.places.filter((p) => p.kind === 'empty').map((p) => p.key)).toEqual([
      'a5',
      'a10',
      'a11',
      'a20',
      'a21',
      'a22',
      'a23',
    ])
    expect(fanLayout(data, { main_id: 'p1', ancestry_depth: 4, empty_places: 'none' }).places).toHaveLength(24)
  })

  it('are "Add mother"-style places while editing, saying whose parent they add', () => {
    const layout = fanLayout(data, { main_id: 'p1', ancestry_depth: 4, editing: true })
    const add = layout.places.filter((p) => p.kind === 'add')
    expect(add.map((p) => [p.key, p.name, p.addFor])).toEqual([
      ['a5', 'Add mother', { childId: 'p2', relation: 'mother' }],
    ])
    expect(add[0].text.lines.map((l) => l.text)).toEqual(['Add mother'])
  })
})

describe('settings out of range', () => {
  it('clamp the depths and the arc, each with a notice', () => {
    const low = fanLayout(pedigree(3), { main_id: 'p1', ancestry_depth: 1, degrees: 90, progeny_depth: -2 })
    expect([low.ancestryDepth, low.degrees, low.progenyDepth]).toEqual([2, 180, 0])
    expect(low.notices.map((n) => n.type)).toEqual([
      'ancestry-depth-clamped',
      'progeny-depth-clamped',
      'degrees-clamped',
    ])
    expect(low.notices[0].message).toBe('The fan draws 2 to 12 generations of ancestors: 1 was asked, 2 are drawn.')
    const high = fanLayout(pedigree(3), { main_id: 'p1', ancestry_depth: 40, degrees: 500, progeny_depth: 99 })
    expect([high.ancestryDepth, high.degrees, high.progenyDepth]).toEqual([12, 360, 12])
    expect(high.notices.map((n) => n.type)).toEqual([
      'ancestry-depth-clamped',
      'progeny-depth-clamped',
      'degrees-clamped',
    ])
  })

  it('take the defaults silently for values that are not numbers', () => {
    const layout = fanLayout(pedigree(3), {
      main_id: 'p1',
      ancestry_depth: 'x' as any,
      degrees: NaN,
      rotation: 'up' as any,
    })
    expect([layout.ancestryDepth, layout.degrees, layout.rotation]).toEqual([4, 360, 0])
    expect(layout.notices).toEqual([])
  })

  it('keep a rotation within (−180°, 180°]', () => {
    expect(fanLayout(pedigree(2), { rotation: 540 }).rotation).toBe(180)
    expect(fanLayout(pedigree(2), { rotation: -190 }).rotation).toBe(170)
    expect(fanLayout(pedigree(2), { rotation: 370 }).rotation).toBe(10)
  })
})

describe('bad input', () => {
  it('draws nothing and says why for data that is not a list or holds no person', () => {
    expect(fanLayout('people' as any).places).toEqual([])
    expect(fanLayout('people' as any).notices.map((n) => n.type)).toEqual(['no-people'])
    expect(fanLayout([null, 3, { id: 5 }] as any).notices.map((n) => n.type)).toEqual(['no-people'])
  })

  it('centres an unknown main id on the first person, saying so', () => {
    const layout = fanLayout(pedigree(3), { main_id: 'nobody', ancestry_depth: 2 })
    expect(layout.mainId).toBe('p1')
    expect(layout.notices).toEqual([
      { type: 'main-missing', message: 'No person has the id "nobody": the fan is centred on the first person, "p1".' },
    ])
  })

  it('skips entries that are not people and leaves the data as it was', () => {
    const data = [...pedigree(3), null, 'x', { id: 'p2', data: {}, rels: {} }] as any as Data
    const copy = JSON.stringify(data)
    const layout = fanLayout(data, { main_id: 'p1', ancestry_depth: 2 })
    expect(layout.places).toHaveLength(7)
    expect(JSON.stringify(data)).toBe(copy)
  })
})

describe('both data shapes', () => {
  it("gives the same places for 0.9's rels.parents as for 0.8's father and mother", () => {
    const strip = (places: FanPlace[]) => places.map((p) => [p.key, p.id, p.startAngle, p.endAngle, p.text.lines])
    const legacy = fanLayout(pedigree(5), { main_id: 'p1', ancestry_depth: 4 })
    const parents = fanLayout(pedigree(5, { parentsShape: true }), { main_id: 'p1', ancestry_depth: 4 })
    expect(strip(parents.places)).toEqual(strip(legacy.places))
  })
})

describe('pedigree collapse', () => {
  // The main person's parents are cousins: the mother's father (a6) is the father's father (a4), so a4's parents
  // are also a12 and a13.
  function cousinParents(): Data {
    const data = pedigree(4, { missing: [6] })
    const byId = new Map(data.map((d) => [d.id, d]))
    byId.get('p3')!.rels.father = 'p4'
    byId.get('p4')!.rels.children!.push('p3')
    return data
  }

  it('marks a person who appears twice, and their ancestors, in both places', () => {
    const layout = fanLayout(cousinParents(), { main_id: 'p1', ancestry_depth: 3 })
    const marked = layout.places.filter((p) => p.duplicate)
    expect(marked.map((p) => p.key).sort()).toEqual(['a12', 'a13', 'a4', 'a6', 'a8', 'a9'])
    expect(marked.map((p) => p.id).sort()).toEqual(['p4', 'p4', 'p8', 'p8', 'p9', 'p9'])
    expect(marked.every((p) => p.occurrences === 2)).toBe(true)
    expect(layout.places.filter((p) => !p.duplicate).every((p) => p.occurrences === 1)).toBe(true)
    expect(layout.notices.map((n) => n.message)).toEqual([
      '3 people appear in more than one place of the fan (pedigree collapse); each of their places is marked.',
    ])
  })

  it('stays finite for a person who is their own ancestor', () => {
    const data = pedigree(3)
    data.find((d) => d.id === 'p4')!.rels.father = 'p1'
    const layout = fanLayout(data, { main_id: 'p1', ancestry_depth: 12 })
    expect(layout.places.length).toBeLessThan(2 ** 13)
    expect(layout.places.filter((p) => p.id === 'p1').length).toBeGreaterThan(1)
    expect(layout.places.find((p) => p.key === 'a8')!.id).toBe('p1')
  })
})

describe('the box around the fan', () => {
  it('is the outer circle for a full fan and reaches down only to the centre disc for a half fan', () => {
    const full = fanLayout(pedigree(5), { main_id: 'p1', ancestry_depth: 4 }).bounds
    expect(full).toEqual({ x: -358, y: -358, width: 716, height: 716 })
    const half = fanLayout(pedigree(5), { main_id: 'p1', ancestry_depth: 4, degrees: 180 }).bounds
    expect(half.x).toBeCloseTo(-358, 9)
    expect(half.y).toBeCloseTo(-358, 9)
    expect(half.width).toBeCloseTo(716, 9)
    expect(half.height).toBeCloseTo(358 + 70, 9)
  })
})
