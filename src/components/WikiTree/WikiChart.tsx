/** The explorer's chart: created once, fed new data on every load, reports every change of main person. */
import React, { useEffect, useRef, useState } from 'react'
import type { Chart, Data, EditTree } from 'family-chart'
import 'family-chart/styles/family-chart.css'
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

export default function WikiChart({ data, mainId, revision, initial, config, onMainChange, onChart }: Props): React.JSX.Element {
  const ref = useRef<HTMLDivElement>(null)
  const chartRef = useRef<Chart | null>(null)
  const onMainRef = useRef(onMainChange)
  onMainRef.current = onMainChange
  const configRef = useRef(config)
  configRef.current = config
  const liveRef = useRef<{ chart: Chart; card: ReturnType<Chart['setCardHtml']>; editTree: EditTree } | null>(null)
  const appliedRef = useRef<BuilderConfig | null>(null)

  /** Chart and card settings through the builder's plan; the form settings directly (card clicks are wired below). */
  function configure(c: BuilderConfig) {
    const live = liveRef.current
    if (!live) return
    applyChartAndCard(chartPlan(c), { chart: live.chart as never, card: live.card as never })
    live.editTree.setFields(c.fields).setEditFirst(c.editFirst)
    if (c.fixed) live.editTree.fixed()
    else live.editTree.absolute()
    if (c.viewOnly) live.editTree.setNoEdit()
    else live.editTree.setEdit()
    appliedRef.current = c
  }

  // The library arrives on its own; the chart is made once both it and the first family are here (a chart made
  // empty would warn that its data is empty), whichever comes first.
  const libRef = useRef<typeof import('family-chart') | null>(null)
  const [libReady, setLibReady] = useState(false)
  useEffect(() => {
    let alive = true
    import('family-chart').then((f3) => {
      if (!alive) return
      libRef.current = f3
      setLibReady(true)
    })
    return () => {
      alive = false
      onChart?.(null)
      chartRef.current?.destroy()
      chartRef.current = null
      liveRef.current = null
    }
    // The chart is made once; data changes are handled below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  function create(f3: typeof import('family-chart'), container: HTMLDivElement, first: Data): Chart {
    const chart = f3.createChart(container, structuredClone(first))
    const card = chart.setCardHtml()
    const editTree = chart.editTree()
    liveRef.current = { chart, card, editTree }
    configure(configRef.current)
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
    chartRef.current = chart
    onChart?.(chart)
    return chart
  }

  /** The revision last drawn: the chart is drawn once per load, whether it was just made or fed new data. */
  const drawnRef = useRef(-1)
  useEffect(() => {
    if (!data || drawnRef.current === revision) return
    let chart = chartRef.current
    if (!chart) {
      if (!libRef.current || !ref.current) return
      chart = create(libRef.current, ref.current, data)
    } else chart.updateData(structuredClone(data))
    drawnRef.current = revision
    chart.updateMainId(mainId)
    chart.updateTree({ initial })
    // Drawn for a new load or once the library has arrived, not for every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [revision, libReady])

  useEffect(() => {
    const live = liveRef.current
    if (!live || appliedRef.current === config) return
    const turned = appliedRef.current?.horizontalOrientation !== config.horizontalOrientation
    configure(config)
    if (data) live.chart.updateTree({ tree_position: turned ? 'fit' : 'inherit' })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [config])

  return <div ref={ref} className="f3" style={{ width: '100%', height: '100%', background: 'rgb(33,33,33)', color: '#fff' }} data-testid="wiki-chart" />
}
