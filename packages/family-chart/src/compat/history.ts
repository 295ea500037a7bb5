/** The published history handlers: undo and redo over snapshots of a store's data, and their two buttons. */
import type { Data } from '../data/types'
import type { Store } from '../store/types'
import { createHistory as createDataHistory } from '../edit/history'
import { createHistoryControls as createButtons, type HistoryButtons } from '../features/editing/history-controls'

export type { HistoryButtons }

/** Undo and redo of a store's data, as `handlers.createHistory` makes it. @since 0.8.0 */
export interface StoreHistory {
  /** Records the store's data (from `getStoreDataCopy`) as a new step. */
  changed(): void
  /**
   * Puts the previous step's data in the store, then calls `onUpdate`. When the main person is not in it, the most
   * recent earlier main person who is becomes main (else the first person), as after any data update.
   */
  back(): void
  /** The same with the next step. */
  forward(): void
  canBack(): boolean
  canForward(): boolean
}

/**
 * Undo and redo over snapshots of a store's data. The edit tree keeps its own (`editTree.history`); this is for a
 * store you edit yourself.
 * @param getStoreDataCopy - Returns the data to record (a copy, as it is kept).
 * @param onUpdate - Called after `back` or `forward` changed the store's data: redraw there.
 * @group Compatibility
 * @since 0.8.0
 */
export function createHistory(store: Store, getStoreDataCopy: () => Data, onUpdate: () => void): StoreHistory {
  const snapshots = createDataHistory()
  // A main person missing from the data put back is replaced by the store, from the main people it remembers.
  const restore = (data: Data | undefined) => {
    if (!data) return
    store.updateData(data)
    onUpdate()
  }
  return {
    changed: () => snapshots.update(getStoreDataCopy()),
    back: () => restore(snapshots.back()),
    forward: () => restore(snapshots.forward()),
    canBack: () => snapshots.canBack(),
    canForward: () => snapshots.canForward(),
  }
}

/**
 * Adds undo and redo buttons at the start of a container (such as the chart's `.f3-nav-cont`) that step a history
 * made by {@link createHistory}. Call `updateButtons()` after each `changed()`.
 * @group Compatibility
 * @since 0.8.0
 */
export function createHistoryControls(
  cont: HTMLElement,
  history: Pick<StoreHistory, 'back' | 'forward' | 'canBack' | 'canForward'>,
): HistoryButtons {
  const updateButtons = () => buttons.update(history.canBack(), history.canForward())
  const buttons = createButtons(
    cont,
    () => {
      history.back()
      updateButtons()
    },
    () => {
      history.forward()
      updateButtons()
    },
  )
  updateButtons()
  return { back_btn: buttons.back, forward_btn: buttons.forward, updateButtons, destroy: buttons.destroy }
}
