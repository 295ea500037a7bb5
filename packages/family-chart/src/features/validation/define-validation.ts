/**
 * The validation feature: problems in the data a chart is given (dangling references, one-sided relations, cycles,
 * duplicate ids ...) are reported on the console, in idle time for big data. The chart draws bad data either way.
 * Made from where its report comes from: at once (`family-chart/validation`, whose program has the checks already for
 * its `validateData`) or on first use (the drop-in's, see feature-on-first-use.ts).
 */
import type { Feature } from '../../chart/plug'
import type { LazyPart } from '../../schedule/on-first-use'
import type { reportDataProblems } from '../../data/report-problems'

export function defineValidation(reportPart: LazyPart<{ reportDataProblems: typeof reportDataProblems }>): Feature {
  return {
    name: 'validation',
    setup(host) {
      // An empty list is how a chart with a data source begins (setDataSource, then updateMainId): nothing to report.
      const check = (data: unknown) => {
        if (!Array.isArray(data) || data.length) reportPart.run((report) => report.reportDataProblems(data, host.store))
      }
      return { destroy: host.addDataCheck(check) }
    },
  }
}
