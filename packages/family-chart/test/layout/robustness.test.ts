import { calculateTree } from '../../src/layout/calculate-tree'
import { validateData } from '../../src/data/validate'
import { getMaxDepth } from '../../src/layout/max-depth'
import { generateFamily } from '../fixtures/generate-family'
import type { Data } from '../../src/data/types'
import type { TreeDatum } from '../../src/layout/types'

/** Two cards overlap when they share a row and sit closer than one card slot. */
function overlaps(nodes: TreeDatum[], minGap: number, horizontal = false): string[] {
  const rows = new Map<number, number[]>()
  for (const n of nodes) {
    const row = horizontal ? n.x : n.y
    const along = horizontal ? n.y : n.x
    if (!rows.has(row)) rows.set(row, [])
    rows.get(row)!.push(along)
  }
  const bad: string[] = []
  for (const [row, xs] of rows) {
    xs.sort((a, b) => a - b)
    for (let i = 1; i < xs.length; i++)
      if (xs[i] - xs[i - 1] < minGap - 1e-6) bad.push(`row ${row}: ${xs[i - 1]} and ${xs[i]}`)
  }
  return bad
}

describe('calculateTree never overlaps cards', () => {
  for (const size of [1, 2, 10, 50, 200, 800, 2000]) {
    it(`on a generated tree of ${size} people, main at the founder and at a leaf`, () => {
      const data = generateFamily(size, size)
      for (const main_id of [data[0].id, data[data.length - 1].id]) {
        const tree = calculateTree(data, { main_id })
        expect(tree.data.length).toBeGreaterThan(0)
        expect(overlaps(tree.data, 250)).toEqual([])
      }
      const horizontal = calculateTree(data, { main_id: data[0].id, is_horizontal: true, show_siblings_of_main: true })
      expect(overlaps(horizontal.data, 120, true)).toEqual([])
    })
  }

  it('draws every descendant of the founder in a generated tree', () => {
    const data = generateFamily(500, 7)
    const tree = calculateTree(data, { main_id: data[0].id })
    const drawn = new Set(tree.data.map((d) => d.data.id))
    for (const d of data) expect(drawn.has(d.id)).toBe(true)
  })
})

describe('pedigree collapse', () => {
  // Cousins c1 and c2 share grandparents g1+g2 and marry; their child x has g1/g2 twice in its ancestry.
  const data: Data = [
    { id: 'x', data: { gender: 'M' }, rels: { father: 'c1', mother: 'c2' } },
    { id: 'c1', data: { gender: 'M' }, rels: { father: 'a', spouses: ['c2'], children: ['x'] } },
    { id: 'c2', data: { gender: 'F' }, rels: { father: 'b', spouses: ['c1'], children: ['x'] } },
    { id: 'a', data: { gender: 'M' }, rels: { father: 'g1', mother: 'g2', children: ['c1'] } },
    { id: 'b', data: { gender: 'M' }, rels: { father: 'g1', mother: 'g2', children: ['c2'] } },
    { id: 'g1', data: { gender: 'M' }, rels: { spouses: ['g2'], children: ['a', 'b'] } },
    { id: 'g2', data: { gender: 'F' }, rels: { spouses: ['g1'], children: ['a', 'b'] } },
  ]

  it('draws the shared ancestors once per path with a duplicate marker', () => {
    const tree = calculateTree(data, { main_id: 'x' })
    const g1 = tree.data.filter((d) => d.data.id === 'g1')
    expect(g1).toHaveLength(2)
    expect(g1.every((d) => d.duplicate === 2)).toBe(true)
    expect(new Set(g1.map((d) => d.key)).size).toBe(2)
    expect(overlaps(tree.data, 250)).toEqual([])
  })

  it('with the duplicate-branch toggle keeps only one shared branch open and switches on request', () => {
    const tree = calculateTree(data, { main_id: 'g1', duplicate_branch_toggle: true })
    // From g1, x descends through both a and b: its couple branch c1+c2 appears under c1 and under c2's node.
    const toggled = tree.data.filter((d) => d.toggles?.length)
    expect(toggled.length).toBeGreaterThanOrEqual(2)
    const key = toggled[0].toggles[0].key
    expect(key).toMatch(/^c:/)
    // A card's toggles are plain data: they survive a JSON round trip (the layout's own make their key when read).
    expect(JSON.parse(JSON.stringify(toggled[0].toggles))).toEqual([{ key, open: toggled[0].toggles[0].open }])
    const holders = toggled.filter((d) => d.toggles.some((t: any) => t.key === key))
    expect(holders.filter((d) => d.toggles.find((t: any) => t.key === key).open)).toHaveLength(1)
    expect(tree.data.filter((d) => d.data.id === 'x')).toHaveLength(1)

    const closed = holders.find((d) => !d.toggles.find((t: any) => t.key === key).open)!
    const switched = calculateTree(data, {
      main_id: 'g1',
      duplicate_branch_toggle: true,
      duplicate_branch_open: { [key]: closed.tid! },
    })
    const xNode = switched.data.find((d) => d.data.id === 'x')!
    expect(xNode.parent!.tid).toBe(closed.tid)
  })

  it('without the toggle expands both copies of the shared branch', () => {
    const tree = calculateTree(data, { main_id: 'g1' })
    expect(tree.data.filter((d) => d.data.id === 'x')).toHaveLength(2)
  })
})

describe('robust to broken input', () => {
  it('returns an empty tree for an empty list', () => {
    const tree = calculateTree([], {})
    expect(tree.data).toEqual([])
    expect(validateData([])).toEqual([expect.objectContaining({ type: 'empty-data' })])
  })

  it('reports a non-array', () => {
    expect(validateData({} as any)).toEqual([expect.objectContaining({ type: 'not-an-array' })])
    expect(calculateTree({} as any).data).toEqual([])
  })

  it('ignores dangling references and reports them', () => {
    const data: Data = [
      { id: 'a', data: { gender: 'M' }, rels: { father: 'ghost', children: ['nope'], spouses: ['void'] } },
    ]
    const tree = calculateTree(data, { main_id: 'a' })
    expect(tree.data.map((d) => d.data.id)).toEqual(['a'])
    const problems = validateData(data)
    expect(problems.filter((p) => p.type === 'missing-reference')).toHaveLength(3)
  })

  it('reads one-sided relations from either side and reports them', () => {
    const data: Data = [
      { id: 'kid', data: { gender: 'M' }, rels: { father: 'dad' } },
      { id: 'dad', data: { gender: 'M' }, rels: {} },
      { id: 'mum', data: { gender: 'F' }, rels: { children: ['kid'] } },
    ]
    const tree = calculateTree(data, { main_id: 'dad' })
    const kid = tree.data.find((d) => d.data.id === 'kid')!
    expect(kid.parents!.map((p) => p.data.id).sort()).toEqual(['dad', 'mum'])
    const problems = validateData(data)
    expect(
      problems
        .filter((p) => p.type === 'one-sided-relation')
        .map((p) => p.id)
        .sort(),
    ).toEqual(['kid', 'mum'])
  })

  it('keeps the first of duplicate ids and reports the rest', () => {
    const data: Data = [
      { id: 'a', data: { gender: 'M', name: 'first' }, rels: {} },
      { id: 'a', data: { gender: 'F', name: 'second' }, rels: {} },
    ]
    const tree = calculateTree(data)
    expect(tree.data).toHaveLength(1)
    expect(tree.data[0].data.data.name).toBe('first')
    expect(validateData(data)).toEqual([expect.objectContaining({ type: 'duplicate-id', id: 'a' })])
  })

  it('terminates when a person is their own ancestor', () => {
    const data: Data = [
      { id: 'a', data: { gender: 'M' }, rels: { father: 'b', children: ['b'] } },
      { id: 'b', data: { gender: 'M' }, rels: { father: 'a', children: ['a'] } },
    ]
    for (const main_id of ['a', 'b']) {
      const tree = calculateTree(data, { main_id })
      expect(tree.data.length).toBeLessThanOrEqual(4)
    }
    const problems = validateData(data)
    expect(
      problems
        .filter((p) => p.type === 'own-ancestor')
        .map((p) => p.id)
        .sort(),
    ).toEqual(['a', 'b'])
    expect(getMaxDepth('a', data)).toEqual({ ancestry: 1, progeny: 1 })
  })

  it('reports malformed people and bad genders without throwing', () => {
    const data = [null, { id: 'x' }, { id: 'y', data: { gender: 'Q' }, rels: {} }] as any
    const types = validateData(data).map((p) => p.type)
    expect(types).toEqual(['bad-person', 'bad-person', 'bad-gender'])
    expect(calculateTree(data).data.map((d) => d.data.id)).toEqual(['y'])
  })

  it('finds no problems in clean data', () => {
    expect(validateData(generateFamily(300, 3))).toEqual([])
  })
})

describe('getMaxDepth', () => {
  it('counts generations up and down', () => {
    const data = generateFamily(200, 5)
    const top = getMaxDepth(data[0].id, data)
    expect(top.ancestry).toBe(0)
    expect(top.progeny).toBeGreaterThan(2)
    expect(getMaxDepth('missing', data)).toEqual({ ancestry: 0, progeny: 0 })
  })
})
