/**
 * family-chart/vue: the official Vue 3 binding, the <FamilyChart> component.
 * @packageDocumentation
 */
export { FamilyChart } from './family-chart'
export { familyChartProps } from './props'
export type { CardDisplay, ChartSettings, ChartSetup, ChartType, FamilyChartLibrary } from '../shared/settings'
