// Several spouses: each marriage link, its text and its children's links connect only that couple, never running
// through the card of another spouse, in both orientations.
import { calculateTree } from '../../src/layout/calculate-tree'
import { LANE_STEP, laneDrop, linkPath, spouseTextPosition } from '../../src/layout/link-path'
import type { Data } from '../../src/data/types'
import type { TreeDatum, TreeLink } from '../../src/layout/types'
import { pathPoints } from '../support/path-points'

const CARD = { w: 200, h: 70 }
/** A spouse text of about 'm. 1962-06-09' at 12 px, and its height above the baseline (6 px above the line). */
const TEXT = { w: 90, h: 14 }
/** Cards 310 apart leave a gap the text fits in (as the marriage-date example sets). */
const SEPARATION = 310

interface Box {
  x0: number
  y0: number
  x1: number
  y1: number
}
type Point = [number, number]

function personWithSpouses(gender: 'M' | 'F', count: number): Data {
  const other = gender === 'M' ? 'F' : 'M'
  const ids = Array.from({ length: count }, (_, i) => `s${i}`)
  const father = (s: string) => (gender === 'M' ? 'p' : s)
  const mother = (s: string) => (gender === 'M' ? s : 'p')
  return [
    { id: 'p', data: { gender }, rels: { spouses: ids, children: ids.map((s) => `c-${s}`) } },
    ...ids.map((s) => ({
      id: s,
      data: { gender: other as 'M' | 'F' },
      rels: { spouses: ['p'], children: [`c-${s}`] },
    })),
    ...ids.map((s) => ({
      id: `c-${s}`,
      data: { gender: 'M' as const },
      rels: { father: father(s), mother: mother(s) },
    })),
  ]
}

function cardBox(d: TreeDatum): Box {
  return { x0: d.x - CARD.w / 2, y0: d.y - CARD.h / 2, x1: d.x + CARD.w / 2, y1: d.y + CARD.h / 2 }
}

/** Whether the segment a→b passes through the inside of a box (touching its edge does not count). */
function segmentCrossesBox([ax, ay]: Point, [bx, by]: Point, b: Box): boolean {
  // Liang–Barsky clipping against the box shrunk by half a pixel.
  const box = { x0: b.x0 + 0.5, y0: b.y0 + 0.5, x1: b.x1 - 0.5, y1: b.y1 - 0.5 }
  let t0 = 0
  let t1 = 1
  const dx = bx - ax
  const dy = by - ay
  for (const [p, q] of [
    [-dx, ax - box.x0],
    [dx, box.x1 - ax],
    [-dy, ay - box.y0],
    [dy, box.y1 - ay],
  ]) {
    if (p === 0) {
      if (q < 0) return false
      continue
    }
    const t = q / p
    if (p < 0) t0 = Math.max(t0, t)
    else t1 = Math.min(t1, t)
    if (t0 > t1) return false
  }
  return true
}

const overlaps = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1

describe.each([false, true])('several spouses (horizontal: %s)', (isHorizontal) => {
  const along = (p: { x: number; y: number } | Point) =>
    Array.isArray(p) ? p[isHorizontal ? 1 : 0] : isHorizontal ? p.y : p.x
  const drop = (l: TreeLink) => laneDrop(l.lane, isHorizontal ? CARD.w : CARD.h)

  describe.each([
    ['M', 1],
    ['M', 2],
    ['M', 3],
    ['M', 4],
    ['M', 5],
    ['F', 3],
    ['F', 4],
  ] as const)('%s with %i spouses', (gender, count) => {
    // Spouses sit on one side of the person (as in the published chart), so the link to the k-th spouse runs in lane
    // k - 1 below the row (right of it when horizontal): generations are spaced to leave room for every lane.
    const lanesRoom = LANE_STEP * count + 20
    const spacing = isHorizontal
      ? { node_separation: Math.max(250, CARD.w + lanesRoom) }
      : { node_separation: SEPARATION, level_separation: Math.max(150, CARD.h + lanesRoom) }
    const tree = calculateTree(personWithSpouses(gender, count), {
      main_id: 'p',
      is_horizontal: isHorizontal,
      single_parent_empty_card: false,
      ...spacing,
    })
    const row = tree.data.filter((d) => d.depth === 0)
    const spouseLinks = tree.links.filter((l) => l.kind === 'spouse')
    const person = row.find((d) => d.data.id === 'p')!

    it('draws every spouse once, on one side of the person in spouse order: right of a man, left of a woman', () => {
      expect(spouseLinks).toHaveLength(count)
      const order = [...row].sort((a, b) => along(a) - along(b)).map((d) => d.data.id)
      const spouses = Array.from({ length: count }, (_, i) => `s${i}`)
      expect(order).toEqual(gender === 'M' ? ['p', ...spouses] : [...spouses.reverse(), 'p'])
    })

    it('each spouse link runs only through the two cards of its couple', () => {
      for (const l of spouseLinks) {
        const [a, b] = l.spouses!
        const points = pathPoints(linkPath('spouse', [...l.source, ...l.target], isHorizontal, drop(l))).flat()
        for (const card of tree.data) {
          if (card === a || card === b) continue
          for (let i = 1; i < points.length; i++) {
            expect({
              link: l.id,
              crosses: card.data.id,
              segment: i,
              hit: segmentCrossesBox(points[i - 1], points[i], cardBox(card)),
            }).toEqual({ link: l.id, crosses: card.data.id, segment: i, hit: false })
          }
        }
      }
    })

    it('each spouse text sits between its couple and over no card', () => {
      for (const l of spouseLinks) {
        const [a, b] = l.spouses!
        const [x, y] = spouseTextPosition(l, isHorizontal, drop(l))
        const at = along([x, y])
        expect(at).toBeGreaterThan(Math.min(along(a), along(b)))
        expect(at).toBeLessThan(Math.max(along(a), along(b)))
        const text = { x0: x - TEXT.w / 2, y0: y - 6 - TEXT.h, x1: x + TEXT.w / 2, y1: y - 6 + 3 }
        // A vertical tree's texts never cover a card; in a horizontal one the text runs across a narrow gap, so only
        // its middle (where the line is) must be clear.
        const probe = isHorizontal ? { x0: x - 1, y0: y - 6 - TEXT.h, x1: x + 1, y1: y - 3 } : text
        for (const card of tree.data)
          expect({ text: l.id, card: card.data.id, over: overlaps(probe, cardBox(card)) }).toEqual({
            text: l.id,
            card: card.data.id,
            over: false,
          })
      }
    })

    it("each couple's children hang from a point between that couple, clear of every card, in the couples' order", () => {
      const childLinks = tree.links.filter((l) => l.kind === 'child')
      expect(childLinks).toHaveLength(count)
      const starts: [number, number][] = []
      for (const l of childLinks) {
        const child = tree.data.find((d) => d.tid === l.to)!
        const spouse = row.find((d) => d.data.id === child.data.id.slice(2))!
        const source: Point = isHorizontal ? [l.source[0] + drop(l), l.source[1]] : [l.source[0], l.source[1] + drop(l)]
        expect(along(source)).toBeGreaterThan(Math.min(along(person), along(spouse)))
        expect(along(source)).toBeLessThan(Math.max(along(person), along(spouse)))
        const dot = { x0: source[0] - 1, y0: source[1] - 1, x1: source[0] + 1, y1: source[1] + 1 }
        for (const card of tree.data)
          expect({ child: child.data.id, card: card.data.id, inside: overlaps(dot, cardBox(card)) }).toEqual({
            child: child.data.id,
            card: card.data.id,
            inside: false,
          })
        starts.push([along(source), along(child)])
      }
      // Children sit in the order of the points they hang from, so no two of these links cross.
      const bySource = [...starts].sort((p, q) => p[0] - q[0]).map((p) => p[1])
      expect(bySource).toEqual([...bySource].sort((p, q) => p - q))
    })
  })
})

describe('children of one couple', () => {
  // Two marriages, three children in each, and two children without a known other parent.
  const data: Data = [
    {
      id: 'p',
      data: { gender: 'M' },
      rels: { spouses: ['a', 'b'], children: ['a1', 'a2', 'a3', 'b1', 'b2', 'b3', 'x1', 'x2'] },
    },
    { id: 'a', data: { gender: 'F' }, rels: { spouses: ['p'], children: ['a1', 'a2', 'a3'] } },
    { id: 'b', data: { gender: 'F' }, rels: { spouses: ['p'], children: ['b1', 'b2', 'b3'] } },
    ...['a', 'b'].flatMap((m) =>
      [1, 2, 3].map((i) => ({ id: `${m}${i}`, data: { gender: 'M' as const }, rels: { father: 'p', mother: m } })),
    ),
    ...[1, 2].map((i) => ({ id: `x${i}`, data: { gender: 'F' as const }, rels: { father: 'p' } })),
  ]
  const tree = calculateTree(data, { main_id: 'p', single_parent_empty_card: false })
  const card = (id: string) => tree.data.find((d) => d.data.id === id)!
  const linkTo = (id: string) => tree.links.find((l) => l.kind === 'child' && l.to === card(id).tid)!

  it('have the couple as parents, in one list they share, and their links start from one point', () => {
    for (const [mother, kids] of [
      ['a', ['a1', 'a2', 'a3']],
      ['b', ['b1', 'b2', 'b3']],
    ] as const) {
      const [first, ...rest] = kids.map(card)
      expect(first.parents!.map((d) => d.data.id)).toEqual(['p', mother])
      for (const d of rest) expect(d.parents).toBe(first.parents)
      const [firstLink, ...restLinks] = kids.map(linkTo)
      for (const l of restLinks) expect(l.source).toBe(firstLink.source)
    }
    // Each couple's own list and start point: the two marriages do not share them.
    expect(card('a1').parents).not.toBe(card('b1').parents)
    expect(linkTo('a1').source).not.toEqual(linkTo('b1').source)
    // Children without a known other parent hang from the father alone.
    expect(card('x1').parents!.map((d) => d.data.id)).toEqual(['p'])
    expect(card('x2').parents).toBe(card('x1').parents)
    expect(linkTo('x1').source).toEqual([card('p').x, card('p').y])
  })
})
