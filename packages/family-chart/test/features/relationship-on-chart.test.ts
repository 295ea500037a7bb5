// The pure parts of showing a relationship on the chart: which layout draws the path, which links lie on it, the words.
import { calculateTree } from '../../src/layout/calculate-tree'
import { relationshipBetween } from '../../src/features/relationship/relationship-between'
import { countDrawn, layoutShowingPath, mainCandidates } from '../../src/features/relationship/path-layout'
import { linksOnPath } from '../../src/features/relationship/path-links'
import { notRelatedSentence, relationshipWords } from '../../src/features/relationship/relationship-words'
import { bigFamily } from '../data/kinship/family'

const family = bigFamily()
const pathOf = (a: string, b: string) => relationshipBetween(family, a, b)!.path

describe('layoutShowingPath', () => {
  it('keeps the drawn tree when it already holds the whole path', () => {
    const options = { main_id: 'main' }
    const current = calculateTree(family, options)
    const layout = jest.fn(calculateTree)
    const settings = layoutShowingPath(family, pathOf('main', 'dad'), options, layout, current)
    expect(settings).toMatchObject({ main_id: 'main', drawn: 2 })
    expect(layout).not.toHaveBeenCalled()
  })

  it('makes the common ancestor main when the cousins are not both drawn', () => {
    const path = pathOf('main', 'cousin')
    const options = { main_id: 'main' }
    const current = calculateTree(family, options)
    expect(countDrawn(current, path)).toBeLessThan(path.length)
    expect(mainCandidates(family, path)[0]).toBe('gf')
    const settings = layoutShowingPath(family, path, options, calculateTree, current)
    expect(settings.main_id).toBe('gf')
    expect(settings.drawn).toBe(path.length)
    // The chosen settings do draw every person of the path.
    expect(countDrawn(calculateTree(family, { main_id: settings.main_id }), path)).toBe(path.length)
  })

  it('draws every generation when the depths set cut the path off', () => {
    const path = pathOf('main', 'gu2')
    const settings = layoutShowingPath(
      family,
      path,
      { main_id: 'main', ancestry_depth: 1, progeny_depth: 1 },
      calculateTree,
    )
    expect(settings.ancestry_depth).toBeUndefined()
    expect(settings.progeny_depth).toBeUndefined()
    const tree = calculateTree(family, { main_id: settings.main_id })
    expect(countDrawn(tree, path)).toBe(path.length)
  })

  it("finds a layout across a marriage (the wife's brother)", () => {
    const path = pathOf('main', 'wifeBrother')
    expect(path).toEqual(['main', 'wife', 'wifeFather', 'wifeBrother'])
    const settings = layoutShowingPath(family, path, { main_id: 'main' }, calculateTree)
    expect(countDrawn(calculateTree(family, { main_id: settings.main_id }), path)).toBe(path.length)
  })
})

describe('linksOnPath', () => {
  it('lights the links between neighbours of the path and no other', () => {
    const path = pathOf('main', 'cousin')
    const tree = calculateTree(family, { main_id: 'gf' })
    const ids = linksOnPath(tree, path)
    const byTid = new Map(tree.data.map((d) => [d.tid, d.data.id]))
    const joined = tree.links
      .filter((l) => ids.has(l.id))
      .map((l) => [byTid.get(l.from), byTid.get(l.to)].sort().join('-'))
      .sort()
    // gf → dad, gf → uncle (each child link leaves the couple gf + gm), uncle → cousin, dad → main.
    expect(joined).toEqual(['dad-gf', 'dad-main', 'cousin-uncle', 'gf-uncle'].sort())
  })

  it('lights the spouse link of a path through a marriage', () => {
    const path = pathOf('main', 'wifeBrother')
    const tree = calculateTree(family, { main_id: 'wifeFather' })
    const lit = tree.links.filter((l) => linksOnPath(tree, path).has(l.id))
    expect(lit.map((l) => l.kind).sort()).toEqual(['child', 'child', 'spouse'])
  })
})

describe('relationshipWords', () => {
  it('says what B is to A, and each end what it is to the other', () => {
    const words = relationshipWords('Ann', 'Bob', { path: ['a', 'x', 'b'], label: 'nephew', reverseLabel: 'aunt' })
    expect(words).toEqual({ sentence: "Bob is Ann's nephew.", labelA: "Bob's aunt", labelB: "Ann's nephew" })
    expect(relationshipWords('Ann', 'Bob', null)).toBeNull()
    expect(notRelatedSentence('Ann', 'Bob')).toBe('Ann and Bob are not related in this tree.')
  })
})
