// The overview's path text holds every card and link once, in tree order, however many slices built it.
import { overviewPaths, overviewPathsSteps } from '../../src/view/overview-paths'
import type { TreeDatum, TreeLink } from '../../src/layout/types'
import { ITEMS_PER_STEP } from '../../src/layout/steps'
import { laneDrop } from '../../src/view/link-path'

const size = { w: 200, h: 70 }

function bigTree(n: number) {
  const data = Array.from({ length: n }, (_, i) => ({
    data: { id: 'p' + i, data: { gender: i % 3 === 0 ? 'F' : i % 3 === 1 ? 'M' : '' }, rels: {} },
    x: i * 250, y: (i % 5) * 150, main: i === 7 || undefined,
  })) as unknown as TreeDatum[]
  const links = data.slice(1).map((d, i) => ({ id: 'l' + i, kind: 'child', source: [data[i].x, data[i].y], target: [d.x, d.y] })) as unknown as TreeLink[]
  return { data, links, is_horizontal: false }
}

// A card is the line through its middle, as long as the card is wide; the path's stroke (cardHeight) is its height.
const barOf = (d: TreeDatum) => `M${d.x - 100} ${d.y}h200`
const rectOf = (d: TreeDatum) => `M${d.x - 100} ${d.y - 35}h200v70h-200z`

it('holds every card of each colour once, in tree order, across many slices', () => {
  const tree = bigTree(ITEMS_PER_STEP * 4 + 37)
  const steps = overviewPathsSteps(tree, size)
  let pauses = 0
  let r = steps.next()
  while (!r.done) { pauses++; r = steps.next() }
  expect(pauses).toBeGreaterThanOrEqual(8)
  const paths = r.value
  const female = tree.data.filter((d) => d.data.data.gender === 'F').map(barOf).join('')
  const male = tree.data.filter((d) => d.data.data.gender === 'M').map(barOf).join('')
  expect(paths.cards.female).toBe(female)
  expect(paths.cards.male).toBe(male)
  expect(paths.cards.genderless.split('M').length - 1).toBe(tree.data.length - tree.data.filter((d) => d.data.data.gender).length)
  expect(paths.cardHeight).toBe(size.h)
  // The main person's card is outlined as a whole rectangle.
  expect(paths.main).toBe(rectOf(tree.data[7]))
  expect(paths.count).toBe(tree.data.length)
})

it('holds every link once, in order, as a right-angled line', () => {
  const tree = bigTree(ITEMS_PER_STEP * 3 + 5)
  const { links } = overviewPaths(tree, size)
  const expected = tree.links.map((l) => {
    const [sx, sy] = l.source
    const [tx, ty] = l.target
    // Down to the middle between the generations, across, down to the child: the steps down written relative.
    const down = (sy + ty) / 2 - sy
    return `M${sx} ${sy}v${down}H${tx}v${ty - sy - down}`
  })
  expect(links).toBe(expected.join(''))
  // Followed point by point, each line ends where its link does.
  const ends = [...links.matchAll(/M(-?\d+) (-?\d+)v(-?\d+)H(-?\d+)v(-?\d+)/g)].map((m) => {
    const [sx, sy, d1, tx, d2] = m.slice(1).map(Number)
    return [sx, sy, tx, sy + d1 + d2]
  })
  expect(ends).toEqual(tree.links.map((l) => [l.source[0], l.source[1], l.target[0], l.target[1]]))
})

it('draws a horizontal tree with generations running left to right, lanes included', () => {
  const d = (id: string, x: number, y: number, gender: string) => ({ data: { id, data: { gender }, rels: {} }, x, y }) as unknown as TreeDatum
  const data = [d('a', 0, 0, 'M'), d('b', 0, 250, 'F'), d('c', 280, 125, 'F')]
  const links = [
    { id: 's', kind: 'spouse', source: [0, 0], target: [0, 250] },
    { id: 's2', kind: 'spouse', source: [0, 0], target: [0, 500], lane: 1 },
    { id: 'l', kind: 'child', source: [0, 125], target: [280, 125], lane: 1 },
  ] as unknown as TreeLink[]
  const paths = overviewPaths({ data, links, is_horizontal: true }, size)
  expect(paths.cards.male).toBe('M-100 0h200')
  expect(paths.cards.female).toBe('M-100 250h200M180 125h200')
  // A lane sends the line half a card plus a step out along the generation axis (right, when horizontal).
  const drop = laneDrop(1, size.w)
  expect(drop).toBeGreaterThan(size.w / 2)
  expect(paths.links).toBe(`M0 0L0 250M0 0H${drop}V500H0M${drop} 125h${(drop + 280) / 2 - drop}V125h${280 - (drop + 280) / 2}`)
})
