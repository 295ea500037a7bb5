/**
 * A place's text in an exported fan, as SVG markup: along its arc with `<textPath>` where the reader draws text on
 * paths (SVG, PNG, print), letter by letter along the arc where it does not (the PDF converter), straight along the
 * radius or level in the centre as on screen. Every text from the data is escaped.
 */
import { escapeXml, num } from '../../data/xml-escape'
import { halfTurn, pointAt } from './fan-angles'
import { straightTextTransform, textArcPath } from './fan-shapes'
import { NAME_WIDTH_SCALE } from './fan-text-fit'
import { estimateTextWidth } from './fan-text-width'
import type { FanPlace, FanTextLine } from './fan-types'

/** Where a line's baseline sits below its middle, in em: the text is centred on its line as on screen. */
const CENTRAL = 0.35
const STRONG_RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/u
const STRONG = /[\p{L}]/u

/** Whether a text reads right to left: its first letter is of a right-to-left script (Hebrew, Arabic ...). */
export function readsRightToLeft(text: string): boolean {
  for (const ch of text) if (STRONG.test(ch)) return STRONG_RTL.test(ch)
  return false
}

export interface PlaceTextContext {
  /** Prefix of the ids of text paths (unique in the document). */
  uid: string
  textPaths: boolean
  /** Fill attributes of the text. */
  fill: string
}

/** The attributes every line has: size, weight, anchor, colour and, for a right-to-left name, its direction. */
function lineAttributes(line: FanTextLine, fill: string): string {
  const weight = line.role === 'name' ? ' font-weight="600"' : ''
  const direction = readsRightToLeft(line.text) ? ' direction="rtl"' : ''
  return `font-size="${num(line.fontSize)}"${weight} text-anchor="middle"${direction} ${fill}`
}

/** A straight line of text: its transform puts the line's middle on the text's own line, turned upright. */
function straightLine(transform: string, line: FanTextLine, fill: string): string {
  return `<text transform="${transform}" y="${num(line.fontSize * CENTRAL)}" ${lineAttributes(line, fill)}>${escapeXml(line.text)}</text>`
}

/** The radius a line of arc text runs along (as fan-shapes' textArcPath draws it). */
const lineRadius = (place: FanPlace, line: FanTextLine) =>
  Math.max(1, place.text.flipped ? place.text.anchorRadius + line.dy : place.text.anchorRadius - line.dy)

/** Each letter of an arc line placed and turned along the arc, centred on the place's middle angle. */
function lettersAlongArc(place: FanPlace, line: FanTextLine, fill: string): string {
  const radius = lineRadius(place, line)
  const middle = place.text.anchorAngle
  const scale = line.role === 'name' ? NAME_WIDTH_SCALE : 1
  // A letter with its combining marks is one glyph.
  const letters = line.text.match(/\P{M}\p{M}*/gu) ?? []
  const widths = letters.map((l) => estimateTextWidth(l, line.fontSize) * scale)
  const total = widths.reduce((a, b) => a + b, 0)
  const way = place.text.flipped ? -1 : 1
  let along = -total / 2
  let out = ''
  letters.forEach((letter, i) => {
    const centre = along + widths[i] / 2
    along += widths[i]
    if (!letter.trim()) return
    const angle = middle + (way * ((centre / radius) * 180)) / Math.PI
    const [x, y] = pointAt(angle, radius)
    const turn = halfTurn(place.text.flipped ? angle - 180 : angle)
    out += straightLine(`translate(${num(x)},${num(y)}) rotate(${num(turn)})`, { ...line, text: letter }, fill)
  })
  return `<g>${out}</g>`
}

/** A line of arc text where paths are read: on its own circle, as on screen. */
function arcLine(place: FanPlace, line: FanTextLine, i: number, ctx: PlaceTextContext): { def: string; svg: string } {
  const id = `${ctx.uid}-${place.key}-${i}`
  const def = `<path id="${id}" d="${textArcPath(place, line)}"/>`
  const svg =
    `<text dominant-baseline="central" ${lineAttributes(line, ctx.fill)}>` +
    `<textPath href="#${id}" xlink:href="#${id}" startOffset="50%">${escapeXml(line.text)}</textPath></text>`
  return { def, svg }
}

/** The text of one place: its lines, and the paths they run along (for the document's defs). */
export function placeTextSvg(place: FanPlace, ctx: PlaceTextContext): { defs: string; svg: string } {
  const t = place.text
  let defs = ''
  let svg = ''
  t.lines.forEach((line, i) => {
    if (t.orientation === 'radial' || t.orientation === 'horizontal') {
      svg += straightLine(straightTextTransform(place, line), line, ctx.fill)
    } else if (t.orientation === 'arc' && ctx.textPaths) {
      const drawn = arcLine(place, line, i, ctx)
      defs += drawn.def
      svg += drawn.svg
    } else if (t.orientation === 'arc' && readsRightToLeft(line.text)) {
      // Letters of a joined script must stay together: the line is drawn straight, along the arc's tangent.
      const [x, y] = pointAt(t.anchorAngle, lineRadius(place, line))
      svg += straightLine(`translate(${num(x)},${num(y)}) rotate(${num(t.rotation)})`, line, ctx.fill)
    } else if (t.orientation === 'arc') svg += lettersAlongArc(place, line, ctx.fill)
  })
  return { defs, svg }
}
