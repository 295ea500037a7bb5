/**
 * The chart export entries of the site's Export menus (SVG, PNG, PDF, Print), through the library's public API.
 * Each downloads a file named after the main person and says what happened, warnings included.
 */
import type { Chart, ExportPdfFont } from 'family-chart'
import { downloadBlob } from './download'
import { familyTreeFileName, personName } from './file-name'

export interface ExportMenuItem {
  id: string
  label: string
  /** Runs the export; resolves to the message for the user ("Saved …"). Rejects with a message fit to show. */
  run: () => Promise<string>
}

export interface ChartExportSettings {
  /** A TrueType font with wide letter coverage, embedded in PDFs only when a name needs letters Helvetica lacks. */
  pdfFont?: ExportPdfFont
  /** Fonts for scripts pdfFont lacks (CJK), each with its unicodeRange, downloaded only when a name needs one. */
  pdfScriptFonts?: ExportPdfFont[]
  /** PNG pixels per tree pixel (default 2). */
  pngScale?: number
}

/** jsPDF and svg2pdf.js, loaded (and downloaded) only when a PDF is made. */
const pdfLibraries = () => Promise.all([import('jspdf'), import('svg2pdf.js')])

function withNotes(message: string, warnings: string[]): string {
  return warnings.length ? `${message} Note: ${warnings.join(' ')}` : message
}

/** The main person's name for a file name; '' when the chart draws them as a private card (setPrivacy). */
export function mainNameOf(chart: Chart): string {
  const main = chart.store?.state.tree?.data.find((d) => d.main)
  return main?.is_private ? '' : personName(chart.getMainDatum().data)
}

export function chartExportItems(getChart: () => Chart | null, settings: ChartExportSettings = {}): ExportMenuItem[] {
  /** Runs `make` with the chart, a warning collector and the download name for an extension. */
  const exporting =
    (make: (chart: Chart, onWarning: (m: string) => void, fileName: (ext: string) => string) => Promise<string>) =>
    async () => {
      const chart = getChart()
      if (!chart) throw new Error('The chart is not ready yet; try again in a moment.')
      const warnings: string[] = []
      const onWarning = (m: string) =>
        warnings.push(m.charAt(0).toUpperCase() + m.slice(1) + (m.endsWith('.') ? '' : '.'))
      const fileName = (ext: string) => familyTreeFileName(mainNameOf(chart), ext)
      return withNotes(await make(chart, onWarning, fileName), warnings)
    }
  const save = (blob: Blob, name: string) => {
    downloadBlob(blob, name)
    return `Saved ${name}.`
  }
  return [
    {
      id: 'svg',
      label: 'SVG image',
      run: exporting(async (chart, onWarning, fileName) =>
        save(new Blob([await chart.exportSvg({ onWarning })], { type: 'image/svg+xml' }), fileName('svg')),
      ),
    },
    {
      id: 'png',
      label: 'PNG image',
      run: exporting(async (chart, onWarning, fileName) =>
        save(await chart.exportPng({ scale: settings.pngScale ?? 2, onWarning }), fileName('png')),
      ),
    },
    {
      id: 'pdf',
      label: 'PDF document',
      run: exporting(async (chart, onWarning, fileName) =>
        save(
          await chart.exportPdf({
            libraries: pdfLibraries,
            font: settings.pdfFont,
            scriptFonts: settings.pdfScriptFonts,
            onWarning,
          }),
          fileName('pdf'),
        ),
      ),
    },
    {
      id: 'print',
      label: 'Print…',
      run: exporting(async (chart, onWarning) => {
        await chart.print({ onWarning })
        return 'Sent the tree to the print dialog.'
      }),
    },
  ]
}
