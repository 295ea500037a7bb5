/** The words of the search box's status line. */
import type { Say } from '../../data/say'

/**
 * What the status line under the list says: how many more, no match, a search under way or one that failed; in the
 * chart's words (`say`) or English.
 */
export function searchStatusText(
  state: { listed: number; total: number; searching: boolean; failed: boolean },
  say?: Say,
): string {
  if (state.failed) return say?.('search.failed') ?? 'Search failed. Press Enter to try again.'
  if (state.searching && !state.listed) return say?.('search.searching') ?? 'Searching…'
  if (!state.total) return say?.('search.noMatch') ?? 'No match'
  const more = state.total - state.listed
  if (more > 0) return say?.('search.more', { count: more }) ?? `${more} more, keep typing`
  return ''
}
