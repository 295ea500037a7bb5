/**
 * Exporting a chart type's own drawing (the fan) instead of cards and links: its images read, its colours taken from
 * the chart's theme, and the drawing wrapped as the one piece of a scene, so the SVG, PNG, PDF and print steps that
 * follow are those of every export.
 */
import type { ExportDrawing, ExportDrawingContext } from '../../chart/slots'
import { fillAttrs, parseColor, resolveColors, strokeAttrs, type Paint } from './colors'
import { resolveImages } from './images'
import { wholeFrame, type SvgFrame } from './svg-document'
import type { Scene } from './scene'
import type { ExportSvgOptions } from './types'

/** A colour of the drawing: a `var(--f3-…)` of the chart's theme read on the container, else the CSS value itself. */
function themePaint(cont: HTMLElement | null, css: string): Paint | null {
  const name = /^var\((--[\w-]+)\)$/.exec(css.trim())?.[1]
  if (!name) return parseColor(css)
  const style = cont && typeof getComputedStyle === 'function' ? getComputedStyle(cont) : null
  return parseColor(style?.getPropertyValue(name))
}

export interface DrawingExportInput {
  drawing: ExportDrawing
  cont: HTMLElement | null
  options: ExportSvgOptions
  /** The default background of the kind of output (white paper), when the caller chose none. */
  background?: string
  /** Whether text may run along paths (false for the PDF converter). */
  textPaths: boolean
  padding: number
  warn: (message: string) => void
}

/** What prepareExport gives the writers of each kind of output (see prepare.ts), for a drawing. */
export interface PreparedDrawing {
  scene: Scene
  frame: SvgFrame
  cards: []
  texts: string[]
  title: string
  warn: (message: string) => void
}

export async function prepareDrawingExport(input: DrawingExportInput): Promise<PreparedDrawing> {
  const { drawing, cont, options, warn } = input
  const images = await resolveImages(drawing.images, options.images ?? 'embed', warn)
  const colors = resolveColors(cont, options.background ?? input.background)
  const paint = (css: string, fallback: string) => themePaint(cont, css) ?? parseColor(fallback) ?? colors.genderless
  const ctx: ExportDrawingContext = {
    title: options.title,
    fill: (css, fallback) => fillAttrs(paint(css, fallback)),
    stroke: (css, fallback) => strokeAttrs(paint(css, fallback)),
    textOnBackground: fillAttrs(colors.text),
    lineOnBackground: strokeAttrs(colors.link),
    backgroundLine: strokeAttrs(colors.background),
    imageHref: (url) => images.get(url) ?? null,
    textPaths: input.textPaths,
  }
  const { svg, box, title } = drawing.draw(ctx)
  const scene: Scene = { cards: [{ svg, box }], links: [], linkTexts: [], defs: '', bounds: box, colors, mainName: '' }
  return { scene, frame: wholeFrame(scene, input.padding), cards: [], texts: [...drawing.texts, title], title, warn }
}
