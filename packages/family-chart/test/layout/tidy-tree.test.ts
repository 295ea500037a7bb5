// The tidy tree on typed arrays places every node exactly where d3.tree (nodeSize [1, 1]) does, and pauses on big trees.
import fc from 'fast-check'
import { hierarchy, tree as d3tree } from 'd3'
import { tidyTreeSteps } from '../../src/layout/tidy-tree'
import { runSteps, ITEMS_PER_STEP } from '../../src/schedule/steps'

interface T {
  id: number
  w: number
  children?: T[]
}

/** A random tree from a list of parent picks: node i+1 hangs under node parents[i] (mod i+1), each with a width. */
function build(parents: number[], widths: number[], emptyLeaves: boolean): T {
  const nodes: T[] = [{ id: 0, w: widths[0] ?? 1 }]
  parents.forEach((p, i) => {
    const node: T = { id: i + 1, w: widths[(i + 1) % widths.length] ?? 1 }
    const parent = nodes[p % (i + 1)]
    ;(parent.children ??= []).push(node)
    nodes.push(node)
  })
  if (emptyLeaves) for (const n of nodes) n.children ??= []
  return nodes[0]
}

const sep = (a: T, b: T, sameParent: boolean) => (a.w + b.w) / 2 + (sameParent ? 0 : 0.25)

function withD3(root: T): Map<number, number> {
  const h = hierarchy<T>(root, (n) => n.children)
  d3tree<T>()
    .nodeSize([1, 1])
    .separation((a, b) => sep(a.data, b.data, a.parent === b.parent))(h)
  const out = new Map<number, number>()
  h.each((n) => {
    out.set(n.data.id, n.x!)
  })
  return out
}

function withTidy(root: T, size?: number): Map<number, number> {
  const { nodes, x } = runSteps(
    tidyTreeSteps<T>({ root, children: (n) => n.children, width: (n) => n.w, cousinGap: 0.25, size }),
  )
  return new Map(nodes.map((n, i) => [n.id, x[i]]))
}

it('gives exactly the positions of d3.tree on random trees with random block widths', () => {
  fc.assert(
    fc.property(
      fc.array(fc.nat(), { maxLength: 300 }),
      fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 7 }),
      fc.boolean(),
      (parents, widths, emptyLeaves) => {
        const root = build(parents, widths, emptyLeaves)
        const expected = withD3(root)
        const got = withTidy(root)
        expect(got.size).toBe(expected.size)
        for (const [id, x] of expected) expect(Object.is(got.get(id), x) || got.get(id) === x).toBe(true)
      },
    ),
    { numRuns: 300 },
  )
})

it('gives the positions of d3.tree on a deep, bushy tree', () => {
  // Long chains under wide families: threads and shifts across many generations.
  const parents: number[] = []
  for (let i = 0; i < 4000; i++) parents.push(i % 7 === 0 ? i : Math.floor(i / 3))
  const root = build(parents, [1, 2, 3, 1, 0], false)
  expect([...withTidy(root)]).toEqual([...withD3(root)])
})

it('gives the same positions whatever number of nodes it is told to expect (a hint for its arrays)', () => {
  const parents: number[] = []
  for (let i = 0; i < 3000; i++) parents.push(i % 5 === 0 ? i : Math.floor(i / 2))
  const root = build(parents, [1, 3, 2], false)
  const expected = [...withD3(root)]
  for (const size of [0, 10, 3001, 10000]) expect([...withTidy(root, size)]).toEqual(expected)
})

it('lists the nodes breadth-first and pauses every few hundred nodes', () => {
  const parents = Array.from({ length: 5000 }, (_, i) => Math.floor(i / 2))
  const root = build(parents, [1], false)
  const steps = tidyTreeSteps<T>({ root, children: (n) => n.children, width: (n) => n.w, cousinGap: 0.25 })
  let pauses = 0
  let r = steps.next()
  while (!r.done) {
    pauses++
    r = steps.next()
  }
  // Numbering, first walk and second walk each pause once per ITEMS_PER_STEP nodes.
  expect(pauses).toBeGreaterThanOrEqual(3 * Math.floor(5001 / ITEMS_PER_STEP))
  expect(r.value.x.length).toBe(5001)
  // Node i+1 hangs under node floor(i / 2): breadth-first order is the order of the ids.
  const ids = r.value.nodes.map((n) => n.id)
  expect(ids).toEqual([...ids].sort((a, b) => a - b))
})
