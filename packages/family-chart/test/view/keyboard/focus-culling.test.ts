/**
 * @jest-environment jsdom
 */
// In a big tree the focused card can be culled away and drawn again: focus comes back to the new card.
import { zoomIdentity } from 'd3'
import { createChart } from '../../../src/compat/full-chart'
import { moveCamera } from '../../../src/view/camera/zoom'
import { updateCulling } from '../../../src/view/render-view'
import { generateFamily } from '../../fixtures/generate-family'

it("puts focus back on the person's card when culling draws it again", () => {
  document.body.innerHTML = '<div id="c"></div>'
  const chart = createChart('#c', generateFamily(2000, 11)).setTransitionTime(0)
  chart.setCardHtml()
  chart.updateTree({ initial: true, tree_position: 'main_to_middle' })
  const internals = chart as any
  const cull = (t: ReturnType<typeof zoomIdentity.translate>) => {
    moveCamera(internals.dom.svg, t, 0)
    while (updateCulling(internals.dom, internals.view.viewState, t)) {
      /* a frame's batch at a time */
    }
    internals.view.a11y.afterCull()
  }
  const tree = chart.store.getTree()!
  const main = tree.data.find((d) => d.main)!
  const mainCard = () => document.querySelector<HTMLElement>('#c .f3-card-main')
  mainCard()!.focus()
  expect(document.activeElement).toBe(mainCard())

  // Pan to the far left: the main card leaves the DOM (focus falls to the page).
  const leftmost = tree.data.reduce((a, b) => (b.x < a.x ? b : a))
  cull(zoomIdentity.translate(400 - leftmost.x, 300 - leftmost.y))
  expect(mainCard()).toBeNull()
  // The one Tab stop moved to a card still drawn.
  expect(document.querySelectorAll('#c .f3-card[tabindex="0"]')).toHaveLength(1)

  // Back to the main person: their card is drawn anew and has focus again.
  cull(zoomIdentity.translate(400 - main.x, 300 - main.y))
  expect(mainCard()).not.toBeNull()
  expect(document.activeElement).toBe(mainCard())
})
