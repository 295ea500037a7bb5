/**
 * @jest-environment jsdom
 */
// The fan as a chart type of the drop-in chart: setChartType('fan') draws it in the chart's zoomed group, the tree
// the store holds has a node per person's place, a click and Enter put a person in the centre (at once under reduced
// motion), the settings, the instructions of the chart region, and going back to the hourglass.
import { createChart, type FullChart } from '../../../src/compat/full-chart'
import { FAN_CHART_KEYS } from '../../../src/chart-types/fan/fan-chart-view'
import { fanLayout } from '../../../src/chart-types/fan/fan-layout'
import { arcPath } from '../../../src/chart-types/fan/fan-shapes'
import { isFanTree, placeCentre } from '../../../src/chart-types/fan/fan-tree'
import { KEYBOARD_INSTRUCTIONS } from '../../../src/view/a11y/chart-region'
import type { Data } from '../../../src/data/types'
import { pedigree } from '../../fixtures/pedigree'
import { loadLazyParts } from '../../support/lazy-parts'

let chart: FullChart | null = null
afterEach(() => {
  chart?.destroy()
  chart = null
  window.matchMedia = original
})
const original = window.matchMedia

function fanChart(data: Data = pedigree(5), setup?: (c: FullChart) => void): FullChart {
  document.body.innerHTML = '<div id="c" style="width:800px;height:600px"></div>'
  chart = createChart('#c', data).setTransitionTime(0)
  chart.setChartType('fan')
  setup?.(chart)
  chart.updateTree({ initial: true })
  return chart
}
const places = () => [...document.querySelectorAll<SVGGElement>('.f3-fan-place')]
const placeOf = (id: string) => document.querySelector<SVGGElement>(`.f3-fan-place[data-id="${id}"]`)!
const instructions = () => document.querySelector('.f3-keyboard-instructions')!.textContent ?? ''

// The drop-in's fan loads on first use; here it is there, as in the script-tag build (waiting: lazy-parts tests).
beforeAll(() => loadLazyParts())

describe("setChartType('fan')", () => {
  it('draws five generations as 31 places in the zoomed group, and no cards', () => {
    const c = fanChart()
    expect(c.getChartType()).toBe('fan')
    expect(places()).toHaveLength(31)
    expect(c.dom.view.querySelector('.f3-fan-layer .f3-fan')).not.toBeNull()
    expect(document.querySelectorAll('.f3-card-cont')).toHaveLength(0)
    expect(placeOf('p1').getAttribute('aria-current')).toBe('true')
    expect(placeOf('p2').getAttribute('aria-label')).toBe('Given2 Line2x2, 1970\u20132040, father')
  })

  it("gives the store a tree with a node per person's place, at the place's middle, and the fan's layout", () => {
    const c = fanChart()
    const tree = c.store.getTree()!
    expect(isFanTree(tree)).toBe(true)
    if (!isFanTree(tree)) return
    expect(tree.data).toHaveLength(31)
    expect(tree.links).toEqual([])
    const father = tree.data.find((d) => d.data.id === 'p2')!
    const place = tree.fan.places.find((p) => p.id === 'p2')!
    expect([father.x, father.y]).toEqual(placeCentre(place))
    expect(father.data).toBe(c.store.getDatum('p2'))
    expect(tree.data.find((d) => d.main)!.data.id).toBe('p1')
    expect(tree.main_id).toBe('p1')
    // The same fan the pure layout draws at the default depth (4 generations above: 31 places).
    expect(tree.fan.places.map((p) => p.key)).toEqual(
      fanLayout(pedigree(5), { main_id: 'p1' }).places.map((p) => p.key),
    )
  })

  it('puts a clicked person in the centre, and a person focused with the keyboard on Enter', () => {
    const c = fanChart()
    placeOf('p3').dispatchEvent(new MouseEvent('click', { bubbles: true }))
    expect(c.store.getMainId()).toBe('p3')
    expect(placeOf('p3').getAttribute('aria-current')).toBe('true')
    // p3's parents are now the parents ring: p6 is the father's place.
    expect(placeOf('p6').getAttribute('aria-label')).toMatch(/, father$/)
    placeOf('p7').focus()
    placeOf('p7').dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }))
    expect(c.store.getMainId()).toBe('p7')
    expect(document.querySelector('.f3-live-region')!.textContent).toMatch(/Given7 .* is now the main person/)
  })

  it('moves the new centre over time, and at once when the user prefers reduced motion', () => {
    const drawnCentre = () => placeOf('p2').querySelector('.f3-fan-arc')!.getAttribute('d')
    const c = fanChart(pedigree(5), (ch) => ch.setTransitionTime(800))
    const centre = fanLayout(pedigree(5), { main_id: 'p2' }).places[0]
    placeOf('p2').dispatchEvent(new MouseEvent('click', { bubbles: true }))
    expect(c.store.getMainId()).toBe('p2')
    expect(drawnCentre()).not.toBe(arcPath(centre))
    window.matchMedia = ((query: string) => ({ matches: query.includes('reduce'), media: query })) as any
    placeOf('p1').dispatchEvent(new MouseEvent('click', { bubbles: true }))
    placeOf('p2').dispatchEvent(new MouseEvent('click', { bubbles: true }))
    expect(drawnCentre()).toBe(arcPath(centre))
  })

  it('reads setAncestryDepth, setProgenyDepth and setFanDegrees', () => {
    const c = fanChart(pedigree(5), (ch) => ch.setAncestryDepth(2).setFanDegrees(180))
    expect(places()).toHaveLength(7)
    const tree = c.store.getTree()!
    if (!isFanTree(tree)) throw new Error('not a fan')
    expect(tree.fan.degrees).toBe(180)
    const parents = tree.fan.places.filter((p) => p.generation === 1)
    expect(parents.map((p) => [p.startAngle, p.endAngle])).toEqual([
      [-90, 0],
      [0, 90],
    ])
  })

  it('colours by the scheme asked for, with its legend, and warns of an unknown one', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    const c = fanChart()
    c.setFanColourScheme('line')
    expect(document.querySelector('.f3-fan-legend summary')!.textContent).toBe("Colours by father's and mother's line")
    expect(placeOf('p3').classList).toContain('f3-fan-fill-fan-maternal')
    c.setFanColourScheme('rainbow' as never)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no fan colour scheme named "rainbow"'))
    expect(placeOf('p3').classList).toContain('f3-fan-fill-fan-maternal')
    warn.mockRestore()
  })

  it('turns back with resetFanRotation, the tree nodes following the turns', () => {
    const c = fanChart()
    placeOf('p1').focus()
    placeOf('p1').dispatchEvent(new KeyboardEvent('keydown', { key: ']', bubbles: true, cancelable: true }))
    const tree = c.store.getTree()!
    if (!isFanTree(tree)) throw new Error('not a fan')
    const father = () => tree.data.find((d) => d.data.id === 'p2')!
    const place = tree.fan.places.find((p) => p.id === 'p2')!
    expect([father().x, father().y]).toEqual(placeCentre(place, 15))
    c.resetFanRotation()
    expect([father().x, father().y]).toEqual(placeCentre(place, 0))
  })

  it("says the fan's keys in the chart region's instructions, and the cards' again back on the hourglass", () => {
    const c = fanChart()
    expect(instructions()).toContain(FAN_CHART_KEYS)
    expect(instructions()).not.toContain(KEYBOARD_INSTRUCTIONS)
    expect(instructions()).not.toMatch(/Shift F10/)
    c.setChartType('hourglass').updateTree({ initial: true })
    expect(instructions()).toContain(KEYBOARD_INSTRUCTIONS)
    expect(instructions()).not.toContain(FAN_CHART_KEYS)
    expect(document.querySelectorAll('.f3-fan, .f3-fan-legend, .f3-fan-controls')).toHaveLength(0)
    expect(document.querySelectorAll('.f3-card-cont').length).toBeGreaterThan(0)
  })

  it('sends an arrow pressed on the chart itself to the fan, and leaves Shift with an arrow to the pan', () => {
    fanChart()
    const canvas = document.querySelector<HTMLElement>('.f3-canvas')!
    canvas.focus()
    canvas.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp', bubbles: true, cancelable: true }))
    expect(document.activeElement).toBe(placeOf('p1'))
    const shifted = new KeyboardEvent('keydown', { key: 'ArrowUp', shiftKey: true, bubbles: true, cancelable: true })
    placeOf('p1').dispatchEvent(shifted)
    expect(document.activeElement).toBe(placeOf('p1'))
  })

  it('warns, clamps and still draws when asked for more generations than a fan has', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    fanChart(pedigree(3), (c) => c.setAncestryDepth(30))
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('12 are drawn'))
    // The seven people, and the unknown parents of the four grandparents.
    expect(document.querySelectorAll('.f3-fan-person')).toHaveLength(7)
    expect(document.querySelectorAll('.f3-fan-empty')).toHaveLength(8)
    warn.mockRestore()
  })
})
