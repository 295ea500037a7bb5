// Where the data does not let every couple share a row and every child sit below its parents: what the layout does
// and what the cards say. Also bad data: cycles of parents end, with a notice, and another family is not drawn.
import { relativesLayout } from '../../../src/chart-types/relatives'
import type { Data } from '../../../src/data/types'
import { cardsById, childrenNotBelow, couplesApart, Family, overlaps, SEP } from './helpers'

/** An uncle (u) who marries his niece (n): n is the daughter of u's sister s. */
function uncleAndNiece() {
  return new Family()
    .person('g', 'M', 'Gustav')
    .person('h', 'F', 'Hilda')
    .marry('g', 'h')
    .child('u', 'M', ['g', 'h'])
    .child('s', 'F', ['g', 'h'])
    .person('t', 'M', 'Tomas')
    .marry('t', 's')
    .child('n', 'F', ['t', 's'])
    .marry('u', 'n')
    .child('k', 'M', ['u', 'n'])
}

describe('relativesLayout where the data forces a compromise', () => {
  test('a marriage across generations: the couple shares a row, and the card of the one moved says so', () => {
    const family = uncleAndNiece()
    family.get('u').data['first name'] = 'Ulrich'
    family.get('n').data['first name'] = 'Nora'
    const data = family.data()
    const tree = relativesLayout(data, { main_id: 'k' })
    const cards = cardsById(tree)
    expect(couplesApart(tree, data)).toEqual([])
    expect(childrenNotBelow(tree, data)).toEqual([])
    // u sits two rows below his parents, beside n; his sister one row below them.
    expect(cards.get('u')!.y - cards.get('g')!.y).toBe(2 * SEP.level)
    expect(cards.get('s')!.y - cards.get('g')!.y).toBe(SEP.level)
    expect(cards.get('u')!.layout_note).toBe(
      'Drawn 1 row lower than the children of Gustav and Hilda, beside their spouse Nora (a marriage across generations).',
    )
    expect(cards.get('n')!.layout_note).toBe('')
    expect(cards.get('k')!.layout_note).toBe('')
    expect(overlaps(tree)).toEqual([])
  })

  test('a private spouse is not named in the note', () => {
    const data = uncleAndNiece().data()
    const tree = relativesLayout(data, { main_id: 'k', private_cards_config: { condition: (d) => d.id === 'n' } })
    const u = cardsById(tree).get('u')!
    expect(u.layout_note).toContain('beside their spouse (a marriage across generations)')
    expect(u.layout_note).not.toContain('n (')
    expect(cardsById(tree).get('n')!.is_private).toBe(true)
  })

  test('a marriage to a descendant: the two cannot share a row; both cards say why, and children stay below', () => {
    const data = new Family()
      .person('a', 'M', 'Albert')
      .person('w', 'F', 'Wanda')
      .marry('a', 'w')
      .child('d', 'F', ['a', 'w'])
      .person('x', 'M', 'Xaver')
      .marry('x', 'd')
      .child('gd', 'F', ['x', 'd'])
      .marry('a', 'gd')
      .child('late', 'M', ['a', 'gd'])
      .data()
    const tree = relativesLayout(data, { main_id: 'a' })
    const cards = cardsById(tree)
    expect(tree.data).toHaveLength(6)
    expect(couplesApart(tree, data)).toEqual(['a+gd'])
    expect(childrenNotBelow(tree, data)).toEqual([])
    expect(cards.get('a')!.layout_note).toMatch(
      /^Drawn on another row than their spouse gd: .*marriage across generations/,
    )
    expect(cards.get('gd')!.layout_note).toMatch(/^Drawn on another row than their spouse Albert: /)
    const link = tree.links.find((l) => l.kind === 'spouse' && [l.from, l.to].sort().join() === 'a,gd')!
    expect(link.lane).toBeUndefined()
    expect(link.source[1]).not.toBe(link.target[1])
    expect(overlaps(tree)).toEqual([])
  })

  test('a cycle of parents ends: each person once, a parent-cycle notice with the people, a note on the card', () => {
    const data: Data = [
      { id: 'a', data: { gender: 'M' }, rels: { father: 'c', children: ['b'] } },
      { id: 'b', data: { gender: 'M' }, rels: { father: 'a', children: ['c'] } },
      { id: 'c', data: { gender: 'M' }, rels: { father: 'b', children: ['a', 'd'] } },
      { id: 'd', data: { gender: 'F' }, rels: { father: 'c' } },
    ]
    const tree = relativesLayout(data, { main_id: 'd' })
    expect(tree.data.map((d) => d.data.id).sort()).toEqual(['a', 'b', 'c', 'd'])
    expect(tree.notices).toHaveLength(1)
    expect(tree.notices![0].type).toBe('parent-cycle')
    expect(tree.notices![0].ids!.length).toBeGreaterThanOrEqual(2)
    expect(tree.notices![0].message).toContain('cycle of parents')
    const noted = tree.data.filter((d) => d.layout_note.startsWith('Part of a cycle of parents'))
    expect(noted).toHaveLength(1)
    // Every link but the one that closes the cycle goes down.
    expect(childrenNotBelow(tree, data)).toHaveLength(1)
    expect(tree.links).toHaveLength(4)
  })

  test("a person who is their own parent and a couple who are each other's parents end too", () => {
    const data: Data = [
      { id: 'a', data: { gender: 'M' }, rels: { father: 'a', mother: 'b', spouses: ['b'], children: ['b'] } },
      { id: 'b', data: { gender: 'F' }, rels: { father: 'a', spouses: ['a'], children: ['a'] } },
    ]
    const tree = relativesLayout(data, { main_id: 'a' })
    expect(tree.data).toHaveLength(2)
    expect(tree.notices?.[0].type).toBe('parent-cycle')
    expect(overlaps(tree)).toEqual([])
  })

  test("two families in the data: only the main person's is drawn", () => {
    const one = uncleAndNiece().data()
    const other = new Family()
      .person('o1', 'M')
      .person('o2', 'F')
      .marry('o1', 'o2')
      .child('o3', 'F', ['o1', 'o2'])
      .data()
    const tree = relativesLayout([...other, ...one], { main_id: 'k' })
    expect(tree.data.map((d) => d.data.id).sort()).toEqual(['g', 'h', 'k', 'n', 's', 't', 'u'])
    expect(tree.main_id).toBe('k')
    const theirs = relativesLayout([...other, ...one], { main_id: 'o2' })
    expect(theirs.data.map((d) => d.data.id).sort()).toEqual(['o1', 'o2', 'o3'])
  })
})
