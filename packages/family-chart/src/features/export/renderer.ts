/**
 * The exporter, loaded on first use (a separate chunk of the ESM build, family-chart-export.min.js for script tags):
 * the whole laid-out tree as SVG, PNG or PDF, or printed.
 */
import { prepareExport } from './prepare'
import { svgDocument } from './svg-document'
import { svgToPng } from './png'
import { renderPdfDocument } from './pdf'
import { printDocument, printHtml } from './print'
import { drawnSource } from './source'
import type { ExportSource, ExportPdfOptions, ExportPngOptions, ExportSvgOptions, PrintOptions } from './types'

/** Paper is white: PDF and print default to a white background (links and outside texts turn dark on it). */
const PAPER = '#ffffff'
const DEFAULT_PNG_SCALE = 2

export async function svg(source: ExportSource, options: ExportSvgOptions = {}): Promise<string> {
  const { scene, frame, title } = await prepareExport(drawnSource(source), options)
  return svgDocument(scene, frame, { title })
}

export async function png(source: ExportSource, options: ExportPngOptions = {}): Promise<Blob> {
  const { scene, frame, title, warn } = await prepareExport(drawnSource(source), options)
  const svg = svgDocument(scene, frame, { title })
  const toImage = (x: number, y: number): [number, number] => [x - frame.box.x0, y - frame.box.y0]
  // Points that must come out painted: a corner when the background is opaque, else card centres.
  const probes =
    scene.colors.background.opacity > 0
      ? [toImage(frame.box.x0 + 1, frame.box.y0 + 1)]
      : scene.cards.slice(0, 20).map((c) => toImage((c.box.x0 + c.box.x1) / 2, (c.box.y0 + c.box.y1) / 2))
  return svgToPng({ svg, width: frame.width, height: frame.height, probes }, options.scale ?? DEFAULT_PNG_SCALE, warn)
}

export async function pdf(source: ExportSource, options: ExportPdfOptions = {}): Promise<Blob> {
  return renderPdfDocument(await prepareExport(drawnSource(source), options, PAPER, false), options)
}

export async function print(source: ExportSource, options: PrintOptions = {}): Promise<void> {
  const { scene, frame, title } = await prepareExport(drawnSource(source), options, PAPER)
  const svg = svgDocument(scene, frame, { title, fragment: true })
  await printHtml(printDocument(svg, title, frame.width, frame.height, options))
}
