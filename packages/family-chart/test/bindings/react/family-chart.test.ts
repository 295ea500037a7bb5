/**
 * @jest-environment jsdom
 */
// <FamilyChart> and useFamilyChart in React (18 here, 19 in the react-19 project): props change the same chart, the
// ref is the chart, onMainChange tells of clicks only, unmounting leaves nothing.
import { act, createElement, createRef, StrictMode, version, type ReactElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import type { Chart } from 'family-chart'
import { FamilyChart, useFamilyChart, type FamilyChartProps } from '../../../src/bindings/react'
import { cardByName, chartElements, loadLibraryFirst, mainName, settle, smallFamily, trackListeners } from '../support'

loadLibraryFirst()

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let host: HTMLElement
let root: Root
beforeEach(() => {
  document.body.innerHTML = '<div id="app"></div>'
  host = document.getElementById('app')!
  root = createRoot(host)
})
afterEach(() => act(() => root.unmount()))

/** Renders and lets the library load and the chart draw. */
async function render(element: ReactElement) {
  await act(async () => {
    root.render(element)
    await settle()
  })
}

const data = smallFamily()
const props = (more: Partial<FamilyChartProps> = {}): FamilyChartProps => ({
  data,
  cardDisplay: [['first name', 'last name']],
  transitionTime: 0,
  style: { width: 900, height: 600 },
  ...more,
})

describe(`<FamilyChart> on React ${version}`, () => {
  it('renders its container with the class f3, the given class and attributes, and draws the chart in it', async () => {
    const ref = createRef<Chart | null>()
    const setup = jest.fn()
    const attributes = { 'data-testid': 'family-chart', 'aria-describedby': 'help' }
    await render(createElement(FamilyChart, { ...props({ className: 'tree', id: 'tree', setup, ...attributes }), ref }))
    const container = host.querySelector('#tree')!
    expect(container.className).toBe('f3 tree')
    expect([container.getAttribute('data-testid'), container.getAttribute('aria-describedby')]).toEqual([
      'family-chart',
      'help',
    ])
    // setup gets the chart and the library's namespace, once.
    expect(setup).toHaveBeenCalledTimes(1)
    expect(setup.mock.calls[0][0]).toBe(ref.current)
    expect(typeof setup.mock.calls[0][1].createChart).toBe('function')
    expect(ref.current!.cont).toBe(container)
    expect(mainName(container)).toBe('Sam Reed')
  })

  it('follows a new mainId and new data with the same chart', async () => {
    const ref = createRef<Chart | null>()
    const onMainChange = jest.fn()
    await render(createElement(FamilyChart, { ...props({ onMainChange }), ref }))
    const chart = ref.current
    await render(createElement(FamilyChart, { ...props({ onMainChange, mainId: 'mom' }), ref }))
    expect(ref.current).toBe(chart)
    expect(mainName()).toBe('Eve Reed')
    const renamed = data.map((d) => (d.id === 'mom' ? { ...d, data: { ...d.data, 'first name': 'Eva' } } : d))
    await render(createElement(FamilyChart, { ...props({ onMainChange, mainId: 'mom', data: renamed }), ref }))
    expect(ref.current).toBe(chart)
    expect(mainName()).toBe('Eva Reed')
    expect(onMainChange).not.toHaveBeenCalled()
  })

  it("calls the latest onMainChange with the clicked person's id", async () => {
    const first = jest.fn()
    const latest = jest.fn()
    await render(createElement(FamilyChart, props({ onMainChange: first })))
    await render(createElement(FamilyChart, props({ onMainChange: latest })))
    await act(async () => cardByName('Tom Reed').click())
    expect(mainName()).toBe('Tom Reed')
    expect(first).not.toHaveBeenCalled()
    expect(latest.mock.calls).toEqual([['dad']])
  })

  it('makes one chart under StrictMode, whose double mount destroys the first', async () => {
    const ref = createRef<Chart | null>()
    await render(createElement(StrictMode, null, createElement(FamilyChart, { ...props(), ref })))
    expect(host.querySelectorAll('.f3-canvas')).toHaveLength(1)
    expect(host.querySelectorAll('div.f3-card-main')).toHaveLength(1)
    expect(ref.current).not.toBeNull()
  })

  it('leaves no chart element and no listener on the window, the document or the container when unmounted', async () => {
    const listeners = trackListeners()
    try {
      await render(createElement(FamilyChart, props({ editable: true, id: 'tree' })))
      const container = host.querySelector('#tree')!
      await act(async () => cardByName('Tom Reed').click())
      expect(listeners.live([window, document, container]).length).toBeGreaterThan(0)
      await act(async () => root.render(createElement('p', null, 'gone')))
      expect(chartElements(document)).toBe(0)
      expect(listeners.live([window, document, container])).toEqual([])
    } finally {
      listeners.restore()
    }
  })
})

describe(`useFamilyChart on React ${version}`, () => {
  function OwnElement({ mainId, onChart }: { mainId?: string; onChart: (chart: Chart | null) => void }) {
    const { ref, chart } = useFamilyChart({ data, mainId, transitionTime: 0, cardDisplay: [['first name']] })
    onChart(chart)
    return createElement('section', { ref, className: 'f3 own', style: { height: 500 } })
  }

  it('draws in the element it is given and returns the chart, the same one after a prop change', async () => {
    const seen: (Chart | null)[] = []
    await render(createElement(OwnElement, { onChart: (chart) => seen.push(chart) }))
    const chart = seen[seen.length - 1]!
    expect(chart.cont).toBe(host.querySelector('section.own'))
    expect(mainName()).toBe('Sam')
    await render(createElement(OwnElement, { mainId: 'kid', onChart: (c) => seen.push(c) }))
    expect(seen[seen.length - 1]).toBe(chart)
    expect(mainName()).toBe('Lia')
    expect(seen[0]).toBeNull()
  })
})
