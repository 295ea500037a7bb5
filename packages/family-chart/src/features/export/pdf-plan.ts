/**
 * Pages of a PDF export: the whole tree fitted on one page, one poster-sized page, or a poster tiled over several
 * pages at a readable size, neighbours overlapping so they can be trimmed and glued.
 */
import type { Box } from './draw-context'

/** Page sizes in points (1/72 inch), portrait. */
export const PAGE_SIZES: Record<'a4' | 'letter' | 'a3', [number, number]> = {
  a4: [595.28, 841.89],
  letter: [612, 792],
  a3: [841.89, 1190.55],
}
export const PT_PER_MM = 72 / 25.4
/** A tree pixel at the size a browser prints it (96 px to the inch). */
export const PT_PER_PX = 0.75
/** The largest page PDF readers accept (200 inches). */
const POSTER_MAX_PT = 14400
/** Fitted smaller than this (13px rows under 5pt), the tree is tiled instead, when the layout is 'auto'. */
const MIN_READABLE_SCALE = 0.4
/** Tiles show the tree at this scale (13px rows at 7.8pt, a 200px card 4.2 cm wide). */
const TILE_SCALE = 0.6
export const MAX_TILES = 100

export interface PdfPlanOptions {
  pageSize?: 'a4' | 'letter' | 'a3' | 'poster'
  orientation?: 'auto' | 'portrait' | 'landscape'
  layout?: 'auto' | 'fit' | 'tile'
  /** Millimetres. */
  margin?: number
  overlap?: number
}

export interface PdfPage {
  /** The part of the tree on this page, in tree coordinates. */
  region: Box
  /** Where it goes on the page, in points. */
  x: number
  y: number
  width: number
  height: number
  row: number
  col: number
}

export interface PdfPlan {
  pageWidth: number
  pageHeight: number
  /** Points per tree pixel. */
  scale: number
  tiled: boolean
  rows: number
  cols: number
  margin: number
  overlap: number
  pages: PdfPage[]
  /** Tiling at the readable size needed more than MAX_TILES pages; the tree was drawn smaller. */
  shrunkToPageLimit: boolean
}

const mm = (value: number | undefined, fallback: number) =>
  (Number.isFinite(value) && value! >= 0 ? value! : fallback) * PT_PER_MM

function pageFor(size: 'a4' | 'letter' | 'a3', landscape: boolean): [number, number] {
  const [w, h] = PAGE_SIZES[size] ?? PAGE_SIZES.a4
  return landscape ? [h, w] : [w, h]
}

function fitPlan(tree: Box, pageWidth: number, pageHeight: number, margin: number, maxScale: number): PdfPlan {
  const w = tree.x1 - tree.x0
  const h = tree.y1 - tree.y0
  const aw = Math.max(1, pageWidth - 2 * margin)
  const ah = Math.max(1, pageHeight - 2 * margin)
  const scale = Math.min(aw / w, ah / h, maxScale)
  const page: PdfPage = {
    region: tree,
    x: margin + (aw - w * scale) / 2,
    y: margin + (ah - h * scale) / 2,
    width: w * scale,
    height: h * scale,
    row: 0,
    col: 0,
  }
  return {
    pageWidth,
    pageHeight,
    scale,
    tiled: false,
    rows: 1,
    cols: 1,
    margin,
    overlap: 0,
    pages: [page],
    shrunkToPageLimit: false,
  }
}

function tileCount(length: number, tile: number, step: number): number {
  return length <= tile ? 1 : Math.ceil((length - tile) / step) + 1
}

function tilePlan(
  tree: Box,
  pageWidth: number,
  pageHeight: number,
  margin: number,
  overlap: number,
  scale: number,
): PdfPlan {
  const w = tree.x1 - tree.x0
  const h = tree.y1 - tree.y0
  const aw = pageWidth - 2 * margin
  const ah = pageHeight - 2 * margin
  const tileW = aw / scale
  const tileH = ah / scale
  const stepW = Math.max(1, (aw - overlap) / scale)
  const stepH = Math.max(1, (ah - overlap) / scale)
  const cols = tileCount(w, tileW, stepW)
  const rows = tileCount(h, tileH, stepH)
  // The grid is centred on the tree, so the spare room is shared by both edges.
  const x0 = tree.x0 - (tileW + (cols - 1) * stepW - w) / 2
  const y0 = tree.y0 - (tileH + (rows - 1) * stepH - h) / 2
  const pages: PdfPage[] = []
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const rx = x0 + col * stepW
      const ry = y0 + row * stepH
      pages.push({
        region: { x0: rx, y0: ry, x1: rx + tileW, y1: ry + tileH },
        x: margin,
        y: margin,
        width: aw,
        height: ah,
        row,
        col,
      })
    }
  }
  return { pageWidth, pageHeight, scale, tiled: true, rows, cols, margin, overlap, pages, shrunkToPageLimit: false }
}

/** The pages for a tree occupying `tree` (tree coordinates, padding included). */
export function planPdf(tree: Box, options: PdfPlanOptions = {}): PdfPlan {
  const margin = mm(options.margin, 10)
  const overlap = mm(options.overlap, 10)
  const w = Math.max(1, tree.x1 - tree.x0)
  const h = Math.max(1, tree.y1 - tree.y0)
  const wide = w > h
  const orientation = options.orientation ?? 'auto'

  if (options.pageSize === 'poster') {
    const scale = Math.min(PT_PER_PX, (POSTER_MAX_PT - 2 * margin) / w, (POSTER_MAX_PT - 2 * margin) / h)
    return fitPlan(tree, w * scale + 2 * margin, h * scale + 2 * margin, margin, scale)
  }
  const size = options.pageSize ?? 'a4'
  const landscapeFor = (auto: boolean) => (orientation === 'auto' ? auto : orientation === 'landscape')
  const [fw, fh] = pageFor(size, landscapeFor(wide))
  const fitted = fitPlan(tree, fw, fh, margin, 1)
  const layout = options.layout ?? 'auto'
  if (layout === 'fit' || (layout === 'auto' && fitted.scale >= MIN_READABLE_SCALE)) return fitted

  // Tiles: the orientation giving fewer pages (when free to choose), at the readable scale if the page count allows.
  const choices = orientation === 'auto' ? [wide, !wide] : [orientation === 'landscape']
  let scale = TILE_SCALE
  let best: PdfPlan | null = null
  for (;;) {
    best = null
    for (const landscape of choices) {
      const [pw, ph] = pageFor(size, landscape)
      const plan = tilePlan(tree, pw, ph, margin, overlap, scale)
      if (!best || plan.pages.length < best.pages.length) best = plan
    }
    if (best!.pages.length <= MAX_TILES || scale <= fitted.scale) break
    scale = Math.max(fitted.scale, scale * 0.9)
  }
  if (best!.pages.length === 1 && layout === 'auto') return fitted
  return { ...best!, shrunkToPageLimit: scale < TILE_SCALE }
}
