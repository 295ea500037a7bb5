/**
 * @jest-environment jsdom
 */
// setChartType('relatives') on the drop-in chart: everyone connected on one card each, the depth, the click that makes
// someone main, reduced motion, both orientations, SVG cards, and the layout's notes read out with the card.
import { createChart } from '../../../../src/compat/full-chart'
import { relativesOptions } from '../../../../src/chart-types/relatives/feature'
import { Family } from '../helpers'
import { wideFamily, WIDE_IDS } from './wide-family'
import { cardIds, cardNamed, onScreen, relativesChartOf } from './setup'
import { loadLazyParts } from '../../../support/lazy-parts'

const sorted = (ids: string[]) => [...ids].sort()
const cardOf = (id: string) => document.querySelector<HTMLElement>(`#c .card[data-id="${id}"]`)!

// The relatives layout loads on first use; these tests draw as it is drawn once it is there.
beforeAll(loadLazyParts)

describe('the relatives chart type', () => {
  it('draws everyone connected to the main person, each on exactly one .card[data-id]', () => {
    const chart = relativesChartOf(wideFamily())
    expect(chart.getChartType()).toBe('relatives')
    expect(sorted(cardIds())).toEqual(sorted(WIDE_IDS))
    // The hourglass, the default, leaves out the in-laws' side and the sister's family.
    chart.setChartType('hourglass').updateTree({})
    expect(cardIds()).not.toContain('fil')
    expect(cardIds()).not.toContain('nephew')
    chart.setChartType('relatives').updateTree({})
    expect(sorted(cardIds())).toEqual(sorted(WIDE_IDS))
  })

  it('keeps the type in use for an unknown name, with a warning', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    const chart = relativesChartOf(wideFamily())
    chart.setChartType('spiral')
    expect(chart.getChartType()).toBe('relatives')
    expect(warn.mock.calls.join(' ')).toMatch(/no chart type named "spiral"/)
    warn.mockRestore()
  })

  it('draws only the people within setRelativesDepth steps; null draws everyone again', () => {
    const chart = relativesChartOf(wideFamily())
    chart.setRelativesDepth(1).updateTree({})
    expect(chart.getRelativesDepth()).toBe(1)
    expect(sorted(cardIds())).toEqual(sorted(['me', 'wife', 'kid', 'dad', 'mom']))
    chart.setRelativesDepth(2).updateTree({})
    expect(sorted(cardIds())).toEqual(sorted(['me', 'wife', 'kid', 'dad', 'mom', 'sis', 'gf', 'gm', 'fil', 'mil']))
    chart.setRelativesDepth(null).updateTree({})
    expect(cardIds()).toHaveLength(WIDE_IDS.length)
  })

  it('refuses a depth that is not a number of steps, with a warning, keeping the one set', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    const chart = relativesChartOf(wideFamily())
    chart.setRelativesDepth(2).setRelativesDepth(-1 as number)
    expect(chart.getRelativesDepth()).toBe(2)
    expect(warn.mock.calls.join(' ')).toMatch(/setRelativesDepth expects/)
    warn.mockRestore()
  })

  it('lays out from the store: spacing, card size and depth reach the layout', () => {
    const chart = relativesChartOf(wideFamily(), (c) => c.setCardHtml())
    chart.setCardXSpacing(300).setCardYSpacing(200).updateTree({})
    const me = chart.store.getTreeDatum('me')!
    const wife = chart.store.getTreeDatum('wife')!
    const dad = chart.store.getTreeDatum('dad')!
    expect(Math.abs(wife.x - me.x)).toBe(300)
    expect(me.y - dad.y).toBe(200)
    const options = relativesOptions({ ...chart.store.state, relatives_depth: 3 }, { w: 220, h: 70 })
    expect(options).toMatchObject({ depth: 3, card_dim: { w: 220, h: 70 }, node_separation: 300 })
  })
})

describe('making someone main on the relatives chart', () => {
  it('a card click makes that person main: the layout changes with a transition and their card stays in view', () => {
    const chart = relativesChartOf(wideFamily())
    chart.setTransitionTime(800)
    const before = chart.store.getTreeDatum('wb')!
    cardNamed('Wes Wide').click()
    expect(chart.getMainDatum().id).toBe('wb')
    const wes = chart.store.getTreeDatum('wb')!
    // The layout is centred on the new main person, and the cards move there over time rather than jump.
    expect([wes.x, wes.y]).toEqual([0, 0])
    expect([before.x, before.y]).not.toEqual([0, 0])
    expect(cardOf('wb').closest<HTMLElement>('.card_cont, .f3-card-cont')!.style.transform).not.toBe(
      'translate(0px, 0px)',
    )
    const [x, y] = onScreen(chart, wes.x, wes.y)
    expect(x).toBeGreaterThanOrEqual(0)
    expect(x).toBeLessThanOrEqual(900)
    expect(y).toBeGreaterThanOrEqual(0)
    expect(y).toBeLessThanOrEqual(600)
    expect(sorted(cardIds())).toEqual(sorted(WIDE_IDS))
  })

  it('under prefers-reduced-motion the new layout is drawn at once', () => {
    const original = window.matchMedia
    window.matchMedia = ((query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener() {},
      removeEventListener() {},
    })) as unknown as typeof window.matchMedia
    try {
      const chart = relativesChartOf(wideFamily())
      chart.setTransitionTime(800)
      cardNamed('Wes Wide').click()
      const wes = cardOf('wb').closest<HTMLElement>('.f3-card-cont')!
      expect(wes.style.transform).toBe('translate(0px, 0px)')
      expect(chart.getMainDatum().id).toBe('wb')
    } finally {
      window.matchMedia = original
    }
  })
})

describe('the relatives chart in both orientations and with SVG cards', () => {
  it('horizontal: generations become columns, parents to the left of their children', () => {
    const chart = relativesChartOf(wideFamily(), (c) => {
      c.setOrientationHorizontal()
      return c.setCardHtml()
    })
    const at = (id: string) => chart.store.getTreeDatum(id)!
    expect(at('dad').x).toBeLessThan(at('me').x)
    expect(at('me').x).toBeLessThan(at('kid').x)
    expect(at('wife').x).toBe(at('me').x)
    expect(cardIds()).toHaveLength(WIDE_IDS.length)
  })

  it('SVG cards: the same people on the same .card[data-id] hooks', () => {
    relativesChartOf(wideFamily(), (c) => c.setCardSvg())
    expect(document.querySelector('#c svg .card[data-id]')).not.toBeNull()
    expect(sorted(cardIds())).toEqual(sorted(WIDE_IDS))
  })
})

describe("the layout's notes in the card's description", () => {
  /** An uncle who marries his niece: his card is moved a generation down to sit beside her. */
  const uncleAndNiece = () =>
    new Family()
      .person('g', 'M', 'Gustav')
      .person('h', 'F', 'Hilda')
      .marry('g', 'h')
      .child('u', 'M', ['g', 'h'])
      .child('s', 'F', ['g', 'h'])
      .person('t', 'M', 'Tomas')
      .marry('t', 's')
      .child('n', 'F', ['t', 's'])
      .marry('u', 'n')
      .child('k', 'M', ['u', 'n'])
      .data()

  const description = (card: Element) =>
    (card.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent)
      .join(' | ')

  it.each(['html', 'svg'] as const)('%s cards: the moved card says why, the others say nothing', (kind) => {
    const chart = relativesChartOf(uncleAndNiece(), (c) => (kind === 'html' ? c.setCardHtml() : c.setCardSvg()), 'k')
    const u = document.querySelector('#c .card[data-id="u"]')!
    const uCard = u.matches('.f3-card') ? u : (u.querySelector('.f3-card') ?? u.closest('.f3-card')!)
    expect(description(uCard)).toMatch(/^Drawn 1 row lower than the children of Gustav and Hilda/)
    // Drawn again, the card still has its one note.
    chart.updateTree({})
    expect(document.querySelectorAll('#c .f3-card-layout-note')).toHaveLength(1)
    const k = document.querySelector('#c .card[data-id="k"]')!
    expect(k.querySelector('.f3-card-layout-note') ?? k.parentElement!.querySelector('.f3-card-layout-note')).toBeNull()
  })

  it('a name in a note is text, never markup', () => {
    const data = uncleAndNiece()
    data.find((d) => d.id === 'g')!.data['first name'] = '<img src=x onerror=alert(1)>'
    relativesChartOf(data, (c) => c.setCardHtml(), 'k')
    expect(document.querySelector('#c img[src="x"]')).toBeNull()
    expect(document.querySelector('#c .f3-card-layout-note')!.textContent).toContain('<img src=x onerror=alert(1)>')
  })

  it('is not added on the hourglass', () => {
    const chart = relativesChartOf(uncleAndNiece(), (c) => c.setCardHtml(), 'k')
    chart.setChartType('hourglass').updateTree({})
    expect(document.querySelector('#c .f3-card-layout-note')).toBeNull()
  })
})

it('the hourglass stays the default chart type', () => {
  document.body.innerHTML = '<div id="c"></div>'
  const chart = createChart('#c', wideFamily())
  chart.setCardHtml()
  chart.updateTree({ initial: true })
  expect(chart.getChartType()).toBe('hourglass')
  expect(cardIds()).not.toContain('fil')
})
