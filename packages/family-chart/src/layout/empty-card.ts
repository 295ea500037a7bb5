/** Placeholder cards for an unknown parent or co-parent (single-parent empty card). */
import type { Datum, Gender } from '../data/types'

export const EMPTY_CARD_PREFIX = '__empty__'

export function isEmptyCard(d: Datum): boolean {
  return d.id.startsWith(EMPTY_CARD_PREFIX)
}

/** The empty card standing for the missing parent of `childId`, or the unknown co-parent of `personId`'s children. */
export function createEmptyCard(forId: string, role: 'father' | 'mother' | 'spouse', gender: Gender, label: string): Datum {
  return {
    id: `${EMPTY_CARD_PREFIX}${role}__${forId}`,
    data: { gender, label },
    rels: {},
    to_add: true,
    _new_rel_data: { rel_type: role, label, rel_id: forId },
  }
}

export function oppositeGender(g: unknown): Gender {
  return g === 'F' ? 'M' : 'F'
}
