/**
 * Which way the chart reads, and marking it: the chart's container takes the locale's language and direction, so
 * everything the chart and its features put in it (cards, nav, form, menus, dialogs) reads that way; the canvas, the
 * named region, says it too. What the page had set on the container itself is kept and given back.
 */

/** The direction the page gives an element: its computed `direction`, else the nearest `dir` attribute. */
function directionOf(el: Element | null): 'ltr' | 'rtl' {
  if (!el) return 'ltr'
  const computed = el.ownerDocument.defaultView?.getComputedStyle(el).direction
  if (computed === 'rtl' || computed === 'ltr') return computed
  return el.closest('[dir]')?.getAttribute('dir')?.toLowerCase() === 'rtl' ? 'rtl' : 'ltr'
}

export interface ChartMarks {
  /** The page's direction for the chart: the container's own `dir`, else what it inherits. */
  pageDirection(): 'ltr' | 'rtl'
  /** Marks the chart with a language (null: the page's) and a direction (false: the page's). */
  mark(lang: string | null, rtl: boolean): void
  /** Gives the container its own attributes back. */
  restore(): void
}

export function chartMarks(cont: HTMLElement, canvas: HTMLElement): ChartMarks {
  const own = { dir: cont.getAttribute('dir'), lang: cont.getAttribute('lang') }
  const put = (el: Element, name: string, value: string | null) =>
    value === null ? el.removeAttribute(name) : el.setAttribute(name, value)
  return {
    pageDirection: () => (own.dir === 'rtl' || own.dir === 'ltr' ? own.dir : directionOf(cont.parentElement)),
    mark(lang, rtl) {
      put(cont, 'lang', lang ?? own.lang)
      put(cont, 'dir', rtl ? 'rtl' : own.dir)
      put(canvas, 'dir', rtl ? 'rtl' : null)
    },
    restore() {
      put(cont, 'lang', own.lang)
      put(cont, 'dir', own.dir)
      canvas.removeAttribute('dir')
    },
  }
}
