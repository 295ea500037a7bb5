/** The explorer's chart: created once, fed new data on every load, reports every change of main person. */
import React, { useEffect, useRef } from 'react'
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

  useEffect(() => {
    let alive = true
    import('family-chart').then((f3) => {
      if (!alive || !ref.current) return
      const chart = f3.createChart(ref.current, [])
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
      if (data) draw()
    })
    return () => {
      alive = false
      onChart?.(null)
      chartRef.current?.destroy()
      chartRef.current = null
      liveRef.current = null
    }
    // The chart is created once; data changes are handled below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  function draw() {
    const chart = chartRef.current
    if (!chart || !data) return
    chart.updateData(structuredClone(data))
    chart.updateMainId(mainId)
    chart.updateTree({ initial })
  }
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(draw, [revision])

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
