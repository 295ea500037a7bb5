/**
 * What a card says, beyond the person's name, about a relationship the links draw: "adoptive parent of Anna" on a
 * card of a parent family, "divorced from Bert, 1990" on a spouse whose marriage ended. The links are hidden from
 * assistive technology (they draw what the cards tell), so these words are the card's accessible description: a
 * hidden element beside the card that `aria-describedby` names (hidden, it changes neither the card's look nor its
 * text, which page code and tests read).
 */
import type { TreeDatum } from '../layout/types'
import type { Datum } from '../data/types'
import { marriageEndDateKey, marriageEndKey, parentTypeOf } from '../data/parent-families'
import { parentTypeWord } from '../layout/parent-families'
import { personName } from '../data/person-name'

/** "divorced 1990", "separated", or '' when the data says the marriage of `a` with `b` did not end. */
export function marriageEndText(a: Datum | undefined, b: Datum | undefined): string {
  if (!a || !b) return ''
  const end = a.data?.[marriageEndKey(b.id)] ?? b.data?.[marriageEndKey(a.id)]
  if (typeof end !== 'string' || !end) return ''
  const date = a.data?.[marriageEndDateKey(b.id)] ?? b.data?.[marriageEndDateKey(a.id)]
  return typeof date === 'string' && date.trim() ? `${end} ${date.trim()}` : end
}

/**
 * The card's words for a marriage that ended, from marriageEndText's "divorced 1990": "divorced from Cara, 1990",
 * "separated from Cara", "marriage to Cara annulled, 1990", "marriage to Cara ended".
 */
function endedNote(ended: string, partnerName: string): string {
  const space = ended.indexOf(' ')
  const kind = space < 0 ? ended : ended.slice(0, space)
  const date = space < 0 ? '' : `, ${ended.slice(space + 1)}`
  if (kind === 'annulled' || kind === 'ended') return `marriage to ${partnerName} ${kind}${date}`
  return `${kind} from ${partnerName}${date}`
}

/** The card's relationship words, '' when there are none. */
export function relationNote(d: TreeDatum): string {
  const notes: string[] = []
  const child = d.is_ancestry ? d.toward_main : undefined
  if (child) {
    const type = parentTypeOf(child.data, d.data.id)
    const beside = typeof d.link_to_main === 'string' && d.link_to_main.startsWith('pf:')
    if (type !== 'birth' || beside)
      notes.push(`${parentTypeWord(type)} parent of ${(!child.is_private && personName(child.data)) || 'this child'}`)
  }
  const partner = d.spouse ?? d.coparent
  // How a private person's marriage ended is theirs to keep, as their dates are.
  const ended = partner && !partner.is_private ? marriageEndText(d.data, partner.data) : ''
  if (ended && partner) notes.push(endedNote(ended, personName(partner.data) || 'spouse'))
  return notes.join('; ')
}

let noteCount = 0

/** Gives `card` the description `note`: a hidden element appended to `frame`, named by the card's `aria-describedby`. */
export function describeCard(card: Element, frame: Element, note: string): void {
  if (!note) return
  const svg = frame.namespaceURI === 'http://www.w3.org/2000/svg'
  const holder = svg
    ? frame.ownerDocument.createElementNS('http://www.w3.org/2000/svg', 'text')
    : frame.ownerDocument.createElement('span')
  holder.id = `f3-card-relation-${++noteCount}`
  holder.setAttribute('class', 'f3-card-relation')
  if (svg) holder.setAttribute('display', 'none')
  else (holder as HTMLElement).hidden = true
  holder.textContent = note
  frame.append(holder)
  card.setAttribute('aria-describedby', holder.id)
}
