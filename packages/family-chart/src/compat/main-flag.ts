/**
 * `datum.main` of the published API: the main person's record says it is main, as card code written for 0.8.0 and
 * 0.9.0 reads (`d.data.main`). The flag is not enumerable, so it is never saved nor copied; a `main` field of the
 * user's own is left as it is.
 */
import type { TreeDatum } from '../layout/types'

function flag(datum: TreeDatum['data'], main: boolean): void {
  const own = Object.getOwnPropertyDescriptor(datum, 'main')
  if (own?.enumerable) return
  if (own) datum.main = main
  else if (main) Object.defineProperty(datum, 'main', { value: true, writable: true, enumerable: false, configurable: true })
}

/** Flags the main card's person as main, and unflags the people of the other cards who were main before. */
export function flagMainPerson(nodes: readonly TreeDatum[]): void {
  const main = nodes.find((node) => node.main)?.data
  if (main) flag(main, true)
  for (const node of nodes) if (node.data !== main && node.data?.main === true) flag(node.data, false)
}
