// Undo/redo history of the data: a list of deep-copied snapshots and a cursor.
import type { Data } from '../data/types'
import { deepCopy } from './deep-copy'
import { carryListMarks } from '../data/markers'

/** Undo/redo over data snapshots. */
export interface DataHistory {
  /** Records a snapshot (a deep copy) after the current one, dropping any redo tail. */
  update(data: Data): void
  /** Steps back: returns a deep copy of the previous snapshot, or undefined when there is none. */
  back(): Data | undefined
  /** Steps forward: returns a deep copy of the next snapshot, or undefined when there is none. */
  forward(): Data | undefined
  /** Whether there is an earlier snapshot to go back to. */
  canBack(): boolean
  /** Whether there is a later snapshot (an undone change) to go forward to. */
  canForward(): boolean
  /** Forgets every snapshot; with data, starts again from that one snapshot. */
  reset(data?: Data): void
  /** How many snapshots are stored. */
  length(): number
}

/**
 * Creates an undo/redo history. Snapshots are deep copies (keeping the library's marks, such as an unknown person's),
 * so later edits to the data never change them, and
 * `back` / `forward` hand out fresh copies. `onChange`, when given, receives the restored data after each successful
 * `back` or `forward`; `onStateChange` is called after anything that can change `canBack` / `canForward`
 * (update, back, forward, reset), so undo and redo buttons can follow.
 */
export function createHistory(onChange?: (data: Data) => void, onStateChange?: () => void): DataHistory {
  let snapshots: Data[] = []
  let cursor = -1

  const restore = (to: number): Data => {
    cursor = to
    const data = carryListMarks(snapshots[cursor], deepCopy(snapshots[cursor]))
    onChange?.(data)
    onStateChange?.()
    return data
  }

  return {
    update(data) {
      snapshots = snapshots.slice(0, cursor + 1)
      snapshots.push(carryListMarks(data, deepCopy(data)))
      cursor = snapshots.length - 1
      onStateChange?.()
    },
    back() {
      return cursor > 0 ? restore(cursor - 1) : undefined
    },
    forward() {
      return cursor < snapshots.length - 1 ? restore(cursor + 1) : undefined
    },
    canBack: () => cursor > 0,
    canForward: () => cursor < snapshots.length - 1,
    reset(data) {
      snapshots = data ? [carryListMarks(data, deepCopy(data))] : []
      cursor = snapshots.length - 1
      onStateChange?.()
    },
    length: () => snapshots.length,
  }
}
