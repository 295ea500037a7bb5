// Text on spouse links (setLinkSpouseText) sits in a visible gap: beside each spouse, never under a card in between.
import { calculateTree } from '../../src/layout/calculate-tree'
import { spouseTextPosition } from '../../src/view/drawing/render-links'
import type { Data } from '../../src/data/types'

const SEPARATION = 250
const CARD_HALF_WIDTH = 110

function manWithWives(wives: number): Data {
  const ids = Array.from({ length: wives }, (_, i) => `w${i}`)
  return [
    { id: 'man', data: { gender: 'M' }, rels: { spouses: ids, children: ids.map((w) => `c-${w}`) } },
    ...ids.map((w) => ({ id: w, data: { gender: 'F' as const }, rels: { spouses: ['man'], children: [`c-${w}`] } })),
    ...ids.map((w) => ({ id: `c-${w}`, data: { gender: 'M' as const }, rels: { father: 'man', mother: w } })),
  ]
}

describe.each([false, true])('spouse link text (horizontal: %s)', (isHorizontal) => {
  it.each([1, 2, 3, 4])(
    'with %i wives, each text is in the gap next to that wife, on the side of the husband',
    (wives) => {
      // Neighbours of a generation are SEPARATION apart: the X spacing (node_separation) of a vertical tree, the Y spacing
      // (level_separation) of a horizontal one, as in the published package; generations 300 apart.
      const spacing = isHorizontal
        ? { node_separation: 300, level_separation: SEPARATION }
        : { node_separation: SEPARATION, level_separation: 300 }
      const tree = calculateTree(manWithWives(wives), { main_id: 'man', ...spacing, is_horizontal: isHorizontal })
      const along = (p: { x: number; y: number }) => (isHorizontal ? p.y : p.x)
      const links = tree.links.filter((l) => l.kind === 'spouse')
      expect(links).toHaveLength(wives)
      const row = tree.data.filter((d) => d.depth === 0)
      for (const l of links) {
        const [man, wife] = l.spouses!
        const [x, y] = spouseTextPosition(l, isHorizontal)
        const at = isHorizontal ? y : x
        expect(Math.abs(at - along(wife))).toBeCloseTo(SEPARATION / 2)
        expect(Math.sign(at - along(wife))).toBe(Math.sign(along(man) - along(wife)))
        for (const card of row) expect(Math.abs(at - along(card))).toBeGreaterThan(CARD_HALF_WIDTH)
        // Across the row the text stays on the link's line.
        expect(isHorizontal ? x : y).toBeCloseTo(isHorizontal ? man.x : man.y)
      }
    },
  )
})
