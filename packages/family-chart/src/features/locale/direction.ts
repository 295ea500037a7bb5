/** Which way the chart reads: from its locale, or from the page around it. */
import type { ChartDom } from '../../view/chart-dom'

/** The direction the page gives an element: its computed `direction`, else the nearest `dir` attribute. */
export function pageDirection(el: Element): 'ltr' | 'rtl' {
  const view = el.ownerDocument.defaultView
  const computed = view?.getComputedStyle(el).direction
  if (computed === 'rtl' || computed === 'ltr') return computed
  return el.closest('[dir]')?.getAttribute('dir')?.toLowerCase() === 'rtl' ? 'rtl' : 'ltr'
}

/**
 * Marks the chart's own elements (the canvas, which is the named region, and the nav area) with the language and
 * direction they are written in: a right-to-left chart reads right to left there, card text starts at the right.
 * `lang` null leaves the page's language; `rtl` false leaves the page's direction.
 */
export function markChart(dom: Pick<ChartDom, 'canvas' | 'nav'>, lang: string | null, rtl: boolean): void {
  for (const el of [dom.canvas, dom.nav]) {
    if (lang) el.setAttribute('lang', lang)
    else el.removeAttribute('lang')
    if (rtl) el.setAttribute('dir', 'rtl')
    else el.removeAttribute('dir')
  }
}
