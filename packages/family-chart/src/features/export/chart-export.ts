/**
 * The chart's side of exporting, in the core bundle and kept tiny: hands what the chart drew at the moment of the
 * call to the exporter, which is loaded on first use.
 */
import { loadRenderer } from './load-renderer'
import type { ExportSource } from './types'

export function runExport<T>(
  source: ExportSource,
  task: 'svg' | 'png' | 'pdf' | 'print',
  options: unknown,
): Promise<T> {
  return loadRenderer().then((r) => (r[task] as (s: ExportSource, o: unknown) => Promise<T>)(source, options))
}
