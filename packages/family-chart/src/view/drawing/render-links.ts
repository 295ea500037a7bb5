/** Draws links with a keyed join, animating each from its previous geometry. */
import { select } from 'd3'
import type { TreeLink } from '../../layout/types'
import { animate, fadeFrom, fadeOutAndRemove, keep, needsEntering } from './tween'
import { laneDrop, linkEnds, linkPath, spouseTextPosition, type LinkEnds } from '../../layout/link-path'
import { relationMarkPlace } from '../../layout/relation-mark'
import type { CardSize } from './render-cards'
import { displayText } from '../../data/display-text'
import { marriageEndText } from '../../cards/relation-note'

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
}

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
    const ended =
      l.kind === 'spouse' && l.spouses && !l.spouses[0].is_private && !l.spouses[1].is_private
        ? marriageEndText(l.spouses[0].data, l.spouses[1].data)
        : ''
    path.setAttribute(
      'class',
      `link f3-link f3-link-${l.kind}${l.family ? ` f3-link-${l.family.type}` : ''}${ended ? ` f3-link-ended f3-link-end-${endKind(ended)}` : ''}`,
    )
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
    renderRelationMark(g, l, ended, opts.isHorizontal, drop, opts.cardSize)
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

/**
 * The words a link carries about the relationship: the family's word in the middle of a 'parent-family' link
 * ("adoptive"), and for a marriage that ended the sign of its kind across the line and its words under the couple
 * ("divorced 1990"); each with a title (tooltip, accessible name). The cards say the same to assistive technology.
 */
function renderRelationMark(
  g: SVGGElement,
  l: TreeLink,
  ended: string,
  isHorizontal: boolean,
  drop: number,
  card: CardSize,
) {
  let mark = g.querySelector<SVGGElement>('g.f3-link-mark')
  const words = l.family ? l.family.text : ended
  if (!words) {
    mark?.remove()
    return
  }
  if (!mark) {
    mark = document.createElementNS(SVG_NS, 'g')
    g.append(mark)
  }
  mark.setAttribute(
    'class',
    `f3-link-mark ${l.family ? 'f3-link-family-mark' : `f3-link-end f3-link-end-${endKind(ended)}`}`,
  )
  const title = document.createElementNS(SVG_NS, 'title')
  title.textContent = l.family ? l.family.title : ended
  const text = document.createElementNS(SVG_NS, 'text')
  text.setAttribute('class', l.family ? 'f3-link-family-text link-text' : 'f3-link-end-text link-text')
  text.setAttribute('text-anchor', 'middle')
  text.textContent = displayText(words)
  const place = relationMarkPlace(l, isHorizontal, drop, card)
  const parts: Element[] = [title, text]
  if (place.slash) {
    // The sign of the kind of end across the line (see endMarkPath): a double slash for a divorce.
    const slash = document.createElementNS(SVG_NS, 'path')
    slash.setAttribute('class', `f3-link-end-mark f3-link-end-mark-${endKind(ended)}`)
    slash.setAttribute('d', place.slash)
    parts.unshift(slash)
  }
  text.setAttribute('x', String(place.textX))
  text.setAttribute('y', String(place.textY))
  if (place.anchor !== 'middle') text.setAttribute('text-anchor', place.anchor)
  mark.setAttribute('aria-label', title.textContent)
  mark.replaceChildren(...parts)
}

/** The kind of end ('divorced', 'separated', 'annulled', 'ended') from marriageEndText's words. */
function endKind(ended: string): string {
  const kind = ended.split(' ')[0]
  return /^[a-z]+$/.test(kind) ? kind : 'ended'
}
