/** The person search's pure parts: the people it lists, the filter by typed text, and the line under the list. */
import type { Datum } from '../../data/types'
import { connectedIds } from '../../data/connected'
import { displayText } from '../../data/display-text'
import { isPlaceholder, isUnknownPerson } from '../../data/markers'
import type { Say } from '../../data/say'

/**
 * One person in the search's list: the id, the label shown, and whether the person is connected to the main person
 * (those who are not are flagged in the list).
 * @since next
 */
export interface PersonOption {
  id: string
  label: string
  connected: boolean
}

/** Real people only (no placeholders), each once, flagged when not connected to the main person. @since next */
export function personOptions(data: Datum[], mainId: string, getLabel: (d: Datum) => string): PersonOption[] {
  const connected = connectedIds(data, mainId)
  const seen = new Set<string>()
  const out: PersonOption[] = []
  for (const d of data) {
    if (!d || typeof d.id !== 'string' || seen.has(d.id) || isPlaceholder(d) || isUnknownPerson(d)) continue
    seen.add(d.id)
    out.push({ id: d.id, label: displayText(getLabel(d)), connected: connected.has(d.id) })
  }
  return out
}

/** The options whose label contains the query, ignoring case. @since next */
export function filterPersonOptions(options: PersonOption[], query: string): PersonOption[] {
  const q = query.trim().toLowerCase()
  return q ? options.filter((o) => o.label.toLowerCase().includes(q)) : options
}

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
