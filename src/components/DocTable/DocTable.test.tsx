/** @jest-environment jsdom */
import React, { act } from 'react'
import DocTable from './index'

const { createRoot } = require('react-dom/client') as {
  createRoot: (el: Element) => { render(node: React.ReactNode): void; unmount(): void }
}

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

// jsdom lays nothing out: each table's widths are set here, and a fake ResizeObserver reports a change of size.
let resized: (() => void)[] = []
class FakeResizeObserver {
  constructor(private callback: () => void) {}
  observe() {
    resized.push(this.callback)
  }
  disconnect() {
    resized = resized.filter((c) => c !== this.callback)
  }
}

function widths(el: Element, scroll: number, client: number) {
  Object.defineProperty(el, 'scrollWidth', { configurable: true, value: scroll })
  Object.defineProperty(el, 'clientWidth', { configurable: true, value: client })
}

beforeAll(() => {
  ;(globalThis as { ResizeObserver?: unknown }).ResizeObserver = FakeResizeObserver
})
afterEach(() => {
  document.body.innerHTML = ''
  resized = []
})

function mount() {
  const host = document.createElement('div')
  document.body.append(host)
  const root = createRoot(host)
  // Widths before the first measure: the prototype's, as a table that fits.
  act(() =>
    root.render(
      <DocTable>
        <tbody>
          <tr>
            <td>Anna</td>
          </tr>
        </tbody>
      </DocTable>,
    ),
  )
  return { root, table: host.querySelector('table')! }
}

describe('DocTable', () => {
  it('keeps a table that fits out of the tab order, and lets a keyboard reach it once it scrolls sideways', () => {
    const { root, table } = mount()
    expect(table.hasAttribute('tabindex')).toBe(false)
    expect(table.textContent).toBe('Anna')
    widths(table, 900, 340)
    act(() => resized.forEach((c) => c()))
    expect(table.getAttribute('tabindex')).toBe('0')
    widths(table, 900, 900)
    act(() => resized.forEach((c) => c()))
    expect(table.hasAttribute('tabindex')).toBe(false)
    act(() => root.unmount())
    expect(resized).toEqual([])
  })
})
