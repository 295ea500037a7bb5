/** `family-chart/export`: the whole tree as SVG, PNG or PDF, or printed (Chart.exportSvg ...). */
export { exportFeature, type ExportMethods } from '../features/export/feature'
export type {
  ExportSvgOptions,
  ExportPngOptions,
  ExportPdfOptions,
  ExportPdfFont,
  PdfLibraries,
  PrintOptions,
} from '../features/export/types'
