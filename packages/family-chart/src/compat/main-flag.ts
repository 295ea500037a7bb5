/**
 * `datum.main` of the published API: the main person's record says it is main, as card code written for 0.8.0 and
 * 0.9.0 reads (`d.data.main`). The flag is not enumerable, so it is never saved nor copied; a `main` field of the
 * user's own is left as it is.
 */
import type { Data, Datum } from '../data/types'
import type { TreeDatum } from '../layout/types'

/** The record flagged last for each data list, so a new layout of the same list unflags just that one. */
const flaggedIn = new WeakMap<Data, Datum>()

function flag(datum: Datum, main: boolean): void {
  const own = Object.getOwnPropertyDescriptor(datum, 'main')
  if (own?.enumerable) return
  if (own) datum.main = main
  else if (main)
    Object.defineProperty(datum, 'main', { value: true, writable: true, enumerable: false, configurable: true })
}

/**
 * Flags the main card's person as main and unflags the person flagged before: the one flagged for the same list, or,
 * for a list seen for the first time (new data, an edit), any person of the cards who still carries the flag.
 */
export function flagMainPerson(nodes: readonly TreeDatum[], data: Data): void {
  const main = nodes.find((node) => node.main)?.data
  const before = flaggedIn.get(data)
  if (before) {
    if (before !== main) flag(before, false)
  } else {
    // Indexed: over every card of a big tree, a for-of made an iterator result per card.
    for (let i = 0; i < nodes.length; i++) {
      const d = nodes[i].data
      if (d !== main && d?.main === true) flag(d, false)
    }
  }
  if (main) {
    flag(main, true)
    flaggedIn.set(data, main)
  }
}
