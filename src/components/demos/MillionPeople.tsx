/**
 * 'A million people': a generated family of 1,000,000 people made on request by a Web Worker, browsed through the
 * chart's data source (the chart asks for the people around the main person as it moves), with a search over the
 * whole million. The status line counts what the worker sent and what the chart holds.
 */
import React, { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import useBaseUrl from '@docusaurus/useBaseUrl'
import type { Chart, Data, Datum } from 'family-chart'
import { FamilyChart } from 'family-chart/react'
import 'family-chart/styles/family-chart.css'
import { SITE_CHART_CLASS, useRemountKey } from '@site/src/components/FamilyChart'
import { afterPaint, formatCount, formatMs } from '@site/src/demos/generated-tree'
import { fullName, personLine, startId } from '@site/src/demos/million/demo'
import { MILLION } from '@site/src/demos/million/family-shape'
import type { MillionDatum } from '@site/src/demos/million/person'
import { startFamilyWorker } from '@site/src/demos/million/start-worker'
import type { MillionSource, SourceFigures } from '@site/src/demos/million/worker-source'
import SkipChart from '../SkipChart'
import { useChartHeight } from './shared'
import styles from './demos.module.css'

const TRANSITION_MS = 600
/** People the chart keeps at most; those far from the view go first. */
const CACHE_SIZE = 3000
/** The chart's person search box: its label and hint. */
const SEARCH_PLACEHOLDER = 'Find a person, e.g. Anna Baker 18'

type Start = { source: MillionSource; first: MillionDatum }
type StartState = { status: 'starting' } | { status: 'ready'; start: Start } | { status: 'error'; message: string }

interface Status {
  figures?: SourceFigures
  /** The chart's data-source figures: people held, dropped far from the view. */
  cached?: number
  evicted?: number
  firstPaintMs?: number
  shown?: { name: string; ms: number }
}

/** Has `refresh` called whenever the worker sends people (the source's one listener). */
function followSource(source: MillionSource, refresh: () => void): void {
  source.onChange = refresh
}

/** Starts the worker (in the browser only) and loads the first person. */
function useFamilyWorker(): StartState {
  const [state, setState] = useState<StartState>({ status: 'starting' })
  const workerUrl = useBaseUrl('/workers/million-family.worker.js')
  useEffect(() => {
    let alive = true
    let source: MillionSource | null = null
    try {
      source = startFamilyWorker(workerUrl)
      const started = source
      started.load([startId()]).then(
        ([first]) => alive && setState({ status: 'ready', start: { source: started, first } }),
        (e) =>
          alive &&
          setState({ status: 'error', message: `The family could not be started: ${String(e?.message ?? e)}` }),
      )
    } catch (e) {
      setState({ status: 'error', message: `This browser cannot run the family's worker: ${String(e)}` })
    }
    return () => {
      alive = false
      source?.destroy()
    }
  }, [workerUrl])
  return state
}

export default function MillionPeople(): React.JSX.Element {
  const state = useFamilyWorker()
  const start = state.status === 'ready' ? state.start : null
  const height = useChartHeight()
  const chartRef = useRef<Chart | null>(null)
  const [status, setStatus] = useState<Status>({})
  const drawWaiters = useRef<(() => void)[]>([])
  const nextDrawing = useCallback(() => new Promise<void>((resolve) => drawWaiters.current.push(resolve)), [])

  const refresh = useCallback(() => {
    const chart = chartRef.current
    const stats = chart?.getDataSourceStats()
    setStatus((s) => ({
      ...s,
      figures: start?.source.figures(),
      cached: stats?.cached ?? s.cached,
      evicted: stats?.evicted ?? s.evicted,
    }))
  }, [start])

  /** Makes a person found by the search main (the chart loads them and their relatives), timed until painted. */
  const showPerson = (chart: Chart, id: string) => {
    const t0 = performance.now()
    const drawn = nextDrawing()
    chart.updateMainId(id)
    chart.updateTree({ tree_position: 'main_to_middle' })
    drawn.then(afterPaint).then(() => {
      const person = chart.store.getDatum(id) as MillionDatum | undefined
      if (chartRef.current !== chart || !person) return
      setStatus((s) => ({ ...s, shown: { name: fullName(person), ms: performance.now() - t0 } }))
      refresh()
    })
  }

  // The chart starts with the first person; the source brings the others.
  const firstPeople = useMemo(() => (start ? ([start.first] as unknown as Data) : null), [start])
  // When the chart's mount began, for the first-paint figure (the chart is made once the library is at hand).
  const mountedAt = useRef(0)
  useEffect(() => {
    mountedAt.current = performance.now()
  }, [start])

  const setup = (chart: Chart) => {
    const made = start!
    const t0 = mountedAt.current
    chart
      .setTransitionTime(TRANSITION_MS)
      .setCardXSpacing(250)
      .setCardYSpacing(150)
      .setAncestryDepth(3)
      .setProgenyDepth(2)
    chart
      .setCardHtml()
      .setCardDisplay([
        ['first name', 'last name'],
        ['birthday', 'death'],
      ])
      .setMiniTree(true)
    chart.setAfterUpdate(() => {
      for (const resolve of drawWaiters.current.splice(0)) resolve()
    })
    chart.setDataSource(
      {
        load: (ids) => made.source.load(ids) as Promise<Datum[]>,
        // The chart's person search asks the worker, which searches the whole million (not only who is loaded).
        search: (text) => made.source.search(text) as Promise<Datum[]>,
      },
      { cacheSize: CACHE_SIZE },
    )
    chart.setPersonDropdown((d) => personLine(d as MillionDatum), {
      placeholder: SEARCH_PLACEHOLDER,
      onSelect: (id) => showPerson(chart, id),
    })
    followSource(made.source, refresh)
    chartRef.current = chart
    const drawn = nextDrawing()
    chart.updateMainId(made.first.id)
    chart.updateTree({ initial: true, tree_position: 'main_to_middle' })
    drawn.then(afterPaint).then(() => {
      if (chartRef.current !== chart) return
      setStatus((s) => ({ ...s, firstPaintMs: performance.now() - t0 }))
      refresh()
    })
  }
  // The component's ref: the chart once drawn, null once it goes (one function, so React does not hand it over anew).
  const onChart = useCallback((chart: Chart | null) => {
    chartRef.current = chart
  }, [])
  // A chart per start.
  const chartKey = useRemountKey(start)

  const figures = status.figures
  const loading = !start || (figures?.pending ?? 0) > 0
  return (
    <section className={styles.demo} data-demo="million-people" aria-label="Live demo" aria-busy={loading}>
      <output className={styles.figures} aria-live="polite" data-testid="million-status">
        <span>{formatCount(MILLION)} people, made on request in a worker</span>
        {status.firstPaintMs !== undefined && <span>first paint {formatMs(status.firstPaintMs)}</span>}
        {figures && (
          <span>
            {formatCount(figures.peopleLoaded)} sent by the worker, {formatCount(status.cached ?? 0)} held by the chart,{' '}
            {formatCount(status.evicted ?? 0)} let go
          </span>
        )}
        {figures?.lastLoadMs !== undefined && <span>last load {formatMs(figures.lastLoadMs)}</span>}
        {status.shown && (
          <span>
            {status.shown.name} shown in {formatMs(status.shown.ms)}
          </span>
        )}
        {loading && state.status !== 'error' && <span role="status">Loading…</span>}
      </output>
      {state.status === 'error' ? (
        <div className={styles.placeholder} style={{ height }} role="alert">
          {state.message}
        </div>
      ) : (
        <SkipChart>
          <div className={styles.chartArea} style={{ height }}>
            <FamilyChart
              key={chartKey}
              ref={onChart}
              data={firstPeople}
              setup={setup}
              className={SITE_CHART_CLASS}
              style={{ height: '100%', width: '100%' }}
              data-testid="family-chart"
            />
            {!start && (
              <div className={styles.overlay} aria-hidden="true">
                Starting the family…
              </div>
            )}
          </div>
        </SkipChart>
      )}
    </section>
  )
}
