/**
 * The shapes of the named slots features fill for one another (`host.provide(name, value)`, read with
 * `host.provided(name)`), for the slots a chart type with a drawing of its own fills or reads: their names and the
 * types of what they hold.
 */
import type { Data } from '../data/types'
import type { Tree } from '../layout/types'

/** Slot names, so a provider and its readers cannot spell them two ways. */
export const SLOTS = {
  /** {@link ExportDrawingSlot}: the whole chart drawn for export, in place of the cards and links. */
  exportDrawing: 'exportDrawing',
  /** {@link PathSettings}: the centre and depths that draw a relationship path in the chart type in use. */
  pathSettings: 'pathSettings',
  /** {@link PeopleHighlight}: marks the people of a path where a chart type draws them (the relationship feature). */
  peopleHighlight: 'peopleHighlight',
  /** {@link ViewDepths}: the generations the chart type in use draws (the data source loads them). */
  viewDepths: 'viewDepths',
  /** {@link StandIns}: people asked of a data source and not loaded yet. */
  standIns: 'standIns',
} as const

/** An area in the chart's own coordinates. */
export interface DrawingBox {
  x0: number
  y0: number
  x1: number
  y1: number
}

/** What an export hands a drawing: its colours resolved to plain SVG attributes, images and what the caller asked. */
export interface ExportDrawingContext {
  /** The title the caller asked for (undefined: the drawing's own). */
  title: string | undefined
  /** `fill="…"` attributes of a colour of the chart's theme (`var(--f3-…)` read on the container), else `fallback`. */
  fill(css: string, fallback: string): string
  /** `stroke="…"` attributes, as `fill`. */
  stroke(css: string, fallback: string): string
  /** Fill attributes of text drawn on the background, and stroke attributes of lines on it (they contrast with it). */
  textOnBackground: string
  lineOnBackground: string
  /** Stroke attributes in the background's colour (gaps between shapes). */
  backgroundLine: string
  /** What to draw for an image address: a data URL, the address itself, or null (none). */
  imageHref(url: string): string | null
  /** Whether text may run along a path (`<textPath>`); false for PDF, whose converter draws straight text only. */
  textPaths: boolean
}

/** A whole chart drawn for export: what the drawing needs fetched, the texts it holds, and the drawing itself. */
export interface ExportDrawing {
  /** Image addresses the drawing shows (read once into the file). */
  images: string[]
  /** Every text the drawing writes (the PDF checks them against its font). */
  texts: string[]
  draw(ctx: ExportDrawingContext): { svg: string; box: DrawingBox; title: string }
}

/** The drawing of the chart type in use, for export, or null when the cards and links are exported. */
export type ExportDrawingSlot = () => ExportDrawing | null

/** The layout settings a relationship path is drawn with: the main person and the depths. */
export interface PathLayoutSettings {
  main_id: string
  ancestry_depth: number | undefined
  progeny_depth: number | undefined
}

/**
 * The settings that draw `path` in the chart type in use (null: the hourglass's own search applies). `drawn` is the
 * tree on screen.
 */
export type PathSettings = (
  data: Data,
  path: string[],
  current: PathLayoutSettings,
  drawn: Tree | undefined,
) => PathLayoutSettings | null

/** Marks the people of a relationship path where they are drawn (null: no path); `ends` get the words at each end. */
export type PeopleHighlight = (path: { path: string[]; ends: { id: string; text: string }[] } | null) => void

/** The generations the chart type in use draws, or null when it draws what the store's depths say. */
export type ViewDepths = () => { ancestry: number; progeny: number } | null

/** Whether a person is still being loaded from a data source ('loading'), failed to load ('failed'), or neither. */
export type StandIns = (id: string) => 'loading' | 'failed' | undefined
