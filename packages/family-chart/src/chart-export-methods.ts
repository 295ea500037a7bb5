/**
 * The export methods of a chart: SVG, PNG, PDF and print. The exporter itself is a chunk of its own, loaded the first
 * time one of them is called (export/chart-export.ts).
 */
import type { Chart } from './chart'
import { ChartLayoutSettings } from './chart-layout-settings'
import { runExport } from './export/chart-export'
import type { ExportPdfOptions, ExportPngOptions, ExportSvgOptions, PrintOptions } from './export/types'

/**
 * The export half of {@link Chart}, between its layout settings and its drawing.
 * @internal
 */
export abstract class ChartExportMethods extends ChartLayoutSettings {
  /**
   * Our addition to the 0.8.0 API. The whole laid-out tree as a standalone SVG document: every card the layout places
   * for the current main person, depth and settings (not only the cards in the page, which big trees cull), with the
   * links, spouse texts and images, in SVG shapes and text only (no `foreignObject`), so it opens in Inkscape or
   * Illustrator and converts to PDF. Cards follow the chart's card settings and theme colours. The exporter is loaded
   * the first time (a separate chunk, or `family-chart-export.min.js` next to `family-chart.min.js`).
   * @param options - `background` (CSS colour or 'transparent'), `padding` (default 40), `cardDisplay` (rows as for
   * setCardDisplay), `images` ('embed', 'link' or 'none'), `title`, `onWarning(message)`.
   * @returns The SVG text, with `width`, `height` and `viewBox` set (one unit per tree pixel).
   * @example
   * ```js
   * const svg = await f3Chart.exportSvg({ background: '#ffffff' })
   * ```
   * @group Export
   * @since next
   */
  exportSvg(options?: ExportSvgOptions): Promise<string> { return runExport(this as unknown as Chart, 'svg', options) }
  /**
   * Our addition to the 0.8.0 API. The SVG of {@link Chart.exportSvg} drawn on a canvas at `scale` (default 2). A tree
   * bigger than the browser's canvas allows is drawn at the largest scale that fits, with a warning; never blank.
   * @param options - `scale`, and every option of exportSvg.
   * @returns An `image/png` Blob, `scale` times the SVG's width and height.
   * @example
   * ```js
   * const png = await f3Chart.exportPng({ scale: 2, background: '#ffffff' })
   * ```
   * @group Export
   * @since next
   */
  exportPng(options?: ExportPngOptions): Promise<Blob> { return runExport(this as unknown as Chart, 'png', options) }
  /**
   * Our addition to the 0.8.0 API. A vector PDF made with jsPDF and svg2pdf.js (optional peers, loaded only when
   * called): names and dates stay text. A tree readable on one page is fitted on it; a bigger one becomes a poster
   * tiled over pages with crop and overlap marks.
   * @param options - `pageSize` ('a4', 'letter', 'a3', 'poster'), `orientation`, `layout` ('auto', 'fit', 'tile'),
   * `margin`, `overlap` (mm), `font` (a TrueType font for letters Helvetica lacks), `libraries` (jsPDF and svg2pdf, or
   * a function loading them), and every option of exportSvg.
   * @returns An `application/pdf` Blob; rejects with a message naming the script tags to add when the libraries are missing.
   * @example
   * ```js
   * const pdf = await f3Chart.exportPdf({ pageSize: 'a3', libraries: () => Promise.all([import('jspdf'), import('svg2pdf.js')]) })
   * ```
   * @group Export
   * @since next
   */
  exportPdf(options?: ExportPdfOptions): Promise<Blob> { return runExport(this as unknown as Chart, 'pdf', options) }
  /**
   * Our addition to the 0.8.0 API. Opens the print dialog with the whole tree fitted on the page and nothing of the
   * page around the chart (printed from a hidden frame of its own). Takes the options of exportSvg.
   * @example
   * ```js
   * printButton.addEventListener('click', () => f3Chart.print())
   * ```
   * @group Export
   * @since next
   */
  print(options?: PrintOptions): Promise<void> { return runExport(this as unknown as Chart, 'print', options) }
}
