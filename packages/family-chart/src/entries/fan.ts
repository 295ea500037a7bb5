/** `family-chart/fan`: the fan chart type (`chart.use(fanChart).setChartType('fan')`). */
export { fanChart, type FanChartMethods } from '../chart-types/fan/feature'
export type { FanColourScheme } from '../chart-types/fan/fan-colours'
export type { ChartTypeMethods } from '../chart/chart-types'
