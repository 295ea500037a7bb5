/** `family-chart/large-trees`: big trees seen from far as an overview, and laid out again quickly (Chart.setLevelOfDetail). */
export { largeTrees, type LargeTreesMethods } from '../features/large-trees/feature'
