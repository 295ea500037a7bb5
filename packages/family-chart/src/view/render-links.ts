/** Draws links with a keyed join, animating each from its previous geometry. */
import { select } from 'd3'
import type { TreeLink } from '../layout/types'
import { animate, fadeFrom, fadeOutAndRemove, keep, needsEntering } from './tween'
import { linkEnds, linkPath, type LinkEnds } from './link-path'

export interface LinkRenderOptions {
  transition_time: number
  isHorizontal: boolean
  /** Leave links already drawn as they are (used when culling adds and removes links during a pan). */
  onlyNew?: boolean
  previous: Map<string, LinkEnds>
  enterFrom: (l: TreeLink) => LinkEnds
  spouseText?: ((sp1: any, sp2: any) => string) | null
}

const SVG_NS = 'http://www.w3.org/2000/svg'

export function renderLinks(layer: SVGGElement, links: TreeLink[], opts: LinkRenderOptions): Map<string, LinkEnds> {
  const next = new Map<string, LinkEnds>()
  const sel = select(layer)
    .selectAll<SVGGElement, TreeLink>('g.f3-link-group')
    .data(links, (l) => l.id)
  sel.exit().each(function () { fadeOutAndRemove(this as Element, opts.transition_time) })
  const entered = sel.enter().append('g').attr('class', 'f3-link-group')
  entered.append('path')
  entered.each(function () { (this as SVGGElement).style.opacity = '0' })

  entered.merge(sel).each(function (l) {
    const g = this as SVGGElement
    const to = linkEnds(l)
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
    animate(g, l, opts.transition_time, from, to, (_el, v) => path.setAttribute('d', linkPath(l.kind, v as LinkEnds, opts.isHorizontal)), from0 === undefined ? undefined : [from0, 1])
    renderSpouseText(g, l, opts.spouseText, opts.isHorizontal)
  })
  return next
}

/**
 * Where a spouse link's text goes: in the gap next to the spouse, on the side of the person. For the first spouse
 * that is the middle of the link; a later spouse's link passes behind the cards of the spouses in between, so its
 * text sits in the gap between that spouse and the nearest card toward the person.
 */
export function spouseTextPosition(l: TreeLink, isHorizontal = false): [number, number] {
  const axis = isHorizontal ? 1 : 0
  const [person, spouse] = l.spouses ?? []
  const from = l.source[axis]
  const to = l.target[axis]
  let near = from
  for (const other of person?.spouses ?? []) {
    if (other === spouse) continue
    const at = isHorizontal ? other.y : other.x
    if ((at - to) * (from - at) > 0 && Math.abs(at - to) < Math.abs(near - to)) near = at
  }
  const along = (near + to) / 2
  const across = (l.source[1 - axis] + l.target[1 - axis]) / 2
  return isHorizontal ? [across, along] : [along, across]
}

function renderSpouseText(g: SVGGElement, l: TreeLink, spouseText: LinkRenderOptions['spouseText'], isHorizontal?: boolean) {
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
  const [x, y] = spouseTextPosition(l, isHorizontal)
  text.setAttribute('x', String(x))
  text.setAttribute('y', String(y - 6))
  text.textContent = String(value)
}
