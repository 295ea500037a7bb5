// The overview's path text holds every card and link once, in tree order, however many slices built it.
import { overviewPaths, overviewPathsSteps } from '../../src/view/overview-paths'
import type { TreeDatum, TreeLink } from '../../src/layout/types'
import { ITEMS_PER_STEP } from '../../src/layout/steps'

const size = { w: 200, h: 70 }

function bigTree(n: number) {
  const data = Array.from({ length: n }, (_, i) => ({
    data: { id: 'p' + i, data: { gender: i % 3 === 0 ? 'F' : i % 3 === 1 ? 'M' : '' }, rels: {} },
    x: i * 250, y: (i % 5) * 150, main: i === 7 || undefined,
  })) as unknown as TreeDatum[]
  const links = data.slice(1).map((d, i) => ({ id: 'l' + i, kind: 'child', source: [data[i].x, data[i].y], target: [d.x, d.y] })) as unknown as TreeLink[]
  return { data, links, is_horizontal: false }
}

const rectOf = (d: TreeDatum) => `M${d.x - 100} ${d.y - 35}h200v70h-200z`

it('holds every card of each colour once, in tree order, across many slices', () => {
  const tree = bigTree(ITEMS_PER_STEP * 4 + 37)
  const steps = overviewPathsSteps(tree, size)
  let pauses = 0
  let r = steps.next()
  while (!r.done) { pauses++; r = steps.next() }
  expect(pauses).toBeGreaterThanOrEqual(8)
  const paths = r.value
  const female = tree.data.filter((d) => d.data.data.gender === 'F').map(rectOf).join('')
  const male = tree.data.filter((d) => d.data.data.gender === 'M').map(rectOf).join('')
  expect(paths.cards.female).toBe(female)
  expect(paths.cards.male).toBe(male)
  expect(paths.cards.genderless.split('M').length - 1).toBe(tree.data.length - tree.data.filter((d) => d.data.data.gender).length)
  expect(paths.main).toBe(rectOf(tree.data[7]))
  expect(paths.count).toBe(tree.data.length)
})

it('holds every link once, in order, as a right-angled line', () => {
  const tree = bigTree(ITEMS_PER_STEP * 3 + 5)
  const { links } = overviewPaths(tree, size)
  const expected = tree.links.map((l) => {
    const [sx, sy] = l.source
    const [tx, ty] = l.target
    return `M${sx} ${sy}V${(sy + ty) / 2}H${tx}V${ty}`
  })
  expect(links).toBe(expected.join(''))
})
