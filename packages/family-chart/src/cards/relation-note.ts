/**
 * What a card says, beyond the person's name, about a relationship the links draw: "adoptive parent of Anna" on a
 * card of a parent family, "divorced from Bert, 1990" on a spouse whose marriage ended. The links are hidden from
 * assistive technology (they draw what the cards tell), so these words are part of the card's accessible name.
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

/** The card's relationship words, '' when there are none. */
export function relationNote(d: TreeDatum): string {
  const notes: string[] = []
  const child = d.is_ancestry ? d.toward_main : undefined
  if (child) {
    const type = parentTypeOf(child.data, d.data.id)
    const beside = typeof d.link_to_main === 'string' && d.link_to_main.startsWith('pf:')
    if (type !== 'birth' || beside) notes.push(`${parentTypeWord(type)} parent of ${personName(child.data) || 'this child'}`)
  }
  const partner = d.spouse ?? d.coparent
  const ended = partner ? marriageEndText(d.data, partner.data) : ''
  if (ended && partner) notes.push(`${ended.split(' ')[0]} from ${personName(partner.data) || 'spouse'}${ended.includes(' ') ? `, ${ended.slice(ended.indexOf(' ') + 1)}` : ''}`)
  return notes.join('; ')
}
