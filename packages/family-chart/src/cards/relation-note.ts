/**
 * What a card says, beyond the person's name, about itself: a private card's "Details are private", and with the
 * families feature "adoptive parent of Anna" or "divorced from Bert, 1990" (the links are hidden from assistive
 * technology, they draw what the cards tell). These words are the card's accessible description: a hidden element
 * beside the card that `aria-describedby` names (hidden, it changes neither the card's look nor its text, which page
 * code and tests read). Also the words of a marriage's end as the data gives them.
 */
import type { Datum } from '../data/types'
import { marriageEndDateKey, marriageEndKey } from '../data/parent-families'
import { uniqueId } from '../ui/unique-id'

/** "divorced 1990", "separated", or '' when the data says the marriage of `a` with `b` did not end. */
export function marriageEndText(a: Datum | undefined, b: Datum | undefined): string {
  if (!a || !b) return ''
  const end = a.data?.[marriageEndKey(b.id)] ?? b.data?.[marriageEndKey(a.id)]
  if (typeof end !== 'string' || !end) return ''
  const date = a.data?.[marriageEndDateKey(b.id)] ?? b.data?.[marriageEndDateKey(a.id)]
  return typeof date === 'string' && date.trim() ? `${end} ${date.trim()}` : end
}

/** Gives `card` the description `note`: a hidden element appended to `frame`, named by the card's `aria-describedby`. */
export function describeCard(card: Element, frame: Element, note: string): void {
  if (!note) return
  const svg = frame.namespaceURI === 'http://www.w3.org/2000/svg'
  const holder = svg
    ? frame.ownerDocument.createElementNS('http://www.w3.org/2000/svg', 'text')
    : frame.ownerDocument.createElement('span')
  holder.id = uniqueId('f3-card-relation')
  holder.setAttribute('class', 'f3-card-relation')
  if (svg) holder.setAttribute('display', 'none')
  else (holder as HTMLElement).hidden = true
  holder.textContent = note
  frame.append(holder)
  card.setAttribute('aria-describedby', holder.id)
}
