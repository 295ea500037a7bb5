/**
 * @jest-environment jsdom
 */
// The viewport's size is read before a drawing puts its cards in the page (a read afterwards makes the browser lay
// out every new card there and then), and read again by each drawing, so a resized container is honoured.
import { createChart } from '../../../src/compat/full-chart'
import { getCurrentZoom } from '../../../src/view/camera/zoom'
import { smallFamily } from '../../fixtures/small-family'

function chartWithSizeLog() {
  document.body.innerHTML = '<div id="c"></div>'
  const chart = createChart('#c', smallFamily()).setTransitionTime(0)
  const size = { width: 800, height: 600 }
  // Cards in the page at each read of the size (jsdom has no layout: the getters stand in for the browser's).
  const cardsAtRead: number[] = []
  const cards = () => chart.dom.canvas.querySelectorAll('.card_cont').length
  Object.defineProperty(chart.dom.canvas, 'clientWidth', {
    configurable: true,
    get: () => (cardsAtRead.push(cards()), size.width),
  })
  Object.defineProperty(chart.dom.canvas, 'clientHeight', { configurable: true, get: () => size.height })
  return { chart, size, cardsAtRead }
}

/** Where the middle of the tree lands on screen under the current zoom. */
function treeMiddleOnScreen(chart: ReturnType<typeof createChart>) {
  const { dim } = chart.store.getTree()!
  const t = getCurrentZoom(chart.svg)
  return [t.x + (-dim.x_off + dim.width / 2) * t.k, t.y + (-dim.y_off + dim.height / 2) * t.k]
}

describe('the viewport size of a drawing', () => {
  it('is read before the cards are in the page', () => {
    const { chart, cardsAtRead } = chartWithSizeLog()
    chart.updateTree({ initial: true, tree_position: 'fit' })
    const drawn = chart.dom.canvas.querySelectorAll('.card_cont').length
    expect(drawn).toBeGreaterThan(0)
    expect(cardsAtRead.length).toBeGreaterThan(0)
    expect(cardsAtRead.every((n) => n === 0)).toBe(true)
  })

  it('follows a resized container at the next drawing', () => {
    const { chart, size } = chartWithSizeLog()
    chart.updateTree({ initial: true, tree_position: 'fit' })
    const [x0, y0] = treeMiddleOnScreen(chart)
    expect(x0).toBeCloseTo(400)
    expect(y0).toBeCloseTo(300)
    size.width = 1200
    size.height = 1000
    chart.updateTree({ tree_position: 'fit' })
    const [x1, y1] = treeMiddleOnScreen(chart)
    expect(x1).toBeCloseTo(600)
    expect(y1).toBeCloseTo(500)
  })
})
