/** The published `chart.createStore(data, main_id)`: a store with a chart's default layout settings. */
import type { Data, Datum } from '../data/types'
import type { Store } from '../store/types'
import { createStore } from '../store/create-store'
import { initialLayoutState } from '../chart-layout-settings'

/** A new store holding `data`, `main_id` and the settings a new chart starts with. */
export function chartStore(data: Data, main_id: Datum['id'] | null = null): Store {
  return createStore(initialLayoutState(data, main_id))
}
