/**
 * @jest-environment jsdom
 */
// The chart's own behaviours on the relatives chart: the keyboard between relatives and what it reads out, the hover
// path, the person search, folds, the relationship highlight and privacy.
import { PATH_LEVEL_DELAY_MS } from '../../../../src/features/hover-path/hover-path'
import { wideFamily, WIDE_IDS } from './wide-family'
import { cardIds, cardNamed, focusedName, press, relativesChartOf } from './setup'
import { loadLazyParts } from '../../../support/lazy-parts'

const sorted = (ids: string[]) => [...ids].sort()

// The relatives layout loads on first use; these tests draw as it is drawn once it is there.
beforeAll(loadLazyParts)

describe('the keyboard on the relatives chart', () => {
  it('arrows go to a parent, a spouse, a sibling and a child; Enter makes the focused person main', () => {
    const chart = relativesChartOf(wideFamily())
    cardNamed('Sam Reed').focus()
    // Along the row: his wife on one side, his sister on the other.
    press('ArrowRight')
    expect(focusedName()).toBe('Ana Reed')
    press('ArrowLeft')
    press('ArrowLeft')
    expect(focusedName()).toBe('Mia Reed')
    // Up to a parent (the card the family's link starts from), down to the child straight below him.
    press('ArrowUp')
    expect(focusedName()).toBe('Tom Reed')
    press('ArrowDown')
    expect(focusedName()).toBe('Mia Reed')
    // Down from the sister: her son, whom the hourglass does not draw at all.
    press('ArrowDown')
    expect(focusedName()).toBe('Ned Wide')
    press('Enter')
    expect(chart.getMainDatum().id).toBe('nephew')
    expect(sorted(cardIds())).toEqual(sorted(WIDE_IDS))
  })

  it("reads each card by the person's name, with one Tab stop on the main person's card", () => {
    relativesChartOf(wideFamily())
    const stops = [...document.querySelectorAll('#c .f3-canvas [tabindex="0"]')]
    expect(stops.map((el) => el.textContent)).toEqual(['Sam Reed'])
    expect(stops[0].getAttribute('aria-current')).toBe('true')
    expect(cardNamed('Olaf Wide').getAttribute('role')).toBe(stops[0].getAttribute('role'))
  })
})

describe('the hover path on the relatives chart', () => {
  it("lights the links from a cousin's card to the main person, a level at a time, and clears them on leave", () => {
    jest.useFakeTimers()
    try {
      const chart = relativesChartOf(wideFamily(), (c) => c.setCardHtml().setOnHoverPathToMain())
      const ned = document.querySelector('#c .card[data-id="nephew"]')!
      ned.dispatchEvent(new MouseEvent('mouseenter'))
      jest.advanceTimersByTime(PATH_LEVEL_DELAY_MS * 6)
      const lit = [...document.querySelectorAll('#c .f3-path-to-main')]
        .map((el) => el.getAttribute('data-link-id'))
        .filter(Boolean)
      // nephew → sister → their parents → me: three links, each a drawn link of the tree.
      expect(lit).toHaveLength(3)
      const ids = new Set(chart.store.getTree()!.links.map((l) => l.id))
      for (const id of lit) expect(ids.has(id!)).toBe(true)
      ned.dispatchEvent(new MouseEvent('mouseleave'))
      expect(document.querySelectorAll('#c path.f3-path-to-main')).toHaveLength(0)
    } finally {
      jest.useRealTimers()
    }
  })
})

describe('the person search on the relatives chart', () => {
  it('lists everyone and makes the chosen person main, still drawing everyone once', () => {
    const chart = relativesChartOf(wideFamily(), (c) => {
      c.setPersonDropdown((d) => `${d.data['first name']} ${d.data['last name']}`)
      return c.setCardHtml()
    })
    const input = document.querySelector<HTMLInputElement>('#c .f3-person-search')!
    input.dispatchEvent(new Event('focus'))
    input.value = 'Olaf'
    input.dispatchEvent(new Event('input'))
    const options = [...document.querySelectorAll<HTMLElement>('.f3-person-option')]
    expect(options.map((o) => o.textContent)).toEqual(['Olaf Wide'])
    options[0].dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true }))
    expect(chart.getMainDatum().id).toBe('fil')
    expect(chart.store.getTreeDatum('fil')).toMatchObject({ x: 0, y: 0 })
    expect(sorted(cardIds())).toEqual(sorted(WIDE_IDS))
  })
})

describe('folds on the relatives chart', () => {
  it("folding a person's descendants hides the people reached only through them; the card stays in place", () => {
    const chart = relativesChartOf(wideFamily(), (c) => {
      c.setCollapsible(true)
      return c.setCardHtml()
    })
    const before = chart.store.getTreeDatum('sis')!
    const at = [before.x, before.y]
    chart.collapse('sis', 'progeny')
    expect(cardIds()).not.toContain('nephew')
    expect(cardIds()).toContain('bil')
    const after = chart.store.getTreeDatum('sis')!
    expect([after.x, after.y]).toEqual(at)
    // Every bend of every link moved with the tree.
    for (const l of chart.store.getTree()!.links as { via?: number[][] }[])
      for (const p of l.via ?? []) expect(p.every(Number.isFinite)).toBe(true)
    chart.expand('sis', 'progeny')
    expect(cardIds()).toContain('nephew')
  })

  it("folding a person's ancestors hides the people reached only through them", () => {
    const chart = relativesChartOf(wideFamily(), (c) => c.setCardHtml())
    chart.collapse('wife', 'ancestry')
    expect(cardIds()).not.toContain('fil')
    expect(cardIds()).not.toContain('mil')
    // The wife's brother is reached only through her parents.
    expect(cardIds()).not.toContain('wb')
    expect(cardIds()).toContain('wife')
  })
})

describe('the relationship highlight on the relatives chart', () => {
  it('highlights the path between two people already drawn without changing the main person', () => {
    const chart = relativesChartOf(wideFamily())
    const shown = chart.showRelationship('nephew', 'wb')
    expect(shown).not.toBeNull()
    expect(chart.getMainDatum().id).toBe('me')
    // nephew → sister → parents (Tom) → me → wife → her parents (Olaf) → her brother: each card on the path marked,
    // and the links between them.
    const onPath = [...document.querySelectorAll('#c .card[data-id]')]
      .filter((el) => el.closest('.f3-relationship-path') || el.classList.contains('f3-relationship-path'))
      .map((el) => el.getAttribute('data-id')!)
    expect(sorted(onPath)).toEqual(sorted(['nephew', 'sis', 'dad', 'me', 'wife', 'fil', 'wb']))
    expect(document.querySelectorAll('#c path.f3-link.f3-relationship-path').length).toBeGreaterThanOrEqual(6)
    expect(sorted(cardIds())).toEqual(sorted(WIDE_IDS))
  })
})

describe('privacy on the relatives chart', () => {
  it('living people are private cards: no name on the card, in the search or in a layout note', () => {
    const data = wideFamily()
    for (const d of data) d.data.death = d.id === 'gf' || d.id === 'gm' ? '2000' : ''
    const chart = relativesChartOf(data, (c) => {
      c.setPrivacy({ living: true })
      return c.setCardHtml()
    })
    expect(cardIds()).toHaveLength(WIDE_IDS.length)
    const text = document.querySelector('#c .f3-cards-view, #c')!.textContent!
    expect(text).not.toContain('Olaf')
    expect(text).toContain('Abe Reed')
    expect(chart.store.getTreeDatum('fil')!.is_private).toBe(true)
  })
})
