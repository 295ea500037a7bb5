/** The kinship feature: how everyone is related to one person, and the people who connect two relatives. */
import type { Data, Datum } from '../../data/types'
import { defineFeature, type ChartHost, type Feature } from '../../chart/plug'
import { calculateKinships, type KinshipInfoConfig, type Kinships } from '../../data/kinship/calculate-kinships'
import { getKinshipsDataStash } from '../../data/kinship/kinships-data'

/** What the kinship feature adds to a chart. @since next */
export interface KinshipMethods {
  /**
   * How everyone is related to one person: `{ [id]: 'father' | 'grandmother' | '1st cousin' | ... }`, and 'self'.
   * @param d_id - Id of the reference person.
   * @param config - `show_in_law: true` also names in-law relations.
   * @example
   * ```js
   * const kinships = f3Chart.calculateKinships(myId, { show_in_law: true })
   * ```
   * @since 0.8.0
   */
  calculateKinships(d_id: Datum['id'], config?: KinshipInfoConfig): Kinships
  /**
   * The people connecting two relatives through their common ancestors, for example to draw a second, small chart
   * explaining a kinship.
   * @since 0.8.0
   */
  getKinshipsDataStash(main_id: Datum['id'], rel_id: Datum['id']): Data
}

/** Kinships of the chart's people: `chart.use(kinships)`. @since next */
export const kinships: Feature<KinshipMethods> = defineFeature<{ host: ChartHost; destroy(): void }, KinshipMethods>({
  name: 'kinships',
  setup: (host) => ({ host, destroy() {} }),
  methods: {
    calculateKinships: (part, d_id, config = {}) => calculateKinships(d_id, part.host.store.getData(), config),
    getKinshipsDataStash: (part, main_id, rel_id) => getKinshipsDataStash(main_id, rel_id, part.host.store.getData()),
  },
})
