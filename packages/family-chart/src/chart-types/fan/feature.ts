/** The fan chart with its drawing at hand: the feature `fanChart` of `family-chart/fan`. */
import type { Feature } from '../../chart/plug'
import { alreadyLoaded } from '../../schedule/on-first-use'
import * as body from './body'
import { defineFanChart, type FanChartMethods } from './define-chart'

export { FAN, type FanChartMethods } from './define-chart'

/**
 * The fan chart: `chart.use(fanChart)`, then `chart.setChartType('fan')`. The `family-chart` entry's charts have it.
 * @since next
 */
export const fanChart: Feature<FanChartMethods> = defineFanChart(alreadyLoaded(body))
