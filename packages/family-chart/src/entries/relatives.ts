/** `family-chart/relatives`: the relatives chart, everyone connected to the main person at once (setChartType('relatives')). */
export { relativesChart, type RelativesMethods } from '../chart-types/relatives/feature'
export { relativesLayout, relativesLayoutSteps } from '../chart-types/relatives/relatives-layout'
export type {
  RelativesDatum,
  RelativesLayoutOptions,
  RelativesLink,
  RelativesTree,
} from '../chart-types/relatives/types'
export type { ChartTypeMethods } from '../chart/chart-types'
