/**
 * family-chart/react: the official React binding, the <FamilyChart> component and the useFamilyChart hook.
 * @packageDocumentation
 */
export { FamilyChart, type FamilyChartProps } from './family-chart'
export { useFamilyChart, type FamilyChartOptions, type FamilyChartHandle } from './use-family-chart'
export type {
  CardDisplay,
  ChartCallbacks,
  ChartSettings,
  ChartSetup,
  ChartType,
  FamilyChartLibrary,
} from '../shared/settings'
