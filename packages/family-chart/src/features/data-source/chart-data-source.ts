/**
 * Wires a data source into a chart (Chart.setDataSource): every redraw goes through here first. The view
 * for the main person is drawn at once with what is loaded and "Loading…" cards for the rest, the missing people are
 * asked for, and the view is drawn again as they arrive until nothing it needs is missing; only then does afterUpdate
 * run. A newer redraw makes the older one stale: its answers fill the cache but draw nothing.
 */
import type { Datum } from '../../data/types'
import type { UpdateTreeProps } from '../../store/types'
import type { ChartHost } from '../../chart/plug'
import { SLOTS, type StandIns, type ViewDepths } from '../../chart/slots'
import { warnUnknownMain } from '../../store/main-history'
import { isPlaceholder, isUnknownPerson } from '../../data/markers'
import { createPersonCache } from './person-cache'
import { createLatestRequest } from './latest-request'
import { createLocalChanges } from './local-changes'
import { composeViewData, type StandInState } from './compose-view-data'
import { viewNeeds, type ViewNeeds } from './view-needs'
import { renderLoadingCard } from './loading-card'
import type { DataSource, DataSourceChanges, DataSourceOptions, DataSourceStats } from './types'
import { cacheSizeOf, DEFAULT_DEPTH } from './settings'

export interface ChartDataSource {
  /** Draws the view of the current main person again, asking for what it misses. */
  update(): void
  destroy(): void
  search(text: string): Promise<Datum[]> | undefined
  /** Asks again for every person whose request failed. */
  retry(): void
  stats(): DataSourceStats
  changes(): DataSourceChanges
  save(): Promise<void>
}

export function createChartDataSource(
  host: ChartHost,
  source: DataSource,
  options: DataSourceOptions = {},
): ChartDataSource {
  const store = host.store
  const state = store.state
  const cacheSize = cacheSizeOf(options)
  const depth = options.defaultDepth ?? DEFAULT_DEPTH
  const cache = createPersonCache({ load: (ids) => source.load(ids), cacheSize, onError: options.onError })
  const latest = createLatestRequest()
  const local = createLocalChanges()
  let standIns = new Map<string, StandInState>()
  let view = 0
  /** The main person of the last view drawn with them loaded: who stays main when the source lacks the one asked for. */
  let shownMain: string | null = null
  let destroyed = false

  cache.put(state.data.filter((d) => !isPlaceholder(d) && !isUnknownPerson(d)))
  // Unlimited depth would mean the whole database: a data-source chart draws a few generations unless told.
  if (state.ancestry_depth === undefined) state.ancestry_depth = depth
  if (state.progeny_depth === undefined) state.progeny_depth = depth

  // A chart type that draws by steps from the main person (the relatives chart) says how many; the source's depth
  // plus one is its default, as everyone connected would be the whole database.
  const viewSteps = () => host.provided<(fallback: number) => number | null>('viewSteps')?.(depth + 1) ?? null
  const getPerson = (id: string) => (local.isRemoved(id) ? undefined : (local.get(id) ?? cache.get(id)))
  const missingState = (id: string): StandInState | 'absent' =>
    local.isRemoved(id) || cache.isAbsent(id) ? 'absent' : cache.failure(id) !== undefined ? 'failed' : 'loading'

  /** Hands the store the people of the view around `mainId` and draws it; returns the ids still to ask for. */
  function draw(mainId: string, props: UpdateTreeProps, final: (missing: string[]) => boolean): string[] {
    // A chart type drawing other generations than the store's depths say (the fan clamps them) is asked which.
    const own = host.provided<ViewDepths>(SLOTS.viewDepths)?.()
    const needs: ViewNeeds = viewNeeds({
      mainId,
      ancestryDepth: own?.ancestry ?? state.ancestry_depth ?? depth,
      progenyDepth: own?.progeny ?? state.progeny_depth ?? depth,
      steps: viewSteps(),
      getPerson,
    })
    const composed = composeViewData({ needs, getPerson, missingState, local: local.people() })
    // The edit tree's own cards (add-relative mode) stay in the data while it shows them.
    const ids = new Set(composed.data.map((d) => d.id))
    const data = [
      ...composed.data,
      ...state.data.filter((d) => (isPlaceholder(d) || isUnknownPerson(d)) && !ids.has(d.id)),
    ]
    standIns = composed.standIns
    if (getPerson(mainId)) shownMain = mainId
    store.updateData(data)
    local.remember(data, new Set(standIns.keys()))
    cache.touch(needs.distance, view)
    cache.evict(new Set([...needs.drawn, ...needs.ring]))
    const missing = [...needs.drawn, ...needs.ring].filter((id) => !getPerson(id) && missingState(id) === 'loading')
    // afterUpdate runs on the drawing that misses nobody: the view is ready.
    drawStore(props, final(missing))
    return missing
  }

  /**
   * The main person to draw: the one asked for while the source may have them, else (the source left them out) the
   * main person of the last view drawn, kept in the store so getMainDatum() still reads someone, with a warning.
   */
  function mainToDraw(mainId: string): string {
    if (getPerson(mainId) || missingState(mainId) !== 'absent') return mainId
    const kept = shownMain !== null && shownMain !== mainId && missingState(shownMain) !== 'absent' ? shownMain : null
    warnUnknownMain(mainId, kept)
    if (kept === null) return mainId
    state.main_id = kept
    return kept
  }

  async function show(ticket: number, asked: string, props: UpdateTreeProps): Promise<void> {
    let mainId = mainToDraw(asked)
    let missing = draw(mainId, props, (m) => m.length === 0)
    // Later drawings of the same view place the camera as asked, without the first-draw jump.
    const fill: UpdateTreeProps = { ...props, initial: false }
    while (missing.length) {
      await cache.request(missing)
      if (destroyed || !latest.isCurrent(ticket)) return
      mainId = mainToDraw(mainId)
      missing = draw(mainId, fill, (m) => m.length === 0)
    }
  }

  function updateTree(props: UpdateTreeProps = {}): void {
    if (destroyed) return drawStore(props)
    local.collect(state.data, new Set(standIns.keys()))
    const mainId = state.main_id ?? state.data.find((d) => d && typeof d.id === 'string')?.id
    if (!mainId) return drawStore(props)
    view++
    void show(latest.next(), mainId, props)
  }
  const drawStore = host.setUpdater((props) => updateTree(props))
  // A chart type with a drawing of its own (no cards to override) shows its stand-ins as loading, by this slot.
  host.provide<StandIns>(SLOTS.standIns, (id) => standIns.get(id))
  /** Draws a stand-in card; false for a person who is loaded (the chart's own card draws them). */
  const stopStandIns = host.addCardOverride((el, d) => {
    const standIn = host.isHtml() ? standIns.get(d.data.id) : undefined
    if (!standIn) return false
    renderLoadingCard(el, d, {
      state: standIn,
      size: host.cardSize(),
      say: host.store.state.say,
      onRetry: () => {
        cache.clearFailures()
        updateTree({ tree_position: 'inherit' })
      },
    })
    return true
  })

  return {
    update: () => updateTree({ tree_position: 'inherit' }),
    destroy() {
      destroyed = true
      latest.cancel()
      stopStandIns()
      host.provide(SLOTS.standIns, null)
      host.setUpdater(null)
    },
    search: (text) => source.search?.(text),
    retry() {
      cache.clearFailures()
      updateTree({ tree_position: 'inherit' })
    },
    stats: () => ({ ...cache.stats(), unsaved: local.count(), cacheSize }),
    changes: () => local.changes(),
    async save() {
      local.collect(state.data, new Set(standIns.keys()))
      const changes = local.changes()
      if (!changes.upserted.length && !changes.removed.length) return
      if (!options.save)
        throw new Error('family-chart: setDataSource was given no save option, so local changes cannot be saved')
      await options.save(changes)
      cache.put(changes.upserted)
      for (const id of changes.removed) cache.forget(id)
      local.clear()
    },
  }
}
