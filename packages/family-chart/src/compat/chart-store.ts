/** The published `chart.createStore(data, main_id)`: a store with a chart's default layout settings. */
import type { Data, Datum } from '../data/types'
import type { Store } from '../store/types'
import { createStore } from '../store/create-store'

/** A new store holding `data`, `main_id` and the settings a new chart starts with. */
export function chartStore(data: Data, main_id: Datum['id'] | null = null): Store {
  return createStore({
    data: Array.isArray(data) ? data : [],
    main_id,
    node_separation: 250,
    level_separation: 150,
    single_parent_empty_card: true,
    is_horizontal: false,
  })
}
