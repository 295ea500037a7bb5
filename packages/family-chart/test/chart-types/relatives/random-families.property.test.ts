// Over random families (seeded), with marriages added between random people (cousins, across generations, to a
// descendant), the relatives layout ends, draws every connected person on exactly one card, overlaps no cards and
// puts every child below its parents unless the data's parents form a cycle.
import * as fc from 'fast-check'
import { relativesLayout } from '../../../src/chart-types/relatives'
import { connectedIds } from '../../../src/data/connected'
import type { Data } from '../../../src/data/types'
import { randomFamily } from '../../fixtures/random-families'
import { mulberry32 } from '../../fixtures/generate-family'
import { cardsById, childrenNotBelow, overlaps } from './helpers'

/** The family of `seed` with `extra` marriages between random people of opposite genders. */
function tangled(seed: number, extra: number): Data {
  const data = randomFamily(seed)
  const random = mulberry32(seed ^ 0x5bd1e995)
  for (let k = 0; k < extra; k++) {
    const a = data[Math.floor(random() * data.length)]
    const b = data[Math.floor(random() * data.length)]
    if (a === b || a.data.gender === b.data.gender || a.rels.spouses?.includes(b.id)) continue
    ;(a.rels.spouses ??= []).push(b.id)
    ;(b.rels.spouses ??= []).push(a.id)
  }
  return data
}

describe('relativesLayout over random families', () => {
  test('one card per connected person, no overlaps, children below parents, links between drawn cards', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 6 }),
        fc.nat(),
        (seed, extra, pick) => {
          const data = tangled(seed, extra)
          const main = data[pick % data.length].id
          const tree = relativesLayout(data, { main_id: main })
          const cards = cardsById(tree)
          expect(new Set(cards.keys())).toEqual(connectedIds(data, main))
          expect(overlaps(tree)).toEqual([])
          // No cycle of parents in these families: every child is below every parent.
          expect(tree.notices).toBeUndefined()
          expect(childrenNotBelow(tree, data)).toEqual([])
          for (const l of tree.links) expect(cards.has(l.from) && cards.has(l.to)).toBe(true)
          // A couple apart is always explained on both cards.
          for (const l of tree.links.filter((x) => x.kind === 'spouse' && x.source[1] !== x.target[1]))
            for (const id of [l.from, l.to])
              expect(cards.get(id)!.layout_note).toContain('another row than their spouse')
        },
      ),
      { numRuns: 60, seed: 4807 },
    )
  })
})
