/** A person's name as the form, the announcements and the placeholder labels write it. */
import type { Datum } from './types'
import { displayText } from './display-text'

/** First and last name, else the `label` field, else the id; '' for no person. Any value is written as text. */
export function personName(d: Datum | undefined): string {
  if (!d) return ''
  const data = d.data ?? {}
  const name = [data['first name'], data['last name']].map(displayText).filter(Boolean).join(' ')
  return name || displayText(data.label) || displayText(d.id)
}
