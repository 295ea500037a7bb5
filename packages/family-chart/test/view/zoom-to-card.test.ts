/**
 * @jest-environment jsdom
 */
// handlers.cardToMiddle zooms to the card, as its name says: the card comes to the middle at full size (or at the
// scale asked for), not only panned to at whatever zoom the view had.
import { createChart } from '../../src/compat/full-chart'
import { cardToMiddle, getCurrentZoom, zoomTo } from '../../src/view/camera/zoom'
import { smallFamily } from '../fixtures/small-family'

function chartOnSmallFamily() {
  document.body.innerHTML = '<div id="c"></div>'
  const chart = createChart('#c', smallFamily()).setTransitionTime(0)
  // jsdom has no layout: give the canvas the size a browser would.
  Object.defineProperty(chart.dom.canvas, 'clientWidth', { configurable: true, get: () => 800 })
  Object.defineProperty(chart.dom.canvas, 'clientHeight', { configurable: true, get: () => 600 })
  chart.updateTree({ initial: true })
  return chart
}

/** Where a tree point lands on screen under the current zoom. */
const onScreen = (chart: ReturnType<typeof createChart>, x: number, y: number) => {
  const t = getCurrentZoom(chart.svg)
  return [t.x + x * t.k, t.y + y * t.k]
}

describe('cardToMiddle', () => {
  it('zooms a zoomed-out view in to full size on the card', () => {
    const chart = chartOnSmallFamily()
    zoomTo(chart.svg, 0.3)
    const grandma = chart.store.getTree()!.data.find((d) => d.data.id === 'gm')!
    cardToMiddle({ datum: grandma, svg: chart.svg })
    expect(getCurrentZoom(chart.svg).k).toBe(1)
    expect(onScreen(chart, grandma.x, grandma.y)).toEqual([400, 300])
  })

  it('uses the scale given', () => {
    const chart = chartOnSmallFamily()
    zoomTo(chart.svg, 2)
    const kid = chart.store.getTree()!.data.find((d) => d.data.id === 'kid')!
    cardToMiddle({ datum: kid, svg: chart.svg, scale: 0.8 })
    expect(getCurrentZoom(chart.svg).k).toBeCloseTo(0.8)
    const [x, y] = onScreen(chart, kid.x, kid.y)
    expect(x).toBeCloseTo(400)
    expect(y).toBeCloseTo(300)
  })
})
