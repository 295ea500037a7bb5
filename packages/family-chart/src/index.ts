/** The public surface of family-chart. */
import * as f3 from './namespace'
export * from './namespace'
export default f3

// Load on demand: the data source a chart asks for people (Chart.setDataSource). @since next
export type { DataSource, DataSourceOptions, DataSourceStats, DataSourceChanges } from './features/data-source/types'
