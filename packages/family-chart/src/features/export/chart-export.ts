/**
 * The chart's side of exporting, in the core bundle and kept tiny: hands what the chart drew at the moment of the
 * call to the exporter, which is loaded on first use.
 */
import { loadRenderer } from './load-renderer'
import type { PendingExportSource } from './chart-export-source'
import type { ExportSource } from './types'

export function runExport<T>(
  source: PendingExportSource,
  task: 'svg' | 'png' | 'pdf' | 'print',
  options: unknown,
): Promise<T> {
  return Promise.all([loadRenderer(), source.folds]).then(([r, folds]) =>
    (r[task] as (s: ExportSource, o: unknown) => Promise<T>)({ ...source, folds }, options),
  )
}
