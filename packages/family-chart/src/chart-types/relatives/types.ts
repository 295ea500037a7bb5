/** The relatives chart's layout: its options and its result, the library's Tree with a few fields more. */
import type { CalculateTreeOptions, Tree, TreeDatum, TreeLink } from '../../layout/types'

/**
 * Settings of {@link relativesLayout}: the main person, how many steps of relations to draw, spacing, orientation,
 * sorting, privacy and folds, read as calculateTree reads the same names. A chart keeps a folded card in place by
 * moving the tree afterwards (the collapse feature), so the layout always puts the main person at 0, 0.
 * @since next
 */
export interface RelativesLayoutOptions extends Pick<
  CalculateTreeOptions,
  | 'main_id'
  | 'node_separation'
  | 'level_separation'
  | 'is_horizontal'
  | 'sortChildrenFunction'
  | 'sortSpousesFunction'
  | 'sort_spouses_by_marriage_date'
  | 'private_cards_config'
  | 'privacy'
  | 'hidden_rels'
> {
  /** Steps of parent, child and spouse links from the main person to draw. Default: everyone connected. */
  depth?: number
  /** The cards' size in pixels: links that pass a generation keep clear of the cards beside them. */
  card_dim?: { w: number; h: number }
}

/**
 * One card of the relatives chart: every person once. `depth` is the generation relative to the main person
 * (negative above, positive below).
 * @since next
 */
export interface RelativesDatum extends TreeDatum {
  /**
   * How the card was placed where the data forced a compromise (a marriage across generations, a cycle of parents),
   * in words for the card's accessible description; '' when it sits where the data says.
   */
  layout_note: string
}

/**
 * A link of the relatives chart. A link that passes a generation between its ends has `via`: the points, one per
 * generation passed, of the free channel the layout kept for it between the cards of those rows.
 * @since next
 */
export interface RelativesLink extends TreeLink {
  via: [number, number][] | undefined
}

/**
 * What {@link relativesLayout} returns: the library's Tree, one card per person connected to the main person.
 * @since next
 */
export interface RelativesTree extends Tree {
  data: RelativesDatum[]
  links: RelativesLink[]
  /** Link crossings between neighbouring generations in the result (0 for a plain family). */
  crossings: number
}
