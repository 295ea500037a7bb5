/** What the card and link drawers share: colours, resolved image addresses, and the definitions they register. */
import type { MeasureText } from '../../cards/text-fit'
import type { ExportColors } from './colors'

/** An area in tree coordinates. */
export interface Box {
  x0: number
  y0: number
  x1: number
  y1: number
}

/** One drawn piece of the tree: its SVG markup and the area it covers. */
export interface Drawn {
  svg: string
  box: Box
}

export interface DrawContext {
  colors: ExportColors
  /** The href to draw for an image address: a data URL, the address itself, or null to draw the icon instead. */
  imageHref: (url: string | null) => string | null
  /** Shared definitions (clip paths, the person icon) by id; the document writes them into <defs>. */
  defs: Map<string, string>
  /** How wide a text is in the export's font: measured glyphs in a browser, else the estimate. */
  measure: MeasureText
}

export const PERSON_ICON_ID = 'f3x-person'
export const IMAGE_CLIP_ID = 'f3x-image-clip'

export function intersects(a: Box, b: Box): boolean {
  return a.x0 <= b.x1 && a.x1 >= b.x0 && a.y0 <= b.y1 && a.y1 >= b.y0
}

export function unionBox(boxes: Iterable<Box>): Box | null {
  let out: Box | null = null
  for (const b of boxes) {
    if (!out) out = { ...b }
    else {
      if (b.x0 < out.x0) out.x0 = b.x0
      if (b.y0 < out.y0) out.y0 = b.y0
      if (b.x1 > out.x1) out.x1 = b.x1
      if (b.y1 > out.y1) out.y1 = b.y1
    }
  }
  return out
}
