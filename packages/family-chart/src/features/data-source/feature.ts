/**
 * The data source feature: people loaded on demand from a source instead of held in memory (Chart.setDataSource).
 * What wires a source into the chart (chart-data-source.ts) loads the first time a source is set; redraws asked for
 * meanwhile wait for it.
 */
import type { Datum } from '../../data/types'
import type { UpdateTreeProps } from '../../store/types'
import { defineFeature, type ChartHost, type Feature } from '../../chart/plug'
import type { ChartDataSource } from './chart-data-source'
import { dataSourceWiring } from './load-wiring'
import { cacheSizeOf } from './settings'
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
  /** The options of the source set last (its figures before the wiring arrives). */
  options: DataSourceOptions | null
  /** Stops waiting for the wiring of the source set last (a newer source, or the end of the chart). */
  cancelWaiting: (() => void) | null
  destroy(): void
}

/** Figures of a source whose wiring has not arrived: nothing asked for yet. */
const noStats = (options: DataSourceOptions): DataSourceStats => ({
  cached: 0,
  loading: 0,
  failed: 0,
  evicted: 0,
  requests: 0,
  unsaved: 0,
  cacheSize: cacheSizeOf(options),
})

/**
 * Wires `source` in once its wiring has loaded. Redraws asked for before wait: the wiring draws then, with the
 * settings of the last one (and as a first drawing if one of them was).
 */
function wireWhenLoaded(part: DataSourcePart, source: DataSource, options: DataSourceOptions): void {
  const { host } = part
  let waiting = true
  let asked: UpdateTreeProps | null = null
  host.setUpdater((props) => {
    asked = { ...asked, ...props, ...(asked?.initial ? { initial: true } : {}) }
  })
  part.cancelWaiting = () => {
    waiting = false
    host.setUpdater(null)
  }
  dataSourceWiring.run((wiring) => {
    if (!waiting) return
    part.cancelWaiting = null
    part.source = wiring.createChartDataSource(host, source, options)
    if (asked) host.redraw(asked)
  })
}

/** Loading people on demand: `chart.use(dataSource)`, then `setDataSource({ load })`. @since next */
export const dataSource: Feature<DataSourceMethods> = defineFeature<DataSourcePart, DataSourceMethods>({
  name: 'data-source',
  setup(host) {
    const part: DataSourcePart = {
      host,
      source: null,
      options: null,
      cancelWaiting: null,
      destroy() {
        part.cancelWaiting?.()
        part.cancelWaiting = null
        part.source?.destroy()
        part.source = null
        part.options = null
        host.provide('search', null)
      },
    }
    return part
  },
  methods: {
    setDataSource(part, source, options = {}) {
      part.destroy()
      part.options = options
      // The person search asks the source (when it can search) for what is typed.
      part.host.provide('search', (text: string): Promise<Datum[]> | undefined => source.search?.(text))
      wireWhenLoaded(part, source, options)
      return part.host.chart as never
    },
    getDataSourceStats: (part) => part.source?.stats() ?? (part.options ? noStats(part.options) : null),
    getDataSourceChanges: (part) => part.source?.changes() ?? { upserted: [], removed: [] },
    async saveDataSourceChanges(part) {
      if (part.cancelWaiting) await dataSourceWiring.load()
      return part.source?.save()
    },
    retryDataSource(part) {
      part.source?.retry()
      return part.host.chart as never
    },
  },
})
