/**
 * @jest-environment jsdom
 */
// The site's chart: the official React component (the built family-chart/react) in the site's look, and a new chart
// for new data or a new setup, the same chart for a re-render with the same ones.
import React, { act } from 'react'
import { createRoot } from 'react-dom/client'
import type { Chart, Data } from 'family-chart'
import FamilyChart, { SITE_CHART_CLASS } from '.'

jest.mock('family-chart/styles/family-chart.css', () => ({}), { virtual: true })
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const family = (first: string): Data => [
  {
    id: 'a',
    data: { gender: 'M', 'first name': first, 'last name': 'Reed', birthday: '1970' },
    rels: { children: ['b'] },
  },
  { id: 'b', data: { gender: 'F', 'first name': 'Lia', 'last name': 'Reed' }, rels: { father: 'a' } },
]

let root: ReturnType<typeof createRoot>
beforeAll(() => import('family-chart'), 60_000)
beforeEach(() => {
  document.body.innerHTML = '<div id="app"></div>'
  root = createRoot(document.getElementById('app')!)
})
afterEach(() => act(() => root.unmount()))

async function render(element: React.ReactElement) {
  await act(async () => {
    root.render(element)
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
}

const cardTexts = () => [...document.querySelectorAll<HTMLElement>('div.f3-card')].map((c) => c.textContent)

it('draws in the dark canvas with names and birthdays, under the test id the e2e suite finds it by', async () => {
  await render(<FamilyChart data={family('Sam')} height={500} />)
  const container = document.querySelector<HTMLElement>('[data-testid="family-chart"]')!
  expect(container.className).toBe(`f3 ${SITE_CHART_CLASS}`)
  expect(container.style.height).toBe('500px')
  expect(cardTexts()).toContain('Sam Reed1970')
})

it('keeps its chart for the same data and setup, and makes a new one for new data', async () => {
  const charts: Chart[] = []
  const setup = (chart: Chart) => void charts.push(chart)
  const data = family('Sam')
  await render(<FamilyChart data={data} setup={setup} />)
  await render(<FamilyChart data={data} setup={setup} height={700} />)
  expect(charts).toHaveLength(1)
  await render(<FamilyChart data={family('Tom')} setup={setup} />)
  expect(charts).toHaveLength(2)
  expect(charts[1]).not.toBe(charts[0])
  expect(cardTexts()).toContain('Tom Reed1970')
  expect(document.querySelectorAll('.f3-canvas')).toHaveLength(1)
})
