/** `family-chart/overview`: a big tree seen from far drawn as a few paths (Chart.setLevelOfDetail). */
export { overview, type OverviewMethods } from '../features/overview/feature'
