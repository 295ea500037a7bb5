/**
 * The relatives chart's words about where a card had to go (RelativesDatum.layout_note: "drawn a generation above
 * their spouse ..."), read out as part of the card's accessible description, beside the relationship words the
 * families feature may already have given it.
 */
import type { TreeDatum } from '../../layout/types'

let noteCount = 0

/** Adds the card's layout note to its description; nothing for a card the layout placed where the data says. */
export function describeLayoutNote(el: Element, d: TreeDatum): void {
  const note = (d as TreeDatum & { layout_note?: unknown }).layout_note
  const frame = el.firstElementChild
  const card = frame?.querySelector(':scope > .f3-card')
  if (typeof note !== 'string' || !note || !frame || !card || d.is_private) return
  const svg = frame.namespaceURI === 'http://www.w3.org/2000/svg'
  const holder = svg
    ? frame.ownerDocument.createElementNS('http://www.w3.org/2000/svg', 'text')
    : frame.ownerDocument.createElement('span')
  holder.id = `f3-card-layout-note-${++noteCount}`
  holder.setAttribute('class', 'f3-card-layout-note')
  if (svg) holder.setAttribute('display', 'none')
  else (holder as HTMLElement).hidden = true
  // Text, never markup: the note quotes people's names.
  holder.textContent = note
  frame.append(holder)
  const described = card.getAttribute('aria-describedby')
  card.setAttribute('aria-describedby', described ? `${described} ${holder.id}` : holder.id)
}
