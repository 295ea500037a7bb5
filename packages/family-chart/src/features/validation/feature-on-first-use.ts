/**
 * The drop-in's validation feature: its report loads the first time a chart is given data, so the program that draws
 * a chart does not carry the checks (the ES module of `family-chart`; the script-tag and CommonJS builds have the
 * report at once, through load-report.static.ts). The chart draws at once; the console hears a moment later.
 */
import type { Feature } from '../../chart/plug'
import { defineValidation } from './define-validation'
import { reportPart } from './load-report'

export const validationOnFirstUse: Feature = defineValidation(reportPart)
