/** The one React wrapper around the imperative chart: create on mount, update on data change, destroy on unmount. */
import React, { useEffect, useRef } from 'react'
import type { Chart, Data } from 'family-chart'
import 'family-chart/styles/family-chart.css'

type F3 = typeof import('family-chart')

interface Props {
  data: Data
  height?: number | string
  /** Configure the chart (cards, spacing...) before the first draw. */
  setup?: (chart: Chart, f3: F3) => void
  className?: string
}

export default function FamilyChart({ data, height = 600, setup, className }: Props): React.JSX.Element {
  const ref = useRef<HTMLDivElement>(null)
  const chartRef = useRef<Chart | null>(null)

  useEffect(() => {
    let alive = true
    import('family-chart').then((f3) => {
      if (!alive || !ref.current) return
      const chart = f3.createChart(ref.current, structuredClone(data)).setTransitionTime(1000)
      chart.setCardHtml().setCardDisplay([['first name', 'last name'], ['birthday']])
      setup?.(chart, f3)
      chart.updateTree({ initial: true })
      chartRef.current = chart
    })
    return () => {
      alive = false
      chartRef.current?.destroy()
      chartRef.current = null
    }
  }, [data, setup])

  return <div ref={ref} className={`f3 ${className ?? ''}`} style={{ height, width: '100%', background: 'rgb(33,33,33)', color: '#fff' }} data-testid="family-chart" />
}
