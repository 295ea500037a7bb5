/**
 * The relatives chart as a chart type, its layout at hand: `chart.use(relativesChart)`, then
 * `setChartType('relatives')` (`family-chart/relatives`). The drop-in `family-chart` loads the layout on first use
 * instead (feature-on-first-use.ts).
 */
import type { Feature } from '../../chart/plug'
import { alreadyLoaded } from '../../schedule/on-first-use'
import { defineRelativesChart, type RelativesMethods } from './define-chart'
import * as body from './body'

export { RELATIVES, relativesOptions, type RelativesMethods } from './define-chart'

/**
 * The relatives chart: `chart.use(relativesChart)` adds the chart type `'relatives'` (chosen with `setChartType`)
 * and `setRelativesDepth`.
 * @example
 * ```js
 * import { createChart } from 'family-chart/core'
 * import { relativesChart } from 'family-chart/relatives'
 * createChart('#FamilyChart', data).use(relativesChart).setChartType('relatives').updateTree({ initial: true })
 * ```
 * @since next
 */
export const relativesChart: Feature<RelativesMethods> = defineRelativesChart(alreadyLoaded(body))
