/**
 * Every card and every link of a tree has the same fields in the same order (tree-objects.ts): one shape each, so the
 * code reading them stays optimized. Trees with every kind of card: main, siblings, descendants with several spouses
 * (lanes), an unknown co-parent (empty card), ancestors with an unknown parent, a person shown twice.
 */
import { calculateTree } from '../../src/layout/calculate-tree'
import { TREE_DATUM_FIELDS, TREE_LINK_FIELDS } from '../../src/layout/tree-objects'
import type { Data } from '../../src/data/types'

const p = (id: string, gender: 'M' | 'F', rels: Record<string, unknown> = {}) => ({
  id,
  data: { gender, 'first name': id },
  rels: { spouses: [], children: [], ...rels },
})

function family(): Data {
  return [
    p('gf', 'M', { spouses: ['gm'], children: ['dad', 'aunt'] }),
    p('gm', 'F', { spouses: ['gf'], children: ['dad', 'aunt'] }),
    p('mom', 'F', { spouses: ['dad'], children: ['me', 'sis'], mother: 'mgm' }),
    p('mgm', 'F', { children: ['mom'] }),
    p('dad', 'M', { father: 'gf', mother: 'gm', spouses: ['mom'], children: ['me', 'sis'] }),
    p('aunt', 'F', { father: 'gf', mother: 'gm' }),
    p('me', 'M', { father: 'dad', mother: 'mom', spouses: ['w1', 'w2', 'w3'], children: ['k1', 'k2', 'k3', 'k4'] }),
    p('sis', 'F', { father: 'dad', mother: 'mom' }),
    p('w1', 'F', { spouses: ['me'], children: ['k1'] }),
    p('w2', 'F', { spouses: ['me'], children: ['k2'] }),
    p('w3', 'F', { spouses: ['me'], children: ['k3'] }),
    p('k1', 'M', { father: 'me', mother: 'w1' }),
    p('k2', 'F', { father: 'me', mother: 'w2' }),
    p('k3', 'M', { father: 'me', mother: 'w3' }),
    p('k4', 'F', { father: 'me' }),
  ] as unknown as Data
}

describe('tree shapes', () => {
  for (const [name, options] of [
    ['main in the middle', { main_id: 'me', single_parent_empty_card: true }],
    ['founder', { main_id: 'gf', single_parent_empty_card: false }],
    ['horizontal, no siblings', { main_id: 'me', is_horizontal: true, show_siblings_of_main: false }],
  ] as const) {
    it(`gives every card and every link the same fields in one order: ${name}`, () => {
      const tree = calculateTree(family(), options)
      const kinds = new Set(
        tree.data.map((d) =>
          d.main ? 'main' : d.sibling ? 'sibling' : d.spouse ? 'spouse' : d.is_ancestry ? 'ancestry' : 'progeny',
        ),
      )
      expect(kinds.size).toBeGreaterThanOrEqual(3)
      for (const d of tree.data) expect(Object.keys(d)).toEqual([...TREE_DATUM_FIELDS])
      expect(new Set(tree.links.map((l) => l.kind)).size).toBeGreaterThanOrEqual(2)
      for (const l of tree.links) expect(Object.keys(l)).toEqual([...TREE_LINK_FIELDS])
    })
  }

  it('keeps the values a card had: the main card has no toggles field value, a link beside its couple no lane', () => {
    const tree = calculateTree(family(), { main_id: 'me' })
    const main = tree.data.find((d) => d.main)!
    expect(main.toggles).toBeUndefined()
    const laned = tree.links.filter((l) => l.lane !== undefined)
    expect(laned.length).toBeGreaterThan(0)
    for (const l of laned) expect(l.lane).toBeGreaterThan(0)
    expect(tree.links.some((l) => l.kind === 'spouse' && l.lane === undefined)).toBe(true)
  })
})
