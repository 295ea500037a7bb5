/**
 * The lines of text of one place in the DOM, kept from one drawing to the next: a place whose person changes (a
 * change of centre gives most places someone else) keeps its text elements and only the attributes and text that
 * differ are written. Text from the data is always a text node's content.
 */
import { straightTextTransform, textArcPath } from './fan-shapes'
import type { FanPlace } from './fan-types'

const SVG_NS = 'http://www.w3.org/2000/svg'

/** One drawn line: its text element, and for arc text the path it runs along and the textPath on it. */
interface DrawnLine {
  text: SVGTextElement
  along: SVGTextPathElement | null
  path: SVGPathElement | null
}

/**
 * The text layer of a place and the lines drawn in it. The arcs of arc text live in the view's one `defs`, not in a
 * `defs` per place (255 fewer elements at 10 generations).
 * @since next
 */
export interface PlaceLines {
  layer: SVGGElement
  arc: boolean
  lines: DrawnLine[]
}

function setAttr(el: Element, name: string, value: string): void {
  if (el.getAttribute(name) !== value) el.setAttribute(name, value)
}

function setText(node: Element, text: string): void {
  if (node.textContent !== text) node.textContent = text
}

function makeLine(drawn: PlaceLines, defs: SVGDefsElement): DrawnLine {
  const text = document.createElementNS(SVG_NS, 'text')
  if (!drawn.arc) {
    drawn.layer.appendChild(text)
    return { text, along: null, path: null }
  }
  const path = defs.appendChild(document.createElementNS(SVG_NS, 'path'))
  const along = text.appendChild(document.createElementNS(SVG_NS, 'textPath'))
  along.setAttribute('startOffset', '50%')
  drawn.layer.appendChild(text)
  return { text, along, path }
}

function dropLine(line: DrawnLine): void {
  line.text.remove()
  line.path?.remove()
}

/**
 * Empties the layer and takes its arcs out of the shared `defs`: no lines (the place shows no text, its text changes
 * between arc and straight, or the place leaves).
 */
export function clearLines(drawn: PlaceLines): void {
  for (const line of drawn.lines) dropLine(line)
  drawn.lines = []
}

/**
 * Draws `place`'s lines into `drawn`, reusing the elements of the lines drawn before. Each line but the last ends
 * with a space in the DOM (not drawn at a line's end), so the text a screen reader or voice control reads from the
 * place is the name and the years as its label says them. No direction of its own: the text takes the container's
 * (CSS inheritance), each name its script's (the stylesheet's unicode-bidi: plaintext).
 */
export function drawLines(drawn: PlaceLines, place: FanPlace, uid: string, defs: SVGDefsElement): void {
  const t = place.text
  const arc = t.orientation === 'arc'
  if (arc !== drawn.arc) {
    clearLines(drawn)
    drawn.arc = arc
  }
  while (drawn.lines.length > t.lines.length) dropLine(drawn.lines.pop()!)
  while (drawn.lines.length < t.lines.length) drawn.lines.push(makeLine(drawn, defs))
  for (let i = 0; i < t.lines.length; i++) {
    const line = t.lines[i]
    const el = drawn.lines[i]
    const content = i < t.lines.length - 1 ? line.text + ' ' : line.text
    setAttr(el.text, 'class', line.role === 'dates' ? 'f3-fan-dates' : 'f3-fan-name')
    setAttr(el.text, 'font-size', String(line.fontSize))
    if (!el.along || !el.path) {
      setAttr(el.text, 'transform', straightTextTransform(place, line))
      setText(el.text, content)
      continue
    }
    const id = `${uid}-text-${place.key}-${i}`
    if (el.path.id !== id) el.path.id = id
    setAttr(el.path, 'd', textArcPath(place, line))
    setAttr(el.along, 'href', `#${id}`)
    setText(el.along, content)
  }
}
