/** Renders a computed tree: links, cards, then moves the camera as asked. */
import type { Tree, TreeDatum, TreeLink } from '../layout/types'
import type { ChartDom } from './chart-dom'
import { renderLinks } from './render-links'
import { renderCards, type CardRenderer } from './render-cards'
import { cardToMiddle, treeFit } from './zoom'
import type { LinkEnds } from './link-path'
import type { UpdateTreeProps } from '../store/types'

export interface ViewState {
  cardPositions: Map<string, [number, number]>
  linkEnds: Map<string, LinkEnds>
}

export function createViewState(): ViewState {
  return { cardPositions: new Map(), linkEnds: new Map() }
}

export interface ViewOptions extends UpdateTreeProps {
  isHtml: boolean
  renderCard: CardRenderer
  spouseText?: ((sp1: TreeDatum, sp2: TreeDatum) => string) | null
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

  state.linkEnds = renderLinks(dom.linksLayer, tree, { transition_time, previous: state.linkEnds, enterFrom: enterLink, spouseText: opts.spouseText })
  const layer = opts.isHtml ? dom.htmlCardsLayer : dom.svgCardsLayer
  const other = opts.isHtml ? dom.svgCardsLayer : dom.htmlCardsLayer
  other.replaceChildren()
  state.cardPositions = renderCards(layer, tree.data, { isHtml: opts.isHtml, transition_time, previous: state.cardPositions, enterFrom: enterCard, renderCard: opts.renderCard })

  const position = opts.initial ? 'fit' : opts.tree_position ?? 'fit'
  if (position === 'fit') treeFit({ svg: dom.svg, tree_dim: tree.dim, transition_time })
  else if (position === 'main_to_middle' && main) cardToMiddle({ datum: main, svg: dom.svg, transition_time })
}
