/**
 * What one place of the fan holds in the DOM: its tooltip, its outline, the pedigree-collapse mark, the photo and the
 * lines of text. Every piece of data reaches the page as a text node or a checked attribute, never as markup.
 */
import { arcPath, straightTextTransform, textArcPath, type ArcGeometry } from './fan-shapes'
import type { FanPlace } from './fan-types'

const SVG_NS = 'http://www.w3.org/2000/svg'
/** How far inside a place the pedigree-collapse mark is drawn, px. */
const MARK_INSET = 3

export interface PlaceContentContext {
  /** Prefix of this view's element ids (text paths and clip paths must be unique in the page). */
  uid: string
  label: string
  colour: string
}

function svg<K extends keyof SVGElementTagNameMap>(parent: Element, tag: K, cls?: string): SVGElementTagNameMap[K] {
  const el = document.createElementNS(SVG_NS, tag)
  if (cls) el.setAttribute('class', cls)
  parent.appendChild(el)
  return el
}

/**
 * The parts of a place, in their order in its element: the tooltip and the outline always; the mark, the photo and
 * the text only once a place needs them (most places of a big fan have no photo, no mark and, far out, no text).
 * @since next
 */
export interface PlaceParts {
  g: SVGGElement
  title: SVGTitleElement
  outline: SVGPathElement
  mark: SVGPathElement | null
  photo: SVGGElement | null
  text: SVGGElement | null
}

/** The place's fixed parts, made once when it enters: the tooltip and the outline. */
export function buildPlace(g: SVGGElement): PlaceParts {
  return { g, title: svg(g, 'title'), outline: svg(g, 'path', 'f3-fan-arc'), mark: null, photo: null, text: null }
}

/** The part `name`, made and put in its place among the others on first use. */
function part<K extends 'mark' | 'photo' | 'text'>(parts: PlaceParts, name: K): NonNullable<PlaceParts[K]> {
  const existing = parts[name]
  if (existing) return existing as NonNullable<PlaceParts[K]>
  const el = name === 'mark' ? svg(parts.g, 'path', 'f3-fan-mark') : svg(parts.g, 'g', `f3-fan-${name}`)
  const after = name === 'mark' ? (parts.photo ?? parts.text) : name === 'photo' ? parts.text : null
  if (after) parts.g.insertBefore(el, after)
  parts[name] = el as PlaceParts[K]
  return el as NonNullable<PlaceParts[K]>
}

/** The mark of a person in several places: a dashed outline just inside the slot. */
export function markGeometry(place: FanPlace): ArcGeometry {
  if (place.generation === 0)
    return {
      startAngle: place.startAngle,
      endAngle: place.endAngle,
      innerRadius: 0,
      outerRadius: Math.max(0, place.outerRadius - MARK_INSET),
    }
  const inset = (MARK_INSET / Math.max(place.innerRadius, 1)) * (180 / Math.PI)
  const shrink = Math.min(inset, (place.endAngle - place.startAngle) / 4)
  return {
    startAngle: place.startAngle + shrink,
    endAngle: place.endAngle - shrink,
    innerRadius: place.innerRadius + MARK_INSET,
    outerRadius: Math.max(place.innerRadius + MARK_INSET, place.outerRadius - MARK_INSET),
  }
}

function drawPhoto(parts: PlaceParts, place: FanPlace, ctx: PlaceContentContext): void {
  parts.photo?.replaceChildren()
  const photo = place.photo
  if (!photo) return
  const layer = part(parts, 'photo')
  const id = `${ctx.uid}-clip-${place.key}`
  const clip = svg(layer, 'clipPath')
  clip.id = id
  const circle = svg(clip, 'circle')
  circle.setAttribute('cx', String(photo.cx))
  circle.setAttribute('cy', String(photo.cy))
  circle.setAttribute('r', String(photo.r))
  const image = svg(layer, 'image')
  // The address passed safeImageUrl in the layout: http(s), data:image or relative only.
  image.setAttribute('href', photo.href)
  image.setAttribute('x', String(photo.cx - photo.r))
  image.setAttribute('y', String(photo.cy - photo.r))
  image.setAttribute('width', String(photo.r * 2))
  image.setAttribute('height', String(photo.r * 2))
  image.setAttribute('preserveAspectRatio', 'xMidYMid slice')
  image.setAttribute('clip-path', `url(#${id})`)
  image.setAttribute('aria-hidden', 'true')
}

function drawText(parts: PlaceParts, place: FanPlace, ctx: PlaceContentContext): void {
  parts.text?.replaceChildren()
  const t = place.text
  if (t.orientation === 'none' || !t.lines.length) return
  const layer = part(parts, 'text')
  let defs: SVGDefsElement | null = null
  t.lines.forEach((line, i) => {
    // Each line but the last ends with a space in the DOM (not drawn at a line's end), so the text a screen reader
    // or voice control reads from the place is the name and the years as its label says them.
    const content = i < t.lines.length - 1 ? line.text + ' ' : line.text
    const text = svg(layer, 'text', line.role === 'dates' ? 'f3-fan-dates' : 'f3-fan-name')
    // No direction of its own: the text takes the container's (CSS inheritance), each name its script's (the
    // stylesheet's unicode-bidi: plaintext).
    text.setAttribute('font-size', String(line.fontSize))
    if (t.orientation !== 'arc') {
      text.setAttribute('transform', straightTextTransform(place, line))
      text.textContent = content
      return
    }
    defs ??= svg(layer, 'defs')
    const path = svg(defs, 'path')
    path.id = `${ctx.uid}-text-${place.key}-${i}`
    path.setAttribute('d', textArcPath(place, line))
    const along = svg(text, 'textPath')
    along.setAttribute('href', `#${path.id}`)
    along.setAttribute('startOffset', '50%')
    along.textContent = content
  })
}

/** A string that changes whenever what the place shows changes, so an unchanged place is not rebuilt. */
export function contentSignature(place: FanPlace, ctx: PlaceContentContext): string {
  const t = place.text
  const lines = t.lines.map((l) => `${l.text}\u0001${l.fontSize}\u0001${l.dy}`).join('\u0002')
  const photo = place.photo
    ? `${place.photo.href}\u0001${place.photo.cx}\u0001${place.photo.cy}\u0001${place.photo.r}`
    : ''
  return [
    ctx.label,
    ctx.colour,
    place.key,
    place.startAngle,
    place.endAngle,
    place.innerRadius,
    place.outerRadius,
    t.orientation,
    t.anchorAngle,
    t.anchorRadius,
    t.rotation,
    lines,
    photo,
    place.duplicate,
  ].join('\u0003')
}

/** Fills the place's parts for `place`: tooltip, colour, mark, photo and text (the outline's shape is set apart). */
export function drawPlaceContent(parts: PlaceParts, place: FanPlace, ctx: PlaceContentContext): void {
  parts.title.textContent = ctx.label
  parts.outline.style.fill = ctx.colour
  if (place.duplicate) part(parts, 'mark').setAttribute('d', arcPath(markGeometry(place)))
  else parts.mark?.removeAttribute('d')
  drawPhoto(parts, place, ctx)
  drawText(parts, place, ctx)
}
