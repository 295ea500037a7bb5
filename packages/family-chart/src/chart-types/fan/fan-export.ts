/**
 * The whole fan drawn for export (the export feature's `exportSvg`, `exportPng`, `exportPdf` and `print` use it in
 * place of cards and links): every place with its colour, photo, pedigree-collapse mark and text, a title above and
 * the legend beside, as plain SVG the export's document wraps. Colours come from the chart's theme through the
 * export, with the stylesheet's defaults when the page has none.
 */
import type { DrawingBox, ExportDrawing, ExportDrawingContext } from '../../chart/slots'
import { escapeXml, num } from '../../data/xml-escape'
import { arcPath } from './fan-shapes'
import { fanColouring, type FanColourScheme } from './fan-colours'
import { markGeometry } from './fan-place-content'
import { placeLabel, namesById, fanLabel } from './fan-labels'
import { placeTextSvg } from './fan-export-text'
import { estimateTextWidth } from './fan-text-width'
import type { FanLayout, FanPlace } from './fan-types'

/** The stylesheet's colours (family-chart.css), for a page whose container does not carry them. */
const DEFAULT_COLOURS: Record<string, string> = {
  '--f3-male': '#3d6b7a',
  '--f3-female': '#9a505d',
  '--f3-genderless': '#646464',
  '--f3-empty': '#464646',
  '--f3-private': '#696969',
  '--f3-card-text': '#ffffff',
  '--f3-fan-main': '#5a4f7a',
  '--f3-fan-paternal': '#2f6590',
  '--f3-fan-maternal': '#93485f',
  '--f3-fan-descendant': '#3f7a5a',
  '--f3-fan-add': '#4a4a4a',
  '--f3-fan-mark': '#ffd24d',
  '--f3-fan-surname-other': '#555555',
}
const GENERATION_DEFAULTS = ['#5a4f7a', '#3d6b7a', '#7a4d8c', '#3f7a4d', '#8c5a2b', '#8c3f5a']
const SURNAME_DEFAULTS = ['#2f6b8f', '#8f3f5f', '#3f7a4d', '#7f5f2f', '#5f4f8f', '#2f7777', '#8f4f2f', '#6b6b2f']

/** The stylesheet's value of a `var(--f3-…)` colour. */
export function defaultColour(css: string): string {
  const name = /^var\((--[\w-]+)\)$/.exec(css)?.[1] ?? ''
  const numbered = /^--f3-fan-(generation|surname)-(\d+)$/.exec(name)
  if (numbered)
    return (numbered[1] === 'generation' ? GENERATION_DEFAULTS : SURNAME_DEFAULTS)[+numbered[2]] ?? '#555555'
  return DEFAULT_COLOURS[name] ?? '#555555'
}

const TITLE_SIZE = 22
const LEGEND_SIZE = 13
const GAP = 36

export interface FanExportInput {
  /** The fan as drawn (turned as the user turned it). */
  layout: FanLayout
  scheme: FanColourScheme
}

function placeSvg(
  place: FanPlace,
  colour: string,
  label: string,
  ctx: ExportDrawingContext,
): { defs: string; svg: string } {
  const fill = ctx.fill(colour, defaultColour(colour))
  const emptyOpacity = place.kind === 'empty' ? ' fill-opacity="0.55"' : ''
  const dashes = place.kind === 'add' ? ` ${ctx.lineOnBackground} stroke-dasharray="4 3"` : ` ${ctx.backgroundLine}`
  let svg = `<path d="${arcPath(place)}" ${fill}${emptyOpacity}${dashes}/>`
  let defs = ''
  if (place.duplicate) {
    const mark = ctx.stroke('var(--f3-fan-mark)', DEFAULT_COLOURS['--f3-fan-mark'])
    svg += `<path d="${arcPath(markGeometry(place))}" fill="none" ${mark} stroke-width="1.5" stroke-dasharray="5 3"/>`
  }
  const href = place.photo ? ctx.imageHref(place.photo.href) : null
  if (place.photo && href) {
    const { cx, cy, r } = place.photo
    const clip = `f3x-fan-clip-${place.key}`
    defs += `<clipPath id="${clip}"><circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}"/></clipPath>`
    svg += `<image href="${escapeXml(href)}" xlink:href="${escapeXml(href)}" x="${num(cx - r)}" y="${num(cy - r)}" width="${num(2 * r)}" height="${num(2 * r)}" preserveAspectRatio="xMidYMid slice" clip-path="url(#${clip})"/>`
  }
  const text = placeTextSvg(place, {
    uid: 'f3x-fan-text',
    textPaths: ctx.textPaths,
    fill: ctx.fill('var(--f3-card-text)', DEFAULT_COLOURS['--f3-card-text']),
  })
  const id = place.id !== null ? ` data-id="${escapeXml(place.id)}"` : ''
  return {
    defs: defs + text.defs,
    svg: `<g class="f3-fan-place" data-key="${place.key}"${id}><title>${escapeXml(label)}</title>${svg}${text.svg}</g>`,
  }
}

/** The legend beside the fan: the scheme's title and a swatch and label per colour. */
function legendSvg(layout: FanLayout, scheme: FanColourScheme, x: number, y: number, ctx: ExportDrawingContext) {
  const { title, legend } = fanColouring(layout.places, scheme)
  const row = LEGEND_SIZE * 1.6
  let svg = `<text x="${num(x)}" y="${num(y)}" font-size="${LEGEND_SIZE}" font-weight="600" ${ctx.textOnBackground}>${escapeXml(title)}</text>`
  let width = estimateTextWidth(title, LEGEND_SIZE) * 1.12
  legend.forEach((entry, i) => {
    const top = y + row * (i + 0.6)
    svg += `<rect x="${num(x)}" y="${num(top)}" width="${LEGEND_SIZE}" height="${LEGEND_SIZE}" rx="2" ${ctx.fill(entry.colour, defaultColour(entry.colour))}/>`
    svg += `<text x="${num(x + LEGEND_SIZE * 1.6)}" y="${num(top + LEGEND_SIZE * 0.85)}" font-size="${LEGEND_SIZE}" ${ctx.textOnBackground}>${escapeXml(entry.label)}</text>`
    width = Math.max(width, LEGEND_SIZE * 1.6 + estimateTextWidth(entry.label, LEGEND_SIZE))
  })
  const box: DrawingBox = { x0: x, y0: y - LEGEND_SIZE, x1: x + width, y1: y + row * (legend.length + 0.6) }
  return { svg: `<g class="f3-fan-export-legend">${svg}</g>`, box, texts: [title, ...legend.map((e) => e.label)] }
}

/** What an export of `input` draws: see the top of this file. */
export function fanExportDrawing({ layout, scheme }: FanExportInput): ExportDrawing {
  const nameOf = namesById(layout)
  const colouring = fanColouring(layout.places, scheme)
  const labels = layout.places.map((p) => placeLabel(p, nameOf))
  const texts = layout.places.flatMap((p) => p.text.lines.map((l) => l.text))
  return {
    images: layout.places.flatMap((p) => (p.photo ? [p.photo.href] : [])),
    texts: [...texts, fanLabel(layout), colouring.title, ...colouring.legend.map((e) => e.label)],
    draw(ctx) {
      const title = ctx.title ?? fanLabel(layout)
      let defs = ''
      let places = ''
      layout.places.forEach((p, i) => {
        const drawn = placeSvg(p, colouring.colourOf(p), labels[i], ctx)
        defs += drawn.defs
        places += drawn.svg
      })
      const b = layout.bounds
      const legend = legendSvg(layout, scheme, b.x + b.width + GAP, b.y + LEGEND_SIZE, ctx)
      const titleY = b.y - GAP
      const titleWidth = estimateTextWidth(title, TITLE_SIZE) * 1.12
      const middle = b.x + b.width / 2
      const heading = `<text class="f3-fan-export-title" x="${num(middle)}" y="${num(titleY)}" font-size="${TITLE_SIZE}" font-weight="700" text-anchor="middle" ${ctx.textOnBackground}>${escapeXml(title)}</text>`
      const box: DrawingBox = {
        x0: Math.min(b.x, middle - titleWidth / 2),
        y0: titleY - TITLE_SIZE,
        x1: Math.max(legend.box.x1, middle + titleWidth / 2),
        y1: Math.max(b.y + b.height, legend.box.y1),
      }
      const svg = `<g class="f3-fan-export">${defs ? `<defs>${defs}</defs>` : ''}${heading}<g class="f3-fan-export-places">${places}</g>${legend.svg}</g>`
      return { svg, box, title }
    },
  }
}
