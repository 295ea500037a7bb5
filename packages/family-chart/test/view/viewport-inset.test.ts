/**
 * @jest-environment jsdom
 */
// The docked form takes its space from the chart: which edge, how much, and what the camera does when it changes.
import { zoomIdentity } from 'd3'
import { createChart } from '../../src/compat/full-chart'
import { getCurrentZoom, moveCamera } from '../../src/view/camera/zoom'
import { measureInset, measureNavInset } from '../../src/view/camera/viewport-inset'
import { smallFamily } from '../fixtures/small-family'

function box(el: Element, r: { left: number; top: number; width: number; height: number }) {
  el.getBoundingClientRect = () =>
    ({ ...r, right: r.left + r.width, bottom: r.top + r.height, x: r.left, y: r.top, toJSON: () => r }) as DOMRect
}
/** jsdom has no layout: give elements the sizes a browser would. */
function sized<T extends HTMLElement>(el: T, width: number, height: number): T {
  Object.defineProperty(el, 'clientWidth', { configurable: true, get: () => width - (parseFloat(el.style.right) || 0) })
  Object.defineProperty(el, 'clientHeight', {
    configurable: true,
    get: () => height - (parseFloat(el.style.bottom) || 0),
  })
  return el
}

describe('measureInset', () => {
  const cont = document.createElement('div')
  const panel = document.createElement('div')
  box(cont, { left: 100, top: 50, width: 1000, height: 700 })

  it('a panel on the right takes its width from the right edge', () => {
    box(panel, { left: 760, top: 50, width: 340, height: 700 })
    expect(measureInset(cont, panel)).toEqual({ right: 340, bottom: 0 })
  })

  it('a panel spanning the whole width is docked at the bottom (the phone sheet)', () => {
    box(panel, { left: 100, top: 365, width: 1000, height: 385 })
    expect(measureInset(cont, panel)).toEqual({ right: 0, bottom: 385 })
  })

  it('nothing for a hidden panel, a panel outside the chart, or one that would leave no room', () => {
    box(panel, { left: 760, top: 50, width: 340, height: 700 })
    panel.hidden = true
    expect(measureInset(cont, panel)).toEqual({ right: 0, bottom: 0 })
    panel.hidden = false
    box(panel, { left: 1200, top: 50, width: 300, height: 700 })
    expect(measureInset(cont, panel)).toEqual({ right: 0, bottom: 0 })
    box(panel, { left: 150, top: 50, width: 950, height: 700 })
    expect(measureInset(cont, panel)).toEqual({ right: 0, bottom: 0 })
    expect(measureInset(cont, null)).toEqual({ right: 0, bottom: 0 })
  })
})

describe('the chart beside an open form', () => {
  function chartWithForm() {
    document.body.innerHTML = '<div id="c"></div>'
    const cont = document.querySelector<HTMLElement>('#c')!
    box(cont, { left: 0, top: 0, width: 1000, height: 600 })
    const chart = createChart(cont, smallFamily()).setTransitionTime(0)
    chart.setCardHtml()
    sized(cont.querySelector<HTMLElement>('.f3-canvas')!, 1000, 600)
    const panel = document.createElement('div')
    box(panel, { left: 660, top: 0, width: 340, height: 600 })
    cont.append(panel)
    return { chart, cont, panel, canvas: cont.querySelector<HTMLElement>('.f3-canvas')! }
  }

  it('ends the drawing area where the form begins and fits the tree into what is left', () => {
    const { chart, panel, canvas } = chartWithForm()
    chart.updateTree({ initial: true })
    const fullFit = getCurrentZoom(chart.svg)
    chart.setOccludingPanel(panel)
    expect(canvas.style.right).toBe('340px')
    expect(canvas.clientWidth).toBe(660)
    const narrowFit = getCurrentZoom(chart.svg)
    const tree = chart.store.getTree()!
    // every card's centre lies in the free 660 px
    for (const d of tree.data) expect(narrowFit.applyX(d.x)).toBeLessThan(660)
    expect(narrowFit.x).toBeLessThan(fullFit.x)
    chart.setOccludingPanel(null)
    expect(canvas.style.right).toBe('')
    expect(getCurrentZoom(chart.svg).x).toBeCloseTo(fullFit.x)
  })

  it('after the user moved the view, the middle of the view stays in the middle', () => {
    const { chart, panel } = chartWithForm()
    chart.updateTree({ initial: true })
    const { canvas } = { canvas: document.querySelector<HTMLElement>('#c .f3-canvas')! }
    moveCamera(chart.svg, zoomIdentity.translate(120, 40).scale(0.8), 0)
    // a wheel step of the user's own
    canvas.dispatchEvent(
      new WheelEvent('wheel', { deltaY: -20, clientX: 300, clientY: 200, bubbles: true, cancelable: true }),
    )
    const moved = getCurrentZoom(chart.svg)
    expect(moved.k).toBeGreaterThan(0.8)
    chart.setOccludingPanel(panel)
    const t = getCurrentZoom(chart.svg)
    expect(t.k).toBeCloseTo(moved.k)
    expect(t.x).toBeCloseTo(moved.x - 170)
    expect(t.y).toBeCloseTo(moved.y)
  })
})

describe('measureNavInset', () => {
  const cont = document.createElement('div')
  const nav = document.createElement('div')
  box(cont, { left: 100, top: 50, width: 1000, height: 700 })

  it('an empty nav area takes nothing', () => {
    box(nav, { left: 110, top: 60, width: 980, height: 0 })
    expect(measureNavInset(cont, nav)).toBe(0)
    expect(measureNavInset(cont, null)).toBe(0)
  })

  it('controls in the nav area take the top of the chart down to their lower edge and a small gap', () => {
    box(nav, { left: 110, top: 60, width: 980, height: 36 })
    const top = measureNavInset(cont, nav)
    expect(top).toBeGreaterThanOrEqual(46)
    expect(top).toBeLessThanOrEqual(46 + 10)
  })

  it('leaves the chart its area when the controls would leave almost nothing', () => {
    box(nav, { left: 110, top: 60, width: 980, height: 600 })
    expect(measureNavInset(cont, nav)).toBe(0)
    box(nav, { left: 110, top: 60, width: 980, height: 36 })
    expect(measureNavInset(cont, nav, { right: 0, bottom: 560 })).toBe(0)
  })
})

describe('the nav area inset on a chart', () => {
  it('starts the drawing area below the controls and fits the tree into what is left', () => {
    document.body.innerHTML = '<div id="c"></div>'
    const cont = document.querySelector<HTMLElement>('#c')!
    const chart = createChart(cont, smallFamily()).setTransitionTime(0)
    box(cont, { left: 0, top: 0, width: 800, height: 600 })
    Object.defineProperty(chart.dom.canvas, 'clientWidth', { configurable: true, get: () => 800 })
    Object.defineProperty(chart.dom.canvas, 'clientHeight', {
      configurable: true,
      get: () => 600 - (parseFloat(chart.dom.canvas.style.top) || 0),
    })
    box(chart.dom.nav, { left: 10, top: 10, width: 780, height: 40 })
    chart.updateTree({ initial: true })
    const top = parseFloat(chart.dom.canvas.style.top)
    expect(top).toBeGreaterThanOrEqual(50)
    // Fitted into the 800 × (600 - top) area left: the tree's middle is that area's middle.
    const tree = chart.store.getTree()!
    const t = getCurrentZoom(chart.svg)
    const midY = -tree.dim.y_off + tree.dim.height / 2
    expect(t.y + midY * t.k).toBeCloseTo((600 - top) / 2)
  })
})
