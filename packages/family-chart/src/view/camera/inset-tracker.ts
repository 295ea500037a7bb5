/**
 * Keeps the drawing area clear of what covers the chart: the controls in the nav area (watched for size changes)
 * and a panel docked on the right or bottom edge (see Chart.setOccludingPanel). When the area changes size, the
 * camera is re-placed the way the last update placed it, unless the user moved it since.
 */
import type { Tree } from '../../layout/types'
import type { UpdateTreeProps } from '../../store/types'
import { applyInset, measureInset, measureNavInset, NO_INSET, sameInset, type Inset } from './viewport-inset'
import { keepViewAfterResize } from './keep-view'

export interface InsetTrackerSetup {
  cont: HTMLElement
  canvas: HTMLElement
  nav: HTMLElement
  svg: SVGSVGElement
  getTree: () => Tree | undefined
  /** How the last update placed the camera, and whether the user moved it since. */
  getPlacement: () => { position: UpdateTreeProps['tree_position']; userMoved: boolean }
}

export interface InsetTracker {
  /** Measures what covers the chart and shrinks the drawing area to the rest; `keepView` re-places the camera. */
  update(keepView?: boolean): void
  setOccluder(panel: HTMLElement | null): void
  destroy(): void
}

export function createInsetTracker({ cont, canvas, nav, svg, getTree, getPlacement }: InsetTrackerSetup): InsetTracker {
  let occluder: HTMLElement | null = null
  let inset: Inset = NO_INSET
  const update = (keepView = true): void => {
    if (!canvas.isConnected) return
    const edge = measureInset(cont, occluder)
    const next = { ...edge, top: measureNavInset(cont, nav, edge) }
    if (sameInset(next, inset)) return
    const before = { width: canvas.clientWidth, height: canvas.clientHeight }
    inset = next
    applyInset(canvas, nav, next)
    const after = { width: canvas.clientWidth, height: canvas.clientHeight }
    if (keepView && before.width && after.width) {
      const { position, userMoved } = getPlacement()
      keepViewAfterResize(svg, getTree(), position, userMoved, before, after)
    }
  }
  // Controls in the nav area (the search box, undo and redo, your own) take the top of the chart: watch their size.
  let observer: ResizeObserver | null = null
  if (typeof ResizeObserver !== 'undefined') {
    observer = new ResizeObserver(() => update())
    observer.observe(cont)
    observer.observe(nav)
  }
  return {
    update,
    setOccluder(panel) {
      occluder = panel
      update()
    },
    destroy() {
      observer?.disconnect()
    },
  }
}
