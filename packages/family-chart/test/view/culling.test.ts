/**
 * @jest-environment jsdom
 */
// Big trees keep only the cards near the viewport in the DOM, and bring in cards as the view moves.
import { zoomIdentity } from 'd3'
import { createChart } from '../../src/compat/full-chart'
import { moveCamera } from '../../src/view/camera/zoom'
import { updateCulling } from '../../src/view/render-view'
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
    updateCulling((chart as any).dom, (chart as any).view.viewState, t)
    expect(ids().has(leftmost.tid!)).toBe(true)
    expect(drawn().length).toBeLessThan(tree.data.length / 4)
  })

  it('never leaves out a card whose box intersects the viewport, wherever the camera goes', () => {
    document.body.innerHTML = '<div id="c"></div>'
    const chart = createChart('#c', generateFamily(1500, 5)).setTransitionTime(0)
    chart.setCardHtml()
    chart.updateTree({ initial: true, tree_position: 'main_to_middle' })
    const tree = chart.store.getTree()!
    const { w, h } = { w: 200, h: 70 } // imageRect cards; the card's origin is its centre
    const VIEW = { width: 800, height: 600 } // jsdom has no layout: the chart's fallback viewport
    const ids = () =>
      new Set(
        [...document.querySelectorAll<HTMLElement>('#c div.f3-card-cont')].map(
          (el) => (el as any).__data__.tid as string,
        ),
      )
    // Cameras on cards spread over the tree, at readable scales, off-centre so boxes straddle the viewport edges.
    const targets = tree.data.filter((_, i) => i % Math.floor(tree.data.length / 12) === 0)
    for (const [i, d] of targets.entries()) {
      const k = [1, 0.6, 1.5][i % 3]
      const t = zoomIdentity.translate(VIEW.width / 2 - d.x * k + 130, VIEW.height / 2 - d.y * k - 40).scale(k)
      moveCamera((chart as any).dom.svg, t, 0)
      while (updateCulling((chart as any).dom, (chart as any).view.viewState, t)) {
        /* cards arrive a frame's batch at a time */
      }
      const view = { x0: -t.x / k, y0: -t.y / k, x1: (VIEW.width - t.x) / k, y1: (VIEW.height - t.y) / k }
      const visible = tree.data.filter(
        (c) => c.x + w / 2 >= view.x0 && c.x - w / 2 <= view.x1 && c.y + h / 2 >= view.y0 && c.y - h / 2 <= view.y1,
      )
      expect(visible.length).toBeGreaterThan(0)
      const drawn = ids()
      expect(visible.filter((c) => !drawn.has(c.tid!)).map((c) => c.tid)).toEqual([])
      expect(drawn.size).toBeLessThan(tree.data.length / 3)
    }
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
