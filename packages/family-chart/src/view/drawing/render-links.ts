/** Draws links with a keyed join, animating each from its previous geometry. */
import { select } from 'd3'
import type { TreeLink } from '../../layout/types'
import { animate, fadeFrom, fadeOutAndRemove, keep, needsEntering } from './tween'
import { laneDrop, linkEnds, linkPath, spouseTextPosition, type LinkEnds } from '../../layout/link-path'
import type { CardSize } from './render-cards'
import { displayText } from '../../data/display-text'

export { spouseTextPosition }

export interface LinkRenderOptions {
  transition_time: number
  isHorizontal: boolean
  /** Leave links already drawn as they are (used when culling adds and removes links during a pan). */
  onlyNew?: boolean
  previous: Map<string, LinkEnds>
  enterFrom: (l: TreeLink) => LinkEnds
  spouseText?: ((sp1: any, sp2: any) => string) | null
  /** The cards' size: links with a lane run clear of the cards' edge. */
  cardSize: CardSize
  /** Adds to each drawn link (classes on its path, marks beside it): the families feature's words and signs. */
  decorate?: LinkDecorator | null
}

/** Adds to a drawn link: `g` is its group, `path` its line; `drop` how far a lane runs from the row. */
export type LinkDecorator = (
  g: SVGGElement,
  path: SVGPathElement,
  l: TreeLink,
  place: { isHorizontal: boolean; drop: number; cardSize: CardSize },
) => void

const SVG_NS = 'http://www.w3.org/2000/svg'

export function renderLinks(layer: SVGGElement, links: TreeLink[], opts: LinkRenderOptions): Map<string, LinkEnds> {
  const next = new Map<string, LinkEnds>()
  const sel = select(layer)
    .selectAll<SVGGElement, TreeLink>('g.f3-link-group')
    .data(links, (l) => l.id)
  sel.exit().each(function () {
    fadeOutAndRemove(this as Element, opts.transition_time)
  })
  const entered = sel.enter().append('g').attr('class', 'f3-link-group')
  entered.append('path')
  entered.each(function () {
    ;(this as SVGGElement).style.opacity = '0'
  })

  entered.merge(sel).each(function (l) {
    const g = this as SVGGElement
    const to = linkEnds(l)
    const drop = laneDrop(l.lane, opts.isHorizontal ? opts.cardSize.w : opts.cardSize.h)
    if (opts.onlyNew && !needsEntering(g)) {
      next.set(l.id, opts.previous.get(l.id) ?? to)
      return
    }
    const from0 = fadeFrom(g)
    keep(g)
    const path = g.firstElementChild as SVGPathElement
    path.setAttribute('class', `link f3-link f3-link-${l.kind}`)
    path.setAttribute('data-link-id', l.id)
    next.set(l.id, to)
    const from = opts.previous.get(l.id) ?? opts.enterFrom(l)
    animate(
      g,
      l,
      opts.transition_time,
      from,
      to,
      (_el, v) => path.setAttribute('d', linkPath(l.kind, v as LinkEnds, opts.isHorizontal, drop)),
      from0 === undefined ? undefined : [from0, 1],
    )
    renderSpouseText(g, l, opts.spouseText, opts.isHorizontal, drop)
    opts.decorate?.(g, path, l, { isHorizontal: opts.isHorizontal, drop, cardSize: opts.cardSize })
  })
  return next
}

function renderSpouseText(
  g: SVGGElement,
  l: TreeLink,
  spouseText: LinkRenderOptions['spouseText'],
  isHorizontal: boolean,
  drop: number,
) {
  let text = g.querySelector<SVGTextElement>('text.f3-link-text')
  const value = l.kind === 'spouse' && spouseText && l.spouses ? spouseText(l.spouses[0], l.spouses[1]) : ''
  if (!value) {
    text?.remove()
    return
  }
  if (!text) {
    text = document.createElementNS(SVG_NS, 'text')
    text.setAttribute('class', 'f3-link-text link-text')
    text.setAttribute('text-anchor', 'middle')
    g.append(text)
  }
  const [x, y] = spouseTextPosition(l, isHorizontal, drop)
  text.setAttribute('x', String(x))
  text.setAttribute('y', String(y - 6))
  text.textContent = displayText(value)
}
