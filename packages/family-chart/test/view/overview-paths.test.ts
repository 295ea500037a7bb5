// The overview's path text holds every card and link once, in tree order, however many slices built it.
import { overviewPaths, overviewPathsSteps } from '../../src/features/large-trees/overview-paths'
import type { TreeDatum, TreeLink } from '../../src/layout/types'
import { ITEMS_PER_STEP } from '../../src/schedule/steps'
import { laneDrop } from '../../src/layout/link-path'
import { pathPoints } from '../support/path-points'

const size = { w: 200, h: 70 }

function bigTree(n: number) {
  const data = Array.from({ length: n }, (_, i) => ({
    data: { id: 'p' + i, data: { gender: i % 3 === 0 ? 'F' : i % 3 === 1 ? 'M' : '' }, rels: {} },
    x: i * 250,
    y: (i % 5) * 150,
    main: i === 7 || undefined,
  })) as unknown as TreeDatum[]
  const links = data.slice(1).map((d, i) => ({
    id: 'l' + i,
    kind: 'child',
    source: [data[i].x, data[i].y],
    target: [d.x, d.y],
  })) as unknown as TreeLink[]
  return { data, links, is_horizontal: false }
}

// A card is the line through its middle, as long as the card is wide; the path's stroke (cardHeight) is its height.
const barOf = (d: TreeDatum) => [
  [d.x - 100, d.y],
  [d.x + 100, d.y],
]
const rectOf = (d: TreeDatum) => [
  [d.x - 100, d.y - 35],
  [d.x + 100, d.y - 35],
  [d.x + 100, d.y + 35],
  [d.x - 100, d.y + 35],
  [d.x - 100, d.y - 35],
]

it('holds every card of each colour once, in tree order, across many slices', () => {
  const tree = bigTree(ITEMS_PER_STEP * 4 + 37)
  const steps = overviewPathsSteps(tree, size)
  let pauses = 0
  let r = steps.next()
  while (!r.done) {
    pauses++
    r = steps.next()
  }
  expect(pauses).toBeGreaterThanOrEqual(8)
  const paths = r.value
  const female = tree.data.filter((d) => d.data.data.gender === 'F').map(barOf)
  const male = tree.data.filter((d) => d.data.data.gender === 'M').map(barOf)
  expect(pathPoints(paths.cards.female)).toEqual(female)
  expect(pathPoints(paths.cards.male)).toEqual(male)
  expect(pathPoints(paths.cards.genderless)).toHaveLength(
    tree.data.length - tree.data.filter((d) => d.data.data.gender).length,
  )
  expect(paths.cardHeight).toBe(size.h)
  // Only the first card is written at absolute coordinates; every later one moves from where the last one ended.
  expect(paths.cards.male.match(/M/g)).toHaveLength(1)
  expect(paths.cards.male.startsWith(`M${male[0][0][0]} ${male[0][0][1]}h200m`)).toBe(true)
  // The main person's card is outlined as a whole rectangle.
  expect(pathPoints(paths.main)).toEqual([rectOf(tree.data[7])])
  expect(paths.main).toBe(`M${tree.data[7].x - 100} ${tree.data[7].y - 35}h200v70h-200z`)
  expect(paths.count).toBe(tree.data.length)
})

it('holds every link once, in order, as a right-angled line', () => {
  const tree = bigTree(ITEMS_PER_STEP * 3 + 5)
  const { links } = overviewPaths(tree, size)
  // Down to the middle between the generations, across, down to the child.
  const expected = tree.links.map((l) => {
    const [sx, sy] = l.source
    const [tx, ty] = l.target
    const mid = (sy + ty) / 2
    return [
      [sx, sy],
      [sx, mid],
      [tx, mid],
      [tx, ty],
    ]
  })
  expect(pathPoints(links)).toEqual(expected)
  // Every step is relative, and the moves after the first too: the text holds short distances, not coordinates.
  expect(links.match(/[MLHV]/g)).toEqual(['M'])
  expect(links.length).toBeLessThan(tree.links.length * 24)
})

it('draws a horizontal tree with generations running left to right, lanes included', () => {
  const d = (id: string, x: number, y: number, gender: string) =>
    ({ data: { id, data: { gender }, rels: {} }, x, y }) as unknown as TreeDatum
  const data = [d('a', 0, 0, 'M'), d('b', 0, 250, 'F'), d('c', 280, 125, 'F')]
  const links = [
    { id: 's', kind: 'spouse', source: [0, 0], target: [0, 250] },
    { id: 's2', kind: 'spouse', source: [0, 0], target: [0, 500], lane: 1 },
    { id: 'l', kind: 'child', source: [0, 125], target: [280, 125], lane: 1 },
  ] as unknown as TreeLink[]
  const paths = overviewPaths({ data, links, is_horizontal: true }, size)
  expect(paths.cards.male).toBe('M-100 0h200')
  expect(paths.cards.female).toBe('M-100 250h200m80 -125h200')
  expect(pathPoints(paths.cards.female)).toEqual([
    [
      [-100, 250],
      [100, 250],
    ],
    [
      [180, 125],
      [380, 125],
    ],
  ])
  // A lane sends the line half a card plus a step out along the generation axis (right, when horizontal).
  const drop = laneDrop(1, size.w)
  expect(drop).toBeGreaterThan(size.w / 2)
  const mid = (drop + 280) / 2
  expect(pathPoints(paths.links)).toEqual([
    [
      [0, 0],
      [0, 250],
    ],
    [
      [0, 0],
      [drop, 0],
      [drop, 500],
      [0, 500],
    ],
    [
      [drop, 125],
      [mid, 125],
      [mid, 125],
      [280, 125],
    ],
  ])
})
