/**
 * @jest-environment jsdom
 */
// prefers-reduced-motion: chart updates become instant unless user code set a transition time.
import { createChart } from '../../src/chart'
import { effectiveTransitionTime } from '../../src/view/reduced-motion'
import { smallFamily } from '../fixtures/small-family'

describe('the transition time decision', () => {
  it('is instant for a user who prefers reduced motion, when the code set no time', () => {
    expect(effectiveTransitionTime({ requested: 2000, explicit: false, prefersReduced: true })).toBe(0)
  })
  it('keeps a time the code set explicitly', () => {
    expect(effectiveTransitionTime({ requested: 800, explicit: true, prefersReduced: true })).toBe(800)
  })
  it('keeps the default for everyone else', () => {
    expect(effectiveTransitionTime({ requested: 2000, explicit: false, prefersReduced: false })).toBe(2000)
  })
})

describe('a chart under prefers-reduced-motion: reduce', () => {
  const original = window.matchMedia
  beforeEach(() => {
    window.matchMedia = ((query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} })) as any
    document.body.innerHTML = '<div id="c" style="width:900px;height:600px"></div>'
  })
  afterEach(() => { window.matchMedia = original })

  /** The person ids whose cards are not yet where the layout puts them (still animating). */
  function cardsInFlight(): string[] {
    return [...document.querySelectorAll<HTMLElement>('#c div.f3-card-cont')].filter((el) => {
      const d = (el as any).__data__
      return el.style.transform !== `translate(${d.x}px, ${d.y}px)` || el.style.opacity !== '1'
    }).map((el) => (el as any).__data__.data.id)
  }

  it('draws a new main person at once', () => {
    const chart = createChart('#c', smallFamily())
    chart.setCardHtml()
    chart.updateTree({ initial: true })
    chart.updateMainId('dad').updateTree({})
    expect(cardsInFlight()).toEqual([])
  })

  it('still animates when the code set a transition time', () => {
    const chart = createChart('#c', smallFamily()).setTransitionTime(500)
    chart.setCardHtml()
    chart.updateTree({ initial: true })
    chart.updateMainId('dad').updateTree({})
    expect(cardsInFlight().length).toBeGreaterThan(0)
  })
})
