/** The validation feature with its report at hand: what `family-chart/validation` gives (see define-validation.ts). */
import type { Feature } from '../../chart/plug'
import { alreadyLoaded } from '../../schedule/on-first-use'
import { reportDataProblems } from '../../data/report-problems'
import { defineValidation } from './define-validation'

/** Data checks: `chart.use(validation)`. @since next */
export const validation: Feature = defineValidation(alreadyLoaded({ reportDataProblems }))
