/** Renders a computed tree: decides where the camera goes, draws the links and cards it will show, moves the camera. */
import type { ZoomTransform } from 'd3'
import type { Tree, TreeDatum, TreeLink } from '../layout/types'
import type { ChartDom } from './chart-dom'
import { renderLinks } from './render-links'
import { renderCards, type CardRenderer } from './render-cards'
import { fitTransform, getCurrentZoom, middleTransform, moveCamera, viewBox } from './zoom'
import { containsBox, cullTree, expandBox, VIRTUALIZE_ABOVE, type Box } from './cull'
import type { LinkEnds } from './link-path'
import type { UpdateTreeProps } from '../store/types'

export interface ViewState {
  cardPositions: Map<string, [number, number]>
  linkEnds: Map<string, LinkEnds>
  /** For culled (big) trees: the tree drawn and the area its DOM covers. */
  culled: { tree: Tree; box: Box; opts: ViewOptions } | null
}

export function createViewState(): ViewState {
  return { cardPositions: new Map(), linkEnds: new Map(), culled: null }
}

export interface ViewOptions extends UpdateTreeProps {
  isHtml: boolean
  renderCard: CardRenderer
  spouseText?: ((sp1: TreeDatum, sp2: TreeDatum) => string) | null
}

/** How far beyond the viewport cards are kept, as a fraction of the viewport. */
const CULL_MARGIN = 0.5

function cameraTarget(dom: ChartDom, tree: Tree, opts: ViewOptions, main: TreeDatum | undefined): ZoomTransform | null {
  const position = opts.tree_position ?? 'fit'
  if (position === 'fit') return fitTransform(dom.svg, tree.dim)
  if (position === 'main_to_middle' && main) return middleTransform(dom.svg, main)
  return null
}

export function renderView(dom: ChartDom, tree: Tree, state: ViewState, opts: ViewOptions): void {
  const transition_time = opts.initial ? 0 : opts.transition_time ?? 0
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
  let nodes = tree.data
  let links = tree.links
  state.culled = null
  if (tree.data.length > VIRTUALIZE_ABOVE) {
    const box = expandBox(viewBox(dom.svg, target ?? getCurrentZoom(dom.svg)), CULL_MARGIN)
    ;({ nodes, links } = cullTree(tree, box))
    state.culled = { tree, box, opts }
  }

  state.linkEnds = renderLinks(dom.linksLayer, links, { transition_time, isHorizontal: tree.is_horizontal, previous: state.linkEnds, enterFrom: enterLink, spouseText: opts.spouseText })
  const layer = opts.isHtml ? dom.htmlCardsLayer : dom.svgCardsLayer
  const other = opts.isHtml ? dom.svgCardsLayer : dom.htmlCardsLayer
  other.replaceChildren()
  state.cardPositions = renderCards(layer, nodes, { isHtml: opts.isHtml, transition_time, previous: state.cardPositions, enterFrom: enterCard, renderCard: opts.renderCard })
  if (target) moveCamera(dom.svg, target, transition_time)
}

/**
 * After a pan or zoom step: when the viewport nears the edge of the area drawn, draws the cards and links that came
 * near and drops those that left, without touching the ones that stay (their animations keep running).
 */
export function updateCulling(dom: ChartDom, state: ViewState, t: ZoomTransform): void {
  const culled = state.culled
  if (!culled) return
  const view = viewBox(dom.svg, t)
  if (containsBox(culled.box, expandBox(view, CULL_MARGIN / 4, 0))) return
  const box = expandBox(view, CULL_MARGIN)
  const { nodes, links } = cullTree(culled.tree, box)
  culled.box = box
  const { opts } = culled
  state.linkEnds = renderLinks(dom.linksLayer, links, { transition_time: 0, isHorizontal: culled.tree.is_horizontal, previous: state.linkEnds, enterFrom: (l) => [l.source[0], l.source[1], l.target[0], l.target[1]], spouseText: opts.spouseText, onlyNew: true })
  const layer = opts.isHtml ? dom.htmlCardsLayer : dom.svgCardsLayer
  state.cardPositions = renderCards(layer, nodes, { isHtml: opts.isHtml, transition_time: 0, previous: state.cardPositions, enterFrom: (d) => [d.x, d.y], renderCard: opts.renderCard, onlyNew: true })
}
