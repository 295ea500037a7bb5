/** The chart's layout settings: the Chart methods that set how the tree is laid out at the next updateTree. */
import type { Store } from '../store/types'
import type { TreeDatum } from '../layout/types'
import { INCREMENTAL_LAYOUT_MIN_PEOPLE } from '../schedule/sliced-job'
import { setCardSpacing, setOrientation } from './layout-settings'

/** A text on the link between two spouses, or none. */
export type LinkSpouseText = ((sp1: TreeDatum, sp2: TreeDatum) => string) | null

/** What of a chart its layout settings write to (a Chart; named here so the files do not import each other). */
interface LayoutTarget {
  store: Store
  linkSpouseText: LinkSpouseText
}

/**
 * The layout settings of a {@link Chart}: spacing, orientation, depths, sorting and the hierarchy's hooks.
 * @since next
 */
export interface ChartLayoutMethods {
  /**
   * Writes a text on each link between spouses, from the two spouses' tree nodes; `null` removes it. The text is
   * inserted as text, never as HTML.
   * @example
   * ```js
   * f3Chart.setLinkSpouseText((sp1, sp2) => sp1.data.data[`marriage_date__ref__${sp2.data.id}`] || '')
   * ```
   * @group Layout
   * @since 0.8.0
   */
  setLinkSpouseText(linkSpouseText: LinkSpouseText): this
  /**
   * Vertical distance between cards, in pixels: between generations in the vertical layout, between neighbours of a
   * generation in the horizontal one (the level separation). Default 150.
   * @param card_y_spacing - Distance in pixels.
   * @group Layout
   * @since 0.8.0
   */
  setCardYSpacing(card_y_spacing: number): this
  /**
   * Horizontal distance between cards, in pixels: between neighbours of a generation in the vertical layout, between
   * generations in the horizontal one (the node separation). Default 250.
   * @param card_x_spacing - Distance in pixels.
   * @group Layout
   * @since 0.8.0
   */
  setCardXSpacing(card_x_spacing: number): this
  /**
   * Ancestors above and descendants below the main person (the default).
   * @group Layout
   * @since 0.8.0
   */
  setOrientationVertical(): this
  /**
   * Ancestors to the left and descendants to the right of the main person. The spacings keep their axes: generations
   * are the X spacing apart (250 by default), neighbours of a generation the Y spacing (150).
   * @group Layout
   * @since 0.8.0
   */
  setOrientationHorizontal(): this
  /**
   * Draws the main person's brothers and sisters beside them. Default `false`.
   * @group Layout
   * @since 0.8.0
   */
  setShowSiblingsOfMain(show_siblings_of_main: boolean): this
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
  setModifyTreeHierarchy(fn: Store['state']['modifyTreeHierarchy']): this
  /**
   * Marks some people as private: `condition(datum)` returning true draws their card grey and anonymous, in its place.
   * @example
   * ```js
   * f3Chart.setPrivateCardsConfig({ condition: (d) => d.data.living === '1' })
   * ```
   * @group Layout
   * @since 0.8.0
   */
  setPrivateCardsConfig(private_cards_config: Store['state']['private_cards_config']): this
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
  setSingleParentEmptyCard(single_parent_empty_card: boolean, options?: { label?: string }): this
  /**
   * Sets from how many people on {@link Chart.updateTree | updateTree} lays the tree out a slice at a time between
   * frames instead of in one go (default 5000): the page keeps answering and the tree drawn so far stays until the new
   * one is ready, then it is drawn and `afterUpdate` runs. `updateTree` returns before that; reading the tree
   * (`store.getTree()`) meanwhile finishes the layout at once. `min_people: Infinity` always lays out at once. See the
   * Large trees guide.
   * @example
   * ```js
   * f3Chart.setIncrementalLayout({ min_people: 20000 })
   * ```
   * @group Large trees
   * @since next
   */
  setIncrementalLayout(options?: { min_people?: number }): this
  /**
   * Orders each couple's children with a comparison function of two people (negative: `a` first).
   * @example
   * ```js
   * f3Chart.setSortChildrenFunction((a, b) => Number(a.data.birthday) - Number(b.data.birthday))
   * ```
   * @group Layout
   * @since 0.8.0
   */
  setSortChildrenFunction(fn: Store['state']['sortChildrenFunction']): this
  /**
   * Orders a person's spouses: the function receives the person and all data and sorts `datum.rels.spouses` in place.
   * @group Layout
   * @since 0.8.0
   */
  setSortSpousesFunction(fn: Store['state']['sortSpousesFunction']): this
  /**
   * How many generations of ancestors to draw; `undefined` draws them all.
   * @group Layout
   * @since 0.8.0
   */
  setAncestryDepth(ancestry_depth: number | undefined): this
  /**
   * How many generations of descendants to draw; `undefined` draws them all.
   * @group Layout
   * @since 0.8.0
   */
  setProgenyDepth(progeny_depth: number | undefined): this
  /**
   * When a branch appears more than once (pedigree collapse), keeps one copy open and puts a toggle on each copy.
   * Default `false`.
   * @group Layout
   * @since 0.8.0
   */
  setDuplicateBranchToggle(duplicate_branch_toggle: boolean): this
}

/** The methods of ChartLayoutMethods, as Chart's prototype takes them (chart.ts). */
export const chartLayoutMethods = {
  setLinkSpouseText(this: LayoutTarget, linkSpouseText: LinkSpouseText) {
    this.linkSpouseText = linkSpouseText
    return this
  },
  setCardYSpacing(this: LayoutTarget, card_y_spacing: number) {
    setCardSpacing(this.store.state, 'y', card_y_spacing)
    return this
  },
  setCardXSpacing(this: LayoutTarget, card_x_spacing: number) {
    setCardSpacing(this.store.state, 'x', card_x_spacing)
    return this
  },
  setOrientationVertical(this: LayoutTarget) {
    setOrientation(this.store.state, false)
    return this
  },
  setOrientationHorizontal(this: LayoutTarget) {
    setOrientation(this.store.state, true)
    return this
  },
  setShowSiblingsOfMain(this: LayoutTarget, show_siblings_of_main: boolean) {
    this.store.state.show_siblings_of_main = show_siblings_of_main
    return this
  },
  setModifyTreeHierarchy(this: LayoutTarget, fn: Store['state']['modifyTreeHierarchy']) {
    this.store.state.modifyTreeHierarchy = fn
    return this
  },
  setPrivateCardsConfig(this: LayoutTarget, private_cards_config: Store['state']['private_cards_config']) {
    this.store.state.private_cards_config = private_cards_config
    return this
  },
  setSingleParentEmptyCard(
    this: LayoutTarget,
    single_parent_empty_card: boolean,
    { label = 'Unknown' }: { label?: string } = {},
  ) {
    this.store.state.single_parent_empty_card = single_parent_empty_card
    this.store.state.single_parent_empty_card_label = label
    return this
  },
  setIncrementalLayout(
    this: LayoutTarget,
    { min_people = INCREMENTAL_LAYOUT_MIN_PEOPLE }: { min_people?: number } = {},
  ) {
    this.store.state.incremental_layout_min_people = min_people
    return this
  },
  setSortChildrenFunction(this: LayoutTarget, fn: Store['state']['sortChildrenFunction']) {
    this.store.state.sortChildrenFunction = fn
    return this
  },
  setSortSpousesFunction(this: LayoutTarget, fn: Store['state']['sortSpousesFunction']) {
    this.store.state.sortSpousesFunction = fn
    return this
  },
  setAncestryDepth(this: LayoutTarget, ancestry_depth: number | undefined) {
    this.store.state.ancestry_depth = ancestry_depth
    return this
  },
  setProgenyDepth(this: LayoutTarget, progeny_depth: number | undefined) {
    this.store.state.progeny_depth = progeny_depth
    return this
  },
  setDuplicateBranchToggle(this: LayoutTarget, duplicate_branch_toggle: boolean) {
    this.store.state.duplicate_branch_toggle = duplicate_branch_toggle
    return this
  },
} satisfies {
  [K in keyof ChartLayoutMethods]: (this: LayoutTarget, ...args: Parameters<ChartLayoutMethods[K]>) => unknown
}
