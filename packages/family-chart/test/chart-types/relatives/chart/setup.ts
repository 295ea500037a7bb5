// A drop-in chart on the relatives chart type in jsdom, with the canvas sized as a browser would size it.
import { createChart, type FullChart } from '../../../../src/compat/full-chart'
import type { Data } from '../../../../src/data/types'
import { getCurrentZoom } from '../../../../src/view/camera/zoom'

export function relativesChartOf(
  data: Data,
  setup: (chart: FullChart) => unknown = (chart) => chart.setCardHtml(),
  main = 'me',
): FullChart {
  document.body.innerHTML = '<div id="c" style="width:900px;height:600px"></div>'
  const chart = createChart('#c', data).setTransitionTime(0)
  Object.defineProperty(chart.dom.canvas, 'clientWidth', { configurable: true, get: () => 900 })
  Object.defineProperty(chart.dom.canvas, 'clientHeight', { configurable: true, get: () => 600 })
  chart.updateMainId(main)
  // Cards read as the person's name alone, as a person finds them.
  const card = setup(chart) as { setCardDisplay?: (rows: string[][]) => unknown } | undefined
  card?.setCardDisplay?.([['first name', 'last name']])
  chart.setChartType('relatives').updateTree({ initial: true })
  return chart
}

/** The ids on the drawn cards, in DOM order. */
export const cardIds = () =>
  [...document.querySelectorAll('#c .card[data-id]')].map((el) => el.getAttribute('data-id')!)

/** The drawn card of a person by the text a person reads on it. */
export function cardNamed(name: string): HTMLElement {
  const card = [...document.querySelectorAll<HTMLElement>('#c .f3-card')].find((c) => c.textContent === name)
  if (!card) throw new Error(`no card reads "${name}"`)
  return card
}

/** Where a tree point is on screen under the chart's current zoom. */
export function onScreen(chart: FullChart, x: number, y: number): [number, number] {
  const t = getCurrentZoom(chart.svg)
  return [t.x + x * t.k, t.y + y * t.k]
}

export const press = (key: string) =>
  (document.activeElement ?? document.body).dispatchEvent(
    new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }),
  )

export const focusedName = () =>
  document.activeElement?.classList.contains('f3-card') ? document.activeElement.textContent : null
