/**
 * The label of the layout's empty cards in the chart's words. The chart's default labels are English words kept in
 * its state ('ADD' until setSingleParentEmptyCard, 'Unknown' when that is called without a label); read through the
 * locale, so a label the page chose itself stays as written and the defaults follow the locale, whichever is set
 * first. The state keeps what was set: only reading it translates.
 */
import type { StoreState } from '../../store/types'

const DEFAULT_LABELS = new Map([
  ['ADD', 'card.add'],
  ['Unknown', 'card.unknown'],
])
const FIELD = 'single_parent_empty_card_label'

/** Reads the state's empty-card label through the locale from now on; returns the function that stops it. */
export function translateEmptyCardLabel(state: StoreState): () => void {
  let label = state[FIELD]
  Object.defineProperty(state, FIELD, {
    configurable: true,
    enumerable: true,
    get: () => {
      const key = label === undefined ? undefined : DEFAULT_LABELS.get(label)
      return key === undefined ? label : (state.say?.(key) ?? label)
    },
    set: (value: string | undefined) => {
      label = value
    },
  })
  return () => {
    delete state[FIELD]
    state[FIELD] = label
  }
}
