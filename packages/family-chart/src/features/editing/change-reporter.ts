/** Tells the edit tree's listeners about each change: onChange with the saved data, onEdit with the records it changed. */
import type { Data } from '../../data/types'
import { changedRecords, classifyChange, subjectOf, type EditEvent, type EditEventType } from './edit-events'
import { callUser } from '../../user-code'

export interface ChangeListeners {
  onChange?: (data?: Data) => void
  onEdit?: (event: EditEvent) => void
}

/** What was done, when known: undo and redo leave the type to be read from the records. */
export type ChangeSource = { type?: EditEventType; person?: string; source: EditEvent['source'] }

export interface ChangeReporter {
  /** Remembers the saved data now, as the starting point of the next onEdit event. */
  start(): void
  /** After a change: `edit` null for a change the host recorded itself (no onEdit event). */
  report(edit: ChangeSource | null): void
}

/** `saved` makes the saved data (a fresh deep copy each call); the listeners are read at each report. */
export function createChangeReporter(saved: () => Data, listeners: () => ChangeListeners): ChangeReporter {
  // Kept only while an onEdit listener needs it: a deep copy per edit costs on big trees.
  let last: Data | null = null
  return {
    start() {
      last = saved()
    },
    report(edit) {
      const { onChange, onEdit } = listeners()
      if (!onEdit) {
        last = null
        if (onChange) callUser('setOnChange', onChange, undefined, [saved()])
        return
      }
      const before = last
      const now = saved()
      last = now
      if (onChange) callUser('setOnChange', onChange, undefined, [saved()])
      if (!edit || !before) return
      const diff = changedRecords(before, now)
      if (!diff.people.length) return
      const type = edit.type ?? classifyChange(diff)
      callUser('setOnEdit', onEdit, undefined, [
        { type, person: edit.person ?? subjectOf(diff, type), ...diff, source: edit.source, data: now },
      ])
    },
  }
}
