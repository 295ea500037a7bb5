/**
 * Undo and redo of an edit tree: snapshots of the data (placeholders left out), the two buttons in the chart's nav
 * area that follow them, and a step back or forward that puts a snapshot in the store and redraws.
 */
import type { Store } from '../../store/types'
import { createHistory, type DataHistory } from '../../edit/history'
import { removePlaceholders } from '../../edit/remove-placeholders'
import { createHistoryControls, type HistoryControls } from './history-controls'

export interface UndoRedoSetup {
  store: Store
  nav: HTMLElement
  /** Before a step replaces the data (every edit mode ends). */
  beforeStep(): void
  /** After a step replaced the data and redrew the tree. */
  afterStep(direction: 'back' | 'forward'): void
}

export interface UndoRedo {
  snapshots: DataHistory
  controls: HistoryControls
  /** Records the data as it is now (without placeholders) as a step. */
  record(): void
  step(direction: 'back' | 'forward'): void
  destroy(): void
}

export function createUndoRedo({ store, nav, beforeStep, afterStep }: UndoRedoSetup): UndoRedo {
  let controls: HistoryControls | null = null
  const snapshots: DataHistory = createHistory(undefined, () => {
    // The first snapshot is recorded before the buttons exist.
    controls?.update(snapshots.canBack(), snapshots.canForward())
  })
  snapshots.update(store.getData())
  const step = (direction: 'back' | 'forward'): void => {
    const data = direction === 'back' ? snapshots.back() : snapshots.forward()
    if (!data) return
    beforeStep()
    store.updateData(data)
    store.updateTree({})
    afterStep(direction)
  }
  const buttons = createHistoryControls(
    nav,
    () => step('back'),
    () => step('forward'),
    () => store.state.say,
  )
  controls = buttons
  buttons.update(snapshots.canBack(), snapshots.canForward())
  return {
    snapshots,
    controls: buttons,
    record: () => snapshots.update(removePlaceholders(store.getData())),
    step,
    destroy: () => buttons.destroy(),
  }
}
