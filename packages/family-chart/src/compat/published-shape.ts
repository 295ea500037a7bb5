/**
 * The shape code written for 0.8 / 0.9 reads from a chart's people: the main person's record says it is main
 * (`d.data.main` in a card creator). The `family-chart` entry's charts use this; `family-chart/core` leaves the
 * caller's records untouched.
 */
import type { Feature } from '../chart/plug'
import { flagMainPerson } from './main-flag'
import { noSteps } from '../schedule/steps'

/** Flags the main person's record after each layout, before the cards are drawn. @since next */
export const publishedShape: Feature = {
  name: 'published-shape',
  setup(host) {
    return {
      destroy: host.addPrepare((tree) => {
        flagMainPerson(tree.data, tree.data_stash ?? host.store.getData())
        return noSteps()
      }),
    }
  },
}
