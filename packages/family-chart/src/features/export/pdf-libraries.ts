/**
 * jsPDF and svg2pdf.js, found only when a PDF is asked for: given in the options, as the UMD globals of their script
 * tags, or imported at run time. The packages are optional peer dependencies: pages that never export a PDF never
 * download them.
 */
import type { PdfLibraries } from './types'

export const PDF_LIBRARIES_MISSING =
  'family-chart: exportPdf needs jsPDF and svg2pdf.js. On a page with script tags, add ' +
  '<script src="https://cdn.jsdelivr.net/npm/jspdf@4/dist/jspdf.umd.min.js"></script> and ' +
  '<script src="https://cdn.jsdelivr.net/npm/svg2pdf.js@2/dist/svg2pdf.umd.min.js"></script> (in that order) before exporting. ' +
  'With a bundler, install the packages jspdf and svg2pdf.js and pass them: ' +
  "chart.exportPdf({ libraries: () => Promise.all([import('jspdf'), import('svg2pdf.js')]) })."

type Candidate = Record<string, any> | null | undefined

/** jsPDF and svg2pdf among modules, namespaces or objects (their own exports or a `default`). */
function pick(found: unknown): Partial<PdfLibraries> {
  const out: Partial<PdfLibraries> = {}
  const visit = (value: Candidate, depth: number) => {
    if (!value || (typeof value !== 'object' && typeof value !== 'function') || depth > 2) return
    if (Array.isArray(value)) return value.forEach((v) => visit(v, depth + 1))
    if (typeof value.jsPDF === 'function') out.jsPDF ??= value.jsPDF
    if (typeof value.svg2pdf === 'function') out.svg2pdf ??= value.svg2pdf
    if (value.default && value.default !== value) visit(value.default, depth + 1)
  }
  visit(found as Candidate, 0)
  return out
}

function complete(libs: Partial<PdfLibraries>): libs is PdfLibraries {
  return typeof libs.jsPDF === 'function' && typeof libs.svg2pdf === 'function'
}

/**
 * Loads a package by name at run time. The name is a variable and the magic comments keep bundlers from resolving
 * it at build time: a missing optional package must not break the build of an app that never exports a PDF.
 */
function importAtRunTime(name: string): Promise<unknown> {
  return import(/* webpackIgnore: true */ /* @vite-ignore */ name)
}

export async function loadPdfLibraries(given: unknown): Promise<PdfLibraries> {
  if (given) {
    const libs = pick(typeof given === 'function' ? await (given as () => Promise<unknown>)() : given)
    if (complete(libs)) return libs
    throw new Error(`${PDF_LIBRARIES_MISSING} (the libraries option gave ${libs.jsPDF ? 'no svg2pdf' : 'no jsPDF'})`)
  }
  const globals = pick([(globalThis as any).jspdf, (globalThis as any).svg2pdf, globalThis])
  if (complete(globals)) return globals
  try {
    const libs = pick(await Promise.all([importAtRunTime('jspdf'), importAtRunTime('svg2pdf.js')]))
    if (complete(libs)) return libs
  } catch {
    // Not installed, or a browser without an import map for bare names: the message below says what to do.
  }
  throw new Error(PDF_LIBRARIES_MISSING)
}
