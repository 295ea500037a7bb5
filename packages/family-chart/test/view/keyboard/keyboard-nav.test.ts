/**
 * @jest-environment jsdom
 */
// The chart as one keyboard widget, driven with key events in the DOM: one Tab stop, arrows, Enter, Home, Escape.
import { createChart } from '../../../src/compat/full-chart'
import { smallFamily } from '../../fixtures/small-family'

function setup(kind: 'html' | 'svg' = 'html') {
  document.body.innerHTML = '<button id="before">before</button><div id="c" style="width:900px;height:600px"></div>'
  const chart = createChart('#c', smallFamily()).setTransitionTime(0)
  const card = kind === 'html' ? chart.setCardHtml() : chart.setCardSvg()
  card.setCardDisplay([['first name', 'last name']])
  chart.updateTree({ initial: true })
  return chart
}

const root = () => document.getElementById('c')!
const canvas = () => root().querySelector<HTMLElement>('.f3-canvas')!
const focusedName = () =>
  document.activeElement?.closest('.f3-card') === document.activeElement ? document.activeElement!.textContent : null
const tabStops = () => [...canvas().querySelectorAll('[tabindex="0"]')]
const press = (key: string, init: KeyboardEventInit = {}) =>
  (document.activeElement ?? document.body).dispatchEvent(
    new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }),
  )
const cardNamed = (name: string) =>
  [...canvas().querySelectorAll<HTMLElement>('.f3-card')].find((c) => c.textContent === name)!

describe('keyboard navigation of the chart', () => {
  it("is a named region described by its keys, with one Tab stop: the main person's card", () => {
    setup()
    expect(canvas().getAttribute('role')).toBe('region')
    expect(canvas().getAttribute('aria-label')).toBe('Family tree')
    const description = document.getElementById(canvas().getAttribute('aria-describedby')!)!
    expect(description.textContent).toMatch(/Arrow keys move between relatives/)
    expect(tabStops()).toHaveLength(1)
    expect(tabStops()[0].textContent).toBe('Sam Reed')
    expect(tabStops()[0].getAttribute('aria-current')).toBe('true')
  })

  it("moves to a parent, the parent's spouse, a child and back with the arrows; the Tab stop follows", () => {
    setup()
    cardNamed('Sam Reed').focus()
    press('ArrowUp')
    expect(focusedName()).toBe('Tom Reed')
    press('ArrowRight')
    expect(focusedName()).toBe('Eve Reed')
    press('ArrowLeft')
    press('ArrowDown')
    expect(focusedName()).toBe('Sam Reed')
    press('ArrowDown')
    expect(focusedName()).toBe('Lia Reed')
    // The card now focused holds the one Tab stop (with its own controls, if any).
    expect(
      tabStops()
        .filter((el) => el.classList.contains('f3-card'))
        .map((el) => el.textContent),
    ).toEqual(['Lia Reed'])
  })

  it('Enter makes the focused person main, keeps focus on their card and announces it', () => {
    const chart = setup()
    cardNamed('Sam Reed').focus()
    press('ArrowUp')
    press('Enter')
    expect(chart.getMainDatum().id).toBe('dad')
    // The card was redrawn: focus is on the new card of the same person.
    expect(focusedName()).toBe('Tom Reed')
    expect(document.activeElement!.getAttribute('aria-current')).toBe('true')
    expect(root().querySelector('[aria-live="polite"]')!.textContent).toBe('Tom Reed is now the main person')
  })

  it('Home returns to the main person and Escape leaves the cards for the chart itself', () => {
    setup()
    cardNamed('Sam Reed').focus()
    press('ArrowDown')
    expect(focusedName()).toBe('Lia Reed')
    press('Home')
    expect(focusedName()).toBe('Sam Reed')
    press('Escape')
    expect(document.activeElement).toBe(canvas())
  })

  it('works the same on SVG cards', () => {
    setup('svg')
    expect(tabStops()).toHaveLength(1)
    const main = canvas().querySelector<SVGGElement>('g.f3-card-main')!
    main.focus()
    press('ArrowDown')
    expect(document.activeElement!.textContent).toBe('Lia Reed')
  })

  it('leaves focus alone when it was elsewhere during a redraw', () => {
    const chart = setup()
    const before = document.getElementById('before')!
    before.focus()
    chart.updateMainId('dad').updateTree({})
    expect(document.activeElement).toBe(before)
  })

  it('takes its instructions and live region away on destroy', () => {
    const chart = setup()
    expect(root().querySelectorAll('.f3-sr-only')).toHaveLength(2)
    chart.destroy()
    expect(root().querySelector('.f3-sr-only')).toBeNull()
  })
})

describe('card semantics', () => {
  it.each(['html', 'svg'] as const)(
    '%s cards hold no control inside the card button; the controls are its siblings',
    (kind) => {
      document.body.innerHTML = '<div id="c" style="width:900px;height:600px"></div>'
      const chart = createChart('#c', smallFamily()).setTransitionTime(0)
      ;(kind === 'html' ? chart.setCardHtml() : chart.setCardSvg()).setCardDisplay([['first name', 'last name']])
      chart.updateTree({ initial: true })
      const cards = [...root().querySelectorAll('.f3-card')]
      expect(cards.length).toBeGreaterThan(3)
      for (const card of cards) {
        expect(card.getAttribute('role')).toBe('button')
        expect(card.hasAttribute('aria-label')).toBe(false)
        expect(card.querySelector('button, [role="button"], [tabindex]')).toBeNull()
      }
      // Tom's other child is not drawn: his card has a mini-tree button, beside the card in the card's frame.
      const mini = root().querySelector('.f3-mini-tree')!
      expect(mini.getAttribute('aria-label')).toBe('Show the family of Tom Reed')
      expect(mini.parentElement!.querySelector(':scope > .f3-card')!.textContent).toBe('Tom Reed')
      expect(root().querySelector('.f3-links')!.closest('[aria-hidden="true"]')).not.toBeNull()
    },
  )
})
