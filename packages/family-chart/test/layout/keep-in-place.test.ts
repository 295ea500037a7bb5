// The keep_in_place step of calculateTree: after a fold the card whose control was used stays where it was, the whole
// tree (cards, links, bounds) moving with it; tree_offset carries that move on to later layouts.
import { calculateTree } from '../../src/layout/calculate-tree'
import type { Data, Datum } from '../../src/data/types'

const p = (id: string, rels: Record<string, unknown> = {}, gender = 'M') =>
  ({ id, data: { 'first name': id, gender }, rels: { spouses: [], children: [], ...rels } }) as unknown as Datum

/** Main with both parents, each with both parents of their own and grandparents beyond on the father's side. */
function family(): Data {
  return [
    p('main', { father: 'dad', mother: 'mum' }),
    p('dad', { father: 'gf1', mother: 'gm1', spouses: ['mum'], children: ['main'] }),
    p('mum', { father: 'gf2', mother: 'gm2', spouses: ['dad'], children: ['main'] }, 'F'),
    p('gf1', { father: 'ggf', mother: 'ggm', spouses: ['gm1'], children: ['dad'] }),
    p('gm1', { father: 'ggf2', mother: 'ggm2', spouses: ['gf1'], children: ['dad'] }, 'F'),
    p('gf2', { spouses: ['gm2'], children: ['mum'] }),
    p('gm2', { spouses: ['gf2'], children: ['mum'] }, 'F'),
    p('ggf', { spouses: ['ggm'], children: ['gf1'] }),
    p('ggm', { spouses: ['ggf'], children: ['gf1'] }, 'F'),
    p('ggf2', { spouses: ['ggm2'], children: ['gm1'] }),
    p('ggm2', { spouses: ['ggf2'], children: ['gm1'] }, 'F'),
  ]
}

const at = (tree: ReturnType<typeof calculateTree>, id: string) => {
  const d = tree.data.find((n) => n.data.id === id)!
  return [d.x, d.y]
}

describe('keep_in_place', () => {
  const open = calculateTree(family(), { main_id: 'main' })
  const gf1 = open.data.find((d) => d.data.id === 'gf1')!
  const plainFold = calculateTree(family(), { main_id: 'main', hidden_rels: { parents: ['gf1'] } })

  it("is needed: folding a grandfather's ancestors moves his card in the plain layout", () => {
    expect(at(plainFold, 'gf1')).not.toEqual([gf1.x, gf1.y])
  })

  it('keeps the card where it was and moves everything else with it', () => {
    const anchor = { key: gf1.key, id: 'gf1', x: gf1.x, y: gf1.y }
    const kept = calculateTree(family(), { main_id: 'main', hidden_rels: { parents: ['gf1'] }, keep_in_place: anchor })
    expect(at(kept, 'gf1')).toEqual([gf1.x, gf1.y])
    const [dx, dy] = kept.offset!
    expect(dx).not.toBe(0)
    // Every card, every link end and the bounds moved by the same amount as the kept card.
    for (const d of kept.data) {
      const plain = plainFold.data.find((n) => n.tid === d.tid)!
      expect([d.x - plain.x, d.y - plain.y]).toEqual([dx, dy])
    }
    kept.links.forEach((l, i) => {
      const plain = plainFold.links[i]
      expect([l.source[0] - plain.source[0], l.target[1] - plain.target[1]]).toEqual([dx, dy])
    })
    expect(kept.dim.x_off).toBe(plainFold.dim.x_off - dx)
    expect(kept.dim.width).toBe(plainFold.dim.width)
  })

  it('moves a later layout by the kept offset; without either option the main person is at 0, 0', () => {
    const moved = calculateTree(family(), { main_id: 'main', tree_offset: [30, -10] })
    expect(at(moved, 'main')).toEqual([30, -10])
    expect(moved.offset).toEqual([30, -10])
    expect(at(open, 'main')).toEqual([0, 0])
    expect(open.offset).toBeUndefined()
  })
})
