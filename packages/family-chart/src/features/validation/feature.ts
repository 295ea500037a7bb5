/**
 * The validation feature: problems in the data a chart is given (dangling references, one-sided relations, cycles,
 * duplicate ids ...) are reported on the console, in idle time for big data. The chart draws bad data either way.
 */
import type { Feature } from '../../chart/plug'
import { reportDataProblems } from '../../data/report-problems'

/** Data checks: `chart.use(validation)`. @since next */
export const validation: Feature = {
  name: 'validation',
  setup(host) {
    // An empty list is how a chart with a data source begins (setDataSource, then updateMainId): nothing to report.
    const check = (data: unknown) => {
      if (!Array.isArray(data) || data.length) reportDataProblems(data, host.store)
    }
    return { destroy: host.addDataCheck(check) }
  },
}
