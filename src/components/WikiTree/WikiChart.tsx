/** The explorer's chart: created once, fed new data on every load, reports every change of main person. */
import React, { useEffect, useMemo, useRef } from 'react'
import type { Chart, Data, EditTree } from 'family-chart'
import 'family-chart/styles/family-chart.css'
import { CHART_CANVAS_CLASS, useChartLifecycle, type F3 } from '@site/src/components/FamilyChart'
import { applyChartAndCard, chartPlan, type BuilderConfig } from '@site/src/builder'

interface Props {
  data: Data | null
  mainId: string
  /** Bumped for every load; the chart redraws when it changes. */
  revision: number
  initial: boolean
  /** The chart settings from the 'Configure' panel; changes apply to the same chart in place. */
  config: BuilderConfig
  onMainChange: (id: string, label: string) => void
  /** The chart once created, and null when it goes (for the Export menu). */
  onChart?: (chart: Chart | null) => void
}

/** One load to draw: the family, who is main, and whether the view starts afresh. */
interface Load {
  data: Data
  mainId: string
  initial: boolean
}

interface Live {
  chart: Chart
  card: ReturnType<Chart['setCardHtml']>
  editTree: EditTree
}

export default function WikiChart({
  data,
  mainId,
  revision,
  initial,
  config,
  onMainChange,
  onChart,
}: Props): React.JSX.Element {
  const onMainRef = useRef(onMainChange)
  onMainRef.current = onMainChange
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

  function create(f3: F3, container: HTMLElement, first: Load): Chart {
    const chart = f3.createChart(container, structuredClone(first.data))
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
      if (main.id !== lastMain) {
        lastMain = main.id
        onMainRef.current(main.id, String(main.data.label ?? main.id))
      }
    })
    draw(chart, first, false)
    return chart
  }

  /** Draws one load; a chart made for it has its data already. */
  function draw(chart: Chart, load: Load, replaceData = true) {
    if (replaceData) chart.updateData(structuredClone(load.data))
    chart.updateMainId(load.mainId)
    chart.updateTree({ initial: load.initial })
  }

  // The chart is made once, when both the library and the first family are here (a chart made empty would warn that
  // its data is empty), and drawn once per load, not for every render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const load = useMemo<Load | null>(() => (data ? { data, mainId, initial } : null), [revision, data !== null])
  const { container } = useChartLifecycle<Load>(
    {
      create,
      update: (chart, next) => draw(chart, next),
      onChart: (chart) => {
        if (!chart) liveRef.current = null
        onChart?.(chart)
      },
    },
    load,
    [],
  )

  useEffect(() => {
    const live = liveRef.current
    if (!live || appliedRef.current === config) return
    const turned = appliedRef.current?.horizontalOrientation !== config.horizontalOrientation
    configure(live, config)
    if (data) live.chart.updateTree({ tree_position: turned ? 'fit' : 'inherit' })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [config])

  return (
    <div
      ref={container}
      className={CHART_CANVAS_CLASS}
      style={{ width: '100%', height: '100%' }}
      data-testid="wiki-chart"
    />
  )
}
