/** Text widths from the glyphs the browser really draws (one canvas, cached), or the estimate where there is no canvas. */
import { estimateWidth, type MeasureText } from './text-fit'

/** A 2D context only for measuring; null where there is none (jsdom, a server, a browser without OffscreenCanvas). */
type Measuring = Pick<CanvasRenderingContext2D, 'font' | 'measureText'>

/** Widths kept at most; a chart redrawn over and over measures the same names, not new ones. */
const CACHE_LIMIT = 8000

let shared: Measuring | null | undefined
const cache = new Map<string, number>()

/** The page's one measuring context, made on first use. */
function measuringContext(): Measuring | null {
  if (shared === undefined) {
    // An OffscreenCanvas, not a canvas element: jsdom has elements without a context and logs an error when asked.
    shared = typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(1, 1).getContext('2d') : null
    // Widths measured before a web font arrived are the fallback font's.
    globalThis.document?.fonts?.addEventListener?.('loadingdone', forgetMeasuredWidths)
  }
  return shared
}

/**
 * Measures with `context`'s `measureText` in `family` (a CSS font-family list), each (font, text) once; bold is the
 * cards' 600. Exported for tests, which pass a fake context.
 */
export function measurerWith(context: Measuring, family: string): MeasureText {
  return (text, fontSize, bold) => {
    const font = `${bold ? 600 : 400} ${fontSize}px ${family}`
    const key = font + '\n' + text
    let width = cache.get(key)
    if (width === undefined) {
      context.font = font
      width = context.measureText(text).width
      if (cache.size >= CACHE_LIMIT) cache.clear()
      cache.set(key, width)
    }
    return width
  }
}

/** How wide text is in the font family `family`: measured glyphs in a browser, else the estimate. */
export function glyphMeasurer(family: string): MeasureText {
  const context = measuringContext()
  return context ? measurerWith(context, family) : estimateWidth
}

/** The measurer for text drawn inside `el`, in the font family it computes to (read once per call). */
export function measurerFor(el: Element | null | undefined): MeasureText {
  return el ? glyphMeasurer(getComputedStyle(el).fontFamily) : estimateWidth
}

/** Forgets measured widths (a web font arrived and changed them). */
export function forgetMeasuredWidths(): void {
  cache.clear()
}
