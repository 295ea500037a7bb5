// The counts of open folds summed bottom-up in one walk must equal what folding each card would hide, counted card
// by card, on trees without pedigree collapse; trees with it keep the card-by-card count.
import { cardsBeyondCount, hasNoDuplicateCards } from '../../../src/features/collapse/branch-counts'
import { hiddenIfFolded } from '../../../src/features/collapse/hidden-people'
import { foldSidesOf } from '../../../src/features/collapse/card-folds'
import { calculateTree } from '../../../src/layout/calculate-tree'
import { isEmptyCard } from '../../../src/layout/empty-card'
import { isPlaceholder } from '../../../src/data/markers'
import type { TreeDatum } from '../../../src/layout/types'
import { randomFamily } from '../../fixtures/random-families'

const isPerson = (d: TreeDatum) => !isEmptyCard(d.data) && !isPlaceholder(d.data)

describe('fold counts summed bottom-up', () => {
  it('equal the card-by-card count for every card of 40 random families (main: the middle person)', () => {
    let trees = 0
    for (let seed = 1; seed <= 40; seed++) {
      const data = randomFamily(seed)
      const tree = calculateTree(data, { main_id: data[Math.floor(data.length / 2)].id })
      if (!hasNoDuplicateCards(tree.data)) continue
      trees++
      const memo = { ancestry: new Map<TreeDatum, number>(), progeny: new Map<TreeDatum, number>() }
      for (const d of tree.data)
        for (const side of foldSidesOf(d))
          expect([seed, d.data.id, side, cardsBeyondCount(d, side, isPerson, memo[side])]).toEqual([
            seed,
            d.data.id,
            side,
            hiddenIfFolded(d, side, isPerson).length,
          ])
    }
    expect(trees).toBeGreaterThanOrEqual(20)
  })

  it('counts a chain of 20,000 generations without running out of stack', () => {
    const cards: TreeDatum[] = []
    for (let i = 0; i < 20000; i++)
      cards.push({ data: { id: `p${i}`, data: {}, rels: {} }, children: [], spouses: [] } as unknown as TreeDatum)
    for (let i = 0; i + 1 < cards.length; i++) cards[i].children = [cards[i + 1]]
    expect(cardsBeyondCount(cards[0], 'progeny', () => true, new Map())).toBe(19999)
  })

  it('says when a tree has a person with two cards', () => {
    const card = (duplicate?: number) => ({ duplicate }) as unknown as TreeDatum
    expect(hasNoDuplicateCards([card(), card(1)])).toBe(true)
    expect(hasNoDuplicateCards([card(), card(2)])).toBe(false)
  })
})
