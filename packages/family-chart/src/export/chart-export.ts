/**
 * The chart's side of exporting, in the core bundle and kept tiny: takes the tree drawn at the moment of the call
 * and hands it, with the chart, to the exporter, which is loaded on first use.
 */
import type { Chart } from '../chart'
import { loadRenderer } from './load-renderer'
import type { ChartSnapshot } from './types'

export function runExport<T>(chart: Chart, task: 'svg' | 'png' | 'pdf' | 'print', options: unknown): Promise<T> {
  const snapshot: ChartSnapshot = { chart, tree: chart.store.getTree() }
  return loadRenderer().then((r) => (r[task] as (s: ChartSnapshot, o: unknown) => Promise<T>)(snapshot, options))
}
