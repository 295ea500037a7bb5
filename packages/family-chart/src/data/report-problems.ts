/** The chart's report of problems in the data it is given: the checks of validateData, written to the console. */
import { deferWhile, INCREMENTAL_LAYOUT_MIN_PEOPLE, startSlicedJob } from '../schedule/sliced-job'
import { idleScheduler } from '../schedule/idle-scheduler'
import { validateData, validateDataSteps, type DataProblem } from './validate'

/**
 * Reports problems in the data to the console: at once, or for big data a slice at a time in the browser's idle time
 * once the store has no layout in progress, so checking the data never delays the first drawing or its frames.
 */
export function reportDataProblems(data: unknown, store: { isUpdating?(): boolean }): void {
  if (Array.isArray(data) && data.length >= INCREMENTAL_LAYOUT_MIN_PEOPLE) {
    const busy = () => !!store.isUpdating?.()
    startSlicedJob(validateDataSteps(data), logProblems, { scheduler: deferWhile(busy, idleScheduler()) })
  } else logProblems(validateData(data))
}

function logProblems(problems: DataProblem[]): void {
  if (problems.length && typeof console !== 'undefined') {
    console.warn(
      `family-chart: ${problems.length} problem(s) in the data:\n` +
        problems
          .slice(0, 20)
          .map((p) => '- ' + p.message)
          .join('\n'),
    )
  }
}
