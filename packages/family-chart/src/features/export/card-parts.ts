/** Pieces both exported card kinds draw: a card's fill, image or icon, text rows and the duplicate badge. */
import type { CardContent } from './card-content'
import type { Paint } from './colors'
import { fillAttrs, strokeAttrs } from './colors'
import { IMAGE_CLIP_ID, PERSON_ICON_ID, type DrawContext } from './draw-context'
import { textWidth, type TextLine } from '../../cards/text-fit'
import { escapeXml, num } from './xml'

/** The body colour of a card: private and empty cards have their own, people their gender's. */
export function cardFill(content: CardContent, ctx: DrawContext): Paint {
  const c = ctx.colors
  if (content.kind === 'private') return c.private
  if (content.kind === 'empty') return c.empty
  return content.gender === 'male' ? c.male : content.gender === 'female' ? c.female : c.genderless
}

export type ImageShape = 'rect' | 'left-rounded' | 'ellipse'

export interface ImageBox {
  x: number
  y: number
  w: number
  h: number
  shape: ImageShape
}

function shapeMarkup({ x, y, w, h, shape }: ImageBox, attrs = ''): string {
  if (shape === 'ellipse')
    return `<ellipse cx="${num(x + w / 2)}" cy="${num(y + h / 2)}" rx="${num(w / 2)}" ry="${num(h / 2)}"${attrs}/>`
  if (shape === 'rect') return `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}"${attrs}/>`
  // Rounded on the left only, like the card corner it sits in (border-radius: 5px 0 0 5px).
  const r = Math.min(5, w / 2, h / 2)
  return `<path d="M${num(x + r)},${num(y)}H${num(x + w)}V${num(y + h)}H${num(x + r)}A${num(r)},${num(r)} 0 0 1 ${num(x)},${num(y + h - r)}V${num(y + r)}A${num(r)},${num(r)} 0 0 1 ${num(x + r)},${num(y)}Z"${attrs}/>`
}

/** The box's background shape (a tint under the icon, or the gender colour of circle cards). */
export function imageBackground(box: ImageBox, paint: Paint): string {
  return shapeMarkup(box, ' ' + fillAttrs(paint))
}

/**
 * The person's image clipped to the box, or the person icon when there is none. Every card of one chart has the same
 * image box in its own coordinates, so one clip path (in the card's user space) serves them all.
 */
export function imageOrIcon(
  box: ImageBox,
  content: CardContent,
  iconPaint: Paint,
  ctx: DrawContext,
  iconScale = 1,
): string {
  const href = content.kind === 'person' ? ctx.imageHref(content.image) : null
  if (href) {
    if (!ctx.defs.has(IMAGE_CLIP_ID))
      ctx.defs.set(IMAGE_CLIP_ID, `<clipPath id="${IMAGE_CLIP_ID}">${shapeMarkup(box)}</clipPath>`)
    return `<image x="${num(box.x)}" y="${num(box.y)}" width="${num(box.w)}" height="${num(box.h)}" preserveAspectRatio="xMidYMid slice" clip-path="url(#${IMAGE_CLIP_ID})" xlink:href="${escapeXml(href)}"/>`
  }
  const size = Math.max(4, Math.min(box.w, box.h) * iconScale)
  const x = box.x + (box.w - size) / 2
  const y = box.y + (box.h - size) / 2
  return `<use xlink:href="#${PERSON_ICON_ID}" transform="translate(${num(x)},${num(y)}) scale(${num(size / 24)})" ${fillAttrs(iconPaint)}/>`
}

export interface RowsLayout {
  x: number
  anchor: 'start' | 'middle'
  /** Top of the first line's box. */
  top: number
  lineHeight: number
  paint: Paint
}

/** Fitted lines as SVG text; returns the markup and the widest line. */
export function textRows(lines: TextLine[], layout: RowsLayout): { svg: string; width: number } {
  let svg = ''
  let widest = 0
  lines.forEach((line, i) => {
    if (!line.text) return
    widest = Math.max(widest, textWidth(line.text, line.fontSize, line.bold))
    // Centre of the line box, moved down by about a third of the size: the baseline of a centred line.
    const y = layout.top + i * layout.lineHeight + layout.lineHeight / 2 + line.fontSize * 0.35
    const anchor = layout.anchor === 'middle' ? ' text-anchor="middle"' : ''
    const weight = line.bold ? ' font-weight="bold"' : ''
    svg += `<text x="${num(layout.x)}" y="${num(y)}" font-size="${num(line.fontSize)}"${anchor}${weight} ${fillAttrs(layout.paint)}>${escapeXml(line.text)}</text>`
  })
  return { svg, width: widest }
}

/** The "×2" badge of a person drawn more than once (pedigree collapse), at the card's top right corner. */
export function duplicateBadge(content: CardContent, right: number, top: number, pill: boolean): string {
  if (!content.duplicate) return ''
  const label = `\u00d7${content.duplicate}`
  if (!pill)
    return `<text x="${num(right)}" y="${num(top)}" font-size="11" text-anchor="end" fill="#ffffff">${label}</text>`
  const w = textWidth(label, 11) + 12
  const x = right - w
  return (
    `<rect x="${num(x)}" y="${num(top)}" width="${num(w)}" height="16" rx="8" fill="#555555" ${strokeAttrs({ hex: '#999999', opacity: 1 })}/>` +
    `<text x="${num(x + w / 2)}" y="${num(top + 12)}" font-size="11" text-anchor="middle" fill="#ffffff">${label}</text>`
  )
}

/** Height of a fold badge; it sits half over the card's edge, so the card's bounds grow by half of it. */
export const FOLD_BADGE_H = 16

/**
 * The badges of folded branches, "+12": over the card's top edge near its left corner (ancestors), over its bottom
 * edge in the middle (descendants), as the chart draws them.
 */
export function foldBadges(content: CardContent, w: number, h: number): string {
  let svg = ''
  for (const side of ['ancestry', 'progeny'] as const) {
    const count = content.folds?.[side]
    if (count === undefined) continue
    const label = `+${count}`
    const bw = textWidth(label, 11, true) + 14
    const x = side === 'ancestry' ? 8 : (w - bw) / 2
    const y = side === 'ancestry' ? -FOLD_BADGE_H / 2 : h - FOLD_BADGE_H / 2
    svg +=
      `<g class="f3-fold-badge"><rect x="${num(x)}" y="${num(y)}" width="${num(bw)}" height="${FOLD_BADGE_H}" rx="${FOLD_BADGE_H / 2}" fill="#444444" ${strokeAttrs({ hex: '#bbbbbb', opacity: 1 })}/>` +
      `<text x="${num(x + bw / 2)}" y="${num(y + 12)}" font-size="11" font-weight="bold" text-anchor="middle" fill="#ffffff">${label}</text></g>`
  }
  return svg
}
