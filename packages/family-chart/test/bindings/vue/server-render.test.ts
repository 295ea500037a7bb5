// The Vue <FamilyChart> during a server render (Node, no DOM): only its container; the library is not loaded.
import { createSSRApp, h } from 'vue'
import { renderToString } from 'vue/server-renderer'
import { smallFamily } from '../support'

let libraryLoaded = false
jest.mock('family-chart', () => {
  libraryLoaded = true
  return {}
})

it('renders the container alone and touches no window', async () => {
  expect(typeof window).toBe('undefined')
  const { FamilyChart } = await import('../../../src/bindings/vue')
  const app = createSSRApp({
    render: () => h(FamilyChart, { data: smallFamily(), mainId: 'dad', class: 'tree', style: 'height: 600px' }),
  })
  expect(await renderToString(app)).toBe('<div class="f3 tree" style="height:600px;"></div>')
  expect(libraryLoaded).toBe(false)
})
