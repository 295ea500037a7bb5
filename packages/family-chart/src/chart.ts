/** createChart and the Chart class: the fluent entry point that ties store, layout, view and cards together. */
import type { Data, Datum } from './data/types'
import type { TreeDatum } from './layout/types'
import type { Store, UpdateTreeProps } from './store/types'
import { createStore } from './store/create-store'
import { INCREMENTAL_LAYOUT_MIN_PEOPLE } from './schedule/sliced-job'
import { getMaxDepth } from './layout/max-depth'
import { initialLayoutState, setCardSpacing, setOrientation, setParentFamilyChoice } from './chart-layout-settings'
import { choiceFor, parentFamiliesOf, type ParentFamily } from './layout/parent-families'
import { chartExportSource } from './chart-export-source'
import { runExport } from './export/chart-export'
import type { ExportPdfOptions, ExportPngOptions, ExportSvgOptions, PrintOptions } from './export/types'
import { createChartDom, resolveContainer, type ChartDom } from './view/chart-dom'
import { releaseContainer, takeOverContainer } from './view/chart-owner'
import { createChartView, type ChartView } from './view/chart-view'
import { normalizeReducedMotion, type ReducedMotion } from './view/reduced-motion'
import { normalizeLevelOfDetail } from './view/overview/level-of-detail'
import { prepareOverview } from './view/overview/overview-cache'
import { fitsWhole } from './view/camera/zoom'
import { VIRTUALIZE_ABOVE } from './view/drawing/cull'
import type { CardRenderer, CardSize } from './view/drawing/render-cards'
import { CardHtml, cardHtml } from './cards/card-html'
import { CardSvg } from './cards/card-svg'
import { reportDataProblems } from './data/report-problems'
// For the {@link validateData} in updateData's documentation.
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- read by TypeDoc, not by the code
import type { validateData } from './data/validate'
import { detectDataShape } from './data/data-shape'
import { createPersonDropdown } from './features/person-dropdown'
import { EditTree } from './edit-tree/edit-tree'
import { calculateKinships, getKinshipsDataStash, type KinshipInfoConfig, type Kinships } from './features/kinships'
import { chartStore } from './compat/chart-store'
import { isFolded, type FoldSide } from './features/collapse/fold-state'
import { setFold } from './features/collapse/toggle-fold'
import { foldHooks, type CollapseEvent } from './features/collapse/fold-hooks'
import { enableFoldControls } from './chart-collapse'
import { setupChartCardActions } from './chart-card-actions'
import type { CardAction } from './features/card-actions/registry'
import type { ShownRelationship } from './features/relationship/relationship-control'
import { createChartDataSource, type ChartDataSource } from './features/data-source/chart-data-source'
import type { DataSource, DataSourceChanges, DataSourceOptions, DataSourceStats } from './features/data-source/types'
import { isPrivatePerson, normalizeLivingPrivacy, privateText, type LivingPrivacy } from './data/privacy/living-privacy'

type LinkSpouseText = ((sp1: TreeDatum, sp2: TreeDatum) => string) | null
type CardFactory = (cont: HTMLElement, store: Store) => CardHtml | CardSvg

export const CHART_TRANSITION_TIME = 2000

/**
 * One family chart: the data, the settings and the drawing in one container.
 *
 * Create it with {@link createChart}. Every setter returns the chart, so calls chain; settings take effect at the
 * next {@link Chart.updateTree | updateTree}.
 *
 * @example
 * ```js
 * const f3Chart = f3.createChart('#FamilyChart', data)
 *   .setCardXSpacing(250)
 *   .setCardYSpacing(150)
 * f3Chart.setCardHtml().setCardDisplay([['first name', 'last name'], ['birthday']])
 * f3Chart.updateTree({ initial: true })
 * ```
 * @groupDescription Compatibility
 * Kept so that code written for the published family-chart 0.8.0 and 0.9.0 runs unchanged; new code rarely needs them.
 * @since 0.8.0
 */
export class Chart {
  /** The container element the chart draws into. @since 0.8.0 */
  cont: HTMLElement
  /** The state container holding the data and the layout settings (see {@link createStore}). @since 0.8.0 */
  store: Store
  /** The SVG element holding the links (and SVG cards). @since 0.8.0 */
  svg: SVGElement
  dom: ChartDom
  card: CardHtml | CardSvg | null = null
  is_card_html = true
  /** Default animation time of updates, in milliseconds (2000 unless {@link Chart.setTransitionTime} changes it). @since 0.8.0 */
  transition_time = CHART_TRANSITION_TIME
  linkSpouseText: LinkSpouseText = null
  personSearch: ReturnType<typeof createPersonDropdown> | null = null
  beforeUpdate: ((props?: UpdateTreeProps) => void) | null = null
  afterUpdate: ((props?: UpdateTreeProps) => void) | null = null
  /** The edit tree made by {@link Chart.editTree}, or null. @since 0.8.0 */
  editTreeInstance: EditTree | null = null
  /** The drawing: cards, links, camera, keyboard and screen-reader support (view/chart-view.ts). */
  private view: ChartView
  /** The card actions menu and "How are we related?" (chart-card-actions.ts). */
  private cardActions: ReturnType<typeof setupChartCardActions>
  private destroyed = false
  private dataSource: ChartDataSource | null = null
  /**
   * Use {@link createChart}, which does the same.
   * @param cont - The container: an element or a CSS selector.
   * @param data - The people (see {@link Datum}); problems in it are reported to the console.
   */
  constructor(cont: HTMLElement | string, data: Data) {
    this.cont = resolveContainer(cont)
    takeOverContainer(this.cont, this)
    this.dom = createChartDom(this.cont)
    this.svg = this.dom.svg
    this.store = createStore(
      {
        ...initialLayoutState(data),
        // As in 0.8 / 0.9: 'ADD' until setSingleParentEmptyCard names it ('Unknown' when it is called without a label).
        single_parent_empty_card_label: 'ADD',
        transition_time: 1000,
      },
      {
        prepare: (tree) => prepareOverview(tree, this.cardSize(), VIRTUALIZE_ABOVE, (t) => fitsWhole(this.svg, t.dim)),
      },
    )
    // An empty start is how a chart with a data source begins (setDataSource, then updateMainId): nothing to report.
    if (!Array.isArray(data) || data.length) reportDataProblems(data, this.store)
    this.view = createChartView(this)
    this.cardActions = setupChartCardActions(this, this.view)
    this.setOnUpdate()
  }

  /** What draws a person into a card's element, making the default HTML card if the code chose none. @internal */
  cardDrawer(): CardRenderer {
    if (!this.card) this.setCardHtml()
    const card = this.card!
    const source = this.dataSource
    return (el, d) => {
      if (!source?.renderCard(el, d)) card.renderInto(el as any, d)
    }
  }

  /** The cards' size, for fitting and the overview. @internal */
  cardSize(): CardSize {
    const card = this.card
    const { w, h } = card instanceof CardHtml ? card.dims() : card ? card.card_dim : { w: 200, h: 70 }
    return { w, h }
  }

  /**
   * Computes the layout with the current data and settings and draws it, animating from the previous state.
   *
   * @param props - `initial: true` for the first draw (fits the tree at once); `tree_position` is where the view goes
   *   afterwards: `'fit'` the whole tree (default), `'main_to_middle'`, or `'inherit'` the current zoom and pan;
   *   `transition_time` overrides the animation time for this update only.
   * @example
   * ```js
   * f3Chart.updateTree({ initial: true })
   * f3Chart.updateTree({ tree_position: 'inherit', transition_time: 0 })
   * ```
   * @group Drawing
   * @since 0.8.0
   */
  updateTree(props: UpdateTreeProps = { initial: false }): this {
    this.store.updateTree(props)
    return this
  }
  /**
   * Replaces the data. It does not redraw: call {@link Chart.updateTree | updateTree} next. If the main person is gone,
   * the most recent earlier main person that still exists is used, else the first person. Problems in the data (see
   * {@link validateData}) are reported to the console.
   * @param data - The new list of people.
   * @example
   * ```js
   * f3Chart.updateData(newData).updateTree()
   * ```
   * @group Drawing
   * @since 0.8.0
   */
  updateData(data: Data): this {
    reportDataProblems(data, this.store)
    this.store.state.data_shape = detectDataShape(data)
    this.store.updateData(data)
    return this
  }
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
  setLinkSpouseText(linkSpouseText: LinkSpouseText): this {
    this.linkSpouseText = linkSpouseText
    return this
  }
  /**
   * Vertical distance between cards, in pixels: between generations in the vertical layout, between neighbours of a
   * generation in the horizontal one (the level separation). Default 150.
   * @param card_y_spacing - Distance in pixels.
   * @group Layout
   * @since 0.8.0
   */
  setCardYSpacing(card_y_spacing: number): this {
    setCardSpacing(this.store.state, 'y', card_y_spacing)
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
    setCardSpacing(this.store.state, 'x', card_x_spacing)
    return this
  }
  /**
   * Ancestors above and descendants below the main person (the default).
   * @group Layout
   * @since 0.8.0
   */
  setOrientationVertical(): this {
    setOrientation(this.store.state, false)
    return this
  }
  /**
   * Ancestors to the left and descendants to the right of the main person. The spacings keep their axes: generations
   * are the X spacing apart (250 by default), neighbours of a generation the Y spacing (150).
   * @group Layout
   * @since 0.8.0
   */
  setOrientationHorizontal(): this {
    setOrientation(this.store.state, true)
    return this
  }
  /**
   * Draws the main person's brothers and sisters beside them. Default `false`.
   * @group Layout
   * @since 0.8.0
   */
  setShowSiblingsOfMain(show_siblings_of_main: boolean): this {
    this.store.state.show_siblings_of_main = show_siblings_of_main
    return this
  }
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
  setModifyTreeHierarchy(fn: Store['state']['modifyTreeHierarchy']): this {
    this.store.state.modifyTreeHierarchy = fn
    return this
  }
  /**
   * Marks some people as private: `condition(datum)` returning true draws their card grey and anonymous, in its place.
   * @example
   * ```js
   * f3Chart.setPrivateCardsConfig({ condition: (d) => d.data.living === '1' })
   * ```
   * @group Layout
   * @since 0.8.0
   */
  setPrivateCardsConfig(private_cards_config: Store['state']['private_cards_config']): this {
    this.store.state.private_cards_config = private_cards_config
    return this
  }
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
  setSortChildrenFunction(fn: Store['state']['sortChildrenFunction']): this {
    this.store.state.sortChildrenFunction = fn
    return this
  }
  /**
   * Orders a person's spouses: the function receives the person and all data and sorts `datum.rels.spouses` in place.
   * @group Layout
   * @since 0.8.0
   */
  setSortSpousesFunction(fn: Store['state']['sortSpousesFunction']): this {
    this.store.state.sortSpousesFunction = fn
    return this
  }
  /**
   * How many generations of ancestors to draw; `undefined` draws them all.
   * @group Layout
   * @since 0.8.0
   */
  setAncestryDepth(ancestry_depth: number | undefined): this {
    this.store.state.ancestry_depth = ancestry_depth
    return this
  }
  /**
   * How many generations of descendants to draw; `undefined` draws them all.
   * @group Layout
   * @since 0.8.0
   */
  setProgenyDepth(progeny_depth: number | undefined): this {
    this.store.state.progeny_depth = progeny_depth
    return this
  }
  /**
   * How many generations of ancestors and descendants a person has in the data.
   * @param d_id - Id of the person.
   * @group Layout
   * @since 0.8.0
   */
  getMaxDepth(d_id: Datum['id']): { ancestry: number; progeny: number } {
    return getMaxDepth(d_id, this.store.getData())
  }
  /**
   * When a branch appears more than once (pedigree collapse), keeps one copy open and puts a toggle on each copy.
   * Default `false`.
   * @group Layout
   * @since 0.8.0
   */
  setDuplicateBranchToggle(duplicate_branch_toggle: boolean): this {
    this.store.state.duplicate_branch_toggle = duplicate_branch_toggle
    return this
  }
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
    setParentFamilyChoice(this.store.state, childId, parentIds)
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
    return child
      ? parentFamiliesOf(child, (id) => this.store.getDatum(id), choiceFor(this.store.state.parent_families, childId))
      : []
  }
  /**
   * Puts a fold control on each card that has ancestors or descendants drawn: pressing it (or the A / D keys on the
   * focused card) hides that person's ancestors or descendants behind a badge saying how many people are hidden
   * ("+12"), and pressing the badge shows them again. Off by default; {@link Chart.collapse} and
   * {@link Chart.expand} work either way. Takes effect at the next `updateTree`.
   * @example
   * ```js
   * f3Chart.setCollapsible(true).updateTree({ initial: true })
   * ```
   * @group Collapse
   * @since next
   */
  setCollapsible(collapsible = true): this {
    enableFoldControls(this, collapsible, this.cardActions)
    return this
  }
  /**
   * Folds a person's ancestors (`'ancestry'`) or descendants (`'progeny'`) into a badge on their card. Once the tree
   * is drawn it is drawn again at once, the person's card staying where it is on screen. Folds survive `updateTree`,
   * `updateData`, undo and redo, and a change of main person; people drawn by another path stay drawn.
   * @example
   * ```js
   * f3Chart.collapse('anna', 'ancestry')
   * ```
   * @group Collapse
   * @since next
   */
  collapse(id: Datum['id'], side: FoldSide): this {
    setFold(this.store, id, side, true)
    return this
  }
  /**
   * Shows again what {@link Chart.collapse} folded, the person's card staying where it is on screen.
   * @group Collapse
   * @since next
   */
  expand(id: Datum['id'], side: FoldSide): this {
    setFold(this.store, id, side, false)
    return this
  }
  /**
   * Whether a person's ancestors (`'ancestry'`) or descendants (`'progeny'`) are folded.
   * @group Collapse
   * @since next
   */
  isCollapsed(id: Datum['id'], side: FoldSide): boolean {
    return isFolded(this.store.state.hidden_rels, id, side)
  }
  /**
   * Runs a function each time a branch is folded or shown again, by a card's control, its key or the API:
   * `{ id, side, collapsed, hiddenCount }`. `null` removes it.
   * @example
   * ```js
   * f3Chart.setOnCollapse(({ id, side, collapsed, hiddenCount }) => console.log(id, side, collapsed, hiddenCount))
   * ```
   * @group Events
   * @since next
   */
  setOnCollapse(fn: ((e: CollapseEvent) => void) | null): this {
    Object.assign(foldHooks(this.store), { onCollapse: fn, owner: this })
    return this
  }
  /**
   * Hides living people: with `living: true`, everyone with no death recorded (no `death`, `deathday`, `death date`
   * or `deceased` field filled) and born less than `years` years ago (default 100), or at an unknown date, is drawn
   * as a private card: grey, with `label` (default 'Living') or their initials (`show: 'initials'`) instead of their
   * name, no other field, no image, the class `f3-card-private` and the description "Living person: details are
   * private". The same holds in the person search, the screen-reader announcements, the link words and the exports
   * (SVG, PNG, PDF, print). The data is unchanged: `getData()` and the store keep everything, and a private card does
   * not open the person form (`editTree.open(datum)` still does, for a page that allows it). Off by default;
   * `setPrivacy(null)` or `{ living: false }` turns it off. Takes effect at the next `updateTree`.
   * @param privacy - `living`, `years`, `show` ('private' or 'initials'), `label`, and `now`, `birthField`,
   *   `deathFields` to change how "living" is read (see {@link isLiving}).
   * @example
   * ```js
   * f3Chart.setPrivacy({ living: true, years: 100, show: 'initials' }).updateTree()
   * ```
   * @group Privacy
   * @since next
   */
  setPrivacy(privacy: LivingPrivacy | null): this {
    this.store.state.privacy = normalizeLivingPrivacy(privacy)
    return this
  }
  /**
   * Draws each person's spouses in the order they married, read from `marriage_date__ref__<spouseId>` on either
   * spouse ("1950-06-12", "12 JUN 1950", "ABT 1950"); spouses without a readable date follow, in their data order.
   * Off by default (spouses in their data order, as in 0.8 and 0.9); a sort function set with
   * {@link Chart.setSortSpousesFunction} runs first. Takes effect at the next `updateTree`.
   * @example
   * ```js
   * f3Chart.setSortSpousesByMarriageDate(true).updateTree()
   * ```
   * @group Layout
   * @since next
   */
  setSortSpousesByMarriageDate(on: boolean): this {
    this.store.state.sort_spouses_by_marriage_date = !!on
    return this
  }
  /**
   * Chooses the kind of card by factory, as older code does: `f3.cardHtml` / `f3.cardSvg` (or the deprecated
   * `f3.CardHtml`, `f3.CardSvg`). {@link Chart.setCardHtml} and {@link Chart.setCardSvg} do the same.
   * @returns The card, for its own settings (not the chart).
   * @example
   * ```js
   * const f3Card = f3Chart.setCard(f3.CardHtml)
   * ```
   * @group Cards
   * @since 0.8.0
   */
  setCard(card: CardFactory): CardHtml | CardSvg {
    this.card = card(this.cont, this.store)
    this.is_card_html = this.card instanceof CardHtml
    return this.card
  }
  /**
   * Draws HTML cards (the default) and returns them for their settings.
   * @returns The {@link CardHtmlClass | CardHtml} builder, not the chart.
   * @example
   * ```js
   * f3Chart.setCardHtml().setCardDisplay([['first name', 'last name'], ['birthday']])
   * ```
   * @group Cards
   * @since 0.8.0
   */
  setCardHtml(): CardHtml {
    return this.setCard(cardHtml) as CardHtml
  }
  /**
   * Draws SVG cards and returns them for their settings.
   * @returns The {@link CardSvgClass | CardSvg} builder, not the chart.
   * @group Cards
   * @since 0.8.0
   */
  setCardSvg(): CardSvg {
    return this.setCard((c, s) => new CardSvg(c, s)) as CardSvg
  }
  /**
   * Duration of update animations in milliseconds (default 2000); `0` turns animation off. A user who prefers reduced
   * motion (`prefers-reduced-motion: reduce`) still gets instant updates, unless the chart opts out with
   * {@link Chart.setReducedMotion | setReducedMotion('ignore')}.
   * @group Drawing
   * @since 0.8.0
   */
  setTransitionTime(transition_time: number): this {
    this.transition_time = transition_time
    return this
  }
  /**
   * How the chart treats the user's system setting `prefers-reduced-motion: reduce`. `'respect'` (the default): while
   * the setting is on, every update and camera move (fit, centring on a card, keyboard and zoom-button moves) is
   * instant, whatever {@link Chart.setTransitionTime | setTransitionTime} or `transition_time` asked for. `'ignore'`:
   * the chart animates for everyone; choose it only where the motion itself carries meaning, and keep it short.
   * @param policy - `'respect'` or `'ignore'`; any other value means `'respect'`.
   * @example
   * ```js
   * f3Chart.setTransitionTime(1000).setReducedMotion('ignore')
   * ```
   * @group Drawing
   * @since next
   */
  setReducedMotion(policy: ReducedMotion): this {
    this.view.setReducedMotion(normalizeReducedMotion(policy))
    return this
  }
  /**
   * Names the chart for assistive technology. The chart is a region named "Family
   * tree" (or the container's own `aria-label`), described by its keyboard instructions; name it after what it shows
   * when a page has several charts.
   * @param label - The name, such as 'Family tree of Ada Lovelace'; empty restores the default.
   * @example
   * ```js
   * f3Chart.setAriaLabel('Family tree of the Windsors')
   * ```
   * @group Accessibility
   * @since next
   */
  setAriaLabel(label: string): this {
    this.view.a11y.setLabel(label)
    return this
  }
  /**
   * Says a sentence through the chart's polite live region, which screen readers read
   * out when they are idle. The chart announces a new main person ("Ann Reed is now the main person") and the edit
   * tree its edits ("Added Max as spouse of Lia Reed") itself; use this for changes your own code makes.
   * @param text - Plain text.
   * @example
   * ```js
   * f3Chart.announce('Showing the descendants of Ann Reed')
   * ```
   * @group Accessibility
   * @since next
   */
  announce(text: string): void {
    this.view.a11y.announce(text)
  }
  /**
   * Sets when a big tree (more than 200 cards) is drawn as an overview: once the zoom
   * makes a card narrower than `min_card_px` CSS pixels on screen (default 40, a 200 px card at zoom 0.2), cards and
   * links become plain shapes coloured like the cards; zooming back in brings the cards back. `min_card_px: 0` turns
   * the overview off. Takes effect on the next frame. See the Large trees guide.
   * @example
   * ```js
   * f3Chart.setLevelOfDetail({ min_card_px: 80 }) // switch to the overview earlier
   * ```
   * @group Large trees
   * @since next
   */
  setLevelOfDetail(level_of_detail: { min_card_px?: number } = {}): this {
    this.view.setLevelOfDetail(normalizeLevelOfDetail(level_of_detail))
    return this
  }
  /**
   * How everyone is related to one person: `{ [id]: 'father' | 'grandmother' | '1st cousin' | ... }`, and 'self'.
   * @param d_id - Id of the reference person.
   * @param config - `show_in_law: true` also names in-law relations.
   * @example
   * ```js
   * const kinships = f3Chart.calculateKinships(myId, { show_in_law: true })
   * ```
   * @group Kinship
   * @since 0.8.0
   */
  calculateKinships(d_id: Datum['id'], config: KinshipInfoConfig = {}): Kinships {
    return calculateKinships(d_id, this.store.getData(), config)
  }
  /**
   * The people connecting two relatives through their common ancestors, for example to draw a second, small chart
   * explaining a kinship.
   * @group Kinship
   * @since 0.8.0
   */
  getKinshipsDataStash(main_id: Datum['id'], rel_id: Datum['id']): Data {
    return getKinshipsDataStash(main_id, rel_id, this.store.getData())
  }
  /**
   * Shows how two people are related: the path from A to B (through their closest common ancestor, or the marriages
   * on the way) is highlighted on the chart (cards and links get the class `f3-relationship-path`), each end's card
   * gets a label with the relationship in words, a line over the chart says it ("Bob is Ann's 2nd cousin.") and so
   * does the live region. When the tree as drawn does not hold the whole path, the chart draws it first: it makes
   * the path's common ancestor (or else another person of the path) the main person and, if needed, draws every
   * generation. It returns at once; the drawing follows. When they are not related, it says so and returns `null`.
   * @param idA - The person the relationship is seen from.
   * @param idB - The other person.
   * @returns `{ path, label }`: the ids from A to B, and what B is to A ('2nd cousin once removed',
   * 'sister-in-law', "husband's nephew"); `null` when they are not related or an id is unknown.
   * @example
   * ```js
   * const shown = f3Chart.showRelationship('ann', 'bob')
   * if (shown) console.log(shown.label, shown.path)
   * ```
   * @group Kinship
   * @since next
   */
  showRelationship(idA: Datum['id'], idB: Datum['id']): ShownRelationship | null {
    return this.cardActions.relationship.show(idA, idB)
  }
  /**
   * Removes what {@link Chart.showRelationship} shows (highlight, labels, line) and cancels choosing a second person.
   * The main person and depths it chose stay.
   * @group Kinship
   * @since next
   */
  clearRelationship(): this {
    this.cardActions.relationship.clear()
    return this
  }
  /**
   * Waits for a second person, as the card action "How are we related?" does: the next card clicked (or Enter on a
   * focused card, or a person chosen in the search box) is B, and the chart shows how B is related to A. Escape
   * cancels. Announced through the live region.
   * @param idA - The first person.
   * @group Kinship
   * @since next
   */
  pickRelationship(idA: Datum['id']): this {
    this.cardActions.relationship.startPick(idA)
    return this
  }
  /**
   * Adds an item to every person's actions menu, which opens on a long press on a card (touch screens), a
   * right-click, or the context-menu key / Shift+F10 on a focused card. Built in: Edit and Add relative (with an
   * editable edit tree) and "How are we related?". An action with the id of another replaces it.
   * @param action - `{ id, label, when?, run }`: `label` a text or a function of the card's tree node, `when(d)`
   * whether this person's menu shows it, `run(d)` what choosing it does.
   * @returns A function that removes the item again.
   * @example
   * ```js
   * f3Chart.registerCardAction({
   *   id: 'wiki',
   *   label: 'Open in the wiki',
   *   when: (d) => !!d.data.data.wiki,
   *   run: (d) => window.open(d.data.data.wiki),
   * })
   * ```
   * @group Cards
   * @since next
   */
  registerCardAction(action: CardAction): () => void {
    return this.cardActions.registerCardAction(action)
  }
  /**
   * Removes an item from the card actions menu by its id (built-in ids: 'edit', 'add-relative', 'relationship').
   * @group Cards
   * @since next
   */
  unregisterCardAction(id: string): this {
    this.cardActions.unregisterCardAction(id)
    return this
  }
  /**
   * Adds the editing layer (person form, add and remove relatives, delete, undo and redo), keeps it in
   * {@link Chart.editTreeInstance | editTreeInstance} and returns it. An earlier one is destroyed first.
   * @returns The {@link EditTree}, not the chart.
   * @example
   * ```js
   * const f3EditTree = f3Chart.editTree().setFields(['first name', 'last name', 'birthday'])
   * ```
   * @group Editing
   * @since 0.8.0
   */
  editTree(): EditTree {
    this.editTreeInstance?.destroy()
    this.editTreeInstance = new EditTree(this)
    return this.editTreeInstance
  }
  /**
   * Makes a person the main person and redraws the tree.
   * @group Main person
   * @since 0.8.0
   */
  updateMain(d: Datum): this {
    this.store.updateMainId(d.id)
    this.store.updateTree({})
    return this
  }
  /**
   * Sets the main person by id without redrawing; call {@link Chart.updateTree | updateTree} next. The chart remembers
   * the last 10 main persons.
   * @example
   * ```js
   * f3Chart.updateMainId('3').updateTree({ tree_position: 'main_to_middle' })
   * ```
   * @group Main person
   * @since 0.8.0
   */
  updateMainId(id: Datum['id']): this {
    this.store.updateMainId(id)
    return this
  }
  /**
   * The current main person.
   * @group Main person
   * @since 0.8.0
   */
  getMainDatum(): Datum {
    return this.store.getMainDatum()
  }
  /**
   * Runs a function before every redraw, with the `updateTree` props. An exception it throws is reported on the
   * console and the redraw goes on.
   * @group Events
   * @since 0.8.0
   */
  setBeforeUpdate(fn: (props?: UpdateTreeProps) => void): this {
    this.beforeUpdate = fn
    return this
  }
  /**
   * Runs a function after every redraw (the cards are in the page; their animation has started), with the props the
   * redraw used: those given to `updateTree`, plus `initial` (true for the first drawing), `transition_time` and, for
   * HTML cards, `cardHtml: true`. For a big tree laid out in slices (see {@link Chart.setIncrementalLayout}) it runs
   * once the new tree is drawn. An exception it throws is reported on the console.
   * @group Events
   * @since 0.8.0
   */
  setAfterUpdate(fn: (props?: UpdateTreeProps) => void): this {
    this.afterUpdate = fn
    return this
  }
  /**
   * Adds a search box listing every person. Choosing one opens their form (when the chart has an edit tree) and makes
   * them main, or calls `onSelect(id)` instead. In the chart's nav area (the default), the box takes the top of the
   * chart: the tree is fitted and centred below it. So do other controls you put in that area.
   * @param getLabel - The text of a person in the list; it is shown as text.
   * @param options - `cont`: where the box goes (default the chart's nav area); `onSelect`; `placeholder` (default 'Search').
   * @example
   * ```js
   * f3Chart.setPersonDropdown((d) => `${d.data['first name'] || ''} ${d.data['last name'] || ''}`.trim())
   * ```
   * @group Main person
   * @since 0.8.0
   */
  setPersonDropdown(
    getLabel: (d: Datum) => string,
    { cont, onSelect, placeholder }: { cont?: HTMLElement; onSelect?: (id: string) => void; placeholder?: string } = {},
  ): this {
    this.personSearch?.destroy()
    this.personSearch = createPersonDropdown({
      cont: cont ?? this.dom.nav,
      store: this.store,
      // A private person is listed (and found) by the words on their card only.
      getLabel: (d) => (isPrivatePerson(d, this.store.state) ? privateText(d, this.store.state.privacy) : getLabel(d)),
      placeholder,
      search: (text) => this.dataSource?.search(text),
      // Without onSelect, as in 0.8 / 0.9: the person's form opens (when there is an edit tree) and they become main.
      // While "How are we related?" waits for the second person, choosing someone picks them.
      onSelect: (id) =>
        this.cardActions.relationship.pick(id) ||
        (
          onSelect ??
          ((chosen) => {
            const datum = this.store.getDatum(chosen)
            if (datum) this.editTreeInstance?.open(datum)
            this.store.updateMainId(chosen)
            this.store.updateTree({})
          })
        )(id),
    })
    return this
  }
  /**
   * Keeps cards out from under a panel docked on the chart's right or bottom edge, such as the open person form:
   * the drawing area ends where the panel begins, and fitting and centring use what is left. `null` gives the
   * whole area back. A panel spanning the chart's whole width counts as docked at the bottom (a phone's bottom
   * sheet). The edit tree calls this as its fixed form opens and closes, so you need it only for a panel of yours.
   * @param panel - The panel, or `null`.
   * @example
   * ```js
   * f3Chart.setOccludingPanel(document.querySelector('#details-panel'))
   * ```
   * @group Layout
   * @since next
   */
  setOccludingPanel(panel: HTMLElement | null): void {
    this.view.setOccluder(panel)
  }
  /**
   * A new store holding `data` and the layout settings a new chart starts with (the chart's own is
   * {@link Chart.store | store}).
   * @param main_id - The main person (default: the first person).
   * @group Compatibility
   * @since 0.8.0
   */
  createStore(data: Data, main_id?: Datum['id'] | null): Store {
    return chartStore(data, main_id)
  }
  /**
   * Makes the chart draw its store's tree after every `store.updateTree()`, as it does from the start: call it again
   * if other code replaced the store's update callback.
   * @group Compatibility
   * @since 0.8.0
   */
  setOnUpdate(): void {
    this.store.setOnUpdate((props) => this.view.render(props))
  }
  /**
   * Returns the card function of the chart's cards (what draws one card into its element), or null before a kind of
   * card is chosen ({@link Chart.setCardHtml}, {@link Chart.setCardSvg}).
   * @group Compatibility
   * @since 0.8.0
   */
  get getCard(): (() => (this: Element, d: TreeDatum) => void) | null {
    const card = this.card
    return card ? () => card.getCard() : null
  }
  /**
   * Removes the search box added by {@link Chart.setPersonDropdown}.
   * @group Main person
   * @since 0.8.0
   */
  unSetPersonSearch(): this {
    this.personSearch?.destroy()
    this.personSearch = null
    return this
  }
  /**
   * The whole laid-out tree as a standalone SVG document: every card the layout places for the current main person,
   * depth and settings (not only the cards in the page, which big trees cull), with the links, spouse texts and
   * images, in SVG shapes and text only (no `foreignObject`), so it opens in Inkscape or Illustrator and converts to
   * PDF. Cards follow the chart's card settings and theme colours. The exporter is loaded the first time (a separate
   * chunk, or `family-chart-export.min.js` next to `family-chart.min.js`).
   * @param options - `background` (CSS colour or 'transparent'), `padding` (default 40), `cardDisplay` (rows as for
   * setCardDisplay), `images` ('embed', 'link' or 'none'), `title`, `onWarning(message)`.
   * @returns The SVG text, with `width`, `height` and `viewBox` set (one unit per tree pixel).
   * @example
   * ```js
   * const svg = await f3Chart.exportSvg({ background: '#ffffff' })
   * ```
   * @group Export
   * @since next
   */
  exportSvg(options?: ExportSvgOptions): Promise<string> {
    return runExport(chartExportSource(this), 'svg', options)
  }
  /**
   * The SVG of {@link Chart.exportSvg} drawn on a canvas at `scale` (default 2). A tree bigger than the browser's
   * canvas allows is drawn at the largest scale that fits, with a warning; never blank.
   * @param options - `scale`, and every option of exportSvg.
   * @returns An `image/png` Blob, `scale` times the SVG's width and height.
   * @example
   * ```js
   * const png = await f3Chart.exportPng({ scale: 2, background: '#ffffff' })
   * ```
   * @group Export
   * @since next
   */
  exportPng(options?: ExportPngOptions): Promise<Blob> {
    return runExport(chartExportSource(this), 'png', options)
  }
  /**
   * A vector PDF made with jsPDF and svg2pdf.js (optional peers, loaded only when called): names and dates stay text.
   * A tree readable on one page is fitted on it; a bigger one becomes a poster tiled over pages with crop and overlap
   * marks.
   * @param options - `pageSize` ('a4', 'letter', 'a3', 'poster'), `orientation`, `layout` ('auto', 'fit', 'tile'),
   * `margin`, `overlap` (mm), `font` (a TrueType font for letters Helvetica lacks), `libraries` (jsPDF and svg2pdf, or
   * a function loading them), and every option of exportSvg.
   * @returns An `application/pdf` Blob; rejects with a message naming the script tags to add when the libraries are missing.
   * @example
   * ```js
   * const pdf = await f3Chart.exportPdf({ pageSize: 'a3', libraries: () => Promise.all([import('jspdf'), import('svg2pdf.js')]) })
   * ```
   * @group Export
   * @since next
   */
  exportPdf(options?: ExportPdfOptions): Promise<Blob> {
    return runExport(chartExportSource(this), 'pdf', options)
  }
  /**
   * Opens the print dialog with the whole tree fitted on the page and nothing of the page around the chart (printed
   * from a hidden frame of its own). Takes the options of exportSvg.
   * @example
   * ```js
   * printButton.addEventListener('click', () => f3Chart.print())
   * ```
   * @group Export
   * @since next
   */
  print(options?: PrintOptions): Promise<void> {
    return runExport(chartExportSource(this), 'print', options)
  }
  /**
   * Loads people on demand from a data source instead of holding the whole family in memory: the chart asks
   * `source.load(ids)` for the people its view needs (the ancestry and progeny depths around the main person, 3
   * generations each unless set, plus one ring more for the mini-tree buttons and the keyboard) as the main person
   * changes. Until they arrive their cards say "Loading…"; a failed request shows Retry on the card. Loaded people are
   * cached (`cacheSize`, default 500; people far from the view are dropped beyond it), requests for the same person are
   * shared, and after two quick clicks only the view of the second is drawn. `afterUpdate` runs once the view's people
   * are all there. With `source.search`, the person search asks the source. Edits of an edit tree are kept locally
   * until {@link Chart.saveDataSourceChanges} hands them to `options.save`. See the Load on demand guide.
   * @param source - `{ load(ids), search?(text) }`; `load` leaves out ids it does not know.
   * @param options - `cacheSize`, `onError(error, ids)`, `save(changes)`, `defaultDepth`.
   * @example
   * ```js
   * const f3Chart = f3.createChart('#FamilyChart', [])
   * f3Chart.setDataSource({ load: (ids) => fetch(`/api/people?ids=${ids.join(',')}`).then((r) => r.json()) })
   * f3Chart.updateMainId('p1').updateTree({ initial: true })
   * ```
   * @group Load on demand
   * @since next
   */
  setDataSource(source: DataSource, options?: DataSourceOptions): this {
    this.dataSource?.destroy()
    this.dataSource = createChartDataSource(this, source, options)
    return this
  }
  /** Figures of the data source: people cached, loading, failed, evicted, requests made, unsaved changes; null without one. @group Load on demand @since next */
  getDataSourceStats(): DataSourceStats | null {
    return this.dataSource?.stats() ?? null
  }
  /** The people added, edited or deleted locally on a data-source chart and not saved yet. @group Load on demand @since next */
  getDataSourceChanges(): DataSourceChanges {
    return this.dataSource?.changes() ?? { upserted: [], removed: [] }
  }
  /** Hands the local changes to `options.save` of {@link Chart.setDataSource}; they are kept until it resolves. @group Load on demand @since next */
  saveDataSourceChanges(): Promise<void> {
    return this.dataSource?.save() ?? Promise.resolve()
  }
  /** Asks the data source again for every person whose request failed (what the cards' Retry does). @group Load on demand @since next */
  retryDataSource(): this {
    this.dataSource?.retry()
    return this
  }
  /**
   * Removes everything the chart added to its container (canvas, nav area, person
   * search, edit tree and form) and every listener it attached. Call it when the container leaves the page, for
   * example in a framework component's unmount hook.
   * @example
   * ```js
   * useEffect(() => {
   *   const f3Chart = f3.createChart(ref.current, data)
   *   f3Chart.updateTree({ initial: true })
   *   return () => f3Chart.destroy()
   * }, [data])
   * ```
   * @group Drawing
   * @since next
   */
  destroy(): void {
    if (this.destroyed) return
    this.destroyed = true
    releaseContainer(this.cont, this)
    this.store.setOnUpdate(() => {})
    this.editTreeInstance?.destroy()
    this.editTreeInstance = null
    this.unSetPersonSearch()
    this.cardActions.destroy()
    this.dataSource?.destroy()
    this.view.destroy()
    this.dom.canvas.remove()
    this.dom.nav.remove()
  }
}

/**
 * Creates a chart in a container from a list of people. The entry point of the library. A container holds one chart:
 * creating another in it (a component that runs its setup again) replaces the earlier one, which is destroyed.
 * @param cont - The container: an element or a CSS selector such as `#FamilyChart`. Give it a size.
 * @param data - The people (see {@link Datum}); both sides of each relation are expected.
 * @example
 * ```js
 * import * as f3 from 'family-chart'
 * import 'family-chart/styles/family-chart.css'
 *
 * const f3Chart = f3.createChart('#FamilyChart', data)
 * f3Chart.setCardHtml()
 * f3Chart.updateTree({ initial: true })
 * ```
 * @since 0.8.0
 */
export function createChart(cont: HTMLElement | string, data: Data): Chart {
  return new Chart(cont, data)
}
