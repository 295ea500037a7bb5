/** createChart and the Chart class: the fluent entry point that ties store, layout, view and cards together. */
import type { Data, Datum } from '../data/types'
import type { TreeDatum } from '../layout/types'
import type { Store, UpdateTreeProps } from '../store/types'
import { createStore } from '../store/create-store'
import { INCREMENTAL_LAYOUT_MIN_PEOPLE } from '../schedule/sliced-job'
import { initialLayoutState, setCardSpacing, setOrientation } from './layout-settings'
import { createChartDom, resolveContainer, type ChartDom } from '../view/chart-dom'
import { releaseContainer, takeOverContainer } from '../view/chart-owner'
import { createChartView, type ChartView } from '../view/chart-view'
import { normalizeReducedMotion, type ReducedMotion } from '../view/reduced-motion'
import type { CardRenderer, CardSize } from '../view/drawing/render-cards'
import { cardHtml, type CardHtml } from '../cards/card-html'
import type { ChartCard } from '../cards/chart-card'
import { detectDataShape } from '../data/data-shape'
import type { CardAction } from './card-action-registry'
import { createChartHost, type ChartHostParts } from './host'
import { DEFAULTS } from '../defaults'
import { CARD_STYLE_DIMS } from '../cards/card-dims'
import type { ChartFeature, ChartHost, Feature, MethodsOf } from './plug'

type LinkSpouseText = ((sp1: TreeDatum, sp2: TreeDatum) => string) | null

/** What an edit tree is to the chart (the editing feature makes it: `chart.editTree()`). @since next */
export interface ChartEditTree {
  no_edit?: boolean
  open(datum: Datum): unknown
  destroy(): void
}

/**
 * One family chart: the data, the settings and the drawing in one container.
 *
 * Create it with {@link createChart}. Every setter returns the chart, so calls chain; settings take effect at the
 * next {@link Chart.updateTree | updateTree}. What a chart can do beyond drawing (search, editing, export ...) comes
 * from features: the `family-chart` entry gives every chart all of them, `family-chart/core` only those given to
 * {@link Chart.use | use}.
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
  card: ChartCard | null = null
  is_card_html = true
  /** Default animation time of updates, in milliseconds (2000 unless {@link Chart.setTransitionTime} changes it). @since 0.8.0 */
  transition_time: number = DEFAULTS.transitionTime
  linkSpouseText: LinkSpouseText = null
  beforeUpdate: ((props?: UpdateTreeProps) => void) | null = null
  afterUpdate: ((props?: UpdateTreeProps) => void) | null = null
  /** The edit tree made by `editTree()` (the editing feature), or null. @since 0.8.0 */
  editTreeInstance: ChartEditTree | null = null
  /** The drawing: cards, links, camera, keyboard and screen-reader support (view/chart-view.ts). */
  private view: ChartView
  /** What the features see of the chart, and the slots they fill (host.ts). */
  private host: ChartHost & ChartHostParts
  /** The features in use, in the order they were added. */
  private features = new Map<string, ChartFeature>()
  private destroyed = false
  /**
   * Use {@link createChart}, which does the same.
   * @param cont - The container: an element or a CSS selector.
   * @param data - The people (see {@link Datum}).
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
        transition_time: DEFAULTS.storeTransitionTime,
      },
      {
        layout: (data, state) => this.host.layout(data, state),
        prepare: (tree) => this.host.prepare(tree),
      },
    )
    this.view = createChartView({
      chart: this,
      cardDrawer: () => this.cardDrawer(),
      nameOf: (id) => this.host.nameOf(this.store.getDatum(id)),
      afterDraw: () => this.features.forEach((f) => f.update?.()),
      typeView: () => this.host.typeView(),
      linkDecorator: () => this.host.linkDecorator(),
      isQuiet: () => this.host.isQuiet(),
    })
    this.host = createChartHost(this, this.view)
    this.host.dataChanged(data)
    this.setOnUpdate()
  }

  /**
   * Adds features to the chart: each plugs in once (a second `use` of the same feature does nothing) and brings its
   * methods, as `family-chart/export`'s `exportFeature` brings `exportSvg`, `exportPng`, `exportPdf` and `print`.
   * The `family-chart` entry's charts use every feature already.
   * @example
   * ```js
   * import { createChart } from 'family-chart/core'
   * import { personSearch } from 'family-chart/search'
   * const f3Chart = createChart('#FamilyChart', data).use(personSearch)
   * f3Chart.setPersonDropdown((d) => d.data['first name'])
   * ```
   * @group Features
   * @since next
   */
  use<F extends Feature<any>[]>(...features: F): this & MethodsOf<F[number]> {
    for (const feature of features) {
      if (this.features.has(feature.name)) continue
      const part = feature.setup(this.host)
      this.features.set(feature.name, part)
      for (const [name, method] of Object.entries(feature.methods ?? {}))
        (this as Record<string, unknown>)[name] = (...args: unknown[]) =>
          (method as (...a: unknown[]) => unknown)(part, ...args)
    }
    return this as this & MethodsOf<F[number]>
  }

  /** What draws a person into a card's element, making the default HTML card if the code chose none. @internal */
  cardDrawer(): CardRenderer {
    if (!this.card) this.setCardHtml()
    return this.host.cardDrawer(this.card!)
  }

  /** The cards' size, for fitting and the overview. @internal */
  cardSize(): CardSize {
    const { w, h } = this.card ? this.card.cardSize() : CARD_STYLE_DIMS.imageRect
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
    this.host.dataChanged(data)
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
   * Chooses the kind of card by factory, as older code does: `f3.cardHtml` / `f3.cardSvg` (or the deprecated
   * `f3.CardHtml`, `f3.CardSvg`). {@link Chart.setCardHtml} and {@link SvgCardMethods.setCardSvg | chart.setCardSvg()} do the same.
   * @returns The card, for its own settings (not the chart).
   * @example
   * ```js
   * const f3Card = f3Chart.setCard(f3.CardHtml)
   * ```
   * @group Cards
   * @since 0.8.0
   */
  setCard<C extends ChartCard>(card: (cont: HTMLElement, store: Store) => C): C {
    const made = card(this.cont, this.store)
    this.card = made
    this.is_card_html = made.kind !== 'svg'
    this.host.cardChanged(made)
    return made
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
    return this.host.actions.register(action)
  }
  /**
   * Removes an item from the card actions menu by its id (built-in ids: 'edit', 'add-relative', 'relationship').
   * @group Cards
   * @since next
   */
  unregisterCardAction(id: string): this {
    this.host.actions.unregister(id)
    return this
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
   * card is chosen ({@link Chart.setCardHtml}, {@link SvgCardMethods.setCardSvg | chart.setCardSvg()}).
   * @group Compatibility
   * @since 0.8.0
   */
  get getCard(): (() => (this: Element, d: TreeDatum) => void) | null {
    const card = this.card
    return card ? () => card.getCard() : null
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
    for (const part of [...this.features.values()].reverse()) part.destroy()
    this.features.clear()
    this.editTreeInstance?.destroy()
    this.editTreeInstance = null
    this.host.destroy()
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
