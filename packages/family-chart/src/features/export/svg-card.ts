/** An SVG card (CardSvg) as the chart draws it: rounded body, image or icon at img_*, rows from text_x / text_y. */
import type { CardDim } from '../../cards/card-dims'
import type { CardContent } from './card-content'
import { fillAttrs, strokeAttrs } from './colors'
import { cardFill, duplicateBadge, foldBadges, FOLD_BADGE_H, imageOrIcon, textRows } from './card-parts'
import type { DrawContext, Drawn } from './draw-context'
import { fitRows } from '../../cards/text-fit'
import { num } from './xml'

const FONT_SIZE = 13
/** CardSvg puts its rows 14px apart, each hanging from its y. */
const LINE_STEP = 14
const EDGE = 4

export function drawSvgCard(x: number, y: number, content: CardContent, dim: CardDim, ctx: DrawContext): Drawn {
  const c = ctx.colors
  const { w, h } = dim
  const x0 = x - w / 2
  const y0 = y - h / 2
  const outline = content.main ? ` stroke-width="2" ${strokeAttrs(c.mainOutline)}` : ''
  let svg = `<g transform="translate(${num(x0)},${num(y0)})">`
  svg += `<rect width="${num(w)}" height="${num(h)}" rx="5" ry="5" ${fillAttrs(cardFill(content, ctx))}${outline}/>`
  // The icon fills the middle 70% of the image box, as on the live card.
  svg += imageOrIcon(
    { x: dim.img_x, y: dim.img_y, w: dim.img_w, h: dim.img_h, shape: 'rect' },
    content,
    c.cardText,
    ctx,
    0.7,
  )
  // A hanging row's top is at its y; with a line box of LINE_STEP the text sits as on the live card.
  const lines = fitRows(content.lines, w - dim.text_x - 4, FONT_SIZE, false, ctx.measure)
  const rows = textRows(lines, {
    x: dim.text_x,
    anchor: 'start',
    top: dim.text_y + (FONT_SIZE - LINE_STEP) / 2 - FONT_SIZE * 0.1,
    lineHeight: LINE_STEP,
    paint: c.cardText,
  })
  svg += rows.svg
  svg += duplicateBadge(content, w - 6, 14, false)
  svg += foldBadges(content, w, h)
  svg += '</g>'
  const edge = content.folds ? Math.max(EDGE, FOLD_BADGE_H / 2 + 1) : EDGE
  return { svg, box: { x0: x0 - EDGE, y0: y0 - edge, x1: x0 + w + EDGE, y1: y0 + h + edge } }
}
