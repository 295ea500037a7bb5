/** Places card elements with a keyed join; the card factory fills each element. */
import { select } from 'd3'
import type { TreeDatum } from '../../layout/types'
import { animate, fadeFrom, fadeOutAndRemove, keep, needsEntering } from './tween'

export type CardRenderer = (el: Element, d: TreeDatum) => void

/** A card's size in tree units (links, the overview's rectangles and the level of detail measure with it). */
export interface CardSize {
  w: number
  h: number
}

export interface CardRenderOptions {
  isHtml: boolean
  transition_time: number
  previous: Map<string, [number, number]>
  enterFrom: (d: TreeDatum) => [number, number]
  renderCard: CardRenderer
  /** Leave cards already drawn as they are (used when culling adds and removes cards during a pan). */
  onlyNew?: boolean
}

const SVG_NS = 'http://www.w3.org/2000/svg'

export function renderCards(
  layer: Element,
  nodes: TreeDatum[],
  opts: CardRenderOptions,
): Map<string, [number, number]> {
  const next = new Map<string, [number, number]>()
  const selector = opts.isHtml ? 'div.card_cont' : 'g.card_cont'
  const sel = select(layer)
    .selectAll<Element, TreeDatum>(selector)
    .data(nodes, (d) => d.key)
  sel.exit().each(function () {
    fadeOutAndRemove(this as Element, opts.transition_time)
  })
  const entered = sel.enter().append(() => {
    const el = opts.isHtml ? document.createElement('div') : document.createElementNS(SVG_NS, 'g')
    el.setAttribute('class', 'card_cont f3-card-cont')
    ;(el as HTMLElement).style.opacity = '0'
    return el as Element
  })
  const place = opts.isHtml
    ? (el: Element, [x, y]: number[]) => {
        ;(el as HTMLElement).style.transform = `translate(${x}px, ${y}px)`
      }
    : (el: Element, [x, y]: number[]) => el.setAttribute('transform', `translate(${x},${y})`)

  entered.merge(sel as any).each(function (d) {
    const el = this as Element
    if (opts.onlyNew && !needsEntering(el)) {
      next.set(d.key, opts.previous.get(d.key) ?? [d.x, d.y])
      return
    }
    // Any card not fully shown fades in from where it is: new, leaving, or left part-way by an interrupted update.
    const from0 = fadeFrom(el)
    keep(el)
    opts.renderCard(el, d)
    const to: [number, number] = [d.x, d.y]
    next.set(d.key, to)
    const from = opts.previous.get(d.key) ?? opts.enterFrom(d)
    animate(el, d, opts.transition_time, from, to, place, from0 === undefined ? undefined : [from0, 1])
  })
  return next
}
