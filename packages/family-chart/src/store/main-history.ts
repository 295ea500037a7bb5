/** The last main people, so the chart can fall back when the main person is deleted. */
import type { Data } from '../data/types'

export const MAIN_HISTORY_LENGTH = 10

export function pushMainHistory(history: string[], id: string): string[] {
  return [...history.filter((h) => h !== id), id].slice(-MAIN_HISTORY_LENGTH)
}

/** Whether someone in `data` has the id `id` (a scan that stops at the first match, no index built). */
function hasPerson(data: Data, id: string): boolean {
  for (let i = 0; i < data.length; i++) {
    const d = data[i]
    if (d && d.id === id) return true
  }
  return false
}

/** The main id to use: the current one if it still exists, else the latest remembered one that does, else the first person. */
export function resolveMainId(data: Data, mainId: string | null | undefined, history: string[]): string | null {
  if (typeof mainId === 'string' && mainId && hasPerson(data, mainId)) return mainId
  for (let i = history.length - 1; i >= 0; i--)
    if (typeof history[i] === 'string' && hasPerson(data, history[i])) return history[i]
  const first = data.find((d) => d && typeof d.id === 'string')
  return first ? first.id : null
}

/**
 * Says on the console that the main person asked for (by updateMainId) is not in the data, and who is shown instead:
 * a page that asks for an unknown id keeps a working chart, but should learn why the main person did not change.
 */
export function warnUnknownMain(asked: string, kept: string | null): void {
  if (typeof console === 'undefined') return
  console.warn(
    `family-chart: no person has the id ${JSON.stringify(asked)} given to updateMainId; ` +
      (kept === null ? 'there is no one to show.' : `the main person is ${JSON.stringify(kept)}.`),
  )
}
