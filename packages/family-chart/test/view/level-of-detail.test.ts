/**
 * @jest-environment jsdom
 */
// Big trees zoomed far out are drawn as a few overview paths instead of cards; zooming in brings back the cards near
// the viewport only. Small trees are always drawn card by card.
import { zoomIdentity, type ZoomTransform } from 'd3'
import { createChart, type FullChart as Chart } from '../../src/compat/full-chart'
import { getCurrentZoom, moveCamera } from '../../src/view/camera/zoom'
import { NEW_CARDS_PER_FRAME, updateCulling } from '../../src/view/render-view'
import { LOD_MIN_CARD_PX } from '../../src/features/large-trees/level-of-detail'
import { generateFamily } from '../fixtures/generate-family'
import type { TreeDatum } from '../../src/layout/types'
import { pathPoints } from '../support/path-points'

// jsdom has no layout: the chart falls back to an 800 × 600 viewport.
const VIEW = { width: 800, height: 600 }

const cards = () => [...document.querySelectorAll<HTMLElement>('#c div.f3-card-cont')]
const overview = () => document.querySelector<SVGGElement>('#c g.f3-overview')
const overviewShown = () => !!overview() && overview()!.style.display !== 'none'
/** The subpaths of a path element's `d`, as absolute points (moves may be relative). */
const subpaths = (el: Element | null) => pathPoints(el?.getAttribute('d') ?? '')
/** Rectangles drawn in the overview's card paths (one subpath each). */
const overviewRects = () =>
  [...document.querySelectorAll('#c path.f3-overview-cards')].reduce((n, p) => n + subpaths(p).length, 0)

function bigChart(people = 1000): Chart {
  document.body.innerHTML = '<div id="c"></div>'
  const chart = createChart('#c', generateFamily(people, 11)).setTransitionTime(0)
  chart.setCardHtml()
  return chart
}

/** Moves the camera and runs the per-frame updates the zoom handler schedules, until no card is missing. */
function look(chart: Chart, t: ZoomTransform): number {
  moveCamera((chart as any).dom.svg, t, 0)
  let frames = 1
  while (updateCulling((chart as any).dom, (chart as any).view.viewState, t)) frames++
  return frames
}

const centredOn = (d: Pick<TreeDatum, 'x' | 'y'>, k: number) =>
  zoomIdentity.translate(VIEW.width / 2 - d.x * k, VIEW.height / 2 - d.y * k).scale(k)

describe('level of detail', () => {
  it('draws a big tree seen whole as overview paths, without card elements', () => {
    const chart = bigChart()
    chart.updateTree({ initial: true })
    const tree = chart.store.getTree()!
    expect(tree.data.length).toBeGreaterThan(200)
    expect(getCurrentZoom(chart.svg).k * 200).toBeLessThan(LOD_MIN_CARD_PX)

    expect(document.querySelectorAll('#c .card, #c .f3-card-cont, #c .f3-link-group')).toHaveLength(0)
    expect(overviewShown()).toBe(true)
    expect(overviewRects()).toBe(tree.data.length)
    expect(subpaths(document.querySelector('#c path.f3-overview-links'))).toHaveLength(tree.links.length)
    expect(subpaths(document.querySelector('#c path.f3-overview-main'))).toHaveLength(1)
    // The DOM does not grow with the tree.
    expect(document.querySelectorAll('#c *').length).toBeLessThan(30)
  })

  it('colours rectangles like the cards and outlines the main person', () => {
    const chart = bigChart()
    chart.updateTree({ initial: true })
    const tree = chart.store.getTree()!
    const count = (kind: string) => subpaths(document.querySelector(`#c path.f3-overview-${kind}`)).length
    const real = tree.data.filter((d) => !d.data.to_add)
    expect(count('female')).toBe(real.filter((d) => d.data.data.gender === 'F').length)
    expect(count('male')).toBe(real.filter((d) => d.data.data.gender === 'M').length)
    expect(count('empty')).toBe(tree.data.length - real.length)

    const main = tree.data.find((d) => d.main)!
    const [[[x, y]]] = subpaths(document.querySelector('#c path.f3-overview-main'))
    expect(x).toBe(Math.round(main.x - 100))
    expect(y).toBe(Math.round(main.y - 35))
    // Each card is a line through its middle, as long as the card is wide and stroked as wide as it is high: the
    // card's rectangle. The colours are strokes, not fills.
    for (const path of document.querySelectorAll('#c path.f3-overview-cards')) {
      expect(path.getAttribute('stroke-width')).toBe('70')
      for (const [[x0, y0], [x1, y1]] of subpaths(path)) {
        expect(x1 - x0).toBe(200)
        expect(y1).toBe(y0)
      }
    }
    const bars = subpaths(
      document.querySelector(`#c path.f3-overview-${main.data.data.gender === 'F' ? 'female' : 'male'}`),
    )
    expect(bars).toContainEqual([
      [Math.round(main.x - 100), Math.round(main.y)],
      [Math.round(main.x + 100), Math.round(main.y)],
    ])
  })

  it('brings back only the cards near the viewport when zooming in, and the overview when zooming out', () => {
    const chart = bigChart()
    chart.updateTree({ initial: true })
    const tree = chart.store.getTree()!
    const leftmost = tree.data.reduce((a, b) => (b.x < a.x ? b : a))

    look(chart, centredOn(leftmost, 1))
    expect(overviewShown()).toBe(false)
    const drawn = cards()
    expect(drawn.length).toBeGreaterThan(0)
    expect(drawn.length).toBeLessThan(tree.data.length / 4)
    const ids = new Set(drawn.map((el) => (el as any).__data__.tid))
    expect(ids.has(leftmost.tid)).toBe(true)
    // Every drawn card lies within the viewport plus the culling margin.
    for (const el of drawn) {
      const d = (el as any).__data__ as TreeDatum
      expect(Math.abs(d.x - leftmost.x)).toBeLessThan(VIEW.width * 1.5 + 150)
      expect(Math.abs(d.y - leftmost.y)).toBeLessThan(VIEW.height * 1.5 + 150)
    }
    expect(document.querySelectorAll('#c .f3-link-group').length).toBeGreaterThan(0)

    // Just under the threshold the overview comes back and the cards go.
    look(chart, centredOn(leftmost, (LOD_MIN_CARD_PX / 200) * 0.9))
    expect(overviewShown()).toBe(true)
    expect(cards()).toHaveLength(0)
    expect(document.querySelectorAll('#c .f3-link-group')).toHaveLength(0)

    // Just above it the cards are back.
    look(chart, centredOn(leftmost, (LOD_MIN_CARD_PX / 200) * 1.1))
    expect(overviewShown()).toBe(false)
    expect(cards().length).toBeGreaterThan(0)
  })

  it('keeps only the part of the tree around the view in the overview paths when zoomed in on a corner', () => {
    const chart = bigChart(2000)
    chart.updateTree({ initial: true })
    const tree = chart.store.getTree()!
    const leftmost = tree.data.reduce((a, b) => (b.x < a.x ? b : a))
    const k = (LOD_MIN_CARD_PX / 200) * 0.9
    look(chart, centredOn(leftmost, k))
    expect(overviewShown()).toBe(true)
    const near = tree.data.filter(
      (d) => Math.abs(d.x - leftmost.x) < VIEW.width / k / 2 && Math.abs(d.y - leftmost.y) < VIEW.height / k / 2,
    )
    expect(overviewRects()).toBeGreaterThanOrEqual(near.length)
    expect(overviewRects()).toBeLessThan(tree.data.length)
    // Panning to the other end rebuilds the paths around it.
    const rightmost = tree.data.reduce((a, b) => (b.x > a.x ? b : a))
    look(chart, centredOn(rightmost, k))
    const corners = [...document.querySelectorAll('#c path.f3-overview-cards')].flatMap((p) =>
      subpaths(p).map(([[x]]) => x + 100),
    )
    expect(corners).toContain(Math.round(rightmost.x - 100) + 100)
    expect(corners).not.toContain(Math.round(leftmost.x - 100) + 100)
  })

  it('adds the cards that come into view a few per frame, nearest to the middle first', () => {
    const chart = bigChart(2000)
    chart.updateTree({ initial: true })
    const tree = chart.store.getTree()!
    const main = tree.data.find((d) => d.main)!
    const t = centredOn(main, (LOD_MIN_CARD_PX / 200) * 1.1)
    moveCamera((chart as any).dom.svg, t, 0)
    const frame = () => updateCulling((chart as any).dom, (chart as any).view.viewState, t)
    expect(frame()).toBe(true)
    const first = cards().map((el) => (el as any).__data__ as TreeDatum)
    expect(first).toHaveLength(NEW_CARDS_PER_FRAME)
    expect(first.map((d) => d.tid)).toContain(main.tid)
    while (frame());
    const all = cards().map((el) => (el as any).__data__ as TreeDatum)
    expect(all.length).toBeGreaterThan(NEW_CARDS_PER_FRAME)
    // The first frame's cards were the nearest to the middle of the view.
    const dist = (d: TreeDatum) => Math.hypot(d.x - main.x, d.y - main.y)
    const firstFar = Math.max(...first.map(dist))
    expect(all.filter((d) => dist(d) < firstFar).length).toBeLessThanOrEqual(NEW_CARDS_PER_FRAME)
    expect(frame()).toBe(false)
  })

  it('drops far cards again after zooming back in', () => {
    const chart = bigChart(2000)
    chart.updateTree({ initial: true })
    const tree = chart.store.getTree()!
    const main = tree.data.find((d) => d.main)!
    look(chart, centredOn(main, (LOD_MIN_CARD_PX / 200) * 1.1))
    const wide = cards().length
    look(chart, centredOn(main, 1.5))
    expect(cards().length).toBeLessThan(wide)
    expect(cards().length).toBeLessThan(tree.data.length / 4)
  })

  it('zooms from the overview to readable cards on a click, centred on the clicked point', () => {
    const chart = bigChart()
    chart.updateTree({ initial: true })
    const before = getCurrentZoom(chart.svg)
    const canvas = document.querySelector<HTMLElement>('#c .f3-canvas')!
    canvas.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 300, clientY: 200, detail: 1 }))
    const after = getCurrentZoom(chart.svg)
    expect(after.k * 200).toBeGreaterThan(LOD_MIN_CARD_PX)
    const [x, y] = before.invert([300, 200])
    expect(after.applyX(x)).toBeCloseTo(VIEW.width / 2)
    expect(after.applyY(y)).toBeCloseTo(VIEW.height / 2)
  })

  it('zooms from the overview to the main person with Enter', () => {
    const chart = bigChart()
    chart.updateTree({ initial: true })
    const main = chart.store.getTree()!.data.find((d) => d.main)!
    const ov = overview()!
    expect(ov.getAttribute('tabindex')).toBe('0')
    expect(ov.getAttribute('aria-label')).toMatch(/zoom in/)
    ov.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
    const t = getCurrentZoom(chart.svg)
    expect(t.k * 200).toBeGreaterThan(LOD_MIN_CARD_PX)
    expect(t.applyX(main.x)).toBeCloseTo(VIEW.width / 2)
    // The next frame's update replaces the overview by the main person's card.
    updateCulling((chart as any).dom, (chart as any).view.viewState, t)
    expect(overviewShown()).toBe(false)
    expect(document.querySelector('#c div.f3-card-main')).not.toBeNull()
  })

  it('can be turned off or moved with setLevelOfDetail', () => {
    const chart = bigChart()
    chart.setLevelOfDetail({ min_card_px: 0 })
    chart.updateTree({ initial: true })
    expect(overviewShown()).toBe(false)
    expect(cards().length).toBeGreaterThan(0)

    // A higher threshold turns scale 0.5 (100 px cards) into the overview.
    chart.setLevelOfDetail({ min_card_px: 150 })
    chart.updateTree({ initial: true, tree_position: 'main_to_middle' })
    look(
      chart,
      centredOn(
        chart.store.getTree()!.data.find((d) => d.main)!,
        0.5,
      ),
    )
    expect(overviewShown()).toBe(true)
    expect(cards()).toHaveLength(0)
  })

  it('always draws small trees card by card', () => {
    document.body.innerHTML = '<div id="c"></div>'
    const chart = createChart('#c', generateFamily(60, 3)).setTransitionTime(0)
    chart.setCardHtml()
    chart.updateTree({ initial: true })
    look(chart, zoomIdentity.scale(0.06))
    expect(overview()).toBeNull()
    expect(cards()).toHaveLength(chart.store.getTree()!.data.length)
  })

  it('draws SVG cards as rectangles of the SVG card size', () => {
    const chart = bigChart()
    chart.setCardSvg()
    chart.updateTree({ initial: true })
    expect(document.querySelectorAll('#c g.f3-card-cont')).toHaveLength(0)
    expect(document.querySelector('#c path.f3-overview-main')!.getAttribute('d')).toMatch(/h220v70h-220z$/)
    expect(document.querySelector('#c path.f3-overview-male')!.getAttribute('d')).toMatch(/^M-?\d+ -?\d+h220/)
    expect(document.querySelector('#c path.f3-overview-male')!.getAttribute('stroke-width')).toBe('70')
  })
})
