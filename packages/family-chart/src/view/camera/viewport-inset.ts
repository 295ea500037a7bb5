/**
 * The space a docked panel (the person form) and the controls in the chart's nav area (search box, undo and redo,
 * controls of your own) take from the chart: the drawing area begins below the controls and ends where the panel
 * begins, so fitting and centring use only the visible part and no card is drawn under either.
 */

export interface Inset {
  right: number
  bottom: number
  /** Height the nav area's controls take at the top (0 or absent when it is empty). */
  top?: number
}

export const NO_INSET: Inset = { right: 0, bottom: 0 }

/** Space kept between the controls and the first cards. */
const NAV_GAP_PX = 6

/** Below this the chart keeps its whole area: a panel that leaves less is a popup over the chart, not a column. */
const MIN_FREE_PX = 120

/**
 * How much of the container's right or bottom edge a panel covers. A panel spanning the container's whole width
 * is docked at the bottom (the phone layout), any other overlapping panel at the right. Zero when the panel is
 * hidden, does not overlap the container, or would leave the chart almost no room.
 */
export function measureInset(cont: Element, panel: Element | null): Inset {
  if (!panel || (panel as HTMLElement).hidden) return NO_INSET
  const c = cont.getBoundingClientRect()
  const p = panel.getBoundingClientRect()
  const overlapX = Math.min(c.right, p.right) - Math.max(c.left, p.left)
  const overlapY = Math.min(c.bottom, p.bottom) - Math.max(c.top, p.top)
  if (p.width <= 0 || p.height <= 0 || overlapX <= 0 || overlapY <= 0) return NO_INSET
  if (p.left <= c.left + 1 && p.right >= c.right - 1) {
    const bottom = Math.round(c.bottom - p.top)
    return c.height - bottom >= MIN_FREE_PX ? { right: 0, bottom } : NO_INSET
  }
  const right = Math.round(c.right - p.left)
  return c.width - right >= MIN_FREE_PX ? { right, bottom: 0 } : NO_INSET
}

/**
 * How much of the container's top the nav area's controls cover: down to their lower edge plus a small gap, or 0
 * when the nav area shows nothing. Zero too when what would be left of the chart is too small to be worth it.
 */
export function measureNavInset(cont: Element, nav: Element | null, below: Inset = NO_INSET): number {
  if (!nav) return 0
  const n = nav.getBoundingClientRect()
  if (n.height <= 0 || n.width <= 0) return 0
  const c = cont.getBoundingClientRect()
  const top = Math.max(0, Math.round(n.bottom - c.top + NAV_GAP_PX))
  return c.height - top - below.bottom >= MIN_FREE_PX ? top : 0
}

export function sameInset(a: Inset, b: Inset): boolean {
  return a.right === b.right && a.bottom === b.bottom && (a.top ?? 0) === (b.top ?? 0)
}

/** Shrinks the drawing area (and the nav bar above it) by the inset. */
export function applyInset(canvas: HTMLElement, nav: HTMLElement, inset: Inset): void {
  canvas.style.top = inset.top ? `${inset.top}px` : ''
  canvas.style.right = inset.right ? `${inset.right}px` : ''
  canvas.style.bottom = inset.bottom ? `${inset.bottom}px` : ''
  nav.style.right = inset.right ? `${inset.right + 10}px` : ''
}
