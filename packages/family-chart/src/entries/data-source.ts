/** `family-chart/data-source`: people loaded on demand (Chart.setDataSource). */
export { dataSource, type DataSourceMethods } from '../features/data-source/feature'
export type { DataSource, DataSourceOptions, DataSourceStats, DataSourceChanges } from '../features/data-source/types'
