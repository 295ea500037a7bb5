/**
 * The layout settings of a chart: spacing, orientation, depth, sorting, placeholders and the other options the
 * layout reads from the store. Each setter returns the chart, and takes effect at the next update.
 */
import type { Datum } from './data/types'
import type { Store } from './store/types'
import { INCREMENTAL_LAYOUT_MIN_PEOPLE } from './store/create-store'
import { getMaxDepth } from './layout/max-depth'
import { choiceFor, parentFamiliesOf, type ParentFamily } from './layout/parent-families'

/**
 * The settings half of {@link Chart}, kept in a class of its own.
 * @internal
 */
export abstract class ChartLayoutSettings {
  abstract store: Store

  /**
   * Vertical distance between cards, in pixels: between generations in the vertical layout, between neighbours of a
   * generation in the horizontal one (the level separation). Default 150.
   * @param card_y_spacing - Distance in pixels.
   * @group Layout
   * @since 0.8.0
   */
  setCardYSpacing(card_y_spacing: number): this {
    if (typeof card_y_spacing !== 'number') { console.error('card_y_spacing must be a number'); return this }
    this.store.state.level_separation = card_y_spacing
    return this
  }
  /**
   * Horizontal distance between cards, in pixels: between neighbours of a generation in the vertical layout, between
   * generations in the horizontal one (the node separation). Default 250.
   * @param card_x_spacing - Distance in pixels.
   * @group Layout
   * @since 0.8.0
   */
  setCardXSpacing(card_x_spacing: number): this {
    if (typeof card_x_spacing !== 'number') { console.error('card_x_spacing must be a number'); return this }
    this.store.state.node_separation = card_x_spacing
    return this
  }
  /**
   * Ancestors above and descendants below the main person (the default).
   * @group Layout
   * @since 0.8.0
   */
  setOrientationVertical(): this {
    this.store.state.is_horizontal = false
    return this
  }
  /**
   * Ancestors to the left and descendants to the right of the main person. The spacings keep their axes: generations
   * are the X spacing apart (250 by default), neighbours of a generation the Y spacing (150).
   * @group Layout
   * @since 0.8.0
   */
  setOrientationHorizontal(): this {
    this.store.state.is_horizontal = true
    return this
  }
  /**
   * Draws the main person's brothers and sisters beside them. Default `false`.
   * @group Layout
   * @since 0.8.0
   */
  setShowSiblingsOfMain(show_siblings_of_main: boolean): this { this.store.state.show_siblings_of_main = show_siblings_of_main; return this }
  /**
   * Registers a function that may change the hierarchy of one side of the tree (add or remove nodes) before positions
   * are computed. It receives the d3 hierarchy root and whether it is the ancestry side.
   * @example
   * ```js
   * // leave out everyone marked as hidden, with their branch
   * f3Chart.setModifyTreeHierarchy((tree, is_ancestry) => {
   *   tree.each((node) => {
   *     if (node.children) node.children = node.children.filter((child) => !child.data.data.hidden)
   *   })
   * })
   * ```
   * @group Layout
   * @since 0.8.0
   */
  setModifyTreeHierarchy(fn: Store['state']['modifyTreeHierarchy']): this { this.store.state.modifyTreeHierarchy = fn; return this }
  /**
   * Marks some people as private: `condition(datum)` returning true draws their card grey and anonymous, in its place.
   * @example
   * ```js
   * f3Chart.setPrivateCardsConfig({ condition: (d) => d.data.living === '1' })
   * ```
   * @group Layout
   * @since 0.8.0
   */
  setPrivateCardsConfig(private_cards_config: Store['state']['private_cards_config']): this { this.store.state.private_cards_config = private_cards_config; return this }
  /**
   * When a person has one known parent, draws an empty card for the other one. On by default; the card says `ADD`
   * until this is called (as in 0.8 / 0.9), and `Unknown` when it is called without a label.
   * @param single_parent_empty_card - `true` to draw the empty card.
   * @example
   * ```js
   * f3Chart.setSingleParentEmptyCard(true, { label: 'ADD' })
   * ```
   * @group Layout
   * @since 0.8.0
   */
  setSingleParentEmptyCard(single_parent_empty_card: boolean, { label = 'Unknown' }: { label?: string } = {}): this {
    this.store.state.single_parent_empty_card = single_parent_empty_card
    this.store.state.single_parent_empty_card_label = label
    return this
  }
  /**
   * Our addition to the 0.8.0 API. Sets from how many people on {@link Chart.updateTree | updateTree} lays the tree
   * out a slice at a time between frames instead of in one go (default 5000): the page keeps answering and the tree
   * drawn so far stays until the new one is ready, then it is drawn and `afterUpdate` runs. `updateTree` returns
   * before that; reading the tree (`store.getTree()`) meanwhile finishes the layout at once. `min_people: Infinity`
   * always lays out at once. See the Large trees guide.
   * @example
   * ```js
   * f3Chart.setIncrementalLayout({ min_people: 20000 })
   * ```
   * @group Large trees
   * @since next
   */
  setIncrementalLayout({ min_people = INCREMENTAL_LAYOUT_MIN_PEOPLE }: { min_people?: number } = {}): this {
    this.store.state.incremental_layout_min_people = min_people
    return this
  }
  /**
   * Orders each couple's children with a comparison function of two people (negative: `a` first).
   * @example
   * ```js
   * f3Chart.setSortChildrenFunction((a, b) => Number(a.data.birthday) - Number(b.data.birthday))
   * ```
   * @group Layout
   * @since 0.8.0
   */
  setSortChildrenFunction(fn: Store['state']['sortChildrenFunction']): this { this.store.state.sortChildrenFunction = fn; return this }
  /**
   * Orders a person's spouses: the function receives the person and all data and sorts `datum.rels.spouses` in place.
   * @group Layout
   * @since 0.8.0
   */
  setSortSpousesFunction(fn: Store['state']['sortSpousesFunction']): this { this.store.state.sortSpousesFunction = fn; return this }
  /**
   * How many generations of ancestors to draw; `undefined` draws them all.
   * @group Layout
   * @since 0.8.0
   */
  setAncestryDepth(ancestry_depth: number | undefined): this { this.store.state.ancestry_depth = ancestry_depth; return this }
  /**
   * How many generations of descendants to draw; `undefined` draws them all.
   * @group Layout
   * @since 0.8.0
   */
  setProgenyDepth(progeny_depth: number | undefined): this { this.store.state.progeny_depth = progeny_depth; return this }
  /**
   * How many generations of ancestors and descendants a person has in the data.
   * @param d_id - Id of the person.
   * @group Layout
   * @since 0.8.0
   */
  getMaxDepth(d_id: Datum['id']): { ancestry: number; progeny: number } { return getMaxDepth(d_id, this.store.getData()) }
  /**
   * When a branch appears more than once (pedigree collapse), keeps one copy open and puts a toggle on each copy.
   * Default `false`.
   * @group Layout
   * @since 0.8.0
   */
  setDuplicateBranchToggle(duplicate_branch_toggle: boolean): this { this.store.state.duplicate_branch_toggle = duplicate_branch_toggle; return this }
  /**
   * Chooses the parent family a child is drawn in, when the child has several (birth, adoptive, step, foster...):
   * `parentIds` are the parents of that family (as {@link getParentFamilies} lists them); `null` goes back to the
   * default (father and mother). The other families of the main person and of their ancestors are drawn beside the
   * tree with a labelled, dashed link. Takes effect at the next `updateTree`.
   * @example
   * ```js
   * const adoptive = f3Chart.getParentFamilies('anna').find((f) => f.type === 'adopted')
   * f3Chart.setParentFamily('anna', adoptive.parents).updateTree({ tree_position: 'inherit' })
   * ```
   * @group Layout
   * @since next
   */
  setParentFamily(childId: Datum['id'], parentIds: string[] | null): this {
    const choices = { ...(this.store.state.parent_families ?? {}) }
    if (parentIds && parentIds.length) choices[childId] = parentIds.slice()
    else delete choices[childId]
    this.store.state.parent_families = choices
    return this
  }
  /**
   * The parent families of a person: each with its parents' ids, the person's relationship to it (`type`: birth,
   * adopted, step, foster, sealing, unknown) and whether it is the one drawn in the tree (`drawn`). Works with data
   * of either shape (`rels.father` / `rels.mother` / `rels.other_parents` or `rels.parents`).
   * @group Layout
   * @since next
   */
  getParentFamilies(childId: Datum['id']): ParentFamily[] {
    const child = this.store.getDatum(childId)
    if (!child) return []
    return parentFamiliesOf(child, (id) => this.store.getDatum(id), choiceFor(this.store.state.parent_families, childId))
  }
}
