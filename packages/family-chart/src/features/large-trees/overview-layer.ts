/** The overview's few SVG elements: one path per card colour, one for the links, one outlining the main person. */
import type { Say } from '../../data/say'
import type { ChartDom } from '../../view/chart-dom'
import { OVERVIEW_KINDS, type OverviewKind, type OverviewPaths } from './overview-paths'

const SVG_NS = 'http://www.w3.org/2000/svg'

export interface OverviewLayer {
  root: SVGGElement
  /**
   * Shows these paths, or keeps the current ones (null); the DOM stays a handful of elements however many cards
   * they hold. `total` is the number of cards in the tree, for screen readers.
   */
  show(paths: OverviewPaths | null, total: number): void
  hide(): void
  isShown(): boolean
  /** Removes the layer's elements. */
  destroy(): void
}

function path(cls: string, scaleFreeStroke: boolean): SVGPathElement {
  const el = document.createElementNS(SVG_NS, 'path')
  el.setAttribute('class', cls)
  // Outlines keep their screen width at any zoom; scaled with the tree they would vanish below a pixel.
  if (scaleFreeStroke) el.setAttribute('vector-effect', 'non-scaling-stroke')
  return el
}

/** Created on first use, under the links, inside the zoomed SVG group: pan and zoom move it with the rest. */
export function createOverviewLayer(dom: ChartDom, say: () => Say | undefined): OverviewLayer {
  const root = document.createElementNS(SVG_NS, 'g')
  root.setAttribute('class', 'f3-overview')
  root.setAttribute('tabindex', '0')
  root.setAttribute('role', 'button')
  root.style.display = 'none'
  const links = path('f3-overview-links', true)
  const cards = {} as Record<OverviewKind, SVGPathElement>
  for (const kind of OVERVIEW_KINDS) cards[kind] = path(`f3-overview-cards f3-overview-${kind}`, false)
  const main = path('f3-overview-main', true)
  root.append(links, ...OVERVIEW_KINDS.map((k) => cards[k]), main)
  dom.view.insertBefore(root, dom.linksLayer)

  const hide = () => {
    if (root.style.display === 'none') return
    // Leaving the keyboard focus on a hidden element would strand it.
    if (root.ownerDocument.activeElement === root) root.blur()
    root.style.display = 'none'
    dom.canvas.classList.remove('f3-overview-shown')
  }
  let label = ''
  return {
    root,
    show(paths, total) {
      if (paths) {
        links.setAttribute('d', paths.links)
        for (const kind of OVERVIEW_KINDS) {
          cards[kind].setAttribute('d', paths.cards[kind])
          cards[kind].setAttribute('stroke-width', String(paths.cardHeight))
        }
        main.setAttribute('d', paths.main)
      }
      const said =
        say()?.('overview.label', { count: total }) ?? `Overview of ${total} cards. Press Enter or click to zoom in.`
      if (said !== label) {
        root.setAttribute('aria-label', said)
        label = said
      }
      root.style.display = ''
      dom.canvas.classList.add('f3-overview-shown')
    },
    hide,
    isShown: () => root.style.display !== 'none',
    destroy() {
      hide()
      root.remove()
    },
  }
}
