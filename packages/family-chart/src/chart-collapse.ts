/** Turns a chart's fold controls on or off: the cards draw them, and folds are announced through the chart's live region. */
import type { Store } from './store/types'
import { foldHooks } from './features/collapse/fold-hooks'

export function enableFoldControls(chart: { store: Store; announce(text: string): void }, on: boolean): void {
  const hooks = foldHooks(chart.store)
  hooks.controls = !!on
  hooks.announce = on ? (text) => chart.announce(text) : null
  if (!hooks.owner) hooks.owner = chart
}
