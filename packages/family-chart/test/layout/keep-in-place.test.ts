// The keep_in_place step of calculateTree: after a fold the card whose control was used stays where it was, the whole
// tree (cards, links, bounds) moving with it; tree_offset carries that move on to later layouts.
import { calculateTree } from '../../src/compat/calculate-tree'
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

describe('tree_offset on a progeny side', () => {
  // Links of a card share its point (the link from its parent ends where the links to its spouses and to its children
  // without a co-parent start): each point must move once, and every link end stay on its card.
  const descendants: Data = [
    p('main', { spouses: ['wife', 'second'], children: ['kid1', 'kid2', 'lone'] }),
    p('wife', { spouses: ['main'], children: ['kid1', 'kid2'] }, 'F'),
    p('second', { spouses: ['main'] }, 'F'),
    p('kid1', { father: 'main', mother: 'wife', spouses: ['inlaw'], children: ['grandkid'] }),
    p('inlaw', { spouses: ['kid1'], children: ['grandkid'] }, 'F'),
    p('kid2', { father: 'main', mother: 'wife' }, 'F'),
    p('lone', { father: 'main' }),
    p('grandkid', { father: 'kid1', mother: 'inlaw' }),
  ]

  it('moves every end of every link by the offset, exactly once', () => {
    const plain = calculateTree(descendants, { main_id: 'main' })
    const moved = calculateTree(descendants, { main_id: 'main', tree_offset: [40, -25] })
    expect(moved.links.length).toBe(plain.links.length)
    expect(moved.links.length).toBeGreaterThan(6)
    moved.links.forEach((l, i) => {
      const before = plain.links[i]
      expect([...l.source, ...l.target]).toEqual([
        before.source[0] + 40,
        before.source[1] - 25,
        before.target[0] + 40,
        before.target[1] - 25,
      ])
    })
    // A child link ends on its card, and a spouse link beside the person starts on the person's card.
    const card = (id: string) => moved.data.find((d) => d.data.id === id)!
    const toKid = moved.links.find((l) => l.kind === 'child' && l.to === card('kid1').tid)!
    expect(toKid.target).toEqual([card('kid1').x, card('kid1').y])
    const toInlaw = moved.links.find((l) => l.kind === 'spouse' && l.to === card('inlaw').tid)!
    expect(toInlaw.source).toEqual([card('kid1').x, card('kid1').y])
  })
})
