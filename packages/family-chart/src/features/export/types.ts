/** Options of the export methods (exportSvg, exportPng, exportPdf, print) and what the chart hands to the exporter. */
import type { LivingPrivacy } from '../../data/privacy/living-privacy'
import type { ExportDrawing } from '../../chart/slots'
import type { Tree, TreeDatum } from '../../layout/types'
import type { CardDim, CardStyle } from '../../cards/card-dims'
import type { CardDisplay } from '../../cards/card-display'

/** Options shared by every export. @since next */
export interface ExportSvgOptions {
  /**
   * Colour behind the tree: any CSS colour, or `'transparent'`. Default for SVG and PNG: the colour the chart is shown
   * on; for PDF and print: white. Links and text drawn on the background switch to a dark or light ink as needed.
   */
  background?: string
  /** Space around the tree, in pixels of the tree (default 40). */
  padding?: number
  /** The card's text rows, as for `setCardDisplay` (rows of field names, or a function of the datum). Default: the card's own. */
  cardDisplay?: CardDisplay
  /**
   * Card images: `'embed'` (default) reads each image and puts it into the file as a data URL (images a server does
   * not share with this page, through CORS, are left out with a warning); `'link'` keeps the image addresses; `'none'`
   * draws the person icon instead.
   */
  images?: 'embed' | 'link' | 'none'
  /** The document's title (default: "Family tree of" and the main person's name). */
  title?: string
  /** Receives each warning (images left out, a tree too big for a canvas ...); default `console.warn`. */
  onWarning?: (message: string) => void
}

/** Options of exportPng: the SVG options and the scale. @since next */
export interface ExportPngOptions extends ExportSvgOptions {
  /** Pixels per tree pixel (default 2). Trees too big for the browser's canvas are scaled down, with a warning. */
  scale?: number
}

/** A TrueType font embedded in the PDF, for names outside the Latin-1 letters the built-in Helvetica has. @since next */
export interface ExportPdfFont {
  /** Font family name used in the PDF. */
  name: string
  /** Address of a .ttf file, or its bytes in `data`. */
  url?: string
  data?: ArrayBuffer
  /** Bold face for the first card row; the regular face is used when left out. */
  bold?: { url?: string; data?: ArrayBuffer }
  /** Embed (and download) the font only when some name has letters Helvetica lacks; default false. */
  onlyWhenNeeded?: boolean
  /**
   * For a font in `scriptFonts`: the letters it is for, as a CSS unicode-range (`'U+4E00-9FFF, U+3000-30FF'`). A text
   * with one of them is drawn in this font, which must also have the text's other letters.
   */
  unicodeRange?: string
}

/** jsPDF and svg2pdf.js, as their modules or UMD globals expose them. @since next */
export interface PdfLibraries {
  jsPDF: new (options: Record<string, unknown>) => unknown
  svg2pdf: (element: Element, pdf: any, options?: Record<string, unknown>) => Promise<unknown>
}

/** Options of exportPdf: page size and layout, fonts, the PDF libraries, and the SVG options. @since next */
export interface ExportPdfOptions extends ExportSvgOptions {
  /** `'a4'` (default), `'letter'`, `'a3'`, or `'poster'`: one page as big as the tree (up to 5 m a side). */
  pageSize?: 'a4' | 'letter' | 'a3' | 'poster'
  /** `'auto'` (default) turns the page to follow the tree's shape. */
  orientation?: 'auto' | 'portrait' | 'landscape'
  /**
   * `'fit'`: the whole tree on one page. `'tile'`: a poster over several pages at a readable size, with overlap and
   * crop marks. `'auto'` (default): one page while the text stays readable, tiles otherwise.
   */
  layout?: 'auto' | 'fit' | 'tile'
  /** Page margin in millimetres (default 10). */
  margin?: number
  /** How far neighbouring tiles overlap, in millimetres (default 10). */
  overlap?: number
  /** A TrueType font for names with letters Helvetica lacks (ł, ő, Cyrillic, Greek ...). */
  font?: ExportPdfFont
  /**
   * TrueType fonts for scripts `font` lacks (Chinese, Japanese, Korean ...), each with its `unicodeRange`. A text with
   * a letter in a font's range is drawn in that font (the first such); a font is downloaded and embedded only when
   * some text needs it.
   */
  scriptFonts?: ExportPdfFont[]
  /**
   * jsPDF and svg2pdf.js, or a function loading them, e.g.
   * `() => Promise.all([import('jspdf'), import('svg2pdf.js')])`. Without it the UMD globals `jspdf` and `svg2pdf`
   * are used, then a dynamic import of the two packages.
   */
  libraries?: PdfLibraries | (() => Promise<unknown>)
}

/** Options of print: those of exportSvg, and the page. @since next */
export interface PrintOptions extends ExportSvgOptions {
  /** The paper the browser is asked for: `'a4'` or `'letter'`; default: the printer's own. */
  pageSize?: 'a4' | 'letter'
  /** `'auto'` (default) turns the page to follow the drawing's shape. */
  orientation?: 'auto' | 'portrait' | 'landscape'
}

/** How the chart's cards are configured, read once when an export starts. */
export interface ExportCardConfig {
  kind: 'html' | 'svg'
  /** HTML cards only. */
  style: CardStyle
  dim: CardDim
  display: CardDisplay
  imageField: string
  /** A custom inner-HTML creator or default icon is set: such cards are drawn as the standard card with the same rows. */
  customHtml: boolean
  emptyLabel: string
}

/**
 * What the chart hands the exporter when an export is asked for, read at that moment: the tree as drawn, its card
 * settings, spouse texts and theme container. The exporter reads nothing else of the chart.
 */
export interface ExportSource {
  /** The tree as drawn; undefined before the chart's first updateTree. */
  tree: Tree | undefined
  card: ExportCardConfig
  spouseText: ((sp1: TreeDatum, sp2: TreeDatum) => string) | null
  /** The chart's container, whose theme colours the export uses (null: the stylesheet's defaults). */
  cont: HTMLElement | null
  /** The badges of folded branches ("+12"), by card key (see Chart.collapse). @since next */
  folds?: Map<string, { ancestry?: number; progeny?: number }>
  /** The chart's privacy of the living (what private cards say). @since next */
  privacy?: LivingPrivacy
  /**
   * Whether the links carry their relationship words and signs (a parent family's word, an ended marriage's sign and
   * dashes), as a chart with the families feature draws them. Default true. @since next
   */
  relationMarks?: boolean
  /**
   * The chart type's own drawing of the whole chart (the fan), exported in place of the cards and links. @since next
   */
  drawing?: ExportDrawing | null
}

/** An export source with a tree to draw: what every step after the first reads. */
export type DrawnSource = ExportSource & { tree: Tree }
