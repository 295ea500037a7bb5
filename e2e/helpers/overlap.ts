// Geometry checks a person would make by eye: which visible controls of a page sit on top of one another.
import type { Page } from 'puppeteer-core'

export interface ControlBox {
  name: string
  x: number
  y: number
  width: number
  height: number
}

export interface Overlap {
  a: string
  b: string
  area: number
}

const CONTROLS = 'button, input, select, textarea, a[href], summary, [role="button"], [role="combobox"], [role="tab"]'

/**
 * Every visible control under `root` (outside `exclude`, e.g. the chart's pannable canvas), and each pair whose boxes
 * overlap by more than one pixel each way. Controls nested in one another (a button inside a summary) are not pairs.
 */
export async function controlOverlaps(
  page: Page,
  root: string,
  exclude = '',
): Promise<{ controls: ControlBox[]; overlaps: Overlap[] }> {
  return page.evaluate(
    (rootSelector, excludeSelector, controlSelector) => {
      const rootEl = document.querySelector(rootSelector)
      if (!rootEl) throw new Error(`no ${rootSelector}`)
      const visible = (el: Element) => {
        const box = el.getBoundingClientRect()
        if (box.width < 1 || box.height < 1) return false
        for (let node: Element | null = el; node; node = node.parentElement) {
          const style = getComputedStyle(node)
          if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return false
        }
        return box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth
      }
      const name = (el: Element) => {
        const label =
          el.getAttribute('aria-label') ||
          (el as HTMLElement).innerText ||
          el.getAttribute('placeholder') ||
          el.getAttribute('name') ||
          ''
        return `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''} "${label.trim().slice(0, 40)}"`
      }
      const els = [...rootEl.querySelectorAll(controlSelector)].filter(
        (el) => visible(el) && !(excludeSelector && el.closest(excludeSelector)),
      )
      const boxes = els.map((el) => ({ el, box: el.getBoundingClientRect() }))
      const overlaps: { a: string; b: string; area: number }[] = []
      for (let i = 0; i < boxes.length; i++) {
        for (let j = i + 1; j < boxes.length; j++) {
          const p = boxes[i]
          const q = boxes[j]
          if (p.el.contains(q.el) || q.el.contains(p.el)) continue
          const w = Math.min(p.box.right, q.box.right) - Math.max(p.box.left, q.box.left)
          const h = Math.min(p.box.bottom, q.box.bottom) - Math.max(p.box.top, q.box.top)
          if (w > 1 && h > 1) overlaps.push({ a: name(p.el), b: name(q.el), area: Math.round(w * h) })
        }
      }
      const controls = boxes.map(({ el, box }) => ({
        name: name(el),
        x: Math.round(box.x),
        y: Math.round(box.y),
        width: Math.round(box.width),
        height: Math.round(box.height),
      }))
      return { controls, overlaps }
    },
    root,
    exclude,
    CONTROLS,
  )
}

/** True when `selector` is on top at the centre of its own box, that is, nothing covers it there. */
export async function topmostAtCentre(page: Page, selector: string): Promise<boolean> {
  return page.$eval(selector, (el) => {
    const box = el.getBoundingClientRect()
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return !!top && (top === el || el.contains(top))
  })
}
