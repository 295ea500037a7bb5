/**
 * @jest-environment jsdom
 */
// Loads the built IIFE bundle the way a plain HTML page does (global d3 first), then drives a chart through it.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { smallFamily } from '../fixtures/small-family'
import { generateFamily } from '../fixtures/generate-family'

const root = join(__dirname, '..', '..')

function loadScript(path: string) {
  // Indirect eval runs the file in the global scope, like a <script> tag.
  ;(0, eval)(readFileSync(path, 'utf8'))
}

describe('the UMD bundle with global d3', () => {
  let f3: any
  beforeAll(() => {
    loadScript(join(root, '..', '..', 'node_modules', 'd3', 'dist', 'd3.min.js'))
    expect(typeof (globalThis as any).d3.select).toBe('function')
    // The bundle declares `var f3`; read it back the way a later <script> would see the global.
    f3 = new Function(readFileSync(join(root, 'dist', 'family-chart.min.js'), 'utf8') + '\nreturn f3')()
  })

  beforeEach(() => {
    document.body.innerHTML = '<div id="FamilyChart" style="width:800px;height:600px"></div>'
  })

  it('exposes the API names on the global f3', () => {
    for (const name of [
      'createChart',
      'calculateTree',
      'createStore',
      'cardHtml',
      'cardSvg',
      'CardHtml',
      'CardSvg',
      'validateData',
    ]) {
      expect(typeof f3[name]).toBe('function')
    }
    expect(typeof f3.icons.personIcon()).toBe('string')
    expect(f3.default.createChart).toBe(f3.createChart)
  })

  it('carries every name of the published 0.8.0 and 0.9.0 globals, nested namespaces and default included', () => {
    const names = (ns: any) =>
      Object.keys(ns)
        .filter((k) => k !== 'default')
        .flatMap((k) => (ns[k] && typeof ns[k] === 'object' ? Object.keys(ns[k]).map((inner) => `${k}.${inner}`) : [k]))
    for (const pkg of ['family-chart-080', 'family-chart-published']) {
      const theirs = require(pkg)
      expect(names(theirs).filter((name) => name.split('.').reduce((o: any, k) => o?.[k], f3) === undefined)).toEqual(
        [],
      )
      expect(Object.keys(theirs.default).filter((name) => f3.default[name] === undefined)).toEqual([])
    }
  })

  it('draws with the low-level path of the published READMEs: createStore, createSvg, elements.Card, view', () => {
    const store = f3.createStore({ data: smallFamily(), node_separation: 250, level_separation: 150 })
    const svg = f3.createSvg(document.querySelector('#FamilyChart'))
    const Card = f3.elements.Card({
      store,
      svg,
      card_dim: { w: 220, h: 70, text_x: 75, text_y: 15, img_w: 60, img_h: 60, img_x: 5, img_y: 5 },
      card_display: [(d: any) => d.data['first name']],
      mini_tree: true,
      link_break: false,
    })
    store.setOnUpdate((props: any) => f3.view(store.getTree(), svg, Card, props || {}))
    store.updateTree({ initial: true })
    const texts = [...document.querySelectorAll('#FamilyChart g.card_cont .card text')].map((t) => t.textContent)
    expect(texts).toEqual(expect.arrayContaining(['Sam', 'Abe', 'Lia']))
  })

  it('draws cards and makes a clicked card main', () => {
    const chart = f3.createChart('#FamilyChart', smallFamily()).setTransitionTime(0)
    chart.setCardHtml().setCardDisplay([['first name', 'last name']])
    chart.updateTree({ initial: true })
    const cards = () => [...document.querySelectorAll<HTMLElement>('#FamilyChart div.f3-card')]
    expect(cards().map((c) => c.textContent)).toEqual(expect.arrayContaining(['Sam Reed', 'Tom Reed', 'Lia Reed']))
    expect(document.querySelector('.f3-card-main')!.textContent).toBe('Sam Reed')
    expect(document.querySelectorAll('#FamilyChart path.f3-link').length).toBeGreaterThan(3)

    const dad = cards().find((c) => c.textContent === 'Tom Reed')!
    dad.click()
    expect(chart.getMainDatum().id).toBe('dad')
    expect(document.querySelector('.f3-card-main')!.textContent).toBe('Tom Reed')
    // From dad, his daughter (not drawn before) is now on screen.
    expect(cards().some((c) => c.textContent === 'Mia Reed')).toBe(true)
  })

  it('works with the deprecated setCard(f3.CardSvg) form', () => {
    const chart = f3.createChart('#FamilyChart', smallFamily()).setTransitionTime(0)
    const card = chart.setCard(f3.CardSvg)
    card.setCardDisplay([['first name']])
    chart.updateTree({ initial: true })
    const texts = [...document.querySelectorAll('#FamilyChart g.f3-card text')].map((t) => t.textContent)
    expect(texts).toEqual(expect.arrayContaining(['Sam', 'Abe']))
  })

  it('has the parts features load on first use inside: they draw at once, as everything else does', () => {
    const chart = f3.createChart('#FamilyChart', smallFamily()).setTransitionTime(0)
    chart.setCardHtml().setCardDisplay([['first name', 'last name']])
    chart.updateTree({ initial: true })
    const lit = () => [...document.querySelectorAll('#FamilyChart .f3-card.f3-relationship-path')]
    expect(chart.showRelationship('me', 'dad')).toEqual({ path: ['me', 'dad'], label: 'father' })
    expect(
      lit()
        .map((c) => c.getAttribute('data-id'))
        .sort(),
    ).toEqual(['dad', 'me'])
    const dad = document.querySelector('#FamilyChart .f3-card[data-id="dad"]')!
    dad.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true, button: 2 }))
    expect(document.querySelector<HTMLElement>('#FamilyChart [role="menu"]')!.hidden).toBe(false)

    const asked: string[][] = []
    const remote = f3.createChart('#FamilyChart', []).setTransitionTime(0)
    remote.setCardHtml()
    remote.setDataSource({ load: (ids: string[]) => (asked.push(ids), new Promise(() => {})) })
    remote.updateMainId('p1').updateTree({ initial: true })
    expect(asked).toEqual([['p1']])
    expect(document.querySelectorAll('#FamilyChart .f3-card-loading')).toHaveLength(1)

    const big = f3.createChart('#FamilyChart', generateFamily(1000, 11)).setTransitionTime(0)
    big.setCardHtml()
    big.updateTree({ initial: true })
    expect(document.querySelector<SVGGElement>('#FamilyChart g.f3-overview')!.style.display).not.toBe('none')
  })
})
