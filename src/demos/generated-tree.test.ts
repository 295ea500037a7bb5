// The 'Ten thousand people' demo's family: made by the benchmark's generator, valid for the library, the same for a
// seed, with the founder and the leaf the demo's buttons jump to; and the figures it prints.
import { validateData } from '../../packages/family-chart/src/data/validate'
import { calculateTree } from '../../packages/family-chart/src/layout/calculate-tree'
import {
  formatCount,
  formatMs,
  generateFamily,
  overviewScale,
  personLabel,
  randomPersonId,
  sizeLabel,
  TREE_SIZES,
  DEFAULT_TREE_SIZE,
  OVERVIEW_MAX_SCALE,
  OVERVIEW_MIN_SCALE,
} from './generated-tree'

describe('generateFamily', () => {
  const family = generateFamily(DEFAULT_TREE_SIZE)

  it('makes exactly the people asked for, and data the library accepts without a problem', () => {
    expect(family.data).toHaveLength(DEFAULT_TREE_SIZE)
    expect(new Set(family.data.map((d) => d.id)).size).toBe(DEFAULT_TREE_SIZE)
    expect(validateData(family.data)).toEqual([])
    expect(family.generations).toBeGreaterThanOrEqual(8)
    expect(family.ms).toBeGreaterThanOrEqual(0)
  })

  it('is the same family for the same seed and another one for another seed', () => {
    const again = generateFamily(DEFAULT_TREE_SIZE)
    expect(again.data).toEqual(family.data)
    expect(again.founderId).toBe(family.founderId)
    expect(generateFamily(DEFAULT_TREE_SIZE, 7).data).not.toEqual(family.data)
  })

  it('starts from a founder without parents whose progeny is most of the tree, and a leaf deep down', () => {
    const founder = family.data.find((d) => d.id === family.founderId)!
    expect(founder.rels.father ?? founder.rels.mother).toBeUndefined()
    const progeny = calculateTree(family.data, { main_id: family.founderId, single_parent_empty_card: true })
    expect(progeny.data.length).toBeGreaterThan(DEFAULT_TREE_SIZE / 3)

    const leaf = family.data.find((d) => d.id === family.leafId)!
    expect(leaf.rels.children ?? []).toEqual([])
    const ancestry = calculateTree(family.data, { main_id: family.leafId })
    const deepest = Math.max(...ancestry.data.filter((d) => d.is_ancestry).map((d) => d.depth))
    expect(deepest).toBe(family.generations - 1)
  })

  it('offers sizes up to fifty thousand, ten thousand by default', () => {
    expect(TREE_SIZES).toContain(DEFAULT_TREE_SIZE)
    expect(Math.max(...TREE_SIZES)).toBe(50000)
    expect(sizeLabel(10000)).toBe('10,000 people')
  })
})

describe('figures', () => {
  it('formats counts and durations', () => {
    expect(formatCount(50000)).toBe('50,000')
    expect(formatMs(83.6)).toBe('84 ms')
    expect(formatMs(1250)).toBe('1.25 s')
  })

  it('names a person by name and birth year', () => {
    expect(personLabel({ data: { 'first name': 'Anna', 'last name': 'Baker', birthday: '1734' } })).toBe(
      'Anna Baker (1734)',
    )
    expect(personLabel({ data: { 'first name': 'Anna' } })).toBe('Anna')
    expect(personLabel(undefined)).toBe('')
  })

  it('picks a random person other than the current one', () => {
    const data = generateFamily(1000).data
    expect(randomPersonId(data, 'x', () => 0.5)).toBe(data[500].id)
    expect(randomPersonId(data, data[500].id, () => 0.5)).toBe(data[501].id)
    expect(randomPersonId(data, data[999].id, () => 0.9999)).toBe(data[0].id)
  })
})

describe('overviewScale', () => {
  it("shows every generation of a ten-generation tree at the overview's largest scale, not a one-pixel line", () => {
    // Ten generations 150 px apart in a 700 px chart.
    expect(overviewScale(1350, 700)).toBe(OVERVIEW_MAX_SCALE)
    expect(1350 * overviewScale(1350, 700)).toBeGreaterThan(150)
  })

  it("zooms out further for a deeper tree, never below the chart's smallest zoom", () => {
    const k = overviewScale(9000, 700)
    expect(k).toBeLessThan(OVERVIEW_MAX_SCALE)
    expect((9000 + 140) * k).toBeCloseTo(700)
    expect(overviewScale(1e7, 700)).toBe(OVERVIEW_MIN_SCALE)
  })
})
