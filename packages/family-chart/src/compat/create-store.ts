/** The published `createStore`: the core's store, whose state also has the 0.9.0 `legacy_format` flag. */
import type { Data } from '../data/types'
import type { Store, StoreState } from '../store/types'
import { createStore as createCoreStore, type StoreSlicing } from '../store/create-store'
import { addLegacyFormatFlag } from './legacy-format'

/**
 * The state container a chart uses: its data, main person and layout settings, and the tree computed from them.
 * Its state's `legacy_format` (0.9.0) says whether saved data is given back with father / mother.
 * @group Compatibility
 * @since 0.8.0
 */
export function createStore(initialState: Partial<StoreState> & { data: Data }, slicing: StoreSlicing = {}): Store {
  const store = createCoreStore(initialState, slicing)
  addLegacyFormatFlag(store.state)
  return store
}
