/** createChart and the Chart class: the fluent entry point that ties store, layout, view and cards together. */
import type { Data, Datum } from './data/types'
import type { TreeDatum } from './layout/types'
import type { Store, UpdateTreeProps } from './store/types'
import { createStore } from './store/create-store'
import { createChartDom, resolveContainer, type ChartDom } from './view/chart-dom'
import { getCurrentZoom, setupZoom } from './view/zoom'
import { createViewState, isOverviewShown, renderView, updateCulling, zoomInFromOverview } from './view/view'
import { createFrameThrottle } from './view/frame-throttle'
import { normalizeLevelOfDetail, type LevelOfDetail } from './view/level-of-detail'
import { setupOverviewZoomIn } from './view/overview-zoom-in'
import type { CardSize } from './view/overview-paths'
import { CardHtml, cardHtml } from './cards/card-html'
import { CardSvg } from './cards/card-svg'
import { getMaxDepth } from './layout/max-depth'
import { validateData } from './data/validate'
import { detectDataShape } from './data/data-shape'
import { createPersonDropdown } from './features/person-dropdown'
import { EditTree } from './edit-tree/edit-tree'
import { calculateKinships, getKinshipsDataStash, type KinshipInfoConfig, type Kinships } from './features/kinships'

type LinkSpouseText = ((sp1: TreeDatum, sp2: TreeDatum) => string) | null
type CardFactory = (cont: HTMLElement, store: Store) => CardHtml | CardSvg

export const CHART_TRANSITION_TIME = 2000
/** Duration of the zoom from the overview to readable cards (when animation is on). */
const OVERVIEW_ZOOM_IN_MS = 600

export class Chart {
  cont: HTMLElement
  store: Store
  svg: SVGElement
  dom: ChartDom
  card: CardHtml | CardSvg | null = null
  is_card_html = true
  transition_time = CHART_TRANSITION_TIME
  linkSpouseText: LinkSpouseText = null
  personSearch: ReturnType<typeof createPersonDropdown> | null = null
  beforeUpdate: ((props?: UpdateTreeProps) => void) | null = null
  afterUpdate: ((props?: UpdateTreeProps) => void) | null = null
  editTreeInstance: EditTree | null = null
  private viewState = createViewState()
  private levelOfDetail: LevelOfDetail = normalizeLevelOfDetail(null)
  private destroyZoom: () => void
  private destroyOverviewZoomIn: () => void
  // Big trees keep only what is near the viewport in the DOM, or the overview when zoomed far out: re-checked at
  // most once per frame while panning and zooming.
  private viewportUpdate = createFrameThrottle(() => {
    if (!this.dom.canvas.isConnected) return
    // Cards coming into view are added a few per frame: ask for another frame while some are missing.
    if (updateCulling(this.dom, this.viewState, getCurrentZoom(this.dom.svg))) this.viewportUpdate.schedule()
  })

  constructor(cont: HTMLElement | string, data: Data) {
    this.cont = resolveContainer(cont)
    this.dom = createChartDom(this.cont)
    this.svg = this.dom.svg
    this.store = createStore({
      data: Array.isArray(data) ? data : [],
      main_id: null,
      node_separation: 250,
      level_separation: 150,
      single_parent_empty_card: true,
      single_parent_empty_card_label: 'Unknown',
      is_horizontal: false,
      transition_time: 1000,
    })
    reportProblems(data)
    this.destroyZoom = setupZoom({
      target: this.dom.canvas,
      svg: this.dom.svg,
      layers: { svgView: this.dom.view, htmlCards: this.dom.htmlCardsLayer },
      onZoom: () => { if (this.viewState.culled) this.viewportUpdate.schedule() },
    })
    this.destroyOverviewZoomIn = setupOverviewZoomIn({
      element: this.dom.canvas,
      isActive: () => isOverviewShown(this.viewState),
      zoomIn: (point) => zoomInFromOverview(this.dom, this.viewState, point, this.transition_time > 0 ? OVERVIEW_ZOOM_IN_MS : 0),
    })
    this.store.setOnUpdate((props) => this.render(props))
  }

  private render(props: UpdateTreeProps = {}) {
    const tree = this.store.getTree()
    if (!tree) return
    if (!this.card) this.setCardHtml()
    this.beforeUpdate?.(props)
    const card = this.card!
    renderView(this.dom, tree, this.viewState, {
      ...props,
      transition_time: props.transition_time ?? this.transition_time,
      isHtml: this.is_card_html,
      renderCard: (el, d) => card.renderInto(el as any, d),
      spouseText: this.linkSpouseText,
      cardSize: this.cardSize(),
      lod: this.levelOfDetail,
    })
    this.personSearch?.update()
    this.afterUpdate?.(props)
  }

  private cardSize(): CardSize {
    const card = this.card
    const { w, h } = card instanceof CardHtml ? card.dims() : card ? card.card_dim : { w: 200, h: 70 }
    return { w, h }
  }

  /** Recomputes the layout and redraws. `{ initial: true }` fits the tree without animation. */
  updateTree(props: UpdateTreeProps = { initial: false }): this {
    this.store.updateTree(props)
    return this
  }
  /** Replaces the data (call updateTree to redraw). Problems in the data are reported to the console. */
  updateData(data: Data): this {
    reportProblems(data)
    this.store.state.data_shape = detectDataShape(data)
    this.store.updateData(data)
    return this
  }
  /** Vertical distance between generations (default 150). */
  setCardYSpacing(card_y_spacing: number): this {
    if (typeof card_y_spacing !== 'number') { console.error('card_y_spacing must be a number'); return this }
    this.store.state[this.store.state.is_horizontal ? 'node_separation' : 'level_separation'] = card_y_spacing
    return this
  }
  /** Horizontal distance between cards (default 250). */
  setCardXSpacing(card_x_spacing: number): this {
    if (typeof card_x_spacing !== 'number') { console.error('card_x_spacing must be a number'); return this }
    this.store.state[this.store.state.is_horizontal ? 'level_separation' : 'node_separation'] = card_x_spacing
    return this
  }
  /** Generations top to bottom (default). */
  setOrientationVertical(): this {
    if (this.store.state.is_horizontal) this.swapSpacing(250, 150)
    this.store.state.is_horizontal = false
    return this
  }
  /** Generations left to right (spacing 280 × 120 unless set). */
  setOrientationHorizontal(): this {
    if (!this.store.state.is_horizontal) this.swapSpacing(120, 280)
    this.store.state.is_horizontal = true
    return this
  }
  private swapSpacing(node: number, level: number) {
    const s = this.store.state
    const customised = s.node_separation !== (s.is_horizontal ? 120 : 250) || s.level_separation !== (s.is_horizontal ? 280 : 150)
    if (customised) [s.node_separation, s.level_separation] = [s.level_separation, s.node_separation]
    else [s.node_separation, s.level_separation] = [node, level]
  }
  /** Draws the main person's brothers and sisters beside them. */
  setShowSiblingsOfMain(show_siblings_of_main: boolean): this { this.store.state.show_siblings_of_main = show_siblings_of_main; return this }
  /** Lets you edit the hierarchy (`(root, is_ancestry) => void`) before positions are computed. */
  setModifyTreeHierarchy(fn: Store['state']['modifyTreeHierarchy']): this { this.store.state.modifyTreeHierarchy = fn; return this }
  /** `{ condition(datum) }`: matching people are drawn as grey anonymous cards. */
  setPrivateCardsConfig(private_cards_config: Store['state']['private_cards_config']): this { this.store.state.private_cards_config = private_cards_config; return this }
  /** Text written on each spouse link, `(sp1, sp2) => string`; null removes it. */
  setLinkSpouseText(linkSpouseText: LinkSpouseText): this { this.linkSpouseText = linkSpouseText; return this }
  /** Draws an empty card for the unknown other parent of a child with one known parent. */
  setSingleParentEmptyCard(single_parent_empty_card: boolean, { label = 'Unknown' }: { label?: string } = {}): this {
    this.store.state.single_parent_empty_card = single_parent_empty_card
    this.store.state.single_parent_empty_card_label = label
    return this
  }
  /** Uses a card factory such as `f3.CardHtml` or `f3.CardSvg`; returns the card for further settings. */
  setCard(card: CardFactory): CardHtml | CardSvg {
    this.card = card(this.cont, this.store)
    this.is_card_html = this.card instanceof CardHtml
    return this.card
  }
  /** Switches to HTML cards and returns them. */
  setCardHtml(): CardHtml { return this.setCard(cardHtml) as CardHtml }
  /** Switches to SVG cards and returns them. */
  setCardSvg(): CardSvg { return this.setCard((c, s) => new CardSvg(c, s)) as CardSvg }
  /** Animation length in ms for updates (default 2000). */
  setTransitionTime(transition_time: number): this { this.transition_time = transition_time; return this }
  /**
   * Big trees (over 200 cards): when zoomed out so far that a card is narrower than `min_card_px` on screen
   * (default 40), cards and links are drawn as plain shapes in a few SVG paths. `min_card_px: 0` turns this off.
   */
  setLevelOfDetail(level_of_detail: { min_card_px?: number } = {}): this {
    this.levelOfDetail = normalizeLevelOfDetail(level_of_detail)
    const culled = this.viewState.culled
    if (culled) {
      culled.opts = { ...culled.opts, lod: this.levelOfDetail }
      this.viewportUpdate.schedule()
    }
    return this
  }
  /** Orders each couple's children, `(a, b) => number` on data. */
  setSortChildrenFunction(fn: Store['state']['sortChildrenFunction']): this { this.store.state.sortChildrenFunction = fn; return this }
  /** Reorders a person's spouses, `(datum, data) => void` sorting `datum.rels.spouses` in place. */
  setSortSpousesFunction(fn: Store['state']['sortSpousesFunction']): this { this.store.state.sortSpousesFunction = fn; return this }
  /** How many generations of ancestors to draw (empty for all). */
  setAncestryDepth(ancestry_depth: number | undefined): this { this.store.state.ancestry_depth = ancestry_depth; return this }
  /** How many generations of descendants to draw (empty for all). */
  setProgenyDepth(progeny_depth: number | undefined): this { this.store.state.progeny_depth = progeny_depth; return this }
  /** Generations of ancestors and descendants a person has. */
  getMaxDepth(d_id: Datum['id']): { ancestry: number; progeny: number } { return getMaxDepth(d_id, this.store.getData()) }
  /** Names every relative of a person: `{ [id]: 'father' | '1st cousin' | ... }`, 'self' for the person. */
  calculateKinships(d_id: Datum['id'], config: KinshipInfoConfig = {}): Kinships { return calculateKinships(d_id, this.store.getData(), config) }
  /** The people connecting two relatives through their common ancestors, for a small kinship chart. */
  getKinshipsDataStash(main_id: Datum['id'], rel_id: Datum['id']): Data { return getKinshipsDataStash(main_id, rel_id, this.store.getData()) }
  /** With pedigree collapse, keeps one copy of a shared branch open and puts a toggle on each copy. */
  setDuplicateBranchToggle(duplicate_branch_toggle: boolean): this { this.store.state.duplicate_branch_toggle = duplicate_branch_toggle; return this }
  /** Creates the editing layer (form, add / remove relative, delete, undo / redo); replaces an earlier one. */
  editTree(): EditTree {
    this.editTreeInstance?.destroy()
    this.editTreeInstance = new EditTree(this)
    return this.editTreeInstance
  }
  /** Makes this person main and redraws. */
  updateMain(d: Datum): this { this.store.updateMainId(d.id); this.store.updateTree({}); return this }
  /** Sets the main person (call updateTree to redraw). */
  updateMainId(id: Datum['id']): this { this.store.updateMainId(id); return this }
  /** The main person's datum. */
  getMainDatum(): Datum { return this.store.getMainDatum() }
  /** Called before each redraw. */
  setBeforeUpdate(fn: (props?: UpdateTreeProps) => void): this { this.beforeUpdate = fn; return this }
  /** Called after each redraw. */
  setAfterUpdate(fn: (props?: UpdateTreeProps) => void): this { this.afterUpdate = fn; return this }
  /** Puts a person search box in the chart's nav area; choosing a person makes them main (or calls onSelect). */
  setPersonDropdown(getLabel: (d: Datum) => string, { cont, onSelect, placeholder }: { cont?: HTMLElement; onSelect?: (id: string) => void; placeholder?: string } = {}): this {
    this.personSearch?.destroy()
    this.personSearch = createPersonDropdown({
      cont: cont ?? this.dom.nav,
      store: this.store,
      getLabel,
      placeholder,
      onSelect: onSelect ?? ((id) => { this.store.updateMainId(id); this.store.updateTree({}) }),
    })
    return this
  }
  /** Removes the person search box. */
  unSetPersonSearch(): this { this.personSearch?.destroy(); this.personSearch = null; return this }
  /** Our addition: removes everything the chart added to the container and its listeners. */
  destroy(): void {
    this.editTreeInstance?.destroy()
    this.editTreeInstance = null
    this.unSetPersonSearch()
    this.destroyZoom()
    this.destroyOverviewZoomIn()
    this.viewportUpdate.cancel()
    this.dom.canvas.remove()
    this.dom.nav.remove()
  }
}

function reportProblems(data: unknown) {
  const problems = validateData(data)
  if (problems.length && typeof console !== 'undefined') {
    console.warn(`family-chart: ${problems.length} problem(s) in the data:\n` + problems.slice(0, 20).map((p) => '- ' + p.message).join('\n'))
  }
}

/** Creates a chart in `cont` (element or selector) from `data`. */
export function createChart(cont: HTMLElement | string, data: Data): Chart {
  return new Chart(cont, data)
}
