/** What one exported card says and shows: its rows, image, colour and marks, read from the card configuration. */
import { privateText } from '../../data/privacy/living-privacy'
import type { TreeDatum } from '../../layout/types'
import { cardDisplayLines, type CardDisplay } from '../../cards/card-display'
import { isEmptyCard } from '../../layout/empty-card'
import type { DrawnSource } from './types'
import { safeImageUrl } from '../../data/image-url'
import { displayText } from '../../data/display-text'
import { isPlaceholder, placeholderRelation } from '../../data/markers'

export interface CardContent {
  kind: 'person' | 'private' | 'empty'
  gender: 'male' | 'female' | 'genderless'
  main: boolean
  lines: string[]
  /** Image address from the data (only addresses safeImageUrl lets through); null for none. */
  image: string | null
  /** How many times the person appears in the tree, when more than once. */
  duplicate: number
  /** People hidden by a folded branch of this card, by side (the badge "+12"). */
  folds?: { ancestry?: number; progeny?: number }
}

function imageOf(value: unknown): string | null {
  return safeImageUrl(value) || null
}

/**
 * Placeholders of add-relative mode ("Add son") are part of the editing, not of the family: they are left out.
 * The empty card of an unknown parent (single-parent empty card) is kept.
 */
export function isEditPlaceholder(source: DrawnSource, d: TreeDatum): boolean {
  return isPlaceholder(d.data) && !isEmptyCard(d.data)
}

export function cardContent(source: DrawnSource, d: TreeDatum, display: CardDisplay): CardContent {
  const content = contentOf(source, d, display)
  const folds = source.folds?.get(d.key)
  if (folds) content.folds = folds
  return content
}

function contentOf(source: DrawnSource, d: TreeDatum, display: CardDisplay): CardContent {
  const datum = d.data
  const g = datum.data?.gender
  const gender = g === 'F' ? 'female' : g === 'M' ? 'male' : 'genderless'
  const main = !!d.main
  const duplicate = d.duplicate && d.duplicate > 1 ? d.duplicate : 0
  if (d.is_private)
    return { kind: 'private', gender, main, duplicate, lines: [privateText(datum, source.privacy)], image: null }
  if (isPlaceholder(datum) || isEmptyCard(datum)) {
    const label = placeholderRelation(datum)?.label ?? datum.data?.label ?? source.card.emptyLabel ?? 'Unknown'
    return { kind: 'empty', gender, main, duplicate, lines: [displayText(label)], image: null }
  }
  const { card } = source
  const image = card.kind === 'svg' || card.style !== 'rect' ? imageOf(datum.data?.[card.imageField]) : null
  return { kind: 'person', gender, main, duplicate, lines: cardDisplayLines(display, datum), image }
}
