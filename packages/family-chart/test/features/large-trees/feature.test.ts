/**
 * @jest-environment jsdom
 */
// The large-trees feature on a fake host: the relation index reused between layouts, the overview as the view's far
// drawing (with its level of detail), its preparation with each tree and the zoom-in listeners; destroy takes all back.
import { largeTrees } from '../../../src/features/large-trees/feature'
import { relationIndexOfSteps } from '../../../src/data/relation-index-cache'
import type { CulledTree } from '../../../src/view/far-view'
import type { Tree } from '../../../src/layout/types'
import { createFakeHost, methodsOf, type FakeHost } from '../../support/fake-host'
import { smallFamily } from '../../fixtures/small-family'
import { loadLazyParts } from '../../support/lazy-parts'
import { preparedOverview } from '../../../src/features/large-trees/overview-cache'
import { pedigree } from '../../fixtures/pedigree'

let host: FakeHost
afterEach(() => host.remove())

/** A culled tree of `cards` cards 200 px wide: all the far view reads to decide. */
const culledOf = (cards: number): CulledTree => ({
  tree: { data: new Array(cards).fill({}) } as Tree,
  opts: { cardSize: { w: 200, h: 70 } },
})

// The parts this feature loads on first use are there, as in the script-tag build (their waiting is tested in
// test/features/lazy-parts.test.ts).
beforeAll(() => loadLazyParts())

describe('the large-trees feature', () => {
  // The zoom-in's click and key listen from the overview's first showing (a chart that is never seen from far has none).
  it('fills the far-view slot, one prepare and the relation index setting', () => {
    host = createFakeHost(smallFamily())
    largeTrees.setup(host)
    expect(host.filled.farView).not.toBeNull()
    expect(host.filled.prepares).toHaveLength(1)
    expect(host.store.state.index_steps).toBe(relationIndexOfSteps)
    expect(host.leftovers().sort()).toEqual(['far view', 'prepare', 'state index_steps'].sort())
  })

  it('draws a big tree from far below 40 px a card, and setLevelOfDetail moves that line and refreshes the view', () => {
    host = createFakeHost(smallFamily())
    const part = largeTrees.setup(host)
    const far = host.filled.farView!
    // 0.15 × 200 px = 30 px a card: under the default 40.
    expect(far.isFar(culledOf(300), 0.15)).toBe(true)
    expect(far.isFar(culledOf(300), 0.25)).toBe(false)
    // A small tree is always drawn whole.
    expect(far.isFar(culledOf(20), 0.01)).toBe(false)
    expect(methodsOf(largeTrees, part).setLevelOfDetail({ min_card_px: 80 })).toBe(host.chart)
    expect(host.refreshViewport).toHaveBeenCalledTimes(1)
    expect(far.isFar(culledOf(300), 0.3)).toBe(true)
    methodsOf(largeTrees, part).setLevelOfDetail({ min_card_px: 0 })
    expect(far.isFar(culledOf(300), 0.001)).toBe(false)
  })

  it('lays a small tree out through its prepare without building an overview', () => {
    host = createFakeHost(smallFamily())
    largeTrees.setup(host)
    const tree = host.layOut()
    expect(tree.data.map((d) => d.data.id)).toContain('me')
  })

  // A tree laid out at once is drawn in the same task: its overview waits until a far view shows it (preparing it
  // meant a forced layout of the page to read the viewport's size). One laid out in slices has it ready when drawn.
  it('prepares the overview of a big tree only when it is laid out in slices', () => {
    const everywhere = { x0: -1e9, y0: -1e9, x1: 1e9, y1: 1e9 }
    host = createFakeHost(pedigree(9))
    const size = host.cardSize()
    largeTrees.setup(host)
    const atOnce = host.layOut()
    expect(atOnce.data.length).toBeGreaterThan(200)
    expect(preparedOverview(atOnce, size, everywhere)).toBeNull()
    host.store.state.incremental_layout_min_people = 100
    const inSlices = host.layOut()
    expect(preparedOverview(inSlices, size, everywhere)).not.toBeNull()
  })

  it('takes back every slot, setting and listener on destroy', () => {
    host = createFakeHost(smallFamily())
    const part = largeTrees.setup(host)
    part.destroy()
    expect(host.leftovers()).toEqual([])
    expect(host.store.state.index_steps).toBeUndefined()
  })
})
