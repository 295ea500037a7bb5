/** Turns a card-display setting (rows of field names, or functions) into the text lines of one card. */
import type { Datum } from '../data/types'
import { displayText, shortenText } from '../data/display-text'

export type CardDisplayRow = string | string[] | ((d: Datum) => string)
export type CardDisplay = CardDisplayRow[] | ((d: Datum) => string | string[])

export const DEFAULT_CARD_DISPLAY: CardDisplay = [['first name', 'last name'], ['birthday']]

/** A field as text: any value (objects, arrays, symbols) is written safely, see displayText. */
function fieldText(d: Datum, field: string): string {
  return displayText(d.data?.[field])
}

/** Text lines of a card; blank lines are kept so rows stay aligned across cards. */
export function cardDisplayLines(display: CardDisplay | undefined, d: Datum): string[] {
  return rawLines(display, d).map((line) => shortenText(line))
}

/**
 * The lines before they are shortened. A card shows a few dozen characters of a row; a longer one is cut to
 * LABEL_MAX_LENGTH, as laying out a row of millions of characters takes the browser seconds (or the tab).
 */
function rawLines(display: CardDisplay | undefined, d: Datum): string[] {
  const setting = display ?? DEFAULT_CARD_DISPLAY
  if (typeof setting === 'function') {
    const out = setting(d)
    return (Array.isArray(out) ? out : [out]).map(displayText)
  }
  return setting.map((row) => {
    if (typeof row === 'function') return displayText(row(d))
    const fields = Array.isArray(row) ? row : [row]
    return fields
      .map((f) => fieldText(d, f))
      .filter(Boolean)
      .join(' ')
  })
}
