/**
 * A vector PDF of the tree through jsPDF and svg2pdf.js: each page gets the SVG of its part of the tree, so names and
 * dates stay text (selectable, searchable). Tiled posters get crop marks, overlap marks and a page label.
 */
import { loadPdfLibraries } from './pdf-libraries'
import { embedFont, embeddedFontName, lettersHelveticaLacks } from './pdf-fonts'
import { scriptFontFor, scriptFontsOf, splitByScript, useScriptFonts } from './pdf-script-fonts'
import { canvasTextPainter } from './canvas-text-painter'
import { replaceShapedTexts } from './pdf-shaped-text'
import { offerFontToPage } from './page-font-face'
import { needsShaping, shapedScriptOf } from './shaped-scripts'
import { planPdf, PT_PER_MM, MAX_TILES, type PdfPage, type PdfPlan } from './pdf-plan'
import type { PreparedExport } from './prepare'
import { DEFAULT_FONT, svgDocument } from './svg-document'
import type { ExportPdfOptions } from './types'

const MARK_GREY = 140
const LABEL_SIZE = 7

function svgElement(markup: string): Element {
  const doc = new DOMParser().parseFromString(markup, 'image/svg+xml')
  const root = doc.documentElement
  if (root.nodeName !== 'svg') throw new Error('family-chart: the exported SVG could not be parsed for the PDF')
  return root
}

/** Short lines in the margin at the corners of the printed area, and at the edges of the overlaps with neighbours. */
function drawMarks(doc: any, plan: PdfPlan, page: PdfPage): void {
  const { margin: m, overlap: o } = plan
  const left = page.x
  const top = page.y
  const right = page.x + page.width
  const bottom = page.y + page.height
  const len = Math.max(4, Math.min(12, m - 4))
  doc.setDrawColor(MARK_GREY)
  doc.setLineWidth(0.5)
  for (const x of [left, right]) {
    for (const y of [top, bottom]) {
      const dx = x === left ? -1 : 1
      const dy = y === top ? -1 : 1
      doc.line(x + dx * 2, y, x + dx * (2 + len), y)
      doc.line(x, y + dy * 2, x, y + dy * (2 + len))
    }
  }
  // Where this page's content is repeated on its neighbour: cut along one mark, glue over the other page.
  const xs = [...(page.col > 0 ? [left + o] : []), ...(page.col < plan.cols - 1 ? [right - o] : [])]
  const ys = [...(page.row > 0 ? [top + o] : []), ...(page.row < plan.rows - 1 ? [bottom - o] : [])]
  doc.setLineDashPattern([2, 2], 0)
  for (const x of xs) {
    doc.line(x, top - 2 - len, x, top - 2)
    doc.line(x, bottom + 2, x, bottom + 2 + len)
  }
  for (const y of ys) {
    doc.line(left - 2 - len, y, left - 2, y)
    doc.line(right + 2, y, right + 2 + len, y)
  }
  doc.setLineDashPattern([], 0)
}

function pageLabel(doc: any, plan: PdfPlan, page: PdfPage, index: number, overlapMm: number): void {
  const text =
    `Page ${index + 1} of ${plan.pages.length} \u00b7 row ${page.row + 1} of ${plan.rows}, column ${page.col + 1} of ${plan.cols}` +
    ` \u00b7 neighbouring pages overlap by ${overlapMm} mm, between the dashed marks`
  doc.setFont('helvetica', 'normal')
  doc.setFontSize(LABEL_SIZE)
  doc.setTextColor(MARK_GREY)
  doc.text(text, page.x, plan.pageHeight - Math.max(3, plan.margin / 2 - LABEL_SIZE / 3))
}

/** Warns once when names need shaping and there is no canvas to draw them with (a server, jsdom). */
function warnUnshaped(texts: string[], warn: (message: string) => void): void {
  const scripts = [...new Set(texts.map(shapedScriptOf).filter((s) => s !== null))]
  if (!scripts.length) return
  warn(
    `names in ${scripts.join(', ')} letters need a text engine to join or order their letters, and there is no canvas here to draw them with; in this PDF they may print unjoined or in the wrong order`,
  )
}

export async function renderPdfDocument(prepared: PreparedExport, options: ExportPdfOptions): Promise<Blob> {
  const { scene, frame, title, warn } = prepared
  const { jsPDF, svg2pdf } = await loadPdfLibraries(options.libraries)
  const plan = planPdf(frame.box, options)
  if (plan.shrunkToPageLimit) {
    warn(
      `the tree needs more than ${MAX_TILES} pages at a readable size; it was drawn smaller to fit ${plan.pages.length} pages. Use pageSize 'poster' for one large page.`,
    )
  }
  const texts = prepared.texts ?? prepared.cards.flatMap((c) => c.content.lines)
  // Text a script font draws needs nothing of the main font: a Chinese family's PDF downloads the CJK font alone.
  const { needed: scriptFonts, rest } = splitByScript(texts, scriptFontsOf(options.scriptFonts))
  const lacking = lettersHelveticaLacks(rest)
  const font = options.font && (!options.font.onlyWhenNeeded || lacking.length) ? options.font : null
  const fontFamily = font ? `'${embeddedFontName(font)}', ${DEFAULT_FONT}` : DEFAULT_FONT
  const paintText = canvasTextPainter()
  if (!paintText) warnUnshaped(texts, warn)
  // Shaped texts the browser paints show without a font; the font only keeps them findable.
  const unseen = paintText ? lettersHelveticaLacks(rest.filter((t) => !needsShaping(t))) : lacking
  if (!font && unseen.length) {
    warn(
      `some names use letters the PDF's built-in font (Helvetica) cannot show (${unseen.join(' ')}); pass a TrueType font that has them as the font option`,
    )
  }
  const keepText = (text: string) => Boolean(font) || scriptFontFor(text, scriptFonts) !== null
  const landscape = plan.pageWidth > plan.pageHeight
  const doc: any = new jsPDF({
    unit: 'pt',
    format: [plan.pageWidth, plan.pageHeight],
    orientation: landscape ? 'landscape' : 'portrait',
    compress: true,
  })
  if (font) await embedFont(doc, font)
  for (const script of scriptFonts) {
    const bytes = await embedFont(doc, script.font)
    // The texts painted for the PDF are drawn in the script font too, whatever fonts the reader's system has.
    if (paintText)
      await offerFontToPage(globalThis.document, embeddedFontName(script.font), bytes, script.font.unicodeRange)
  }
  doc.setProperties({ title, creator: 'family-chart' })
  const overlapMm = Math.round(plan.overlap / PT_PER_MM)
  for (const [i, page] of plan.pages.entries()) {
    if (i > 0) doc.addPage([plan.pageWidth, plan.pageHeight], landscape ? 'landscape' : 'portrait')
    const svg = svgDocument(
      scene,
      { box: page.region, width: page.width, height: page.height, clip: plan.tiled },
      { title, fontFamily },
    )
    const root = svgElement(svg)
    useScriptFonts(root, scriptFonts, fontFamily)
    if (paintText) await replaceShapedTexts(root, paintText, keepText)
    await svg2pdf(root, doc, { x: page.x, y: page.y, width: page.width, height: page.height })
    if (plan.tiled) {
      drawMarks(doc, plan, page)
      pageLabel(doc, plan, page, i, overlapMm)
    }
  }
  return doc.output('blob') as Blob
}
