/** The public surface of family-chart. */
import { namespace } from './namespace-objects'
export * from './namespace'
// The nested namespaces as plain objects (see namespace-objects.ts); these take the place of namespace.ts's own.
export { handlers, elements, htmlHandlers } from './namespace-objects'
export default namespace

// Load on demand: the data source a chart asks for people (Chart.setDataSource). @since next
export type { DataSource, DataSourceOptions, DataSourceStats, DataSourceChanges } from './features/data-source/types'
