/**
 * @jest-environment jsdom
 */
// prefers-reduced-motion: chart updates become instant, whatever time the code set, unless it opted out explicitly.
import { createChart } from '../../src/compat/full-chart'
import { effectiveTransitionTime, normalizeReducedMotion } from '../../src/view/reduced-motion'
import { smallFamily } from '../fixtures/small-family'

describe('the transition time decision', () => {
  it('is instant for a user who prefers reduced motion, whatever time the code asks for', () => {
    expect(effectiveTransitionTime({ requested: 2000, prefersReduced: true, policy: 'respect' })).toBe(0)
    expect(effectiveTransitionTime({ requested: 800, prefersReduced: true, policy: 'respect' })).toBe(0)
  })
  it('keeps the time when the page opted out explicitly', () => {
    expect(effectiveTransitionTime({ requested: 800, prefersReduced: true, policy: 'ignore' })).toBe(800)
  })
  it('keeps the time for everyone else, whatever the policy', () => {
    expect(effectiveTransitionTime({ requested: 2000, prefersReduced: false, policy: 'respect' })).toBe(2000)
    expect(effectiveTransitionTime({ requested: 1000, prefersReduced: false, policy: 'ignore' })).toBe(1000)
  })
  it('reads only the documented opt-out as one', () => {
    expect(normalizeReducedMotion('ignore')).toBe('ignore')
    expect(normalizeReducedMotion('respect')).toBe('respect')
    expect(normalizeReducedMotion(false)).toBe('respect')
    expect(normalizeReducedMotion('IGNORE')).toBe('respect')
  })
})

describe('a chart under prefers-reduced-motion: reduce', () => {
  const original = window.matchMedia
  beforeEach(() => {
    window.matchMedia = ((query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener() {},
      removeEventListener() {},
    })) as any
    document.body.innerHTML = '<div id="c" style="width:900px;height:600px"></div>'
  })
  afterEach(() => {
    window.matchMedia = original
  })

  /** The person ids whose cards are not yet where the layout puts them (still animating). */
  function cardsInFlight(): string[] {
    return [...document.querySelectorAll<HTMLElement>('#c div.f3-card-cont')]
      .filter((el) => {
        const d = (el as any).__data__
        return el.style.transform !== `translate(${d.x}px, ${d.y}px)` || el.style.opacity !== '1'
      })
      .map((el) => (el as any).__data__.data.id)
  }

  it('draws a new main person at once', () => {
    const chart = createChart('#c', smallFamily())
    chart.setCardHtml()
    chart.updateTree({ initial: true })
    chart.updateMainId('dad').updateTree({})
    expect(cardsInFlight()).toEqual([])
  })

  it('is instant even when the code set a transition time, and reports the time it used', () => {
    const used: number[] = []
    const chart = createChart('#c', smallFamily())
      .setTransitionTime(500)
      .setAfterUpdate((p) => {
        used.push(p!.transition_time!)
      })
    chart.setCardHtml()
    chart.updateTree({ initial: true })
    chart.updateMainId('dad').updateTree({ transition_time: 800 })
    expect(cardsInFlight()).toEqual([])
    expect(used).toEqual([0, 0])
  })

  it('animates again once the page opts out with setReducedMotion("ignore")', () => {
    const chart = createChart('#c', smallFamily()).setTransitionTime(500).setReducedMotion('ignore')
    chart.setCardHtml()
    chart.updateTree({ initial: true })
    chart.updateMainId('dad').updateTree({})
    expect(cardsInFlight().length).toBeGreaterThan(0)
  })
})
