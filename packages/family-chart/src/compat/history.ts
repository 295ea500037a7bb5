/** The published history handlers: undo and redo over snapshots of a store's data, and their two buttons. */
import type { Data } from '../data/types'
import type { Store } from '../store/types'
import { createHistory as createDataHistory } from '../edit/history'
import { createHistoryControls as createButtons, type HistoryButtons } from '../features/editing/history-controls'

export type { HistoryButtons }

/** Undo and redo of a store's data, as `handlers.createHistory` makes it. @since 0.8.0 */
export interface StoreHistory {
  /** Records the store's data (from `getStoreDataCopy`) and main person as a new step. */
  changed(): void
  /** Puts the previous step's data in the store (and its main person when the current one is not in it), then calls `onUpdate`. */
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
  let mains: string[] = []
  let at = -1
  const restore = (data: Data | undefined) => {
    if (!data) return
    if (!data.some((d) => d.id === store.getMainId())) store.updateMainId(mains[at])
    store.updateData(data)
    onUpdate()
  }
  return {
    changed() {
      snapshots.update(getStoreDataCopy())
      mains = [...mains.slice(0, at + 1), store.getMainId()]
      at = mains.length - 1
    },
    back() {
      if (!snapshots.canBack()) return
      at -= 1
      restore(snapshots.back())
    },
    forward() {
      if (!snapshots.canForward()) return
      at += 1
      restore(snapshots.forward())
    },
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
