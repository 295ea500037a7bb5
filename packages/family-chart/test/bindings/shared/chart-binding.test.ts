/**
 * @jest-environment jsdom
 */
// The chart a binding keeps in step with its props: made once, changed in place, destroyed with all it added.
import { Chart } from 'family-chart'
import type { EditEvent } from 'family-chart'
import { createChartBinding } from '../../../src/bindings/shared/chart-binding'
import type { ChartCallbacks, ChartSettings } from '../../../src/bindings/shared/settings'
import {
  cardByName,
  cardNames,
  chartElements,
  loadLibraryFirst,
  mainName,
  settle,
  smallFamily,
  trackListeners,
} from '../support'

loadLibraryFirst()

const NAMES: ChartSettings = { cardDisplay: [['first name', 'last name']], transitionTime: 0 }

function mount(settings: ChartSettings, callbacks: ChartCallbacks = {}) {
  document.body.innerHTML = '<div id="c" style="width:900px;height:600px"></div>'
  const container = document.getElementById('c')!
  const binding = createChartBinding({ container, settings, callbacks: () => callbacks, name: 'family-chart/test' })
  return { container, binding }
}

let warn: jest.SpyInstance
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => warn.mockRestore())

describe('a chart binding', () => {
  it('draws once the library is loaded and the data is an array, and not before', async () => {
    const { container, binding } = mount({ ...NAMES, data: null })
    await settle()
    expect(binding.chart).toBeNull()
    expect(chartElements(container)).toBe(0)
    binding.update({ ...NAMES, data: smallFamily() })
    expect(binding.chart).toBeInstanceOf(Chart)
    expect(mainName()).toBe('Sam Reed')
  })

  it('applies new props to the same chart: new data keeps it, a new mainId moves the main card', async () => {
    const onMainChange = jest.fn()
    const onReady = jest.fn()
    const data = smallFamily()
    const { binding } = mount({ ...NAMES, data }, { onMainChange, onReady })
    await settle()
    const chart = binding.chart!
    expect(onReady).toHaveBeenCalledWith(chart)
    const renamed = smallFamily().map((d) =>
      d.id === 'me' ? { ...d, data: { ...d.data, 'first name': 'Samuel' } } : d,
    )
    binding.update({ ...NAMES, data: renamed })
    expect(binding.chart).toBe(chart)
    expect(mainName()).toBe('Samuel Reed')
    binding.update({ ...NAMES, data: renamed, mainId: 'dad' })
    expect(binding.chart).toBe(chart)
    expect(mainName()).toBe('Tom Reed')
    // The change the prop made is not reported back as the user's.
    expect(onMainChange).not.toHaveBeenCalled()
    // The page's data is left as it was: the chart works on a copy.
    expect(data.find((d) => d.id === 'me')!.data['first name']).toBe('Sam')
  })

  it("tells of the user's main person, once per change", async () => {
    const onMainChange = jest.fn()
    const { binding } = mount({ ...NAMES, data: smallFamily() }, { onMainChange })
    await settle()
    cardByName('Tom Reed').click()
    expect(mainName()).toBe('Tom Reed')
    expect(onMainChange.mock.calls).toEqual([['dad']])
    // The page answers with the same id as its prop: nothing more happens.
    binding.update({ ...NAMES, data: binding.chart!.store.getData(), mainId: 'dad' })
    expect(onMainChange).toHaveBeenCalledTimes(1)
  })

  it('keeps its data and main person when given an id or data it cannot use, and says so', async () => {
    const data = smallFamily()
    const { binding } = mount({ ...NAMES, data })
    await settle()
    binding.update({ ...NAMES, data, mainId: 'nobody' })
    expect(mainName()).toBe('Sam Reed')
    expect(warn).toHaveBeenCalledWith(
      "family-chart/test: mainId 'nobody' is not a person in the data; the main person stays 'me'.",
    )
    binding.update({ ...NAMES, data: { people: [] } as any })
    expect(cardNames()).toContain('Tom Reed')
    expect(warn).toHaveBeenCalledWith(
      'family-chart/test: data must be an array of people; got object. The chart keeps the data it has.',
    )
  })

  it('redraws for a changed setting, not for an equal one written anew', async () => {
    const data = smallFamily()
    const { binding } = mount({ ...NAMES, data })
    await settle()
    const chart = binding.chart!
    const draws = jest.spyOn(chart, 'updateTree')
    binding.update({ ...NAMES, cardDisplay: [['first name', 'last name']], data })
    expect(draws).not.toHaveBeenCalled()
    binding.update({ ...NAMES, cardDisplay: [['first name']], data })
    expect(draws).toHaveBeenCalledTimes(1)
    expect(cardNames()).toContain('Tom')
    binding.update({ ...NAMES, cardDisplay: [['first name']], data, cardXSpacing: 400 })
    expect(chart.store.state.node_separation).toBe(400)
  })

  it("uses the chart's setChartType for chartType when it has one, and warns once when it has not", async () => {
    const { binding } = mount({ ...NAMES, data: smallFamily(), chartType: 'relatives' })
    await settle()
    const chart = binding.chart as unknown as { getChartType(): string; setChartType?: unknown }
    expect(chart.getChartType()).toBe('relatives')
    expect(warn).not.toHaveBeenCalled()
    // A chart without chart types (a family-chart before them): the binding says so, once.
    delete chart.setChartType
    binding.update({ ...NAMES, data: binding.chart!.store.getData(), chartType: 'fan' })
    binding.update({ ...NAMES, data: binding.chart!.store.getData(), chartType: 'fan', mainId: 'dad' })
    const message =
      "family-chart/test: chartType 'fan' needs chart.setChartType(), which this version of family-chart does not have; the chart keeps its hourglass layout."
    expect(warn.mock.calls).toEqual([[message]])
    expect(chart.getChartType()).toBe('relatives')
  })

  it('runs setup before the first drawing, and leaves the drawing to it when it draws itself', async () => {
    const drawnInSetup: boolean[] = []
    const { binding } = mount(
      { ...NAMES, data: smallFamily() },
      {
        setup: (chart) => {
          drawnInSetup.push(!!chart.store.getTree())
          chart.updateMainId('kid').updateTree({ initial: true })
        },
      },
    )
    await settle()
    expect(drawnInSetup).toEqual([false])
    expect(mainName()).toBe('Lia Reed')
    expect(binding.chart!.store.getMainId()).toBe('kid')
  })

  it('adds an edit tree for editable, reports edits as typed events, and removes it again', async () => {
    const changes: [EditEvent, unknown][] = []
    const { container, binding } = mount(
      { ...NAMES, data: smallFamily(), editable: true },
      {
        onChange: (event, data) => changes.push([event, data]),
      },
    )
    await settle()
    cardByName('Tom Reed').click()
    const form = container.querySelector<HTMLFormElement>('.f3-form')!
    form.querySelector<HTMLButtonElement>('.f3-edit-toggle')?.click()
    const input = container.querySelector<HTMLInputElement>('.f3-form [name="first name"]')!
    input.value = 'Thomas'
    container.querySelector('.f3-form')!.dispatchEvent(new Event('submit', { cancelable: true }))
    expect(changes).toHaveLength(1)
    const [event, data] = changes[0]
    expect(event).toMatchObject({ type: 'update', person: 'dad' })
    expect((data as any[]).find((d) => d.id === 'dad').data['first name']).toBe('Thomas')
    // The saved data handed back as the prop is the chart's already: no second drawing.
    const draws = jest.spyOn(binding.chart!, 'updateData')
    binding.update({ ...NAMES, data: data as any, editable: true })
    expect(draws).not.toHaveBeenCalled()
    binding.update({ ...NAMES, data: data as any, editable: false })
    expect(container.querySelector('.f3-form-cont')).toBeNull()
    expect(binding.chart!.editTreeInstance).toBeNull()
  })

  it('destroys the chart with every element and listener it added, and what setup put in the container', async () => {
    const listeners = trackListeners()
    try {
      const { container, binding } = mount(
        { ...NAMES, data: smallFamily(), editable: true },
        {
          setup: (chart) =>
            chart.cont.append(Object.assign(document.createElement('button'), { textContent: 'Random' })),
        },
      )
      const kept = document.createElement('p')
      container.append(kept)
      await settle()
      cardByName('Tom Reed').click()
      expect(listeners.live([window, document, container]).length).toBeGreaterThan(0)
      binding.destroy()
      expect(binding.chart).toBeNull()
      expect([...container.childNodes]).toEqual([kept])
      expect(chartElements(document)).toBe(0)
      expect(listeners.live([window, document, container])).toEqual([])
    } finally {
      listeners.restore()
    }
  })

  it('makes no chart when destroyed before the library arrived', async () => {
    const { container, binding } = mount({ ...NAMES, data: smallFamily() })
    binding.destroy()
    await settle()
    expect(binding.chart).toBeNull()
    expect(container.childNodes).toHaveLength(0)
  })
})
