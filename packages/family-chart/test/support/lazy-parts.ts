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

export function loadLazyParts(): Promise<unknown> {
  return Promise.all([
    relationshipView.load(),
    cardMenu.load(),
    overviewDrawing.load(),
    dataSourceWiring.load(),
    relativesLayoutPart.load(),
    fanBodyPart.load(),
    editSessionPart.load(),
  ])
}

/** Waits until `condition` holds, checking after each task (a part's arrival, a frame of the view) for up to 2 s. */
export async function until(condition: () => boolean, what = 'the condition'): Promise<void> {
  for (let waited = 0; !condition(); waited += 10) {
    if (waited > 2000) throw new Error(`${what} did not come true within 2 s`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}
