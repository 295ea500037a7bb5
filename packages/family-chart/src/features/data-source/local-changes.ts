/**
 * Edits made on a chart with a data source (the edit tree changes the store's people in place or replaces them): what
 * was handed to the store is remembered as text, and whatever differs afterwards is a local change, kept until saved.
 */
import type { Datum } from '../../data/types'
import { isPlaceholder, isUnknownPerson } from '../../data/markers'
import type { DataSourceChanges } from './types'

export interface LocalChanges {
  /** Remembers the people handed to the store (stand-ins excluded). */
  remember(people: Datum[], standIns: Set<string>): void
  /** Compares the store's people with what was handed over, recording additions, edits and deletions. */
  collect(current: Datum[], standIns: Set<string>): void
  get(id: string): Datum | undefined
  isRemoved(id: string): boolean
  people(): Datum[]
  changes(): DataSourceChanges
  count(): number
  clear(): void
}

export function createLocalChanges(): LocalChanges {
  let given: Map<string, string> | null = null
  const upserted = new Map<string, Datum>()
  const removed = new Set<string>()
  const libraryMade = (d: Datum) => isPlaceholder(d) || isUnknownPerson(d)
  return {
    remember(people, standIns) {
      given = new Map()
      for (const d of people) if (!standIns.has(d.id) && !libraryMade(d)) given.set(d.id, JSON.stringify(d))
    },
    collect(current, standIns) {
      // Nothing was handed over yet: the people there came with the chart, not from an edit.
      if (!given) return
      const present = new Set<string>()
      for (const d of current) {
        if (!d || typeof d.id !== 'string' || libraryMade(d)) continue
        present.add(d.id)
        // A stand-in the user edited (filled in) becomes a person of their own.
        const before = given!.get(d.id)
        if (before === undefined ? standIns.has(d.id) && !touchedStandIn(d) : before === JSON.stringify(d)) continue
        upserted.set(d.id, d)
        removed.delete(d.id)
      }
      for (const id of given!.keys())
        if (!present.has(id)) {
          removed.add(id)
          upserted.delete(id)
        }
    },
    get: (id) => upserted.get(id),
    isRemoved: (id) => removed.has(id),
    people: () => [...upserted.values()],
    changes: () => ({ upserted: [...upserted.values()], removed: [...removed] }),
    count: () => upserted.size + removed.size,
    clear() {
      upserted.clear()
      removed.clear()
    },
  }
}

/** Whether a stand-in carries data of its own (the form filled it in). */
function touchedStandIn(d: Datum): boolean {
  return Object.entries(d.data ?? {}).some(([k, v]) => k !== 'gender' && v !== undefined && v !== '')
}
