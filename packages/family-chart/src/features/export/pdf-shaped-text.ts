/**
 * Texts of shaped scripts in a PDF page's SVG, drawn by the browser: each `<text>` whose letters need shaping or
 * right-to-left order is painted as an image at the same place and size (in the page's clone of the SVG only), and
 * the text itself stays behind it, invisible, so a reader can still find and copy it.
 */
import { needsShaping } from './shaped-scripts'

const SVG_NS = 'http://www.w3.org/2000/svg'
const XLINK_NS = 'http://www.w3.org/1999/xlink'
export const SHAPED_TEXT_CLASS = 'f3-export-shaped-text'

export interface TextPaint {
  color: string
  opacity: number
}

/** A text as the SVG would draw it: what the painter needs to draw it the same way. */
export interface TextRun {
  text: string
  fontFamily: string
  fontSize: number
  fontWeight: string
  anchor: 'start' | 'middle' | 'end'
  rtl: boolean
  baseline: 'alphabetic' | 'middle' | 'hanging'
  fill: TextPaint | null
  stroke: (TextPaint & { width: number; join: 'miter' | 'round' | 'bevel' }) | null
}

/** A painted text: the image and its box, in user units from the text's anchor point (its x and y). */
export interface TextImage {
  href: string
  x: number
  y: number
  width: number
  height: number
}

/** Paints a run; null leaves the text as it is. */
export type PaintText = (run: TextRun) => Promise<TextImage | null>

/** An attribute of the element or, as SVG inherits it, of its nearest ancestor that has it. */
function inherited(el: Element, name: string): string | null {
  for (let node: Element | null = el; node; node = node.parentElement) {
    const value = node.getAttribute(name)
    if (value !== null && value !== 'inherit') return value
  }
  return null
}

function paint(el: Element, name: 'fill' | 'stroke', fallback: string | null): TextPaint | null {
  const color = inherited(el, name) ?? fallback
  if (!color || color === 'none' || color.startsWith('url(')) return null
  const opacity = parseFloat(inherited(el, `${name}-opacity`) ?? '1')
  return { color, opacity: Number.isFinite(opacity) ? opacity : 1 }
}

const BASELINES: Record<string, TextRun['baseline']> = { central: 'middle', middle: 'middle', hanging: 'hanging' }

/** How the SVG draws `text`, read from its attributes and those it inherits. */
export function textRunOf(text: Element): TextRun {
  const anchor = inherited(text, 'text-anchor')
  const stroke = paint(text, 'stroke', null)
  const join = inherited(text, 'stroke-linejoin')
  const size = parseFloat(inherited(text, 'font-size') ?? '')
  const strokeWidth = parseFloat(inherited(text, 'stroke-width') ?? '1')
  return {
    text: text.textContent ?? '',
    fontFamily: inherited(text, 'font-family') ?? 'sans-serif',
    fontSize: Number.isFinite(size) && size > 0 ? size : 16,
    fontWeight: inherited(text, 'font-weight') ?? 'normal',
    anchor: anchor === 'middle' || anchor === 'end' ? anchor : 'start',
    rtl: inherited(text, 'direction') === 'rtl',
    baseline: BASELINES[inherited(text, 'dominant-baseline') ?? ''] ?? 'alphabetic',
    fill: paint(text, 'fill', '#000000'),
    stroke: stroke && {
      ...stroke,
      width: Number.isFinite(strokeWidth) ? strokeWidth : 1,
      join: join === 'round' || join === 'bevel' ? join : 'miter',
    },
  }
}

/** The texts a painter can replace: text on a path, or in several styled runs, keeps the vector path. */
function replaceable(text: Element): boolean {
  return text.childElementCount === 0 && needsShaping(text.textContent ?? '')
}

function imageFor(text: Element, painted: TextImage): Element {
  const image = text.ownerDocument.createElementNS(SVG_NS, 'image')
  const x = parseFloat(text.getAttribute('x') ?? '0') || 0
  const y = parseFloat(text.getAttribute('y') ?? '0') || 0
  image.setAttribute('class', SHAPED_TEXT_CLASS)
  image.setAttribute('x', String(x + painted.x))
  image.setAttribute('y', String(y + painted.y))
  image.setAttribute('width', String(painted.width))
  image.setAttribute('height', String(painted.height))
  image.setAttribute('preserveAspectRatio', 'none')
  const transform = text.getAttribute('transform')
  if (transform) image.setAttribute('transform', transform)
  image.setAttributeNS(XLINK_NS, 'xlink:href', painted.href)
  return image
}

/**
 * Replaces the page's texts of shaped scripts by images `paint` makes of them. A text stays behind its image as
 * invisible text when `keepText` says the PDF has a font for it (without one its letters would be wrong codes);
 * returns how many texts were replaced.
 */
export async function replaceShapedTexts(
  svg: Element,
  paintText: PaintText,
  keepText: (text: string) => boolean,
): Promise<number> {
  let replaced = 0
  for (const text of [...svg.querySelectorAll('text')]) {
    if (!replaceable(text)) continue
    const painted = await paintText(textRunOf(text))
    if (!painted) continue
    text.parentNode!.insertBefore(imageFor(text, painted), text)
    replaced++
    if (!keepText(text.textContent ?? '')) {
      text.remove()
      continue
    }
    // svg2pdf writes a text with neither fill nor stroke in the PDF's invisible text mode.
    text.setAttribute('fill', 'none')
    text.setAttribute('stroke', 'none')
  }
  return replaced
}
