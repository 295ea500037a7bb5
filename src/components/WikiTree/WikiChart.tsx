/** The explorer's chart: created once, fed new data on every load, reports every change of main person. */
import React, { useEffect, useRef } from 'react'
import type { Chart, Data } from 'family-chart'
import 'family-chart/styles/family-chart.css'
import { WIKI_CHART_CONFIG as C } from '@site/src/wiki/chart-config'

interface Props {
  data: Data | null
  mainId: string
  /** Bumped for every load; the chart redraws when it changes. */
  revision: number
  initial: boolean
  onMainChange: (id: string, label: string) => void
}

export default function WikiChart({ data, mainId, revision, initial, onMainChange }: Props): React.JSX.Element {
  const ref = useRef<HTMLDivElement>(null)
  const chartRef = useRef<Chart | null>(null)
  const onMainRef = useRef(onMainChange)
  onMainRef.current = onMainChange

  useEffect(() => {
    let alive = true
    import('family-chart').then((f3) => {
      if (!alive || !ref.current) return
      const chart = f3.createChart(ref.current, [])
        .setTransitionTime(C.transitionTime)
        .setCardXSpacing(C.cardXSpacing)
        .setCardYSpacing(C.cardYSpacing)
        .setSingleParentEmptyCard(C.singleParentEmptyCard, { label: C.emptyCardLabel })
        .setShowSiblingsOfMain(C.showSiblingsOfMain)
        .setDuplicateBranchToggle(C.duplicateBranchToggle)
        .setAncestryDepth(C.ancestryDepth)
        .setProgenyDepth(C.progenyDepth)
      const card = chart.setCardHtml().setCardDisplay(C.cardDisplay).setStyle(C.cardStyle).setMiniTree(C.showMiniTree)
      if (C.showHoverPath) card.setOnHoverPathToMain()
      const editTree = chart.editTree().setFields(C.fields).setEditFirst(C.editFirst)
      if (C.fixed) editTree.fixed()
      if (C.viewOnly) editTree.setNoEdit()
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
      if (data) draw()
    })
    return () => {
      alive = false
      chartRef.current?.destroy()
      chartRef.current = null
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

  return <div ref={ref} className="f3" style={{ width: '100%', height: '100%', background: 'rgb(33,33,33)', color: '#fff' }} data-testid="wiki-chart" />
}
