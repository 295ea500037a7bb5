// The families the relatives chart exists for: pedigree collapse, cousins who marry, remarriage, half-siblings,
// adoptive and step families. Each person on one card, couples on one row, children below their parents.
import { relativesLayout } from '../../../src/chart-types/relatives'
import { cardsById, childrenNotBelow, couplesApart, Family, linksOf, overlaps, SEP } from './helpers'

/** Grandparents g1+g2; their children a (M) and b (F) marry outsiders; the cousins ca and cb marry; their child z. */
function cousinMarriage() {
  return new Family()
    .person('g1', 'M')
    .person('g2', 'F')
    .marry('g1', 'g2')
    .child('a', 'M', ['g1', 'g2'])
    .child('b', 'F', ['g1', 'g2'])
    .person('sa', 'F')
    .person('sb', 'M')
    .marry('a', 'sa')
    .marry('sb', 'b')
    .child('ca', 'M', ['a', 'sa'])
    .child('cb', 'F', ['sb', 'b'])
    .marry('ca', 'cb')
    .child('z', 'M', ['ca', 'cb'])
}

describe('relativesLayout on the families it is for', () => {
  test('pedigree collapse: the shared grandparents once, with both lines of descent down to the child', () => {
    const data = cousinMarriage().data()
    const tree = relativesLayout(data, { main_id: 'z' })
    const cards = cardsById(tree)
    expect(tree.data).toHaveLength(9)
    expect([...cards.keys()].sort()).toEqual(['a', 'b', 'ca', 'cb', 'g1', 'g2', 'sa', 'sb', 'z'])
    // Both children of the grandparents hang from the grandparents' couple: two child links from one point.
    const fromGrandparents = linksOf(tree, 'child').filter((l) => l.to === 'a' || l.to === 'b')
    expect(fromGrandparents).toHaveLength(2)
    expect(fromGrandparents[0].source).toEqual(fromGrandparents[1].source)
    expect(fromGrandparents[0].source[0]).toBeCloseTo((cards.get('g1')!.x + cards.get('g2')!.x) / 2)
    // z's parents are both on the row above, with one link from their couple.
    expect(cards.get('z')!.depth).toBe(0)
    expect(cards.get('g1')!.depth).toBe(-3)
    expect(childrenNotBelow(tree, data)).toEqual([])
    expect(overlaps(tree)).toEqual([])
  })

  test('cousins who marry: one row, side by side, 4 couples, 5 child links, no crossing', () => {
    const data = cousinMarriage().data()
    const tree = relativesLayout(data, { main_id: 'g1' })
    const cards = cardsById(tree)
    expect(couplesApart(tree, data)).toEqual([])
    expect(Math.abs(cards.get('ca')!.x - cards.get('cb')!.x)).toBe(SEP.node)
    expect(linksOf(tree, 'spouse')).toHaveLength(4)
    expect(linksOf(tree, 'child')).toHaveLength(5)
    expect(tree.crossings).toBe(0)
    expect(tree.data.every((d) => d.layout_note === '')).toBe(true)
  })

  test('remarriage: each marriage its own family, the person between the two spouses, each child under its couple', () => {
    const data = new Family()
      .person('m', 'M')
      .person('w1', 'F')
      .person('w2', 'F')
      .marry('m', 'w1')
      .marry('m', 'w2')
      .child('c1', 'F', ['m', 'w1'])
      .child('c2', 'M', ['m', 'w1'])
      .child('c3', 'M', ['m', 'w2'])
      .data()
    const tree = relativesLayout(data, { main_id: 'm' })
    const cards = cardsById(tree)
    const xs = ['w1', 'm', 'w2'].map((id) => cards.get(id)!.x)
    expect(Math.abs(xs[0] - xs[1])).toBe(SEP.node)
    expect(Math.abs(xs[2] - xs[1])).toBe(SEP.node)
    expect(
      linksOf(tree, 'spouse')
        .map((l) => l.id)
        .sort(),
    ).toEqual(['s:m+w1', 's:m+w2'].sort())
    const source = (id: string) => tree.links.find((l) => l.to === id && l.kind === 'child')!.source[0]
    expect(source('c1')).toBeCloseTo((cards.get('m')!.x + cards.get('w1')!.x) / 2)
    expect(source('c2')).toBe(source('c1'))
    expect(source('c3')).toBeCloseTo((cards.get('m')!.x + cards.get('w2')!.x) / 2)
    // The children of each couple sit on their side: no crossing.
    expect(tree.crossings).toBe(0)
    expect(Math.max(cards.get('c1')!.x, cards.get('c2')!.x) < cards.get('c3')!.x).toBe(xs[0] < xs[2])
  })

  test('half-siblings under the right couple, also when a spouse sits past the other (a lane below the row)', () => {
    const data = new Family()
      .person('m', 'M')
      .person('w1', 'F')
      .person('w2', 'F')
      .person('w3', 'F')
      .marry('m', 'w1')
      .marry('m', 'w2')
      .marry('m', 'w3')
      .child('a', 'M', ['m', 'w1'])
      .child('b', 'M', ['m', 'w2'])
      .child('c', 'F', ['m', 'w3'])
      .data()
    const tree = relativesLayout(data, { main_id: 'a' })
    const cards = cardsById(tree)
    const row = ['m', 'w1', 'w2', 'w3'].map((id) => cards.get(id)!.y)
    expect(new Set(row).size).toBe(1)
    // The wife not beside m: her spouse link and her child's link run in lane 1, from beside her toward m.
    const far = ['w1', 'w2', 'w3'].find((w) => Math.abs(cards.get(w)!.x - cards.get('m')!.x) === 2 * SEP.node)!
    const spouseLink = tree.links.find((l) => l.kind === 'spouse' && (l.to === far || l.from === far))!
    expect(spouseLink.lane).toBe(1)
    const child = tree.links.find(
      (l) => l.kind === 'child' && cards.get(l.to)!.parents!.some((p) => p.data.id === far),
    )!
    expect(child.lane).toBe(1)
    const side = Math.sign(cards.get('m')!.x - cards.get(far)!.x)
    expect(child.source[0]).toBeCloseTo(cards.get(far)!.x + (side * SEP.node) / 2)
    for (const id of ['a', 'b', 'c']) expect(cards.get(id)!.parents).toHaveLength(2)
    expect(overlaps(tree)).toEqual([])
  })

  test('adoptive and step families: drawn with their words, the child below both families, each person once', () => {
    const data = new Family()
      .person('f', 'M')
      .person('m', 'F')
      .marry('f', 'm')
      .child('kid', 'F', ['f', 'm'])
      .person('af', 'M')
      .person('am', 'F')
      .marry('af', 'am')
      .otherFamily('kid', ['af', 'am'], 'adopted')
      .person('sm', 'F')
      .marry('f', 'sm')
      .child('half', 'M', ['f', 'sm'])
      .data()
    // The stepmother: kid's step parent, recorded on the child as a second family of one parent.
    const kid = data.find((d) => d.id === 'kid')!
    kid.rels.other_parents!.push('sm')
    kid.data['parent_type__ref__sm'] = 'step'
    data.find((d) => d.id === 'sm')!.rels.children!.push('kid')
    const tree = relativesLayout(data, { main_id: 'kid' })
    const cards = cardsById(tree)
    expect(tree.data).toHaveLength(7)
    const toKid = tree.links.filter((l) => l.to === 'kid')
    expect(toKid.map((l) => [l.kind, l.family?.text]).sort()).toEqual(
      [
        ['child', undefined],
        ['parent-family', 'adoptive'],
        ['parent-family', 'step'],
      ].sort(),
    )
    expect(toKid.find((l) => l.family?.text === 'adoptive')!.family!.title).toBe('Adoptive family of kid')
    // The birth family's link leads toward main's parents: kid's first family is father and mother.
    expect(
      cards
        .get('kid')!
        .parents!.map((p) => p.data.id)
        .sort(),
    ).toEqual(['f', 'm'])
    expect(childrenNotBelow(tree, data)).toEqual([])
    expect(couplesApart(tree, data)).toEqual([])
    expect(overlaps(tree)).toEqual([])
  })
})
