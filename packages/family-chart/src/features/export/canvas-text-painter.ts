/**
 * Draws a text with the browser's own text engine (which shapes every script) onto a canvas, for the PDF: the image
 * has several pixels per user unit so it prints sharp.
 */
import type { PaintText, TextRun } from './pdf-shaped-text'

/** Canvas pixels per SVG user unit: a PDF page shows a user unit at 0.75 pt at most, so at least 384 dpi. */
export const PIXELS_PER_UNIT = 4
/** Larger texts (a whole page of them) keep the vector path rather than ask for a huge canvas. */
const MAX_PIXELS = 16_000_000

type Context = CanvasRenderingContext2D

function style(ctx: Context, run: TextRun): void {
  ctx.font = `${run.fontWeight} ${run.fontSize * PIXELS_PER_UNIT}px ${run.fontFamily}`
  ctx.direction = run.rtl ? 'rtl' : 'ltr'
  // With the direction set, start and end mean what they mean to SVG's text-anchor.
  ctx.textAlign = run.anchor === 'middle' ? 'center' : run.anchor
  ctx.textBaseline = run.baseline
}

function draw(ctx: Context, run: TextRun, x: number, y: number): void {
  if (run.fill) {
    ctx.globalAlpha = run.fill.opacity
    ctx.fillStyle = run.fill.color
    ctx.fillText(run.text, x, y)
  }
  if (run.stroke) {
    ctx.globalAlpha = run.stroke.opacity
    ctx.strokeStyle = run.stroke.color
    ctx.lineWidth = run.stroke.width * PIXELS_PER_UNIT
    ctx.lineJoin = run.stroke.join
    ctx.strokeText(run.text, x, y)
  }
}

/** A painter on one reused canvas, or null where there is no 2D canvas (a server, jsdom). */
export function canvasTextPainter(doc: Document | undefined = globalThis.document): PaintText | null {
  let ctx: Context | null = null
  try {
    ctx = (doc?.createElement('canvas').getContext('2d') as Context | null) ?? null
  } catch {
    ctx = null
  }
  if (!ctx || typeof ctx.measureText !== 'function') return null
  const c = ctx
  const fonts = doc?.fonts
  return async (run) => {
    style(c, run)
    // A web font of the family is downloaded only when something uses it: before the first paint, it is asked for.
    await fonts?.load(c.font, run.text).catch(() => [])
    const m = c.measureText(run.text)
    const stroke = run.stroke ? (run.stroke.width * PIXELS_PER_UNIT) / 2 : 0
    const pad = Math.ceil(stroke + PIXELS_PER_UNIT)
    const left = Math.ceil(m.actualBoundingBoxLeft) + pad
    const top = Math.ceil(m.actualBoundingBoxAscent) + pad
    const width = left + Math.ceil(m.actualBoundingBoxRight) + pad
    const height = top + Math.ceil(m.actualBoundingBoxDescent) + pad
    if (!(width > 0 && height > 0) || width * height > MAX_PIXELS) return null
    // Resizing the canvas clears it and resets its state, the font included.
    c.canvas.width = width
    c.canvas.height = height
    style(c, run)
    draw(c, run, left, top)
    const u = PIXELS_PER_UNIT
    return { href: c.canvas.toDataURL('image/png'), x: -left / u, y: -top / u, width: width / u, height: height / u }
  }
}
