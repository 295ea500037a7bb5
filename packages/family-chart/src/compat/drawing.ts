/**
 * What `f3.createSvg` makes: a chart's canvas and drawing (cards, links, pan and zoom, keyboard and screen-reader
 * support, big-tree culling) without a Chart, for code that lays the tree out itself and draws it with `f3.view`.
 */
import type { Tree } from '../layout/types'
import type { UpdateTreeProps } from '../store/types'
import { createStore } from '../store/create-store'
import { createChartDom, type ChartDom } from '../view/chart-dom'
import { createChartView, type ChartView } from '../view/chart-view'
import type { CardRenderer, CardSize } from '../view/drawing/render-cards'
import { SVG_CARD_DIM } from '../cards/card-dims'
import { personName } from '../data/person-name'
import { DEFAULTS } from '../defaults'

/** One drawing: the elements, the view, and what the last `f3.view` call gave it. */
export interface Drawing {
  dom: ChartDom
  /** Draws `tree` with `renderCard` into HTML or SVG card elements. */
  draw(tree: Tree, renderCard: CardRenderer, options: { isHtml: boolean; size: CardSize; props: UpdateTreeProps }): void
  destroy(): void
}

/** The size of a card the code draws itself (the published SVG card's), for fitting and culling. */
export const DEFAULT_CARD_SIZE: CardSize = { w: SVG_CARD_DIM.w, h: SVG_CARD_DIM.h }

const bySvg = new WeakMap<Element, Drawing>()
const byCont = new WeakMap<Element, Drawing>()

function createDrawing(cont: HTMLElement): Drawing {
  const dom = createChartDom(cont)
  // The store only holds the tree the code passed last: the view, the keyboard and the live region read it there.
  const store = createStore({ data: [] })
  let renderCard: CardRenderer = () => {}
  let size = DEFAULT_CARD_SIZE
  const host = {
    cont,
    dom,
    store,
    cardSize: () => size,
    is_card_html: false,
    transition_time: DEFAULTS.storeTransitionTime,
    linkSpouseText: null,
    beforeUpdate: null,
    afterUpdate: null,
  }
  const view: ChartView = createChartView({
    chart: host,
    cardDrawer: () => renderCard,
    nameOf: (id) => personName(store.getDatum(id)),
  })
  const drawing: Drawing = {
    dom,
    draw(tree, card, options) {
      renderCard = card
      size = options.size
      host.is_card_html = options.isHtml
      store.state.tree = tree
      store.state.data = tree.data.map((d) => d.data)
      view.render(options.props)
    },
    destroy() {
      view.destroy()
      dom.canvas.remove()
      dom.nav.remove()
    },
  }
  bySvg.set(dom.svg, drawing)
  byCont.set(cont, drawing)
  return drawing
}

/** The drawing in a container, made on first use; a container emptied by other code gets a new one. */
export function drawingIn(cont: HTMLElement): Drawing {
  const existing = byCont.get(cont)
  if (existing && cont.contains(existing.dom.canvas)) return existing
  existing?.destroy()
  return createDrawing(cont)
}

/** The drawing an SVG element belongs to, if `f3.createSvg` (or one of the setups built on it) made it. */
export function drawingOf(svg: Element): Drawing | undefined {
  return bySvg.get(svg)
}
