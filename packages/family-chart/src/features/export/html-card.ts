/**
 * An HTML card (CardHtml) redrawn in SVG shapes and text, following family-chart.css for each card style: the image
 * box, the label beside it (or under it for imageCircle), the first row bold, the main card's outline.
 */
import type { CardDim, CardStyle } from '../../cards/card-dims'
import type { CardContent } from './card-content'
import { fillAttrs, strokeAttrs } from './colors'
import {
  cardFill,
  duplicateBadge,
  foldBadges,
  imageBackground,
  imageOrIcon,
  textRows,
  type ImageBox,
} from './card-parts'
import type { DrawContext, Drawn } from './draw-context'
import { fitRows } from '../../cards/text-fit'
import { num } from './xml'

const ICON_TINT = { hex: '#000000', opacity: 0.15 }
/** Room around a card for its outline and badge, in the card's bounds. */
const EDGE = 10
/** Space between an imageCircle card and the label below it, and the label's shade around its lines. */
const LABEL_GAP = 3
const SHADE_PAD = { x: 6, y: 1 }

export interface HtmlCardFrame {
  image: ImageBox | null
  rows: { x: number; anchor: 'start' | 'middle'; maxWidth: number; fontSize: number; lineHeight: number }
  /** Height of the image with its margins. */
  imageHeight: number
  /** imageCircle: the circle in the card's box, the label below the box, no card body (both stand on the background). */
  column: boolean
}

/** Where the stylesheet puts the image and the label, for each card style (a flex row; a column for imageCircle). */
export function htmlCardFrame(style: CardStyle, dim: CardDim): HtmlCardFrame {
  const round = style === 'imageCircle' || style === 'imageCircleRect' || style === 'default'
  const margin = round ? 5 : 0
  const shape = round ? 'ellipse' : 'left-rounded'
  if (style === 'imageCircle') {
    return {
      image: {
        x: (dim.w - dim.img_w) / 2 + dim.img_x,
        y: (dim.h - dim.img_h) / 2 + dim.img_y,
        w: dim.img_w,
        h: dim.img_h,
        shape,
      },
      rows: { x: dim.w / 2, anchor: 'middle', maxWidth: 140, fontSize: 12, lineHeight: 12 * 1.3 },
      imageHeight: dim.img_h + 2 * margin,
      column: true,
    }
  }
  const hasImage = style !== 'rect'
  const imageWidth = hasImage ? dim.img_w + 2 * margin : 0
  return {
    image: hasImage ? { x: margin + dim.img_x, y: margin + dim.img_y, w: dim.img_w, h: dim.img_h, shape } : null,
    rows:
      style === 'rect'
        ? { x: dim.w / 2, anchor: 'middle', maxWidth: dim.w - 16, fontSize: 13, lineHeight: 13 * 1.3 }
        : { x: imageWidth + 8, anchor: 'start', maxWidth: dim.w - imageWidth - 16, fontSize: 13, lineHeight: 13 * 1.3 },
    imageHeight: hasImage ? dim.img_h + 2 * margin : 0,
    column: false,
  }
}

/**
 * The card's height and the top of its first line: cards with height_auto grow with their lines, like min-height;
 * an imageCircle card keeps its size and its lines hang below it (card-html.ts).
 */
function verticalLayout(frame: HtmlCardFrame, dim: CardDim, lineCount: number): { height: number; top: number } {
  const text = lineCount * frame.rows.lineHeight
  if (frame.column) return { height: dim.h, top: dim.h + LABEL_GAP }
  const height = dim.height_auto ? Math.max(dim.h, frame.imageHeight, text + 12) : dim.h
  return { height, top: (height - text) / 2 }
}

/** The card centred on its tree position (x, y); `frame` is htmlCardFrame of the chart's style (the same for all cards). */
export function drawHtmlCard(
  x: number,
  y: number,
  content: CardContent,
  frame: HtmlCardFrame,
  dim: CardDim,
  ctx: DrawContext,
): Drawn {
  const c = ctx.colors
  const lines = fitRows(content.lines, frame.rows.maxWidth, frame.rows.fontSize, true, ctx.measure)
  const { height: h, top } = verticalLayout(frame, dim, lines.length)
  const w = dim.w
  const x0 = x - w / 2
  const y0 = y - h / 2
  let svg = `<g transform="translate(${num(x0)},${num(y0)})">`
  if (!frame.column) svg += `<rect width="${num(w)}" height="${num(h)}" rx="5" ${fillAttrs(cardFill(content, ctx))}/>`
  if (frame.image) {
    const gendered = content.gender !== 'genderless'
    // imageCircle colours the circle by gender; other cards tint the icon's box.
    const ground = frame.column && gendered ? (content.gender === 'male' ? c.male : c.female) : ICON_TINT
    const iconInk = frame.column && !gendered ? c.text : content.kind === 'private' ? c.privateText : c.cardText
    const href = content.kind === 'person' ? ctx.imageHref(content.image) : null
    if (!href || frame.column) svg += imageBackground(frame.image, ground)
    // The icon box has 8px of padding around the icon.
    const side = Math.min(frame.image.w, frame.image.h)
    svg += imageOrIcon(frame.image, content, iconInk, ctx, Math.max(0.2, (side - 16) / side))
  }
  const rows = textRows(lines, {
    x: frame.rows.x,
    anchor: frame.rows.anchor,
    top,
    lineHeight: frame.rows.lineHeight,
    paint: frame.column ? c.text : content.kind === 'private' ? c.privateText : c.cardText,
  })
  // The label under a circle is on a shade of the background, as on screen, so it reads over the links.
  if (frame.column && rows.width > 0)
    svg += labelShade(frame.rows.x, top, rows.width, lines.length * frame.rows.lineHeight, c)
  svg += rows.svg
  if (content.main)
    svg += `<rect x="-2" y="-2" width="${num(w + 4)}" height="${num(h + 4)}" rx="${num(frame.column ? Math.min(w, h) / 2 + 2 : 7)}" fill="none" stroke-width="2" ${strokeAttrs(c.mainOutline)}/>`
  svg += duplicateBadge(content, w + 8, -8, true)
  svg += foldBadges(content, w, h)
  svg += '</g>'
  // A label under an imageCircle card may be wider than the card.
  const half = Math.max(w, rows.width + 2 * SHADE_PAD.x) / 2
  const bottom = frame.column ? Math.max(h, top + lines.length * frame.rows.lineHeight + SHADE_PAD.y) : h
  return { svg, box: { x0: x - half - EDGE, y0: y0 - EDGE, x1: x + half + EDGE, y1: y0 + bottom + EDGE } }
}

function labelShade(centre: number, top: number, width: number, height: number, c: DrawContext['colors']): string {
  const shade = { ...c.background, opacity: c.background.opacity * 0.8 }
  const w = width + 2 * SHADE_PAD.x
  return `<rect x="${num(centre - w / 2)}" y="${num(top - SHADE_PAD.y)}" width="${num(w)}" height="${num(height + 2 * SHADE_PAD.y)}" rx="3" ${fillAttrs(shade)}/>`
}
