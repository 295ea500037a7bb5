/** A person's name as the form, the announcements and the placeholder labels write it. */
import type { Datum } from './types'
import { displayText, shortenText } from './display-text'

/**
 * First and last name, else the `label` field, else the id; '' for no person. Any value is written as text, and a
 * name longer than LABEL_MAX_LENGTH is shortened with an ellipsis (the data keeps it whole).
 */
export function personName(d: Datum | undefined): string {
  if (!d) return ''
  const data = d.data ?? {}
  const name = [data['first name'], data['last name']]
    .map((v) => shortenText(displayText(v)))
    .filter(Boolean)
    .join(' ')
  return shortenText(name || displayText(data.label) || displayText(d.id))
}
