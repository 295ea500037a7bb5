/**
 * The shape code written for 0.8 / 0.9 reads from a chart: the main person's record says it is main (`d.data.main`
 * in a card creator), the store's state has the 0.9.0 `legacy_format` flag, and the chart has the published helpers
 * `createStore` and `getMaxDepth`. The `family-chart` entry's charts use this; `family-chart/core` leaves the
 * caller's records untouched.
 */
import type { Data, Datum } from '../data/types'
import type { Store } from '../store/types'
import { defineFeature, type ChartHost, type Feature } from '../chart/plug'
import { initialLayoutState } from '../chart/layout-settings'
import { getMaxDepth } from '../layout/max-depth'
import { flagMainPerson } from './main-flag'
import { noSteps } from '../schedule/steps'
import { addLegacyFormatFlag } from './legacy-format'
import { createStore } from './create-store'

/**
 * The published helpers a chart of the `family-chart` entry has (not a chart of `family-chart/core`).
 * @groupDescription Compatibility
 * Kept so that code written for the published family-chart 0.8.0 and 0.9.0 runs unchanged; new code rarely needs them.
 * @since next
 */
export interface PublishedShapeMethods {
  /**
   * How many generations of ancestors and descendants a person has in the data.
   * @param d_id - Id of the person.
   * @group Compatibility
   * @since 0.8.0
   */
  getMaxDepth(d_id: Datum['id']): { ancestry: number; progeny: number }
  /**
   * A new store holding `data` and the layout settings a new chart starts with (the chart's own is `chart.store`).
   * @param main_id - The main person (default: the first person).
   * @group Compatibility
   * @since 0.8.0
   */
  createStore(data: Data, main_id?: Datum['id'] | null): Store
}

/** Flags the main person's record after each layout, before the cards are drawn, and adds the published helpers. @since next */
export const publishedShape: Feature<PublishedShapeMethods> = defineFeature<
  { host: ChartHost; destroy(): void },
  PublishedShapeMethods
>({
  name: 'published-shape',
  setup(host) {
    addLegacyFormatFlag(host.store.state)
    const stop = host.addPrepare((tree) => {
      flagMainPerson(tree.data, tree.data_stash ?? host.store.getData())
      return noSteps()
    })
    return {
      host,
      destroy() {
        stop()
        // A core chart again: the caller's records untouched, the state without the published flag.
        flagMainPerson([], host.store.getData())
        delete (host.store.state as { legacy_format?: boolean }).legacy_format
      },
    }
  },
  methods: {
    getMaxDepth: (part, d_id) => getMaxDepth(d_id, part.host.store.getData()),
    createStore: (_part, data, main_id = null) => createStore(initialLayoutState(data, main_id)),
  },
})
