/**
 * What a link says about the relationship, as the families feature draws it: the family's word in the middle of a
 * link to a parent family beside the tree ("adoptive"), and for a marriage that ended the sign of its kind across the
 * line, its words under the couple ("divorced 1990") and the dashes of its kind (by class, from the stylesheet).
 */
import type { TreeLink } from '../../layout/types'
import type { CardSize } from '../../view/drawing/render-cards'
import type { LinkDecorator } from '../../view/drawing/render-links'
import { relationMarkPlace } from '../../layout/relation-mark'
import { marriageEndText } from '../../cards/relation-note'
import { displayText } from '../../data/display-text'
import type { Say } from '../../data/say'
import { endedWords, endParts } from './family-words'

const SVG_NS = 'http://www.w3.org/2000/svg'

/** As on the cards: how a private person's marriage ended is theirs to keep. */
function endedText(l: TreeLink): string {
  return l.kind === 'spouse' && l.spouses && !l.spouses[0].is_private && !l.spouses[1].is_private
    ? marriageEndText(l.spouses[0].data, l.spouses[1].data)
    : ''
}

/** The classes of the line and the words and signs beside it, the words in the chart's (`say`). */
export const linkMarks =
  (say: () => Say | undefined): LinkDecorator =>
  (g, path, l, { isHorizontal, drop, cardSize }) => {
    const ended = endedText(l)
    if (l.family) path.classList.add(`f3-link-${l.family.type}`)
    if (ended) path.classList.add('f3-link-ended', `f3-link-end-${endKind(ended)}`)
    renderRelationMark(g, l, ended, say(), { isHorizontal, drop, card: cardSize })
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
  say: Say | undefined,
  { isHorizontal, drop, card }: { isHorizontal: boolean; drop: number; card: CardSize },
) {
  let mark = g.querySelector<SVGGElement>('g.f3-link-mark')
  const words = l.family ? l.family.text : endedWords(ended, say)
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
  title.textContent = l.family ? l.family.title : words
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
const endKind = (ended: string): string => endParts(ended).kind
