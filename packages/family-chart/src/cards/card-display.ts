/** Turns a card-display setting (rows of field names, or functions) into the text lines of one card. */
import type { Datum } from '../data/types'

export type CardDisplayRow = string | string[] | ((d: Datum) => string)
export type CardDisplay = CardDisplayRow[] | ((d: Datum) => string | string[])

export const DEFAULT_CARD_DISPLAY: CardDisplay = [['first name', 'last name'], ['birthday']]

function fieldText(d: Datum, field: string): string {
  const v = d.data?.[field]
  return v === undefined || v === null ? '' : String(v)
}

/** Text lines of a card; blank lines are kept so rows stay aligned across cards. */
export function cardDisplayLines(display: CardDisplay | undefined, d: Datum): string[] {
  const setting = display ?? DEFAULT_CARD_DISPLAY
  if (typeof setting === 'function') {
    const out = setting(d)
    return (Array.isArray(out) ? out : [out]).map((s) => (s === undefined || s === null ? '' : String(s)))
  }
  return setting.map((row) => {
    if (typeof row === 'function') return String(row(d) ?? '')
    const fields = Array.isArray(row) ? row : [row]
    return fields.map((f) => fieldText(d, f)).filter(Boolean).join(' ')
  })
}
