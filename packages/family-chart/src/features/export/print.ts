/**
 * Printing the whole tree, not the page around it: the SVG goes into a hidden frame of its own with a print
 * stylesheet fitting it on the page, and that frame's print dialog opens.
 */
import { escapeXml } from './xml'
import type { PrintOptions } from './types'

/** The frame stays a moment after print() returns, for browsers that print from it asynchronously. */
const CLEANUP_MS = 1000

const PAGE_NAMES = { a4: 'A4', letter: 'letter' }

/**
 * The frame's document: only the tree, as large as one page allows, on the paper asked for (or the printer's own),
 * turned to follow its shape unless an orientation is asked for.
 */
export function printDocument(
  svgFragment: string,
  title: string,
  width: number,
  height: number,
  page: Pick<PrintOptions, 'pageSize' | 'orientation'> = {},
): string {
  const asked = page.orientation === 'portrait' || page.orientation === 'landscape' ? page.orientation : null
  const orientation = asked ?? (width > height ? 'landscape' : 'portrait')
  const paper = page.pageSize && PAGE_NAMES[page.pageSize] ? `${PAGE_NAMES[page.pageSize]} ` : ''
  return (
    '<!DOCTYPE html><html><head><meta charset="utf-8">' +
    `<title>${escapeXml(title)}</title>` +
    '<style>' +
    `@page { size: ${paper}${orientation}; margin: 10mm; }` +
    'html, body { margin: 0; padding: 0; background: #fff; }' +
    // The viewBox keeps the proportions; the page area decides the size.
    'svg { display: block; width: 100%; height: 100vh; }' +
    '@media screen { svg { height: auto; } }' +
    '</style></head><body>' +
    svgFragment +
    '</body></html>'
  )
}

/** Opens the print dialog for `html` in a hidden frame; resolves when the dialog has closed (or printing started). */
export function printHtml(html: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const frame = document.createElement('iframe')
    frame.setAttribute('aria-hidden', 'true')
    frame.tabIndex = -1
    frame.title = 'Family tree for printing'
    frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0;opacity:0;pointer-events:none'
    const finish = () => {
      frame.remove()
      resolve()
    }
    frame.addEventListener(
      'load',
      () => {
        const win = frame.contentWindow
        if (!win) {
          frame.remove()
          reject(new Error('family-chart: the print frame could not be opened'))
          return
        }
        win.focus()
        // print() blocks until the dialog closes in most browsers; the frame goes shortly after it returns.
        try {
          win.print()
        } catch (err) {
          frame.remove()
          reject(err)
          return
        }
        setTimeout(finish, CLEANUP_MS)
      },
      { once: true },
    )
    frame.srcdoc = html
    document.body.append(frame)
  })
}
