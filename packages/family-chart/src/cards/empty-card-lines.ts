/** The text of an empty card: a placeholder of add-relative mode or the layout's card for an unknown parent. */
import type { Datum } from '../data/types'
import { displayText } from '../data/display-text'
import { placeholderRelation } from '../data/markers'

/** What a placeholder stands for beyond its label ('with Anna'), which the editing feature says: see CardHost. */
export type PlaceholderDetail = (d: Datum, get: (id: string) => Datum | undefined) => string | undefined

/** Its label ('Add Son', 'Unknown'), then whom it relates to when that helps ('with Anna'). */
export function emptyCardLines(
  d: Datum,
  get: (id: string) => Datum | undefined,
  fallbackLabel = 'Unknown',
  placeholderDetail?: PlaceholderDetail,
): string[] {
  const label = displayText(placeholderRelation(d)?.label ?? d.data?.label) || fallbackLabel
  const detail = placeholderDetail?.(d, get)
  return detail ? [label, detail] : [label]
}
