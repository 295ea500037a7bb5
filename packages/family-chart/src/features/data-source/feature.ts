/** The data source feature: people loaded on demand from a source instead of held in memory (Chart.setDataSource). */
import type { Datum } from '../../data/types'
import { defineFeature, type ChartHost, type Feature } from '../../chart/plug'
import { createChartDataSource, type ChartDataSource } from './chart-data-source'
import type { DataSource, DataSourceChanges, DataSourceOptions, DataSourceStats } from './types'

/** What the data source feature adds to a chart. @since next */
export interface DataSourceMethods {
  /**
   * Loads people on demand from a data source instead of holding the whole family in memory: the chart asks
   * `source.load(ids)` for the people its view needs (the ancestry and progeny depths around the main person, 3
   * generations each unless set, plus one ring more for the mini-tree buttons and the keyboard) as the main person
   * changes. Until they arrive their cards say "Loading…"; a failed request shows Retry on the card. Loaded people are
   * cached (`cacheSize`, default 500; people far from the view are dropped beyond it), requests for the same person are
   * shared, and after two quick clicks only the view of the second is drawn. `afterUpdate` runs once the view's people
   * are all there. With `source.search`, the person search asks the source. Edits of an edit tree are kept locally
   * until `saveDataSourceChanges` hands them to `options.save`. See the Load on demand guide.
   * @param source - `{ load(ids), search?(text) }`; `load` leaves out ids it does not know.
   * @param options - `cacheSize`, `onError(error, ids)`, `save(changes)`, `defaultDepth`.
   * @example
   * ```js
   * const f3Chart = f3.createChart('#FamilyChart', [])
   * f3Chart.setDataSource({ load: (ids) => fetch(`/api/people?ids=${ids.join(',')}`).then((r) => r.json()) })
   * f3Chart.updateMainId('p1').updateTree({ initial: true })
   * ```
   * @since next
   */
  setDataSource(source: DataSource, options?: DataSourceOptions): this
  /** Figures of the data source: people cached, loading, failed, evicted, requests made, unsaved changes; null without one. @since next */
  getDataSourceStats(): DataSourceStats | null
  /** The people added, edited or deleted locally on a data-source chart and not saved yet. @since next */
  getDataSourceChanges(): DataSourceChanges
  /** Hands the local changes to `options.save` of `setDataSource`; they are kept until it resolves. @since next */
  saveDataSourceChanges(): Promise<void>
  /** Asks the data source again for every person whose request failed (what the cards' Retry does). @since next */
  retryDataSource(): this
}

interface DataSourcePart {
  host: ChartHost
  source: ChartDataSource | null
  destroy(): void
}

/** Loading people on demand: `chart.use(dataSource)`, then `setDataSource({ load })`. @since next */
export const dataSource: Feature<DataSourceMethods> = defineFeature<DataSourcePart, DataSourceMethods>({
  name: 'data-source',
  setup(host) {
    const part: DataSourcePart = {
      host,
      source: null,
      destroy() {
        part.source?.destroy()
        part.source = null
        host.provide('search', null)
      },
    }
    return part
  },
  methods: {
    setDataSource(part, source, options) {
      part.destroy()
      const wired = createChartDataSource(part.host, source, options)
      part.source = wired
      // The person search asks the source (when it can search) for what is typed.
      part.host.provide('search', (text: string): Promise<Datum[]> | undefined => wired.search(text))
      return part.host.chart as never
    },
    getDataSourceStats: (part) => part.source?.stats() ?? null,
    getDataSourceChanges: (part) => part.source?.changes() ?? { upserted: [], removed: [] },
    saveDataSourceChanges: (part) => part.source?.save() ?? Promise.resolve(),
    retryDataSource(part) {
      part.source?.retry()
      return part.host.chart as never
    },
  },
})
