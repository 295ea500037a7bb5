/** The people the search box lists: real people, each once, flagged when not connected to the main person. */
import type { Datum } from '../../data/types'
import { connectedIds } from '../../data/connected'
import { displayText } from '../../data/display-text'
import { isPlaceholder, isUnknownPerson } from '../../data/markers'

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
