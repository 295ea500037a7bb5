/**
 * @jest-environment jsdom
 */
// The chart's "How are we related?" and card actions menu in the DOM: highlight, labels, announcements, pick mode,
// the menu from a right-click, the keyboard and a long press.
import { createChart, type FullChart as Chart } from '../../src/compat/full-chart'
import { LONG_PRESS_MS } from '../../src/features/card-actions/long-press'
import { bigFamily } from '../data/kinship/family'

let chart: Chart
const cont = () => document.getElementById('c')!
const liveText = () => cont().querySelector('.f3-live-region')!.textContent!.trim()
const statusText = () => {
  const bar = cont().querySelector<HTMLElement>('.f3-relationship-status')!
  return bar.hidden ? '' : bar.querySelector('p')!.textContent
}
/** The card element of a person (first drawn). */
const cardOf = (id: string) => cont().querySelector<HTMLElement>(`.f3-card[data-id="${id}"]`)!
const highlightedIds = () =>
  [...cont().querySelectorAll('.f3-card.f3-relationship-path')].map((c) => c.getAttribute('data-id')).sort()

beforeEach(() => {
  document.body.innerHTML = '<div id="c" style="width:800px;height:600px"></div>'
  chart = createChart('#c', bigFamily()).setTransitionTime(0)
  chart.setCardHtml()
  chart.updateMainId('main').updateTree({ initial: true })
})
afterEach(() => chart.destroy())

describe('showRelationship', () => {
  it('draws the path, lights its cards and links, labels both ends and says it', () => {
    const shown = chart.showRelationship('main', 'cousin')
    expect(shown).toEqual({ path: ['main', 'dad', 'gf', 'uncle', 'cousin'], label: '1st cousin' })
    // The cousin was not drawn from main: the common ancestor became main.
    expect(chart.getMainDatum().id).toBe('gf')
    expect(highlightedIds()).toEqual(['cousin', 'dad', 'gf', 'main', 'uncle'])
    expect(cont().querySelectorAll('path.f3-link.f3-relationship-path').length).toBe(4)
    const labels = [...cont().querySelectorAll('.f3-relationship-label')].map((l) => l.textContent).sort()
    expect(labels).toEqual(["cousin's 1st cousin", "main's 1st cousin"])
    expect(statusText()).toBe("cousin is main's 1st cousin.")
    expect(liveText()).toBe("cousin is main's 1st cousin.")
    // A later drawing keeps the marks; clearing removes them.
    chart.updateTree({ tree_position: 'inherit' })
    expect(highlightedIds()).toHaveLength(5)
    chart.clearRelationship()
    expect(highlightedIds()).toEqual([])
    expect(cont().querySelector('.f3-relationship-label')).toBeNull()
    expect(statusText()).toBe('')
  })

  it('labels the ends of SVG cards too', () => {
    chart.setCardSvg()
    chart.updateTree({ initial: true })
    chart.showRelationship('main', 'wife')
    const labels = [...cont().querySelectorAll('text.f3-relationship-label')]
    expect(labels.map((l) => l.textContent).sort()).toEqual(["main's wife", "wife's husband"])
    expect(labels.every((l) => l.parentElement!.classList.contains('f3-card-cont'))).toBe(true)
    expect(cont().querySelectorAll('g.f3-card.f3-relationship-path')).toHaveLength(2)
  })

  it('says so when two people are not related', () => {
    expect(chart.showRelationship('main', 'stranger')).toBeNull()
    expect(statusText()).toBe('main and stranger are not related in this tree.')
    expect(liveText()).toBe('main and stranger are not related in this tree.')
    expect(highlightedIds()).toEqual([])
  })
})

describe('picking the second person', () => {
  it('takes the next card clicked, and Escape cancels', () => {
    chart.pickRelationship('main')
    expect(liveText()).toMatch(/^How is someone related to main\? Choose the second person/)
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    expect(liveText()).toBe('Choosing the second person cancelled.')
    chart.pickRelationship('main')
    cardOf('wife').click()
    // The click chose; it did not make the wife main.
    expect(chart.getMainDatum().id).toBe('main')
    expect(statusText()).toBe("wife is main's wife.")
  })

  it('takes the person chosen in the search box', () => {
    chart.setPersonDropdown((d) => d.data['first name'])
    chart.pickRelationship('main')
    const input = cont().querySelector<HTMLInputElement>('.f3-person-search')!
    input.value = 'nephew'
    input.dispatchEvent(new Event('input'))
    const option = [...cont().querySelectorAll<HTMLElement>('.f3-person-option')].find(
      (o) => o.textContent === 'nephew',
    )!
    option.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true }))
    expect(statusText()).toBe("nephew is main's nephew.")
  })
})

describe('the card actions menu', () => {
  const menu = () => cont().querySelector<HTMLElement>('[role="menu"]')!
  const items = () => [...menu().querySelectorAll('[role="menuitem"]')].map((b) => b.textContent)

  it('opens on Shift+F10 on a focused card, and Escape gives focus back', () => {
    const card = cardOf('dad')
    card.focus()
    card.dispatchEvent(new KeyboardEvent('keydown', { key: 'F10', shiftKey: true, bubbles: true, cancelable: true }))
    expect(menu().hidden).toBe(false)
    expect(menu().getAttribute('aria-label')).toBe('Actions for dad')
    expect(items()).toEqual(['How are we related?'])
    expect(document.activeElement?.textContent).toBe('How are we related?')
    ;(document.activeElement as HTMLElement).dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }),
    )
    expect(menu().hidden).toBe(true)
    expect(document.activeElement).toBe(card)
  })

  it('lists Edit and Add relative with an edit tree, and items other code registers', () => {
    chart.editTree()
    const remove = chart.registerCardAction({
      id: 'collapse',
      label: (d) => `Collapse ${d.data.data['first name']}`,
      run: () => {},
    })
    cardOf('dad').dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true, button: 2 }))
    expect(items()).toEqual(['Edit', 'Add relative', 'How are we related?', 'Collapse dad'])
    // Focus is on the first item; arrows move it round.
    const key = (k: string) =>
      document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }))
    expect(document.activeElement?.textContent).toBe('Edit')
    key('ArrowDown')
    expect(document.activeElement?.textContent).toBe('Add relative')
    key('ArrowUp')
    key('ArrowUp')
    expect(document.activeElement?.textContent).toBe('Collapse dad')
    key('Home')
    expect(document.activeElement?.textContent).toBe('Edit')
    remove()
    cardOf('dad').dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true, button: 2 }))
    expect(items()).not.toContain('Collapse dad')
  })

  it('"How are we related?" from the menu arms the pick', () => {
    cardOf('main').dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true, button: 2 }))
    menu().querySelector<HTMLButtonElement>('[data-action="relationship"]')!.click()
    cardOf('son').click()
    expect(statusText()).toBe("son is main's son.")
  })
})

describe('long press', () => {
  const pointer = (type: string, target: Element, x: number, y: number, pointerId = 1) =>
    target.dispatchEvent(
      Object.assign(new MouseEvent(type, { bubbles: true, cancelable: true, clientX: x, clientY: y }), {
        pointerId,
        pointerType: 'touch',
      }),
    )
  const menuShown = () => !cont().querySelector<HTMLElement>('[role="menu"]')!.hidden

  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('opens the menu after a still press, and the lifted finger does not click the card', () => {
    const card = cardOf('dad')
    pointer('pointerdown', card, 10, 10)
    jest.advanceTimersByTime(LONG_PRESS_MS - 50)
    expect(menuShown()).toBe(false)
    jest.advanceTimersByTime(100)
    expect(menuShown()).toBe(true)
    pointer('pointerup', card, 10, 10)
    card.click()
    expect(chart.getMainDatum().id).toBe('main')
  })

  it('does not open on a short tap, a moving finger, or a second finger', () => {
    const card = cardOf('dad')
    pointer('pointerdown', card, 10, 10)
    pointer('pointerup', card, 10, 10)
    jest.advanceTimersByTime(LONG_PRESS_MS * 2)
    expect(menuShown()).toBe(false)
    pointer('pointerdown', card, 10, 10)
    pointer('pointermove', card, 25, 10)
    jest.advanceTimersByTime(LONG_PRESS_MS * 2)
    expect(menuShown()).toBe(false)
    pointer('pointerdown', card, 10, 10, 1)
    pointer('pointerdown', card, 80, 10, 2)
    jest.advanceTimersByTime(LONG_PRESS_MS * 2)
    expect(menuShown()).toBe(false)
  })
})
