// Grouping edges by source: each list in the order added, repeats dropped, the same in one go as in many slices.
import fc from 'fast-check'
import { EdgeList, groupEdgesSteps, type Adjacency } from '../../src/data/adjacency'
import { runSteps } from '../../src/schedule/steps'

function lists(n: number, a: Adjacency): number[][] {
  return Array.from({ length: n }, (_, i) => Array.from(a.targets.subarray(a.start[i], a.start[i] + a.length[i])))
}

it('lists the targets of each source in the order first added, without repeats', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 40 }),
      fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 400 }),
      (n, pairs) => {
        const edges = new EdgeList()
        const expected: Set<number>[] = Array.from({ length: n }, () => new Set())
        for (const [a, b] of pairs) {
          edges.add(a % n, b % n)
          expected[a % n].add(b % n)
        }
        expect(lists(n, runSteps(groupEdgesSteps(n, edges)))).toEqual(expected.map((s) => [...s]))
      },
    ),
  )
})

it('pauses along the way on many edges', () => {
  const n = 50_000
  const edges = new EdgeList()
  for (let i = 0; i < n; i++) edges.add(i, (i * 7) % n)
  const steps = groupEdgesSteps(n, edges)
  let pauses = 0
  let r = steps.next()
  while (!r.done) {
    pauses++
    r = steps.next()
  }
  expect(pauses).toBeGreaterThan(5)
  expect(lists(n, r.value)[3]).toEqual([21])
})
