/**
 * @jest-environment jsdom
 */
// A person's actions menu (right-click, long press, context-menu key) offers the folds the card's controls offer,
// once fold controls are on, and choosing one folds that branch.
import { createChart } from '../../../src/compat/full-chart'
import { smallFamily } from '../../fixtures/small-family'

function setup(collapsible: boolean) {
  document.body.innerHTML = '<div id="c" style="width:900px;height:600px"></div>'
  const chart = createChart('#c', smallFamily()).setTransitionTime(0)
  chart.setCardHtml().setCardDisplay([['first name', 'last name']])
  if (collapsible) chart.setCollapsible(true)
  chart.updateTree({ initial: true })
  return chart
}

const root = () => document.getElementById('c')!
const menuItems = () => [...root().querySelectorAll<HTMLElement>('[role="menu"] [role="menuitem"]')]
function openMenuOf(chart: ReturnType<typeof setup>) {
  const mainId = chart.store.getMainId()
  const card =
    [...root().querySelectorAll<HTMLElement>('.f3-card')].find(
      (c) => c.closest('[data-id]')?.getAttribute('data-id') === mainId,
    ) ?? root().querySelector<HTMLElement>('.f3-card-main')!
  card.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true, button: 2 }))
  return mainId
}

describe('fold items in the card actions menu', () => {
  it('are absent while fold controls are off', () => {
    const chart = setup(false)
    openMenuOf(chart)
    expect(menuItems().map((b) => b.textContent)).toContain('How are we related?')
    expect(menuItems().map((b) => b.textContent)).not.toContainEqual(expect.stringMatching(/^(Hide|Show) /))
  })

  it('say what they hide and fold the branch when chosen; the next menu offers to show it again', () => {
    const chart = setup(true)
    const mainId = openMenuOf(chart)
    const hide = menuItems().find((b) => /^Hide \d+ ancestors? of /.test(b.textContent ?? ''))
    expect(hide).toBeDefined()
    hide!.click()
    expect(chart.isCollapsed(mainId, 'ancestry')).toBe(true)
    openMenuOf(chart)
    expect(menuItems().some((b) => /^Show \d+ ancestors? of /.test(b.textContent ?? ''))).toBe(true)
  })

  it('go away when fold controls are turned off again', () => {
    const chart = setup(true)
    chart.setCollapsible(false)
    openMenuOf(chart)
    expect(menuItems().map((b) => b.textContent)).toContain('How are we related?')
    expect(menuItems().map((b) => b.textContent)).not.toContainEqual(expect.stringMatching(/^(Hide|Show) /))
  })
})
