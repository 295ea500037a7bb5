/**
 * The space a docked panel (the person form) takes from the chart: the chart's drawing area ends where the panel
 * begins, so fitting and centring use only the visible part and no card is drawn under the panel.
 */

export interface Inset {
  right: number
  bottom: number
}

export const NO_INSET: Inset = { right: 0, bottom: 0 }

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

export function sameInset(a: Inset, b: Inset): boolean {
  return a.right === b.right && a.bottom === b.bottom
}

/** Shrinks the drawing area (and the nav bar above it) by the inset. */
export function applyInset(canvas: HTMLElement, nav: HTMLElement, inset: Inset): void {
  canvas.style.right = inset.right ? `${inset.right}px` : ''
  canvas.style.bottom = inset.bottom ? `${inset.bottom}px` : ''
  nav.style.right = inset.right ? `${inset.right + 10}px` : ''
}
