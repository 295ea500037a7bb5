// The relatives layout's result as the view reads it: the Tree shape, depth, folds, orientation, both data shapes,
// the way to main, the caller's data untouched, and the same result when run a slice at a time.
import { relativesLayout, relativesLayoutSteps, type RelativesTree } from '../../../src/chart-types/relatives'
import { toParentsShape } from '../../../src/data/data-shape'
import { TREE_DATUM_FIELDS, TREE_LINK_FIELDS } from '../../../src/layout/tree-objects'
import { startSlicedJob } from '../../../src/schedule/sliced-job'
import { generateFamily } from '../../fixtures/generate-family'
import { fakeScheduler } from '../../fixtures/fake-scheduler'
import { cardsById, childrenNotBelow, couplesApart, Family, overlaps, SEP } from './helpers'

/** Three generations: grandparents, two children with spouses, three grandchildren. */
function threeGenerations() {
  return new Family()
    .person('gf', 'M')
    .person('gm', 'F')
    .marry('gf', 'gm')
    .child('son', 'M', ['gf', 'gm'])
    .child('dau', 'F', ['gf', 'gm'])
    .person('sw', 'F')
    .person('dh', 'M')
    .marry('son', 'sw')
    .marry('dh', 'dau')
    .child('k1', 'F', ['son', 'sw'])
    .child('k2', 'M', ['son', 'sw'])
    .child('k3', 'M', ['dh', 'dau'])
}

const plain = (tree: RelativesTree) => ({
  dim: tree.dim,
  crossings: tree.crossings,
  cards: tree.data.map((d) => [d.key, d.x, d.y, d.depth, d.layout_note, d.toward_main?.key, d.link_to_main]),
  links: tree.links.map((l) => [l.id, l.kind, l.source, l.target, l.lane, l.via]),
})

describe('relativesLayout', () => {
  test('one card per person in the shape calculateTree gives, main at 0, 0, generations as depth', () => {
    const data = threeGenerations().data()
    const tree = relativesLayout(data, { main_id: 'son' })
    expect(tree.main_id).toBe('son')
    expect(tree.data).toHaveLength(9)
    for (const d of tree.data) expect(Object.keys(d)).toEqual([...TREE_DATUM_FIELDS, 'layout_note'])
    for (const l of tree.links) expect(Object.keys(l)).toEqual([...TREE_LINK_FIELDS, 'via'])
    const cards = cardsById(tree)
    const main = cards.get('son')!
    expect([main.x, main.y, main.depth, main.main]).toEqual([0, 0, 0, true])
    expect(tree.data.filter((d) => d.main)).toHaveLength(1)
    expect(Object.fromEntries(tree.data.map((d) => [d.key, d.depth]))).toEqual({
      son: 0,
      sw: 0,
      dau: 0,
      dh: 0,
      gf: -1,
      gm: -1,
      k1: 1,
      k2: 1,
      k3: 1,
    })
    for (const d of tree.data) expect(d.y).toBe(d.depth * SEP.level)
    expect(tree.links.filter((l) => l.kind === 'spouse')).toHaveLength(3)
    expect(tree.links.filter((l) => l.kind === 'child')).toHaveLength(5)
    expect(new Set(tree.links.map((l) => l.id)).size).toBe(tree.links.length)
    expect(tree.crossings).toBe(0)
    expect(tree.notices).toBeUndefined()
    // The widest row: two couples side by side.
    expect(tree.dim.width).toBeCloseTo(3 * SEP.node, 2)
    expect([tree.dim.height, tree.dim.y_off]).toEqual([2 * SEP.level, SEP.level])
    expect(overlaps(tree)).toEqual([])
  })

  test('every card leads to main through links that exist, and knows its parents, children and spouses', () => {
    const tree = relativesLayout(threeGenerations().data(), { main_id: 'k3' })
    const ids = new Set(tree.links.map((l) => l.id))
    for (const d of tree.data) {
      let at = d
      for (let steps = 0; !at.main; steps++) {
        expect(ids.has(at.link_to_main!)).toBe(true)
        at = at.toward_main!
        expect(steps).toBeLessThan(tree.data.length)
      }
    }
    const cards = cardsById(tree)
    expect(
      cards
        .get('son')!
        .children!.map((c) => c.key)
        .sort(),
    ).toEqual(['k1', 'k2'])
    expect(
      cards
        .get('k1')!
        .parents!.map((c) => c.key)
        .sort(),
    ).toEqual(['son', 'sw'])
    expect(cards.get('son')!.coparent!.key).toBe('sw')
    expect(cards.get('gf')!.toward_main!.key).toMatch(/^(dau|gm)$/)
  })

  test('depth: the people up to that many steps away, the cards at the edge flagged as having more relatives', () => {
    const data = threeGenerations().data()
    const tree = relativesLayout(data, { main_id: 'son', depth: 1 })
    expect(tree.data.map((d) => d.key).sort()).toEqual(['gf', 'gm', 'k1', 'k2', 'son', 'sw'])
    const cards = cardsById(tree)
    expect(cards.get('son')!.all_rels_displayed).toBe(true)
    // gf's daughter is two steps from son: not drawn.
    expect(cards.get('gf')!.all_rels_displayed).toBe(false)
    expect(cards.get('k1')!.all_rels_displayed).toBe(true)
    expect(relativesLayout(data, { main_id: 'son', depth: 0 }).data.map((d) => d.key)).toEqual(['son'])
  })

  test('folded relations (hidden_rels) are not followed: the branch past them is not drawn', () => {
    const data = threeGenerations().data()
    const tree = relativesLayout(data, { main_id: 'k1', hidden_rels: { parents: ['son'] } })
    expect(tree.data.map((d) => d.key).sort()).toEqual(['k1', 'k2', 'son', 'sw'])
    expect(cardsById(tree).get('son')!.all_rels_displayed).toBe(false)
  })

  test('the 0.9 shape (rels.parents) gives the same layout as father / mother', () => {
    const data = threeGenerations().data()
    expect(plain(relativesLayout(toParentsShape(data), { main_id: 'dau' }))).toEqual(
      plain(relativesLayout(data, { main_id: 'dau' })),
    )
  })

  test('horizontal: generations along x, node_separation between generations; the same order along y', () => {
    const data = threeGenerations().data()
    const vertical = relativesLayout(data, { main_id: 'son' })
    const horizontal = relativesLayout(data, { main_id: 'son', is_horizontal: true })
    expect(horizontal.is_horizontal).toBe(true)
    const v = cardsById(vertical)
    for (const d of horizontal.data) {
      expect(d.x).toBe(d.depth * SEP.node)
      expect(Math.sign(d.y)).toBe(Math.sign(v.get(d.key)!.x))
    }
    expect(overlaps(horizontal, SEP.level)).toEqual([])
  })

  test('spacing options, sorting children and main falling back to the first person', () => {
    const data = threeGenerations().data()
    const tree = relativesLayout(data, { main_id: 'nobody', node_separation: 300, level_separation: 200 })
    expect(tree.main_id).toBe('gf')
    const cards = cardsById(tree)
    expect(cards.get('k1')!.y).toBe(400)
    expect(overlaps(tree, 300)).toEqual([])
    const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? 1 : -1)
    const sorted = cardsById(relativesLayout(data, { main_id: 'son', sortChildrenFunction: byId }))
    expect(sorted.get('k2')!.x).toBeLessThan(sorted.get('k1')!.x)
    const unsorted = cardsById(relativesLayout(data, { main_id: 'son' }))
    expect(unsorted.get('k1')!.x).toBeLessThan(unsorted.get('k2')!.x)
  })

  test("the caller's data is not changed, and empty or broken data gives an empty tree", () => {
    const data = threeGenerations().data()
    const before = JSON.stringify(data)
    relativesLayout(data, { main_id: 'k2', sortSpousesFunction: (d) => d.rels.spouses?.reverse() })
    expect(JSON.stringify(data)).toBe(before)
    expect(relativesLayout([]).data).toEqual([])
    expect(relativesLayout(null as never).data).toEqual([])
  })

  test('run a slice at a time it gives the same tree, and pauses along the way', () => {
    const data = generateFamily(600, 7)
    const mainId = data[Math.floor(data.length / 2)].id
    const atOnce = relativesLayout(data, { main_id: mainId })
    const steps = relativesLayoutSteps(data, { main_id: mainId })
    let pauses = 0
    while (!steps.next().done) pauses++
    expect(pauses).toBeGreaterThan(10)
    const scheduler = fakeScheduler()
    let sliced: RelativesTree | undefined
    startSlicedJob(relativesLayoutSteps(data, { main_id: mainId }), (t) => (sliced = t), { scheduler, sliceMs: 5 })
    expect(scheduler.runAll()).toBeGreaterThan(1)
    expect(plain(sliced!)).toEqual(plain(atOnce))
    expect(childrenNotBelow(atOnce, data)).toEqual([])
    expect(couplesApart(atOnce, data)).toEqual([])
    expect(overlaps(atOnce)).toEqual([])
  })
})
