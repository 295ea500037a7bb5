/** Renders a computed tree: decides where the camera goes and at what detail, draws what it will show, moves the camera. */
import { select, type ZoomTransform } from 'd3'
import type { Tree, TreeDatum, TreeLink } from '../layout/types'
import type { ChartDom } from './chart-dom'
import { renderLinks, type LinkDecorator } from './drawing/render-links'
import { renderCards, type CardRenderer, type CardSize } from './drawing/render-cards'
import { fitTransform, getCurrentZoom, middleTransform, moveCamera, viewBox } from './camera/zoom'
import { cullBoxStale, cullTree, expandBox, VIRTUALIZE_ABOVE, type Box } from './drawing/cull'
import type { FarView } from './far-view'
import type { LinkEnds } from '../layout/link-path'
import type { UpdateTreeProps } from '../store/types'

export interface ViewState {
  cardPositions: Map<string, [number, number]>
  linkEnds: Map<string, LinkEnds>
  /**
   * For big trees: the tree drawn and, while its cards are in the DOM, the area they cover (null when drawn from far);
   * `filling` while cards of that area are still being added a few per frame.
   */
  culled: { tree: Tree; box: Box | null; opts: ViewOptions; filling?: boolean } | null
  /** How a big tree is drawn from far (the overview feature), if a feature gave one. */
  far: FarView | null
}

export function createViewState(): ViewState {
  return { cardPositions: new Map(), linkEnds: new Map(), culled: null, far: null }
}

export interface ViewOptions extends UpdateTreeProps {
  isHtml: boolean
  renderCard: CardRenderer
  spouseText?: ((sp1: TreeDatum, sp2: TreeDatum) => string) | null
  /** Size of a card in tree units, for culling and for the far view. */
  cardSize: CardSize
  /** Adds to each drawn link (see LinkDecorator). */
  linkDecorator?: LinkDecorator | null
}

/** How far beyond the viewport cards are kept, as a fraction of the viewport. */
const CULL_MARGIN = 0.5
/**
 * Cards created per frame while panning and zooming. Building a card with its layout and paint costs about half a
 * millisecond; coming back from the far view can bring a hundred at once, so they arrive over a few frames, nearest to
 * the middle of the view first.
 */
export const NEW_CARDS_PER_FRAME = 40

function cameraTarget(dom: ChartDom, tree: Tree, opts: ViewOptions, main: TreeDatum | undefined): ZoomTransform | null {
  const position = opts.tree_position ?? 'fit'
  if (position === 'fit') return fitTransform(dom.svg, tree.dim, main)
  if (position === 'main_to_middle' && main) return middleTransform(dom.svg, main)
  return null
}

export function renderView(dom: ChartDom, tree: Tree, state: ViewState, opts: ViewOptions): void {
  const transition_time = opts.initial ? 0 : (opts.transition_time ?? 0)
  const main = tree.data.find((d) => d.main)
  const mainFrom = (main && state.cardPositions.get(main.key)) ?? [0, 0]
  const enterCard = (d: TreeDatum): [number, number] => {
    const near = d.toward_main && state.cardPositions.get(d.toward_main.key)
    return near ?? (state.cardPositions.size ? mainFrom : [d.x, d.y])
  }
  const enterLink = (l: TreeLink): LinkEnds => {
    const [x, y] = state.cardPositions.size ? mainFrom : l.source
    return state.cardPositions.size ? [x, y, x, y] : [l.source[0], l.source[1], l.target[0], l.target[1]]
  }

  const target = cameraTarget(dom, tree, opts, main)
  const camera = target ?? getCurrentZoom(dom.svg)
  // Move the camera before drawing: d3-zoom reads the viewport size, which is free while the layout is still clean
  // and would force a layout of every new card afterwards. The zoom handler only schedules work for the next frame.
  if (target) moveCamera(dom.svg, target, transition_time)

  state.far?.reset()
  state.culled = null
  let nodes = tree.data
  let links = tree.links
  if (tree.data.length > VIRTUALIZE_ABOVE) {
    state.culled = { tree, box: null, opts }
    if (state.far?.isFar(state.culled, camera.k)) {
      swapToFar(dom, state, camera)
      return
    }
    const box = expandBox(viewBox(dom.svg, camera), CULL_MARGIN)
    ;({ nodes, links } = cullTree(tree, box))
    state.culled.box = box
  }
  state.far?.hide()

  state.linkEnds = renderLinks(dom.linksLayer, links, {
    transition_time,
    isHorizontal: tree.is_horizontal,
    previous: state.linkEnds,
    enterFrom: enterLink,
    spouseText: opts.spouseText,
    cardSize: opts.cardSize,
    decorate: opts.linkDecorator,
  })
  const layer = opts.isHtml ? dom.htmlCardsLayer : dom.svgCardsLayer
  const other = opts.isHtml ? dom.svgCardsLayer : dom.htmlCardsLayer
  other.replaceChildren()
  state.cardPositions = renderCards(layer, nodes, {
    isHtml: opts.isHtml,
    transition_time,
    previous: state.cardPositions,
    enterFrom: enterCard,
    renderCard: opts.renderCard,
  })
}

/** Takes every card and link off the page (a chart type with a drawing of its own is shown instead). */
export function clearDrawing(dom: ChartDom, state: ViewState): void {
  for (const layer of [dom.linksLayer, dom.htmlCardsLayer, dom.svgCardsLayer]) {
    select(layer).selectChildren().interrupt()
    layer.replaceChildren()
  }
  state.cardPositions = new Map()
  state.linkEnds = new Map()
  state.culled = null
  state.far?.hide()
}

/** Swaps the cards and links for the far view's drawing. */
function swapToFar(dom: ChartDom, state: ViewState, t: ZoomTransform): void {
  const culled = state.culled!
  clearDrawing(dom, state)
  state.culled = culled
  culled.box = null
  state.far!.show(culled, t)
}

/**
 * After a pan or zoom step (at most once a frame): switches between cards and the far view when the zoom crosses its
 * threshold; with cards, when the view nears the edge of the area drawn, draws the cards and links
 * that came near and drops those that left, without touching the ones that stay (their animations keep running).
 * Returns true when cards are still missing (at most NEW_CARDS_PER_FRAME are added per call): call again next frame.
 */
export function updateCulling(dom: ChartDom, state: ViewState, t: ZoomTransform): boolean {
  const culled = state.culled
  if (!culled) return false
  const far = state.far
  if (far?.isFar(culled, t.k)) {
    if (!far.isShown()) swapToFar(dom, state, t)
    else far.show(culled, t)
    return false
  }
  if (far?.isShown()) far.hide()
  const view = viewBox(dom.svg, t)
  if (culled.box && !culled.filling && !cullBoxStale(culled.box, view, CULL_MARGIN)) return false
  const box =
    culled.box && culled.filling && !cullBoxStale(culled.box, view, CULL_MARGIN)
      ? culled.box
      : expandBox(view, CULL_MARGIN)
  const all = cullTree(culled.tree, box)
  const nodes = nearestNewFirst(all.nodes, state.cardPositions, view)
  const links = all.links
  culled.box = box
  culled.filling = nodes.length < all.nodes.length
  const { opts } = culled
  state.linkEnds = renderLinks(dom.linksLayer, links, {
    transition_time: 0,
    isHorizontal: culled.tree.is_horizontal,
    previous: state.linkEnds,
    enterFrom: (l) => [l.source[0], l.source[1], l.target[0], l.target[1]],
    spouseText: opts.spouseText,
    cardSize: opts.cardSize,
    decorate: opts.linkDecorator,
    onlyNew: true,
  })
  const layer = opts.isHtml ? dom.htmlCardsLayer : dom.svgCardsLayer
  state.cardPositions = renderCards(layer, nodes, {
    isHtml: opts.isHtml,
    transition_time: 0,
    previous: state.cardPositions,
    enterFrom: (d) => [d.x, d.y],
    renderCard: opts.renderCard,
    onlyNew: true,
  })
  return culled.filling
}

/** The cards already drawn plus up to NEW_CARDS_PER_FRAME new ones, those nearest the middle of the view first. */
function nearestNewFirst(nodes: TreeDatum[], drawn: Map<string, unknown>, view: Box): TreeDatum[] {
  const missing = nodes.filter((d) => !drawn.has(d.key))
  if (missing.length <= NEW_CARDS_PER_FRAME) return nodes
  const cx = (view.x0 + view.x1) / 2
  const cy = (view.y0 + view.y1) / 2
  const distance = (d: TreeDatum) => (d.x - cx) ** 2 + (d.y - cy) ** 2
  const admitted = new Set(missing.sort((a, b) => distance(a) - distance(b)).slice(0, NEW_CARDS_PER_FRAME))
  return nodes.filter((d) => drawn.has(d.key) || admitted.has(d))
}
