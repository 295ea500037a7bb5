/**
 * The explorer's chart on a data source (Chart.setDataSource): made once with nobody in it, it asks the source for
 * the people around the main person as the user moves (drawing "Loading…" cards meanwhile and Retry on a card whose
 * request failed), and reports every change of main person once its view is drawn.
 */
import React, { useEffect, useMemo, useRef, useState } from 'react'
import type { Chart, Data, DataSource, EditTree } from 'family-chart'
import { FamilyChart } from 'family-chart/react'
import 'family-chart/styles/family-chart.css'
import { SITE_CHART_CLASS, useRemountKey } from '@site/src/components/FamilyChart'
import { applyChartAndCard, chartPlan, type BuilderConfig } from '@site/src/builder'

/** People the chart keeps loaded; those far from the view are let go first. */
const CACHE_SIZE = 600

/** The chart starts with nobody: the source brings the first person and their relatives. One array, so it never changes. */
const NOBODY: Data = []

interface Props {
  source: DataSource
  /** The person to centre on; the chart moves there whenever `visit` changes. */
  mainId: string
  /** Bumped for every choice of a person outside the chart (search, people list, Try again). */
  visit: number
  /** The chart settings from the 'Configure' panel; changes apply to the same chart in place. */
  config: BuilderConfig
  onMainChange: (id: string, label: string) => void
  /** A request of the source failed: the failed cards offer Retry, the page says what went wrong. */
  onError: (error: unknown, ids: string[]) => void
  /** The chart once created, and null when it goes (for the Export menu and Try again). */
  onChart?: (chart: Chart | null) => void
}

/** One move to draw: who becomes main, and whether the view starts afresh. */
interface Visit {
  mainId: string
  initial: boolean
}

interface Live {
  chart: Chart
  card: ReturnType<Chart['setCardHtml']>
  editTree: EditTree
}

export default function WikiChart({
  source,
  mainId,
  visit,
  config,
  onMainChange,
  onError,
  onChart,
}: Props): React.JSX.Element {
  const onMainRef = useRef(onMainChange)
  onMainRef.current = onMainChange
  const onErrorRef = useRef(onError)
  onErrorRef.current = onError
  const liveRef = useRef<Live | null>(null)
  const appliedRef = useRef<BuilderConfig | null>(null)

  /** Chart and card settings through the builder's plan; the form settings directly (card clicks are wired below). */
  function configure(live: Live, c: BuilderConfig) {
    applyChartAndCard(chartPlan(c), { chart: live.chart as never, card: live.card as never })
    live.editTree.setFields(c.fields).setEditFirst(c.editFirst)
    if (c.fixed) live.editTree.fixed()
    else live.editTree.absolute()
    if (c.viewOnly) live.editTree.setNoEdit()
    else live.editTree.setEdit()
    appliedRef.current = c
  }

  // eslint-disable-next-line react-hooks/exhaustive-deps
  const next = useMemo<Visit>(() => ({ mainId, initial: visit === 0 }), [visit])
  /** The visit the chart shows: the one it was made for, then each later one. */
  const shown = useRef<Visit | null>(null)

  function setup(chart: Chart) {
    const card = chart.setCardHtml()
    const editTree = chart.editTree()
    const live = { chart, card, editTree }
    liveRef.current = live
    configure(live, config)
    card.setOnCardClick((e, d) => {
      if (d.data.to_add) return
      if (d.is_private) editTree.closeForm()
      else editTree.open(d.data)
      card.onCardClickDefault(e, d)
    })
    let lastMain = ''
    chart.setAfterUpdate(() => {
      const main = chart.store.getMainDatum()
      if (main && main.id !== lastMain) {
        lastMain = main.id
        onMainRef.current(main.id, String(main.data.label ?? main.id))
      }
    })
    chart.setDataSource(source, { cacheSize: CACHE_SIZE, onError: (error, ids) => onErrorRef.current(error, ids) })
    move(chart, next)
  }

  function move(chart: Chart, visitNow: Visit) {
    shown.current = visitNow
    chart.updateMainId(visitNow.mainId)
    chart.updateTree(visitNow.initial ? { initial: true } : { tree_position: 'main_to_middle' })
  }

  const [chart, setChart] = useState<Chart | null>(null)
  const onChartRef = useRef(onChart)
  onChartRef.current = onChart
  useEffect(() => {
    if (!chart) liveRef.current = null
    onChartRef.current?.(chart)
  }, [chart])

  // A person chosen outside the chart: the same chart moves there.
  useEffect(() => {
    if (chart && shown.current !== next) move(chart, next)
  }, [chart, next])

  useEffect(() => {
    const live = liveRef.current
    if (!live || appliedRef.current === config) return
    const turned = appliedRef.current?.horizontalOrientation !== config.horizontalOrientation
    // A new chart type is a new drawing: the main person comes to the middle of it, and a fan, whose rings keep no
    // scale from the cards before it, is fitted whole.
    const retyped = appliedRef.current?.chartType !== config.chartType
    configure(live, config)
    const fitted = turned || (retyped && config.chartType === 'fan')
    live.chart.updateTree({ tree_position: fitted ? 'fit' : retyped ? 'main_to_middle' : 'inherit' })
  }, [config])

  // A chart per source.
  const chartKey = useRemountKey(source)
  return (
    <FamilyChart
      key={chartKey}
      ref={setChart}
      data={NOBODY}
      setup={setup}
      className={SITE_CHART_CLASS}
      style={{ width: '100%', height: '100%' }}
      data-testid="wiki-chart"
    />
  )
}
