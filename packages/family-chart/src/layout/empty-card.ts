/** Placeholder cards for an unknown parent or co-parent (single-parent empty card). */
import type { Datum, Gender } from '../data/types'
import { isPlaceholder, markPlaceholder } from '../data/markers'

export const EMPTY_CARD_PREFIX = '__empty__'

/** Whether a card is one the layout made for a missing parent (a person of the data never is, whatever their id). */
export function isEmptyCard(d: Datum): boolean {
  // The id first: it rules out nearly every card at the cost of a string compare.
  return typeof d.id === 'string' && d.id.startsWith(EMPTY_CARD_PREFIX) && isPlaceholder(d)
}

/** The empty card standing for the missing parent of `childId`, or the unknown co-parent of `personId`'s children. */
export function createEmptyCard(
  forId: string,
  role: 'father' | 'mother' | 'spouse',
  gender: Gender,
  label: string,
): Datum {
  const card: Datum = { id: `${EMPTY_CARD_PREFIX}${role}__${forId}`, data: { gender, label }, rels: {} }
  markPlaceholder(card, { rel_type: role, label, rel_id: forId })
  return card
}

export function oppositeGender(g: unknown): Gender {
  return g === 'F' ? 'M' : 'F'
}
