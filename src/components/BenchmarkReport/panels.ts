/** Which figures the Performance page plots against people: calculateTree in Node and three Chromium times. */
import { browserSeries, nodeSeries, type PanelData } from './plot'
import type { BenchmarkSummary } from './types'

/** The panels this run has data for, in reading order (Node first, then Chromium). */
export function plotPanels(summary: BenchmarkSummary): PanelData[] {
  const panels: PanelData[] = [
    {
      id: 'node-founder',
      title: 'calculateTree in Node, founder as main',
      series: nodeSeries(summary.node, 'founder'),
    },
    { id: 'browser-create', title: 'First paint in Chromium', series: browserSeries(summary.browser, 'createMs') },
    {
      id: 'browser-switch',
      title: 'Switch main → founder in Chromium',
      series: browserSeries(summary.browser, 'switchToFounderMs'),
    },
    {
      id: 'browser-pan',
      title: 'Pan step in Chromium (main-thread time)',
      series: browserSeries(summary.browser, 'panMs'),
    },
  ]
  return panels.filter((p) => p.series.some((s) => s.points.length > 0))
}
