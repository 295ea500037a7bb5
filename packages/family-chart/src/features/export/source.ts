/** The first step of every export: a source with a tree to draw, or a clear error before the first drawing. */
import type { DrawnSource, ExportSource } from './types'

export function drawnSource(source: ExportSource): DrawnSource {
  const { tree } = source
  if (!tree) throw new Error('family-chart: there is no tree to export yet; call chart.updateTree() first')
  return { ...source, tree }
}
