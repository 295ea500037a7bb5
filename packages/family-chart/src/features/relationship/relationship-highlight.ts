/**
 * Draws a relationship path on the chart: its people's cards and the links between them get the class
 * `f3-relationship-path`, and its two ends a small label with the relationship in words. Applied again after every
 * drawing and culling, since both replace cards and links.
 */
import type { Tree, TreeLink } from '../../layout/types'
import { linksOnPath } from './path-links'
import { cardIn, nodeOf } from '../../view/keyboard/card-elements'

export const PATH_CLASS = 'f3-relationship-path'
const END_CLASS = 'f3-relationship-end'
const LABEL_CLASS = 'f3-relationship-label'
const SVG_NS = 'http://www.w3.org/2000/svg'

/** The path to show: its people in order, and the words on the cards of each end. */
export interface HighlightedPath {
  path: string[]
  ends: { id: string; text: string }[]
}

export interface RelationshipHighlightSetup {
  canvas: HTMLElement
  getTree: () => Tree | null
  getCardSize: () => { w: number; h: number }
  /** Where a chart type with a drawing of its own (the fan) marks the path's people, if it does. */
  elsewhere?: () => ((path: HighlightedPath | null) => void) | undefined
}

/** The label under an end's card: an HTML box in the card's frame, or SVG text under an SVG card. */
function endLabel(cont: Element, text: string, cardHeight: number): Element {
  if (cont instanceof HTMLElement) {
    const label = document.createElement('div')
    label.className = LABEL_CLASS
    label.textContent = text
    return label
  }
  const label = document.createElementNS(SVG_NS, 'text')
  label.setAttribute('class', LABEL_CLASS)
  label.setAttribute('text-anchor', 'middle')
  label.setAttribute('y', String(cardHeight / 2 + 18))
  label.textContent = text
  return label
}

export function createRelationshipHighlight({ canvas, getTree, getCardSize, elsewhere }: RelationshipHighlightSetup) {
  let shown: HighlightedPath | null = null
  let marked = false

  const unmark = () => {
    if (!marked) return
    marked = false
    for (const el of canvas.querySelectorAll(`.${PATH_CLASS}, .${END_CLASS}`))
      el.classList.remove(PATH_CLASS, END_CLASS)
    for (const el of canvas.querySelectorAll(`.${LABEL_CLASS}`)) el.remove()
  }

  const markCards = (path: HighlightedPath) => {
    const ids = new Set(path.path)
    const endText = new Map(path.ends.map((end) => [end.id, end.text]))
    const labelled = new Set<string>()
    for (const cont of canvas.querySelectorAll('.f3-card-cont')) {
      const d = nodeOf(cont)
      if (!d || d.exiting || !ids.has(d.data.id)) continue
      cont.classList.add(PATH_CLASS)
      cardIn(cont)?.classList.add(PATH_CLASS)
      const text = endText.get(d.data.id)
      // One label per end, even when the person is drawn twice (a shared branch).
      if (text === undefined || labelled.has(d.data.id)) continue
      labelled.add(d.data.id)
      cont.classList.add(END_CLASS)
      // HTML: in the card's frame, under the card; SVG: in the container, whose origin is the card's middle.
      const holder = cont instanceof HTMLElement ? (cont.querySelector('.f3-card-frame') ?? cont) : cont
      holder.append(endLabel(cont, text, getCardSize().h))
    }
  }

  const markLinks = (path: HighlightedPath) => {
    const tree = getTree()
    if (!tree) return
    const ids = linksOnPath(tree, path.path)
    for (const group of canvas.querySelectorAll('g.f3-link-group')) {
      const link = (group as { __data__?: TreeLink }).__data__
      if (link && ids.has(link.id)) group.querySelector('path.f3-link')?.classList.add(PATH_CLASS)
    }
  }

  const update = () => {
    unmark()
    elsewhere?.()?.(shown)
    if (!shown) return
    marked = true
    markCards(shown)
    markLinks(shown)
  }

  return {
    /** Shows a path (null: none) and marks the cards and links drawn now. */
    show(path: HighlightedPath | null) {
      shown = path
      update()
    },
    /** Marks again after a drawing or culling. */
    update,
    destroy() {
      shown = null
      unmark()
      elsewhere?.()?.(null)
    },
  }
}
