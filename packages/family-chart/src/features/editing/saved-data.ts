/**
 * The edit tree's answers about the data for saving (getStoreDataCopy, getDataJson, exportData, _getStoreDataCopy),
 * from a store and a way to copy its data: cleanData, or savedCopy while no placeholder can be there yet (the
 * drop-in's edit tree before its code has arrived, see edit-tree-on-first-use.ts).
 */
import type { Data } from '../../data/types'
import type { Store } from '../../store/types'
import { dropEmptyRelLists, withRelLists, type DataShape } from '../../data/data-shape'

export type CopyForSaving = (data: Data, shape: DataShape) => Data

export interface SavedData {
  getStoreDataCopy(): Data
  getDataJson(): string
  exportData(): Data
  _getStoreDataCopy(): Data
}

export function savedData(store: Store, copy: CopyForSaving): SavedData {
  const getStoreDataCopy = () => copy(store.getData(), store.state.data_shape ?? '0.8')
  return {
    getStoreDataCopy,
    getDataJson: () => JSON.stringify(getStoreDataCopy(), null, 2),
    exportData: () => dropEmptyRelLists(getStoreDataCopy()),
    _getStoreDataCopy: () => withRelLists(copy(store.getData(), '0.9')),
  }
}
