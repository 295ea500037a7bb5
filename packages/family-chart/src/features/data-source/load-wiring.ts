/** The wiring of a data source into a chart (chart-data-source.ts), loaded the first time a chart is given a source. */
import { onFirstUse } from '../../schedule/on-first-use'

export const dataSourceWiring = onFirstUse('the data source wiring', () => import('./chart-data-source'))
