/**
 * The parts features load on first use, loaded ahead: a test of what they draw then runs as the script-tag build
 * does, with each part already there. Waiting for them on first use is tested in test/features/lazy-parts.test.ts.
 */
import { relationshipView } from '../../src/features/relationship/load-view'
import { cardMenu } from '../../src/features/card-actions/load-menu'
import { overviewDrawing } from '../../src/features/large-trees/load-drawing'
import { dataSourceWiring } from '../../src/features/data-source/load-wiring'
import { relativesLayoutPart } from '../../src/chart-types/relatives/load-layout'
import { fanBodyPart } from '../../src/chart-types/fan/load-body'
import { editSessionPart } from '../../src/features/editing/load-session'
import { editTreePart } from '../../src/features/editing/load-edit-tree'
import { searchBehaviour } from '../../src/features/person-search/load-behaviour'
import { hoverPathPart } from '../../src/features/hover-path/load-path'
import type { FullChart } from '../../src/compat/full-chart'
import type { LazyPart } from '../../src/schedule/on-first-use'
import { smallFamily } from '../fixtures/small-family'

export function loadLazyParts(): Promise<unknown> {
  return Promise.all([
    relationshipView.load(),
    cardMenu.load(),
    overviewDrawing.load(),
    dataSourceWiring.load(),
    relativesLayoutPart.load(),
    fanBodyPart.load(),
    editSessionPart.load(),
    editTreePart.load(),
    searchBehaviour.load(),
    hoverPathPart.load(),
  ])
}

/** Waits until `condition` holds, checking after each task (a part's arrival, a frame of the view) for up to 2 s. */
export async function until(condition: () => boolean, what = 'the condition'): Promise<void> {
  for (let waited = 0; !condition(); waited += 10) {
    if (waited > 2000) throw new Error(`${what} did not come true within 2 s`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

/**
 * A drop-in chart of the small family made from a fresh module registry, so that no part is loaded yet, with the
 * loader of one part (`loader`, a module of src/ and its export's name) from the same registry. Draws nothing yet.
 */
export function freshChart(loader: string, name: string): { chart: FullChart; part: LazyPart<unknown> } {
  jest.resetModules()
  const { createChart } = require('../../src/compat/full-chart')
  const part = require(`../../src/${loader}`)[name]
  document.body.innerHTML = '<div id="c" style="width:900px;height:600px"></div>'
  const chart: FullChart = createChart('#c', smallFamily()).setTransitionTime(0)
  chart.setCardHtml().setCardDisplay([['first name', 'last name']])
  return { chart, part }
}
