/**
 * What one place of the fan holds in the DOM: its outline, a tooltip where its text does not say it all, the
 * pedigree-collapse mark, the photo and the lines of text. Every piece of data reaches the page as a text node or a checked attribute, never as markup.
 */
import { arcPath, type ArcGeometry } from './fan-shapes'
import type { FanPlace, FanText } from './fan-types'
import { clearLines, drawLines, type PlaceLines } from './fan-place-lines'
import { fanFillClass } from './fan-fill'

const SVG_NS = 'http://www.w3.org/2000/svg'
/** How far inside a place the pedigree-collapse mark is drawn, px. */
const MARK_INSET = 3

export interface PlaceContentContext {
  /** Prefix of this view's element ids (text paths and clip paths must be unique in the page). */
  uid: string
  /** The view's one `defs`, which holds the arcs of every place's text. */
  defs: SVGDefsElement
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
 * The parts of a place, in their order in its element: the tooltip where the text is shortened or absent (once
 * hovered), the outline always; the mark, the photo and the text only once a place needs them (most places of a big fan have no
 * photo, no mark and, far out, no text).
 * @since next
 */
export interface PlaceParts {
  g: SVGGElement
  title: SVGTitleElement | null
  outline: SVGPathElement
  mark: SVGPathElement | null
  photo: SVGGElement | null
  text: SVGGElement | null
  /** The lines drawn in `text`, kept for the next drawing. */
  lines: PlaceLines | null
  /** What the place showed when last drawn (null before its first drawing). */
  shown: { place: FanPlace; label: string; colour: string } | null
}

/** The place's fixed part, made once when it enters: the outline. */
export function buildPlace(g: SVGGElement): PlaceParts {
  return {
    g,
    title: null,
    outline: svg(g, 'path', 'f3-fan-arc'),
    mark: null,
    photo: null,
    text: null,
    lines: null,
    shown: null,
  }
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
  const t = place.text
  if (t.orientation === 'none' || !t.lines.length) {
    if (parts.lines) clearLines(parts.lines)
    return
  }
  parts.lines ??= { layer: part(parts, 'text'), arc: false, lines: [] }
  drawLines(parts.lines, place, ctx.uid, ctx.defs)
}

/**
 * Whether the drawn text says all the label does but the relation: a person's whole name, and the years when there
 * are any. Such a place needs no tooltip (its accessible name is on its element either way); a shortened name, left
 * out years, no text at all, an add place or a person in several places keeps one.
 */
function textSaysAll(place: FanPlace): boolean {
  const t = place.text
  if (place.kind !== 'person' || place.duplicate || !t.fits || t.orientation === 'none' || !t.lines.length) return false
  return !place.dates || t.lines.some((l) => l.role === 'dates')
}

/**
 * The tooltip, first in the place's element, only where the text does not say it all. It is made when the place is
 * first hovered (`make`, see showTitle): a big fan has a thousand places and few are ever pointed at; one made before
 * is kept up to date or removed with each drawing.
 */
function drawTitle(parts: PlaceParts, place: FanPlace, label: string, make: boolean): void {
  if (textSaysAll(place)) {
    parts.title?.remove()
    parts.title = null
    return
  }
  if (!parts.title) {
    if (!make) return
    parts.title = document.createElementNS(SVG_NS, 'title')
    parts.g.insertBefore(parts.title, parts.g.firstChild)
  }
  if (parts.title.textContent !== label) parts.title.textContent = label
}

/** Gives a hovered place its tooltip, where its text does not say it all (before the browser shows tooltips). */
export function showTitle(parts: PlaceParts): void {
  if (parts.shown) drawTitle(parts, parts.shown.place, parts.shown.label, true)
}

function sameText(a: FanText, b: FanText): boolean {
  if (a === b) return true
  if (
    a.orientation !== b.orientation ||
    a.anchorAngle !== b.anchorAngle ||
    a.anchorRadius !== b.anchorRadius ||
    a.rotation !== b.rotation ||
    a.flipped !== b.flipped ||
    a.lines.length !== b.lines.length
  )
    return false
  for (let i = 0; i < a.lines.length; i++) {
    const x = a.lines[i]
    const y = b.lines[i]
    if (x.text !== y.text || x.fontSize !== y.fontSize || x.dy !== y.dy || x.role !== y.role) return false
  }
  return true
}

const samePhoto = (a: FanPlace['photo'], b: FanPlace['photo']) =>
  a === b || (!!a && !!b && a.href === b.href && a.cx === b.cx && a.cy === b.cy && a.r === b.r)

/** Takes a leaving place's text out of the view's shared `defs` (its element goes with the place). */
export function releasePlace(parts: PlaceParts): void {
  if (parts.lines) clearLines(parts.lines)
  parts.shown = null
}

/** Whether the place shows the same as when last drawn, so its content is left as it is. */
export function showsSame(parts: PlaceParts, place: FanPlace, ctx: PlaceContentContext): boolean {
  const shown = parts.shown
  if (!shown) return false
  const p = shown.place
  return (
    shown.label === ctx.label &&
    shown.colour === ctx.colour &&
    p.key === place.key &&
    p.startAngle === place.startAngle &&
    p.endAngle === place.endAngle &&
    p.innerRadius === place.innerRadius &&
    p.outerRadius === place.outerRadius &&
    p.duplicate === place.duplicate &&
    samePhoto(p.photo, place.photo) &&
    sameText(p.text, place.text)
  )
}

/** Fills the place's parts for `place`: tooltip, colour, mark, photo and text (the outline's shape is set apart). */
export function drawPlaceContent(parts: PlaceParts, place: FanPlace, ctx: PlaceContentContext): void {
  const before = parts.shown
  parts.shown = { place, label: ctx.label, colour: ctx.colour }
  drawTitle(parts, place, ctx.label, false)
  // The place's element carries the colour's class (fan-view.ts); only a colour without one is written inline.
  if (before?.colour !== ctx.colour) {
    const inline = fanFillClass(ctx.colour) ? '' : ctx.colour
    if (parts.outline.style.fill !== inline) parts.outline.style.fill = inline
  }
  if (place.duplicate) part(parts, 'mark').setAttribute('d', arcPath(markGeometry(place)))
  else if (before?.place.duplicate) parts.mark?.removeAttribute('d')
  if (!before || before.place.key !== place.key || !samePhoto(before.place.photo, place.photo))
    drawPhoto(parts, place, ctx)
  drawText(parts, place, ctx)
}
