// Kinship in a locale's words: one relation, or every relative of one person.
import type { Data } from '../../data/types'
import type { KinshipRelation, Locale } from '../types'
import { kinshipRelations, type KinshipOptions } from './relations'

/** The locale's word for one relation. @since next */
export function kinshipWord(locale: Pick<Locale, 'kinship'>, relation: KinshipRelation): string {
  return locale.kinship.word(relation)
}

/**
 * Every relative of `egoId` named in the locale's words, by id (no prototype, so any id is a plain key): blood
 * relatives, spouses, and unless turned off in-laws and step relations (see `kinshipRelations`).
 * @since next
 */
export function kinshipWords(
  locale: Pick<Locale, 'kinship'>,
  egoId: string,
  data: Data,
  options: KinshipOptions = {},
): Record<string, string> {
  const words: Record<string, string> = Object.create(null)
  for (const [id, relation] of kinshipRelations(egoId, data, options)) words[id] = locale.kinship.word(relation)
  return words
}
