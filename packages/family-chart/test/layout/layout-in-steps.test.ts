// The layout run a slice at a time gives exactly the layout computed at once, and does pause along the way.
import { calculateTree, calculateTreeSteps } from '../../src/layout/calculate-tree'
import type { Tree } from '../../src/layout/types'
import { startSlicedJob } from '../../src/schedule/sliced-job'
import { generateFamily } from '../fixtures/generate-family'
import { fakeScheduler } from '../fixtures/fake-scheduler'

/** Everything the view reads of a tree, without the object links between nodes. */
function plain(tree: Tree) {
  return {
    main: tree.main_id,
    dim: tree.dim,
    notices: tree.notices,
    nodes: tree.data.map((d) => [
      d.data.id,
      d.tid,
      d.key,
      d.x,
      d.y,
      d.depth,
      !!d.is_ancestry,
      !!d.main,
      !!d.sibling,
      d.duplicate,
      d.all_rels_displayed,
      (d.toggles as { key: string }[] | undefined)?.map((t) => t.key),
      d.parent?.tid,
      d.spouse?.tid,
      d.toward_main?.tid,
    ]),
    links: tree.links.map((l) => [l.id, l.kind, l.from, l.to, l.source, l.target, l.lane]),
  }
}

const cases: [string, Parameters<typeof calculateTree>[1]][] = [
  ['from the first founder', {}],
  ['with siblings of main, horizontal', { show_siblings_of_main: true, is_horizontal: true }],
  ['with duplicate-branch toggles', { duplicate_branch_toggle: true }],
]

describe.each(cases)('calculateTreeSteps %s', (_name, options) => {
  const data = generateFamily(3000, 7)
  const mains = [data[0].id, data[1500].id, data[2999].id]

  it.each(mains)('equals calculateTree for main %s, computed in many slices', (main) => {
    const scheduler = fakeScheduler(1)
    let sliced: Tree | undefined
    startSlicedJob(
      calculateTreeSteps(data, { ...options, main_id: main }),
      (t) => {
        sliced = t
      },
      { scheduler, sliceMs: 2 },
    )
    const tasks = scheduler.runAll()
    expect(sliced).toBeDefined()
    expect(tasks).toBeGreaterThan(3)
    expect(plain(sliced!)).toEqual(plain(calculateTree(data, { ...options, main_id: main })))
  })
})

it('pauses at least once every few hundred people while indexing a big family', () => {
  const data = generateFamily(6000, 3)
  const steps = calculateTreeSteps(data, { main_id: data[0].id })
  let pauses = 0
  while (!steps.next().done) pauses++
  // Indexing alone walks 6000 people twice (check and build), pausing every 512.
  expect(pauses).toBeGreaterThan(20)
})
