/** The script-tag and CommonJS builds' data report: in the bundle, so problems are reported at once (see tsup.config.ts). */
import { alreadyLoaded } from '../../schedule/on-first-use'
import * as report from '../../data/report-problems'

export const reportPart = alreadyLoaded(report)
