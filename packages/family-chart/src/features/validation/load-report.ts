/** The report of problems in the data (report-problems.ts, with the checks), loaded the first time a chart gets data. */
import { onFirstUse } from '../../schedule/on-first-use'

export const reportPart = onFirstUse('the data report', () => import('../../data/report-problems'))
