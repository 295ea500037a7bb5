/**
 * @jest-environment jsdom
 */
// Exporting the fan as the fan: every place with its colour and text (upright), the title and the legend, as the
// user turned it; text along arcs for SVG, letter by letter for the PDF converter; right-to-left names marked; one
// page when printed (A4 or Letter, landscape) and in the PDF.
import { createChart, type FullChart } from '../../../src/compat/full-chart'
import { printDocument } from '../../../src/features/export/print'
import { planPdf } from '../../../src/features/export/pdf-plan'
import { fanExportDrawing } from '../../../src/chart-types/fan/fan-export'
import { fanLayout } from '../../../src/chart-types/fan/fan-layout'
import type { ExportDrawingContext } from '../../../src/chart/slots'
import type { Data } from '../../../src/data/types'
import { pedigree } from '../../fixtures/pedigree'
import { parse } from '../../export/helpers'
import { loadLazyParts } from '../../support/lazy-parts'

let chart: FullChart | null = null
afterEach(() => {
  chart?.destroy()
  chart = null
})

function fanChart(data: Data = pedigree(5), setup?: (c: FullChart) => void): FullChart {
  document.body.innerHTML = '<div id="c" style="width:800px;height:600px"></div>'
  chart = createChart('#c', data).setTransitionTime(0)
  chart.setChartType('fan')
  setup?.(chart)
  chart.updateTree({ initial: true })
  return chart
}

/** The angle an SVG transform turns its text by (the last rotate of it), degrees. */
const rotationOf = (el: Element) => {
  const turns = [...(el.getAttribute('transform') ?? '').matchAll(/rotate\((-?[\d.]+)\)/g)]
  return turns.length ? Number(turns[turns.length - 1][1]) : 0
}

const context = (textPaths: boolean): ExportDrawingContext => ({
  title: undefined,
  fill: (css, fallback) => `fill="${fallback}" data-css="${css}"`,
  stroke: (_css, fallback) => `stroke="${fallback}"`,
  textOnBackground: 'fill="#ffffff"',
  lineOnBackground: 'stroke="#ffffff"',
  backgroundLine: 'stroke="#212121"',
  imageHref: (url) => url,
  textPaths,
})

// The drop-in's fan loads on first use; here it is there, as in the script-tag build (waiting: lazy-parts tests).
beforeAll(() => loadLazyParts())

describe('exportSvg of a fan', () => {
  it('holds every place of five generations, with its person, colour, name and title', async () => {
    const c = fanChart()
    const doc = parse(await c.exportSvg({ images: 'none' }))
    const places = [...doc.querySelectorAll('g.f3-fan-place')]
    expect(places).toHaveLength(31)
    expect(doc.querySelectorAll('g.f3-fan-place[data-id]')).toHaveLength(31)
    const father = doc.querySelector('g.f3-fan-place[data-id="p2"]')!
    expect(father.querySelector('title')!.textContent).toBe('Given2 Line2x2, 1970\u20132040, father')
    expect(father.querySelector('path')!.getAttribute('fill')).toBe('#3d6b7a')
    expect(father.querySelector('textPath')!.textContent).toBe('Given2 Line2x2')
    expect(doc.querySelector('.f3-fan-export-title')!.textContent).toBe('Fan chart of Given1 Line1x1')
    expect(doc.querySelector('svg > title')!.textContent).toBe('Fan chart of Given1 Line1x1')
    expect(doc.querySelector('.f3-export-cards .card')).toBeNull()
    expect(doc.querySelector('foreignObject')).toBeNull()
  })

  it('has a legend for the colour scheme and a title the caller names', async () => {
    const c = fanChart(pedigree(3), (ch) => ch.setFanColourScheme('line').setAncestryDepth(2))
    const doc = parse(await c.exportSvg({ images: 'none', title: 'The <Line> family' }))
    const legend = [...doc.querySelectorAll('.f3-fan-export-legend text')].map((t) => t.textContent)
    expect(legend).toEqual(["Colours by father's and mother's line", 'Main person', "Father's line", "Mother's line"])
    expect(doc.querySelector('.f3-fan-export-title')!.textContent).toBe('The <Line> family')
  })

  it('writes no text upside down: every straight text turned between −90° and 90°', async () => {
    const c = fanChart(pedigree(7), (ch) => ch.setAncestryDepth(6))
    const doc = parse(await c.exportSvg({ images: 'none' }))
    const straight = [...doc.querySelectorAll('g.f3-fan-place text[transform]')]
    expect(straight.length).toBeGreaterThan(50)
    for (const t of straight) {
      expect(rotationOf(t)).toBeGreaterThan(-90)
      expect(rotationOf(t)).toBeLessThanOrEqual(90)
    }
  })

  it('exports the fan as the user turned it', async () => {
    const c = fanChart(pedigree(3))
    const before = parse(await c.exportSvg({ images: 'none' }))
    const place = document.querySelector<SVGGElement>('.f3-fan-place[data-id="p1"]')!
    place.focus()
    place.dispatchEvent(new KeyboardEvent('keydown', { key: ']', bubbles: true, cancelable: true }))
    const after = parse(await c.exportSvg({ images: 'none' }))
    const arcOf = (doc: Document) => doc.querySelector('g.f3-fan-place[data-id="p2"] path')!.getAttribute('d')
    expect(arcOf(after)).not.toBe(arcOf(before))
    expect(arcOf(after)).toBe(document.querySelector('.f3-fan-place[data-id="p2"] .f3-fan-arc')!.getAttribute('d'))
  })

  it('exports the cards again once the chart is back on the hourglass', async () => {
    const c = fanChart(pedigree(3))
    c.setChartType('hourglass')
      .setCardHtml()
      .setCardDisplay([['first name']])
    c.updateTree({ initial: true })
    const doc = parse(await c.exportSvg({ images: 'none' }))
    expect(doc.querySelectorAll('g.f3-fan-place')).toHaveLength(0)
    expect(doc.querySelectorAll('.f3-export-cards > g').length).toBeGreaterThan(0)
  })
})

describe('the drawing for each kind of output', () => {
  const layout = fanLayout(pedigree(4), { main_id: 'p1', ancestry_depth: 3 })

  it('runs arc text along paths for SVG, and letter by letter, each upright, for the PDF converter', () => {
    const withPaths = parse(
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">${fanExportDrawing({ layout, scheme: 'sex' }).draw(context(true)).svg}</svg>`,
    )
    expect(withPaths.querySelectorAll('textPath').length).toBeGreaterThan(0)
    const letters = parse(
      `<svg xmlns="http://www.w3.org/2000/svg">${fanExportDrawing({ layout, scheme: 'sex' }).draw(context(false)).svg}</svg>`,
    )
    expect(letters.querySelectorAll('textPath')).toHaveLength(0)
    const father = letters.querySelector('g.f3-fan-place[data-id="p2"]')!
    const glyphs = [...father.querySelectorAll('text')].map((t) => t.textContent).join('')
    expect(glyphs).toBe('Given2Line2x21970\u20132040')
    // A line along an arc is upright where it is read from, its middle (the letters at its ends follow the curve).
    for (const line of letters.querySelectorAll('g.f3-fan-place > g')) {
      const glyph = line.children[line.children.length >> 1]
      expect(rotationOf(glyph)).toBeGreaterThan(-90)
      expect(rotationOf(glyph)).toBeLessThanOrEqual(90)
    }
  })

  it('marks right-to-left names, keeps data out of the markup, and lists its texts for the PDF font', () => {
    const data = pedigree(3)
    data[1].data['first name'] = 'דוד'
    data[2].data['first name'] = '<script>x</script>'
    const fan = fanLayout(data, { main_id: 'p1', ancestry_depth: 2 })
    const drawing = fanExportDrawing({ layout: fan, scheme: 'surname' })
    const doc = parse(`<svg xmlns="http://www.w3.org/2000/svg">${drawing.draw(context(false)).svg}</svg>`)
    const hebrew = [...doc.querySelectorAll('text')].find((t) => t.textContent?.includes('דוד'))!
    expect(hebrew.getAttribute('direction')).toBe('rtl')
    const latin = [...doc.querySelectorAll('text')].filter((t) => !t.textContent?.includes('דוד'))
    expect(latin.length).toBeGreaterThan(10)
    for (const t of latin) expect(t.hasAttribute('direction')).toBe(false)
    expect(doc.querySelector('script')).toBeNull()
    expect(drawing.texts.join(' ')).toContain('דוד')
  })
})

describe('one page', () => {
  it('prints on one A4 or Letter page in landscape, with the title', () => {
    const html = printDocument('<svg></svg>', 'Fan chart of Ann', 1200, 900, {
      pageSize: 'a4',
      orientation: 'landscape',
    })
    expect(html).toContain('@page { size: A4 landscape; margin: 10mm; }')
    expect(html).toContain('<title>Fan chart of Ann</title>')
    expect(printDocument('<svg></svg>', 'T', 900, 1200, { pageSize: 'letter', orientation: 'landscape' })).toContain(
      'size: letter landscape',
    )
    // Without options the page follows the drawing's shape, on the printer's own paper.
    expect(printDocument('<svg></svg>', 'T', 900, 1200)).toContain('size: portrait')
  })

  it('fits a whole exported fan of five generations on one PDF page', async () => {
    const c = fanChart()
    const doc = parse(await c.exportSvg({ images: 'none' }))
    const [x, y, w, h] = doc.documentElement.getAttribute('viewBox')!.split(' ').map(Number)
    const plan = planPdf({ x0: x, y0: y, x1: x + w, y1: y + h }, { pageSize: 'a4', orientation: 'landscape' })
    expect(plan.tiled).toBe(false)
    expect(plan.pages).toHaveLength(1)
    expect(plan.pageWidth).toBeGreaterThan(plan.pageHeight)
  })
})
