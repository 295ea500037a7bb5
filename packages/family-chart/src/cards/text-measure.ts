/** Text widths from the glyphs the browser really draws (one canvas, cached), or the estimate where there is no canvas. */
import { estimateWidth, type MeasureText } from './text-fit'

/** A 2D context only for measuring; null where there is none (jsdom, a server, a worker without OffscreenCanvas). */
type Measuring = Pick<CanvasRenderingContext2D, 'font' | 'measureText'>

/** Widths kept per font at most; a chart redrawn over and over measures the same names, not new ones. */
const CACHE_LIMIT = 4000

let shared: Measuring | null | undefined
const cache = new Map<string, Map<string, number>>()

function isJsdom(): boolean {
  return typeof navigator !== 'undefined' && /jsdom/i.test(navigator.userAgent)
}

/** The page's one measuring context, made on first use. */
function measuringContext(): Measuring | null {
  if (shared !== undefined) return shared
  shared = null
  // Widths measured before a web font arrived are the fallback font's.
  if (typeof document !== 'undefined') document.fonts?.addEventListener?.('loadingdone', forgetMeasuredWidths)
  try {
    if (typeof OffscreenCanvas === 'function') shared = new OffscreenCanvas(1, 1).getContext('2d')
    // jsdom has canvas elements without a context, and says so on the console when asked for one.
    else if (typeof document !== 'undefined' && !isJsdom()) shared = document.createElement('canvas').getContext('2d')
  } catch {
    shared = null
  }
  return shared
}

/** A CSS font shorthand for the canvas: weight, size and the card's family list. */
function fontShorthand(family: string, fontSize: number, bold: boolean): string {
  return `${bold ? '600' : '400'} ${fontSize}px ${family}`
}

/**
 * Measures with `context`'s `measureText` in `family` (a CSS font-family list), each (font, text) once.
 * Exported for tests, which pass a fake context.
 */
export function measurerWith(context: Measuring, family: string): MeasureText {
  return (text, fontSize, bold) => {
    const font = fontShorthand(family, fontSize, bold)
    let widths = cache.get(font)
    if (!widths) cache.set(font, (widths = new Map()))
    let width = widths.get(text)
    if (width === undefined) {
      if (context.font !== font) context.font = font
      width = context.measureText(text).width
      if (widths.size >= CACHE_LIMIT) widths.clear()
      widths.set(text, width)
    }
    return width
  }
}

/** How wide text is in the font family `family`: measured glyphs in a browser, else the estimate. */
export function glyphMeasurer(family: string): MeasureText {
  const context = measuringContext()
  return context && family ? measurerWith(context, family) : estimateWidth
}

/** The measurer for text drawn inside `el`, in the font family it computes to (read once per call). */
export function measurerFor(el: Element | null | undefined): MeasureText {
  if (!el || typeof getComputedStyle !== 'function' || !measuringContext()) return estimateWidth
  return glyphMeasurer(getComputedStyle(el).fontFamily)
}

/** Forgets measured widths (a web font arrived and changed them). */
export function forgetMeasuredWidths(): void {
  cache.clear()
}
