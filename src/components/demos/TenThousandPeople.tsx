/**
 * Demo 9: a generated family of 10,000 people (1,000 and 50,000 too), made in the browser by the benchmark's seeded
 * generator and drawn with the chart's defaults. Zoomed out, the chart draws the whole tree as an overview; zoomed in,
 * only the cards near the view are in the page. The figures below the toolbar are measured in this browser.
 */
import React, { useCallback, useEffect, useRef, useState } from 'react'
import type { Chart, Datum } from 'family-chart'
import { FamilyChart, type FamilyChartLibrary } from 'family-chart/react'
import 'family-chart/styles/family-chart.css'
import { SITE_CHART_CLASS, useRemountKey } from '@site/src/components/FamilyChart'
import {
  afterPaint,
  formatCount,
  formatMs,
  generateFamily,
  overviewScale,
  personLabel,
  randomPersonId,
  sizeLabel,
  DEFAULT_TREE_SIZE,
  TREE_SIZES,
  type GeneratedFamily,
} from '@site/src/demos/generated-tree'
import SkipChart from '../SkipChart'
import { useChartHeight } from './shared'
import styles from './demos.module.css'

/** Card moves and camera flights, in ms. */
const TRANSITION_MS = 800

type FamilyState =
  | { status: 'generating'; size: number }
  | { status: 'ready'; family: GeneratedFamily }
  | { status: 'error'; message: string }

interface Figures {
  /** The chart's mount (its copy of the data, createChart, its setup) → the first frame painted. */
  drawMs?: number
  /** The last change of the main person: who, and how long until painted. */
  switched?: { label: string; ms: number }
  /** Cards in the layout and elements in the chart's container, counted after each change and each second. */
  cards?: number
  elements?: number
}

/** Makes the family outside React's render, after the 'Generating…' state has been painted. */
function useGeneratedFamily(size: number): FamilyState {
  const [state, setState] = useState<FamilyState>({ status: 'generating', size })
  useEffect(() => {
    let alive = true
    setState({ status: 'generating', size })
    const timer = setTimeout(() => {
      try {
        const family = generateFamily(size)
        if (alive) setState({ status: 'ready', family })
      } catch (e) {
        if (alive)
          setState({
            status: 'error',
            message: `The family could not be generated: ${e instanceof Error ? e.message : String(e)}`,
          })
      }
    }, 50)
    return () => {
      alive = false
      clearTimeout(timer)
    }
  }, [size])
  return state
}

export default function TenThousandPeople(): React.JSX.Element {
  const [size, setSize] = useState<number>(DEFAULT_TREE_SIZE)
  const state = useGeneratedFamily(size)
  const family = state.status === 'ready' ? state.family : null
  const height = useChartHeight()
  const chartRef = useRef<Chart | null>(null)
  const f3Ref = useRef<FamilyChartLibrary | null>(null)
  const [figures, setFigures] = useState<Figures>({})

  const count = useCallback(() => {
    const chart = chartRef.current
    // Not while a layout runs: reading the tree would finish it at once. The drawing that ends it counts again.
    if (!chart || chart.store.isUpdating?.()) return
    const cards = chart.store.getTree()?.data.length ?? 0
    const elements = chart.cont.getElementsByTagName('*').length
    setFigures((f) => (f.cards === cards && f.elements === elements ? f : { ...f, cards, elements }))
  }, [])

  // Who waits for the chart's next drawing. A tree this big is laid out in slices after updateTree returns, and
  // reading the tree before then (store.getTree) would finish the layout in one long task.
  const drawWaiters = useRef<(() => void)[]>([])
  const nextDrawing = useCallback(() => new Promise<void>((resolve) => drawWaiters.current.push(resolve)), [])

  /** Times a change of the chart until the browser has painted it, then recounts. */
  const timed = useCallback(
    (label: string, change: (chart: Chart, f3: FamilyChartLibrary) => void | Promise<void>) => {
      const chart = chartRef.current
      const f3 = f3Ref.current
      if (!chart || !f3) return
      const t0 = performance.now()
      Promise.resolve(change(chart, f3))
        .then(afterPaint)
        .then(() => {
          if (chartRef.current !== chart) return
          setFigures((f) => ({ ...f, switched: { label, ms: performance.now() - t0 } }))
          count()
        })
    },
    [count],
  )

  /** Makes `id` the main person, centred at a readable scale (1), wherever the camera was. */
  const showPerson = useCallback(
    (id: string) => {
      timed(personLabel(chartRef.current?.store.getDatum(id)), async (chart, f3) => {
        chart.updateMainId(id)
        // The drawing so far stays on screen while the new tree is laid out; the camera flies once it is drawn.
        const drawn = nextDrawing()
        chart.updateTree({ tree_position: 'inherit' })
        await drawn
        if (chartRef.current !== chart) return
        f3.handlers.cardToMiddle({
          datum: chart.store.getTreeMainDatum(),
          svg: chart.svg,
          scale: 1,
          transition_time: TRANSITION_MS,
        })
      })
    },
    [timed, nextDrawing],
  )

  /**
   * Zooms out around the main person until every generation is in view. Fitting the whole width of ten thousand people
   * would leave a line a pixel high; at this scale the cards are the overview's rectangles, big enough to see the
   * shape of the family, with the main person outlined. A click zooms back in where you click.
   */
  const overview = useCallback(() => {
    timed('Overview', async (chart, f3) => {
      if (chart.store.isUpdating?.()) await nextDrawing()
      if (chartRef.current !== chart) return
      const tree = chart.store.getTree()
      const main = chart.store.getTreeMainDatum()
      if (!tree || !main) return
      const view = chart.svg.getBoundingClientRect()
      const k = overviewScale(tree.dim.height, view.height)
      const middleY = -tree.dim.y_off + tree.dim.height / 2
      f3.handlers.cardToMiddle({
        datum: { ...main, x: main.x, y: middleY },
        svg: chart.svg,
        scale: k,
        transition_time: TRANSITION_MS,
      })
    })
  }, [timed, nextDrawing])

  // When the chart's mount began, for the first-paint figure (the chart is made once the library is at hand).
  const mountedAt = useRef(0)
  useEffect(() => {
    mountedAt.current = performance.now()
  }, [family])

  /** Sets up the chart of a family: the site's card defaults, the people search, the founder in the middle. */
  const setup = (chart: Chart, f3: FamilyChartLibrary) => {
    const made = family!
    f3Ref.current = f3
    const t0 = mountedAt.current
    chart
      .setTransitionTime(TRANSITION_MS)
      .setCardXSpacing(250)
      .setCardYSpacing(150)
      .setSingleParentEmptyCard(true, { label: 'Unknown' })
    chart
      .setCardHtml()
      .setCardDisplay([['first name', 'last name'], ['birthday']])
      .setMiniTree(true)
    chart.setPersonDropdown((d: Datum) => personLabel(d), {
      placeholder: `Search ${formatCount(made.size)} people`,
      onSelect: (id) => showPerson(id),
    })
    chart.setAfterUpdate(() => {
      for (const resolve of drawWaiters.current.splice(0)) resolve()
    })
    // The first paint follows the first drawing.
    const drawn = nextDrawing()
    // The founder at full size (scale 1, readable): his whole progeny is laid out, only the cards near the view drawn.
    chart.updateMainId(made.founderId)
    chart.updateTree({ initial: true, tree_position: 'main_to_middle' })
    chartRef.current = chart
    drawn.then(afterPaint).then(() => {
      if (chartRef.current !== chart) return
      setFigures((f) => ({ ...f, drawMs: performance.now() - t0 }))
      count()
    })
  }
  // The component's ref: the chart once drawn, null once it goes (one function, so React does not hand it over anew).
  const onChart = useCallback((chart: Chart | null) => {
    chartRef.current = chart
  }, [])
  // A chart per family: a new size destroys the old chart before the new family is drawn.
  const chartKey = useRemountKey(family)

  useEffect(() => {
    if (!family) return
    setFigures({})
    // Panning and zooming add and remove cards: keep the element count current.
    const timer = setInterval(count, 1000)
    return () => clearInterval(timer)
  }, [family, count])

  const ready = !!family
  const controls = (
    <>
      <label>
        Tree size
        <select value={size} onChange={(e) => setSize(Number(e.target.value))} data-testid="tree-size">
          {TREE_SIZES.map((s) => (
            <option key={s} value={s}>
              {sizeLabel(s)}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className={styles.button} disabled={!ready} onClick={overview}>
        Overview
      </button>
      <button
        type="button"
        className={styles.button}
        disabled={!ready}
        onClick={() => family && showPerson(family.founderId)}
      >
        Founder
      </button>
      <button
        type="button"
        className={styles.button}
        disabled={!ready}
        onClick={() => family && showPerson(family.leafId)}
      >
        Deepest ancestry
      </button>
      <button
        type="button"
        className={styles.button}
        disabled={!ready}
        onClick={() => family && showPerson(randomPersonId(family.data, chartRef.current?.store.getMainId()))}
      >
        Random person
      </button>
    </>
  )

  return (
    <section className={styles.demo} data-demo="ten-thousand-people" aria-label="Live demo" aria-busy={!ready}>
      <div className={styles.toolbar}>{controls}</div>
      <output className={styles.figures} aria-live="polite" data-testid="figures">
        {family ? (
          <>
            <span>
              {formatCount(family.size)} people, {family.generations} generations, generated in {formatMs(family.ms)}
            </span>
            {figures.drawMs !== undefined && <span>first paint {formatMs(figures.drawMs)}</span>}
            {figures.switched && (
              <span>
                {figures.switched.label} shown in {formatMs(figures.switched.ms)}
              </span>
            )}
            {figures.cards !== undefined && (
              <span data-testid="dom-figure">
                {formatCount(figures.cards)} cards in the layout, {formatCount(figures.elements ?? 0)} elements in the
                page
              </span>
            )}
          </>
        ) : state.status === 'error' ? null : (
          <span>Generating {sizeLabel(state.status === 'generating' ? state.size : size)}…</span>
        )}
      </output>
      {state.status === 'error' ? (
        <div className={styles.placeholder} style={{ height }} role="alert">
          {state.message}
        </div>
      ) : (
        <SkipChart>
          <div className={styles.chartArea} style={{ height }}>
            {/* The chart's box keeps its place while a new family is generated; the old chart is destroyed first. */}
            <FamilyChart
              key={chartKey}
              ref={onChart}
              data={family?.data ?? null}
              setup={setup}
              className={SITE_CHART_CLASS}
              style={{ height: '100%', width: '100%' }}
              data-testid="family-chart"
            />
            {!ready && (
              <div className={styles.overlay} aria-hidden="true">
                Generating {sizeLabel(size)}…
              </div>
            )}
          </div>
        </SkipChart>
      )}
    </section>
  )
}
