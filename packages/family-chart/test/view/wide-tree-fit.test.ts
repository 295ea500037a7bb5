/**
 * @jest-environment jsdom
 */
// A tree too wide to fit the screen whole (its fit would make cards thinner than MIN_FIT_SCALE allows) opens at that
// scale on its main person; narrower trees are fitted whole as before; treeFit still fits everything; and a camera
// placed further out than the wheel's limit zooms on from there instead of jumping to the limit.
import { createChart, type FullChart as Chart } from '../../src/compat/full-chart'
import { getCurrentZoom, manualZoom, MIN_FIT_SCALE, treeFit } from '../../src/view/camera/zoom'
import type { Data, Datum } from '../../src/data/types'

// jsdom has no layout: the chart falls back to an 800 × 600 viewport.
const VIEW = { width: 800, height: 600 }

/** A couple and their `children` children in one row: a tree as wide as it has children. */
function oneRow(children: number): Data {
  const kids = Array.from({ length: children }, (_, i) => `c${i}`)
  return [
    { id: 'dad', data: { gender: 'M', 'first name': 'Dad' }, rels: { spouses: ['mum'], children: kids } },
    { id: 'mum', data: { gender: 'F', 'first name': 'Mum' }, rels: { spouses: ['dad'], children: kids } },
    ...kids.map((id, i): Datum => ({
      id,
      data: { gender: i % 2 ? 'F' : 'M', 'first name': `Child ${i}` },
      rels: { father: 'dad', mother: 'mum' },
    })),
  ]
}

function drawn(children: number): Chart {
  document.body.innerHTML = '<div id="c"></div>'
  const chart = createChart('#c', oneRow(children)).setTransitionTime(0)
  chart.setCardHtml()
  chart.updateTree({ initial: true })
  return chart
}

/** Where a tree point is on screen under the current camera. */
function onScreen(chart: Chart, p: { x: number; y: number }) {
  const t = getCurrentZoom(chart.svg)
  return { x: t.x + p.x * t.k, y: t.y + p.y * t.k }
}

/** Every card's middle is within the view's width. */
function expectAllAcrossTheView(chart: Chart) {
  for (const d of chart.store.getTree()!.data) {
    const at = onScreen(chart, d)
    expect(at.x).toBeGreaterThanOrEqual(0)
    expect(at.x).toBeLessThanOrEqual(VIEW.width)
  }
}

const rectsIn = (cls: string) =>
  [...document.querySelectorAll(`#c path.${cls}`)].reduce(
    (n, p) => n + (p.getAttribute('d')?.match(/[Mm]/g)?.length ?? 0),
    0,
  )

describe('fitting a tree too wide for the screen', () => {
  it('opens at the farthest fit scale, centred on the main person', () => {
    const chart = drawn(1500)
    const tree = chart.store.getTree()!
    const main = tree.data.find((d) => d.main)!
    expect(getCurrentZoom(chart.svg).k).toBeCloseTo(MIN_FIT_SCALE, 6)
    const at = onScreen(chart, main)
    expect(at.x).toBeCloseTo(VIEW.width / 2, 3)
    expect(at.y).toBeCloseTo(VIEW.height / 2, 3)
    // Drawn as the overview of the part around the view only: the row's far ends are not in its paths.
    const cards = rectsIn('f3-overview-cards')
    expect(cards).toBeGreaterThan(0)
    expect(cards).toBeLessThan(tree.data.length)
  })

  it('still fits a narrower tree whole, above the farthest fit scale', () => {
    const chart = drawn(60)
    const k = getCurrentZoom(chart.svg).k
    expect(k).toBeGreaterThan(MIN_FIT_SCALE)
    expectAllAcrossTheView(chart)
  })

  it('fits the whole wide tree when page code calls treeFit, and the next zoom step starts from there', () => {
    const chart = drawn(1500)
    const tree = chart.store.getTree()!
    treeFit({ svg: chart.svg, tree_dim: tree.dim, transition_time: 0 })
    const fitted = getCurrentZoom(chart.svg).k
    expect(fitted).toBeLessThan(MIN_FIT_SCALE)
    expectAllAcrossTheView(chart)
    // One step in is one step, not a jump to the wheel's own far limit.
    manualZoom({ amount: 1.25, svg: chart.svg, transition_time: 0 })
    expect(getCurrentZoom(chart.svg).k).toBeCloseTo(fitted * 1.25, 8)
    // And back out to the fit, which stays reachable.
    manualZoom({ amount: 0.8, svg: chart.svg, transition_time: 0 })
    expect(getCurrentZoom(chart.svg).k).toBeCloseTo(fitted, 8)
  })
})
