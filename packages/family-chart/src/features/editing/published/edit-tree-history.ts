/**
 * The edit tree's `history`: its own undo and redo, with the members of the published history (`changed`, `back`,
 * `forward`, `canBack`, `canForward`, `controls`) and ours (`update`, `reset`, `length`).
 */
import type { Data } from '../../../data/types'
import type { DataHistory } from '../../../edit/history'
import type { HistoryControls } from '../history-controls'
import type { HistoryButtons } from '../history-controls'

/** The history of an edit tree (`editTree.history`). @since 0.8.0 */
export interface EditTreeHistory {
  /** Records the chart's data (without placeholders) as a new step. */
  changed(): void
  /** Undoes a step: the chart shows the data before it, and the form and the buttons follow. */
  back(): void
  /** Redoes an undone step. */
  forward(): void
  canBack(): boolean
  canForward(): boolean
  /** Records this data as a new step (it does not change the chart). */
  update(data: Data): void
  /** Forgets every step; with data, starts again from that one. */
  reset(data?: Data): void
  /** How many steps are stored. */
  length(): number
  /** The undo and redo buttons in the chart's nav area. */
  controls: HistoryButtons
}

/** What the edit tree lends its history: its snapshots, how it steps and records, and its buttons. */
export interface EditTreeHistoryHost {
  snapshots: DataHistory
  step(direction: 'back' | 'forward'): void
  record(): void
  buttons(): HistoryControls
}

export function editTreeHistory(host: EditTreeHistoryHost): EditTreeHistory {
  const { snapshots } = host
  return {
    changed: () => host.record(),
    back: () => host.step('back'),
    forward: () => host.step('forward'),
    canBack: () => snapshots.canBack(),
    canForward: () => snapshots.canForward(),
    update: (data) => snapshots.update(data),
    reset: (data) => snapshots.reset(data),
    length: () => snapshots.length(),
    controls: {
      get back_btn() {
        return host.buttons().back
      },
      get forward_btn() {
        return host.buttons().forward
      },
      updateButtons: () => host.buttons().update(snapshots.canBack(), snapshots.canForward()),
      destroy: () => host.buttons().destroy(),
    },
  }
}
