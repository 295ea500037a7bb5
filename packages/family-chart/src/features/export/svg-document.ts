/** Writes a scene as a standalone SVG document: the whole tree, or one window of it (a PDF tile). */
import { fillAttrs, strokeAttrs } from './colors'
import { intersects, type Box, type Drawn } from './draw-context'
import { LINK_TEXT_SIZE } from './links'
import type { Scene } from './scene'
import { escapeXml, num } from './xml'
import { DEFAULT_FONT } from './export-font'

export { DEFAULT_FONT }

const FRAME_CLIP_ID = 'f3x-frame'

export interface SvgFrame {
  /** The part of the tree shown, in tree coordinates (the viewBox). */
  box: Box
  /** Size of the document (the width and height attributes). */
  width: number
  height: number
  /** Clip to the box: a tile must not draw what belongs to its neighbours. */
  clip?: boolean
}

export interface DocumentOptions {
  title: string
  /** Font families, most wanted first (a PDF font goes before Helvetica). */
  fontFamily?: string
  /** Leave out the <?xml ?> line (SVG put inside HTML). */
  fragment?: boolean
}

/** The area of the whole tree with `padding` around it, sized in whole pixels. */
export function wholeFrame(scene: Scene, padding: number): SvgFrame {
  const p = Math.max(0, Number.isFinite(padding) ? padding : 0)
  const width = Math.ceil(scene.bounds.x1 - scene.bounds.x0 + 2 * p)
  const height = Math.ceil(scene.bounds.y1 - scene.bounds.y0 + 2 * p)
  return {
    box: {
      x0: scene.bounds.x0 - p,
      y0: scene.bounds.y0 - p,
      x1: scene.bounds.x0 - p + width,
      y1: scene.bounds.y0 - p + height,
    },
    width,
    height,
  }
}

function join(items: Drawn[], box: Box, all: boolean): string {
  if (all) return items.map((i) => i.svg).join('')
  let out = ''
  for (const i of items) if (intersects(i.box, box)) out += i.svg
  return out
}

export function svgDocument(scene: Scene, frame: SvgFrame, options: DocumentOptions): string {
  const { box } = frame
  const all = !frame.clip
  const c = scene.colors
  const w = box.x1 - box.x0
  const h = box.y1 - box.y0
  const viewBox = `${num(box.x0)} ${num(box.y0)} ${num(w)} ${num(h)}`
  const parts: string[] = []
  if (!options.fragment) parts.push('<?xml version="1.0" encoding="UTF-8"?>\n')
  parts.push(
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" version="1.1" width="${num(frame.width)}" height="${num(frame.height)}" viewBox="${viewBox}" font-family="${escapeXml(options.fontFamily ?? DEFAULT_FONT)}">`,
    `<title>${escapeXml(options.title)}</title>`,
  )
  let defs = scene.defs
  if (frame.clip)
    defs += `<clipPath id="${FRAME_CLIP_ID}"><rect x="${num(box.x0)}" y="${num(box.y0)}" width="${num(w)}" height="${num(h)}"/></clipPath>`
  parts.push(`<defs>${defs}</defs>`)
  if (c.background.opacity > 0) {
    parts.push(
      `<rect class="f3-export-background" x="${num(box.x0)}" y="${num(box.y0)}" width="${num(w)}" height="${num(h)}" ${fillAttrs(c.background)}/>`,
    )
  }
  parts.push(frame.clip ? `<g clip-path="url(#${FRAME_CLIP_ID})">` : '<g>')
  parts.push(
    `<g class="f3-export-links" fill="none" stroke-width="1.5" ${strokeAttrs(c.link, 0.85)}>${join(scene.links, box, all)}</g>`,
  )
  parts.push(
    `<g class="f3-export-link-texts" font-size="${LINK_TEXT_SIZE}" text-anchor="middle" ${fillAttrs(c.text)}>${join(scene.linkTexts, box, all)}</g>`,
  )
  parts.push(`<g class="f3-export-cards">${join(scene.cards, box, all)}</g>`)
  parts.push('</g></svg>')
  return parts.join('')
}
