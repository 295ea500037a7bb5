// <FamilyChart> during a server render (Node, no DOM): only its container, and the library is not even loaded.
import { createElement, version } from 'react'
import { renderToString } from 'react-dom/server'
import { smallFamily } from '../support'

let libraryLoaded = false
jest.mock('family-chart', () => {
  libraryLoaded = true
  return {}
})

describe(`a server render on React ${version}`, () => {
  it('returns the container and touches no window', async () => {
    expect(typeof window).toBe('undefined')
    const { FamilyChart, useFamilyChart } = await import('../../../src/bindings/react')
    const html = renderToString(
      createElement(FamilyChart, { data: smallFamily(), mainId: 'dad', className: 'tree', style: { height: 600 } }),
    )
    expect(html).toBe('<div class="f3 tree" style="height:600px"></div>')
    function Own() {
      const { ref } = useFamilyChart({ data: smallFamily() })
      return createElement('div', { ref, className: 'mine' })
    }
    expect(renderToString(createElement(Own))).toBe('<div class="mine"></div>')
    expect(libraryLoaded).toBe(false)
  })
})
