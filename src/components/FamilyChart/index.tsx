/**
 * The site's one way to put a chart in a page. `FamilyChart` is the wrapper for a chart drawn from data with the
 * site's card defaults; components that run a chart of their own (the builder, the Wikidata explorer, the big demos)
 * use `useChartLifecycle` from here, so every chart is made, fed and destroyed the same way (chart-lifecycle.ts).
 */
import React from 'react'
import type { Chart, Data } from 'family-chart'
import clsx from 'clsx'
import 'family-chart/styles/family-chart.css'
import type { F3 } from './chart-lifecycle'
import { useChartLifecycle } from './useChartLifecycle'

export { useChartLifecycle } from './useChartLifecycle'
export { createChartLifecycle, type ChartLifecycle, type ChartLifecycleSpec, type F3 } from './chart-lifecycle'

/**
 * The class of every chart container on the site: the dark canvas the charts are drawn on in both site themes
 * (see docs/faq.md, "Why are the charts dark in the light theme?").
 */
export const CHART_CANVAS_CLASS = 'f3 site-chart-canvas'

interface Props {
  data: Data
  height?: number | string
  /** Configure the chart (cards, spacing...) before the first draw. */
  setup?: (chart: Chart, f3: F3) => void
  className?: string
}

export default function FamilyChart({ data, height = 600, setup, className }: Props): React.JSX.Element {
  // A chart per data and setup: a new pair destroys the chart and makes another.
  const { container } = useChartLifecycle<Data>(
    {
      create: (f3, box, first) => {
        const chart = f3.createChart(box, structuredClone(first)).setTransitionTime(1000)
        chart.setCardHtml().setCardDisplay([['first name', 'last name'], ['birthday']])
        setup?.(chart, f3)
        chart.updateTree({ initial: true })
        return chart
      },
    },
    data,
    [data, setup],
  )
  return (
    <div
      ref={container}
      className={clsx(CHART_CANVAS_CLASS, className)}
      style={{ height, width: '100%' }}
      data-testid="family-chart"
    />
  )
}
