/**
 * The export feature: the whole laid-out tree as SVG, PNG or PDF, or printed. The chart's side is tiny: it hands what
 * is drawn at the moment of the call to the exporter, which loads on first use.
 */
import { defineFeature, type ChartHost, type Feature } from '../../chart/plug'
import type { ChartCard } from '../../cards/chart-card'
import type { TreeDatum } from '../../layout/types'
import { runExport } from './chart-export'
import { chartExportSource, type ExportFolds } from './chart-export-source'
import type { ExportPdfOptions, ExportPngOptions, ExportSvgOptions, PrintOptions } from './types'
import { SLOTS, type ExportDrawingSlot } from '../../chart/slots'

/** What the export feature adds to a chart. @since next */
export interface ExportMethods {
  /**
   * The whole laid-out tree as a standalone SVG document: every card the layout places for the current main person,
   * depth and settings (not only the cards in the page, which big trees cull), with the links, spouse texts and
   * images, in SVG shapes and text only (no `foreignObject`), so it opens in Inkscape or Illustrator and converts to
   * PDF. Cards follow the chart's card settings and theme colours. The exporter is loaded the first time (a separate
   * chunk, or `family-chart-export.min.js` next to `family-chart.min.js`).
   * @param options - `background` (CSS colour or 'transparent'), `padding` (default 40), `cardDisplay` (rows as for
   * setCardDisplay), `images` ('embed', 'link' or 'none'), `title`, `onWarning(message)`.
   * @returns The SVG text, with `width`, `height` and `viewBox` set (one unit per tree pixel).
   * @example
   * ```js
   * const svg = await f3Chart.exportSvg({ background: '#ffffff' })
   * ```
   * @since next
   */
  exportSvg(options?: ExportSvgOptions): Promise<string>
  /**
   * The SVG of `exportSvg` drawn on a canvas at `scale` (default 2). A tree bigger than the browser's
   * canvas allows is drawn at the largest scale that fits, with a warning; never blank.
   * @param options - `scale`, and every option of exportSvg.
   * @returns An `image/png` Blob, `scale` times the SVG's width and height.
   * @example
   * ```js
   * const png = await f3Chart.exportPng({ scale: 2, background: '#ffffff' })
   * ```
   * @since next
   */
  exportPng(options?: ExportPngOptions): Promise<Blob>
  /**
   * A vector PDF made with jsPDF and svg2pdf.js (optional peers, loaded only when called): names and dates stay text.
   * A tree readable on one page is fitted on it; a bigger one becomes a poster tiled over pages with crop and overlap
   * marks.
   * @param options - `pageSize` ('a4', 'letter', 'a3', 'poster'), `orientation`, `layout` ('auto', 'fit', 'tile'),
   * `margin`, `overlap` (mm), `font` (a TrueType font for letters Helvetica lacks), `libraries` (jsPDF and svg2pdf, or
   * a function loading them), and every option of exportSvg.
   * @returns An `application/pdf` Blob; rejects with a message naming the script tags to add when the libraries are missing.
   * @example
   * ```js
   * const pdf = await f3Chart.exportPdf({ pageSize: 'a3', libraries: () => Promise.all([import('jspdf'), import('svg2pdf.js')]) })
   * ```
   * @since next
   */
  exportPdf(options?: ExportPdfOptions): Promise<Blob>
  /**
   * Opens the print dialog with the whole tree fitted on one page and nothing of the page around the chart (printed
   * from a hidden frame of its own). Takes the options of exportSvg, and `pageSize` ('a4' or 'letter') and
   * `orientation` ('auto', 'portrait' or 'landscape') for the paper.
   * @example
   * ```js
   * printButton.addEventListener('click', () => f3Chart.print())
   * ```
   * @since next
   */
  print(options?: PrintOptions): Promise<void>
}

/** The chart fields an export reads (public fields of Chart). */
interface ExportedChart {
  card: ChartCard | null
  linkSpouseText: ((sp1: TreeDatum, sp2: TreeDatum) => string) | null
}

type ExportPart = { host: ChartHost; destroy(): void }

function run<T>(part: ExportPart, task: 'svg' | 'png' | 'pdf' | 'print', options: unknown): Promise<T> {
  const { host } = part
  const chart = host.chart as ExportedChart
  const source = chartExportSource(
    { store: host.store, cont: host.cont, card: chart.card, linkSpouseText: chart.linkSpouseText },
    host.provided<ExportFolds>('exportFolds'),
    !!host.provided<boolean>('exportRelationMarks'),
    // A chart type that draws itself (the fan) is exported as it draws itself.
    host.provided<ExportDrawingSlot>(SLOTS.exportDrawing)?.() ?? null,
  )
  return runExport<T>(source, task, options)
}

/** Export and print: `chart.use(exportFeature)`, then `await chart.exportSvg()`. @since next */
export const exportFeature: Feature<ExportMethods> = defineFeature<ExportPart, ExportMethods>({
  name: 'export',
  setup: (host) => ({ host, destroy() {} }),
  methods: {
    exportSvg: (part, options) => run(part, 'svg', options),
    exportPng: (part, options) => run(part, 'png', options),
    exportPdf: (part, options) => run(part, 'pdf', options),
    print: (part, options) => run(part, 'print', options),
  },
})
