// The canvas painter of shaped texts: the run drawn as the SVG draws it, at PIXELS_PER_UNIT, its box in user units.
import { canvasTextPainter, PIXELS_PER_UNIT } from '../../src/features/export/canvas-text-painter'
import type { TextRun } from '../../src/features/export/pdf-shaped-text'

/** A document whose canvas records what is drawn with which settings, and whose font set records what is loaded. */
function recordingDocument() {
  const log: string[] = []
  const ctx: any = {
    measureText: () => ({
      actualBoundingBoxLeft: 2,
      actualBoundingBoxRight: 98,
      actualBoundingBoxAscent: 40,
      actualBoundingBoxDescent: 11,
    }),
    fillText: (text: string, x: number, y: number) =>
      log.push(
        `fill ${text} at ${x},${y} ${ctx.font} ${ctx.textAlign} ${ctx.direction} ${ctx.fillStyle} ${ctx.globalAlpha}`,
      ),
    strokeText: (text: string) => log.push(`stroke ${text} ${ctx.strokeStyle} ${ctx.lineWidth} ${ctx.lineJoin}`),
  }
  const canvas: any = {
    getContext: () => ctx,
    toDataURL: () => `data:image/png;base64,${canvas.width}x${canvas.height}`,
  }
  ctx.canvas = canvas
  const doc: any = {
    createElement: () => canvas,
    fonts: { load: async (font: string, text: string) => (log.push(`load ${font} for ${text}`), []) },
  }
  return { doc: doc as Document, log, canvas }
}

const RUN: TextRun = {
  text: 'محمد',
  fontFamily: "'DejaVu Sans', sans-serif",
  fontSize: 13,
  fontWeight: 'bold',
  anchor: 'middle',
  rtl: true,
  baseline: 'alphabetic',
  fill: { color: '#ffffff', opacity: 0.5 },
  stroke: { color: '#000000', opacity: 1, width: 3, join: 'round' },
}

describe('the canvas painter', () => {
  it('is null where there is no 2D canvas', () => {
    const doc: any = { createElement: () => ({ getContext: () => null }) }
    expect(canvasTextPainter(doc)).toBeNull()
    expect(canvasTextPainter(undefined)).toBeNull()
  })

  it('loads the font, then fills and strokes the text as the SVG would, and gives its ink box in user units', async () => {
    const { doc, log } = recordingDocument()
    const painted = await canvasTextPainter(doc)!(RUN)
    const font = `bold ${13 * PIXELS_PER_UNIT}px 'DejaVu Sans', sans-serif`
    // Padding: half the stroke (6 px at 4×) and one user unit (4 px).
    const pad = 10
    expect(log).toEqual([
      `load ${font} for محمد`,
      `fill محمد at ${2 + pad},${40 + pad} ${font} center rtl #ffffff 0.5`,
      `stroke محمد #000000 ${3 * PIXELS_PER_UNIT} round`,
    ])
    const width = 2 + 98 + 2 * pad
    const height = 40 + 11 + 2 * pad
    expect(painted).toEqual({
      href: `data:image/png;base64,${width}x${height}`,
      x: -(2 + pad) / PIXELS_PER_UNIT,
      y: -(40 + pad) / PIXELS_PER_UNIT,
      width: width / PIXELS_PER_UNIT,
      height: height / PIXELS_PER_UNIT,
    })
  })
})
