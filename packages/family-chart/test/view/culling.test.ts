/**
 * @jest-environment jsdom
 */
// Big trees keep only the cards near the viewport in the DOM, and bring in cards as the view moves.
import { zoomIdentity } from 'd3'
import { createChart } from '../../src/chart'
import { moveCamera } from '../../src/view/zoom'
import { updateCulling } from '../../src/view/view'
import { generateFamily } from '../fixtures/generate-family'

describe('viewport culling', () => {
  it('draws the cards near the viewport and follows a pan', () => {
    document.body.innerHTML = '<div id="c"></div>'
    const data = generateFamily(2000, 11)
    const chart = createChart('#c', data).setTransitionTime(0)
    chart.setCardHtml()
    chart.updateTree({ initial: true, tree_position: 'main_to_middle' })
    const tree = chart.store.getTree()!
    const drawn = () => [...document.querySelectorAll<HTMLElement>('#c div.f3-card-cont')]
    const ids = () => new Set(drawn().map((el) => (el as any).__data__.tid as string))
    expect(tree.data.length).toBeGreaterThan(500)
    expect(drawn().length).toBeGreaterThan(0)
    expect(drawn().length).toBeLessThan(tree.data.length / 4)

    // Every drawn card is near the main person; the far left edge of the tree is not drawn.
    const leftmost = tree.data.reduce((a, b) => (b.x < a.x ? b : a))
    expect(ids().has(leftmost.tid!)).toBe(false)

    // Pan so the leftmost card is centred: it is drawn, and the count stays small.
    const t = zoomIdentity.translate(400 - leftmost.x, 300 - leftmost.y)
    moveCamera((chart as any).dom.svg, t, 0)
    updateCulling((chart as any).dom, (chart as any).viewState, t)
    expect(ids().has(leftmost.tid!)).toBe(true)
    expect(drawn().length).toBeLessThan(tree.data.length / 4)
  })

  it('draws small trees whole', () => {
    document.body.innerHTML = '<div id="c"></div>'
    const data = generateFamily(60, 3)
    const chart = createChart('#c', data).setTransitionTime(0)
    chart.setCardHtml()
    chart.updateTree({ initial: true, tree_position: 'main_to_middle' })
    expect(document.querySelectorAll('#c div.f3-card-cont').length).toBe(chart.store.getTree()!.data.length)
  })
})
