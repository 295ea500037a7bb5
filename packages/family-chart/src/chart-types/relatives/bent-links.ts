/**
 * Draws the relatives chart's links that pass a generation through their `via` points, as a link decorator: the
 * chart's own link drawing (and its tween, frame by frame) writes a plain curve between the ends, and this bends it
 * through the free channel the layout kept, before the frame is painted (a mutation observer runs right after the
 * tween's frame). The core's link drawing stays as small as a plain chart needs.
 */
import type { LinkDecorator } from '../../view/drawing/render-links'
import { bendDrawnPath } from '../../layout/bent-link'

interface Bent {
  observer: MutationObserver
  via: [number, number][]
  isHorizontal: boolean
  /** The path last written here: the observer's own write is not bent again. */
  written: string
}

export function createBentLinks(isActive: () => boolean): { decorate: LinkDecorator; destroy(): void } {
  const bent = new Map<SVGPathElement, Bent>()
  const bend = (path: SVGPathElement, b: Bent) => {
    const d = path.getAttribute('d')
    if (!d || d === b.written) return
    b.written = bendDrawnPath(d, b.via, b.isHorizontal)
    path.setAttribute('d', b.written)
  }
  const release = (path: SVGPathElement) => {
    bent.get(path)?.observer.disconnect()
    bent.delete(path)
  }
  const decorate: LinkDecorator = (_g, path, l, place) => {
    if (!isActive() || !l.via?.length) return release(path)
    let b = bent.get(path)
    if (!b) {
      const made: Bent = {
        observer: new MutationObserver(() => bend(path, made)),
        via: [],
        isHorizontal: false,
        written: '',
      }
      made.observer.observe(path, { attributes: true, attributeFilter: ['d'] })
      bent.set(path, (b = made))
    }
    b.via = l.via
    b.isHorizontal = place.isHorizontal
    b.written = ''
    bend(path, b)
    // Paths of links gone from the page are let go.
    for (const p of bent.keys()) if (!p.isConnected) release(p)
  }
  return {
    decorate,
    destroy() {
      for (const p of [...bent.keys()]) release(p)
    },
  }
}
