/** The store's `legacy_format` flag of the published 0.9.0, kept as another view of our `data_shape`. */
import type { StoreState } from '../store/types'

/**
 * Gives a store's state the 0.9.0 `legacy_format` flag: true while data is given back in the 0.8 shape (father /
 * mother), false in the 0.9 shape (a list of parents). Setting it changes the shape data is saved in. A value given
 * in the initial state wins over the shape the data was found in.
 */
export function addLegacyFormatFlag(state: StoreState): void {
  const given = (state as { legacy_format?: unknown }).legacy_format
  if (typeof given === 'boolean') state.data_shape = given ? '0.8' : '0.9'
  Object.defineProperty(state, 'legacy_format', {
    get: () => state.data_shape !== '0.9',
    set: (legacy: boolean) => {
      state.data_shape = legacy ? '0.8' : '0.9'
    },
    enumerable: true,
    configurable: true,
  })
}
