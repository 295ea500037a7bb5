/**
 * @jest-environment jsdom
 */
// The parts features load on first use, on that first use: what a method returns at once is returned at once, and
// what is drawn follows when the part arrives. Each test starts from a fresh module registry, so no part is loaded.
import type { FullChart } from '../../src/compat/full-chart'
import type { LazyPart } from '../../src/schedule/on-first-use'
import type { TreeDatum } from '../../src/layout/types'
import { bigFamily } from '../data/kinship/family'
import { generateFamily } from '../fixtures/generate-family'
import { manualSource, pedigree } from './data-source/fake-family'
import { until } from '../support/lazy-parts'

let createChart: (cont: string, data: unknown[]) => FullChart
let chart: FullChart | null = null
const cont = () => document.getElementById('c')!
/** A loader of the fresh registry, by its module and export name. */
const loader = (path: string, name: string): LazyPart<unknown> => require(`../../src/features/${path}`)[name]

beforeEach(() => {
  jest.resetModules()
  ;({ createChart } = require('../../src/compat/full-chart'))
  document.body.innerHTML = '<div id="c" style="width:800px;height:600px"></div>'
})
afterEach(() => {
  chart?.destroy()
  chart = null
})

function familyChart(data: unknown[] = bigFamily()): FullChart {
  chart = createChart('#c', data).setTransitionTime(0)
  chart.setCardHtml()
  return chart
}

describe('showRelationship on first use', () => {
  it('returns the path and its label at once, and draws them when the view arrives', async () => {
    const view = loader('relationship/load-view', 'relationshipView')
    familyChart().updateMainId('main').updateTree({ initial: true })
    expect(view.ready()).toBeUndefined()
    const shown = chart!.showRelationship('main', 'cousin')
    expect(shown).toEqual({ path: ['main', 'dad', 'gf', 'uncle', 'cousin'], label: '1st cousin' })
    expect(cont().querySelector('.f3-relationship-path')).toBeNull()
    await view.load()
    const lit = [...cont().querySelectorAll('.f3-card.f3-relationship-path')].map((c) => c.getAttribute('data-id'))
    expect(lit.sort()).toEqual(['cousin', 'dad', 'gf', 'main', 'uncle'])
    expect(chart!.getMainDatum().id).toBe('gf')
    expect(cont().querySelector('.f3-relationship-status p')!.textContent).toBe("cousin is main's 1st cousin.")
  })

  it('draws nothing for a chart destroyed before the view arrived', async () => {
    const view = loader('relationship/load-view', 'relationshipView')
    familyChart().updateMainId('main').updateTree({ initial: true })
    chart!.showRelationship('main', 'wife')
    chart!.destroy()
    await view.load()
    expect(cont().querySelector('.f3-relationship-status')).toBeNull()
  })
})

describe('the data report on first use', () => {
  it('writes the problems of the data the chart was given once the report arrives, and draws at once', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const report = loader('validation/load-report', 'reportPart')
      const data = bigFamily()
      data[0].rels.children = [...(data[0].rels.children ?? []), 'nobody']
      familyChart(data).updateMainId('main').updateTree({ initial: true })
      expect(cont().querySelector('.f3-card[data-id="dad"]')).not.toBeNull()
      expect(warn).not.toHaveBeenCalled()
      await report.load()
      expect(warn).toHaveBeenCalledTimes(1)
      expect(warn.mock.calls[0][0]).toMatch(/family-chart: 1 problem\(s\) in the data:[\s\S]*nobody/)
    } finally {
      warn.mockRestore()
    }
  })
})

describe('the person search box on first use', () => {
  it('draws the box at once and lists what was typed meanwhile when its behaviour arrives', async () => {
    const behaviour = loader('person-search/load-behaviour', 'searchBehaviour')
    familyChart().updateMainId('main').updateTree({ initial: true })
    chart!.setPersonDropdown((d) => String(d.id))
    // The box is there at once, named, in the nav area: the tree is fitted below it from the first drawing.
    const input = cont().querySelector<HTMLInputElement>('input.f3-person-search')!
    expect(input.getAttribute('aria-label')).toBe('Search')
    expect(input.getAttribute('role')).toBe('combobox')
    // Typed and focused before the behaviour arrived: nothing is listed yet, nothing is lost.
    input.focus()
    input.value = 'da'
    input.dispatchEvent(new Event('input'))
    const listbox = cont().querySelector<HTMLElement>('[role="listbox"]')!
    expect(listbox.children.length).toBe(0)
    await behaviour.load()
    expect(input.getAttribute('aria-expanded')).toBe('true')
    const options = [...listbox.querySelectorAll('[role="option"]')].map((o) => o.textContent)
    expect(options.length).toBeGreaterThan(0)
    expect(options.every((label) => label!.toLowerCase().includes('da'))).toBe(true)
    // And it behaves from then on: Enter on the only match, or arrows then Enter, makes that person main.
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown' }))
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }))
    expect(chart!.store.getMainId()).toBe(options[0]!.replace(/ \(not connected\)$/, ''))
  })
})

describe('the hover path on first use', () => {
  it('lights the way from a card hovered before the lighting arrived, and nothing once the pointer has left', async () => {
    const lighting = loader('hover-path/load-path', 'hoverPathPart')
    const chart = familyChart().updateMainId('main')
    const card = chart.setCardHtml().setOnHoverPathToMain()
    chart.updateTree({ initial: true })
    const litCards = () => cont().querySelectorAll('.card-inner.f3-path-to-main').length
    const dad = cont().querySelector('.f3-card[data-id="dad"]')!.closest('.f3-card-cont') as unknown as {
      __data__: TreeDatum
    }
    card.onEnterPathToMain(new Event('mouseenter'), dad.__data__)
    expect(litCards()).toBe(0)
    await lighting.load()
    await until(() => litCards() >= 2, 'the cards from dad to main lit')
    card.onLeavePathToMain(new Event('mouseleave'), dad.__data__)
    expect(litCards()).toBe(0)
  })
})

describe('the card actions menu on first use', () => {
  it('keeps the browser menu away at once and opens its own when it arrives', async () => {
    const menu = loader('card-actions/load-menu', 'cardMenu')
    familyChart().updateMainId('main').updateTree({ initial: true })
    const right = new MouseEvent('contextmenu', { bubbles: true, cancelable: true, button: 2 })
    cont().querySelector('.f3-card[data-id="dad"]')!.dispatchEvent(right)
    expect(right.defaultPrevented).toBe(true)
    // The menu's element is there from the start, empty and hidden, until its code arrives.
    const opened = cont().querySelector<HTMLElement>('[role="menu"]')!
    expect([opened.hidden, opened.children.length]).toEqual([true, 0])
    await menu.load()
    expect(opened.hidden).toBe(false)
    expect(opened.getAttribute('aria-label')).toBe('Actions for dad')
    expect(document.activeElement?.textContent).toBe('How are we related?')
  })
})

describe('setDataSource on first use', () => {
  it('holds the redraws asked for until its wiring arrives, then draws the first one and asks the source once', async () => {
    const wiring = loader('data-source/load-wiring', 'dataSourceWiring')
    const source = manualSource(pedigree(15))
    familyChart([])
      .setCardHtml()
      .setCardDisplay([['first name']])
    chart!.setDataSource(source, { cacheSize: 40 })
    chart!.updateMainId('p1').updateTree({ initial: true })
    chart!.updateTree({ tree_position: 'inherit' })
    expect(chart!.getDataSourceStats()).toEqual({
      cached: 0,
      loading: 0,
      failed: 0,
      evicted: 0,
      requests: 0,
      unsaved: 0,
      cacheSize: 40,
    })
    expect(source.calls).toEqual([])
    await wiring.load()
    expect(source.calls).toEqual([['p1']])
    expect(cont().querySelectorAll('.f3-card-loading[aria-busy="true"]')).toHaveLength(1)
    await source.releaseAll()
    expect(cont().querySelectorAll('.f3-card-label').length).toBeGreaterThan(1)
  })

  it('saves the local changes once the wiring is there', async () => {
    const saved: unknown[] = []
    familyChart([])
    chart!.setDataSource(manualSource(pedigree(3)), { save: (changes) => void saved.push(changes) })
    await expect(chart!.saveDataSourceChanges()).resolves.toBeUndefined()
    expect(chart!.getDataSourceStats()!.requests).toBe(0)
    expect(saved).toEqual([])
  })
})

describe('the overview on first use', () => {
  const overviewShown = () => {
    const g = cont().querySelector<SVGGElement>('g.f3-overview')
    return !!g && g.style.display !== 'none'
  }

  it('draws no cards for a big tree seen from far, and the overview once it arrives', async () => {
    familyChart(generateFamily(1000, 11)).updateTree({ initial: true })
    expect(cont().querySelectorAll('.f3-card-cont')).toHaveLength(0)
    await until(overviewShown, 'the overview')
    expect(cont().querySelectorAll('.f3-card-cont')).toHaveLength(0)
  })

  it('draws the cards when the overview cannot be loaded', async () => {
    jest.doMock('../../src/features/large-trees/overview-drawing', () => {
      throw new Error('offline')
    })
    const error = jest.spyOn(console, 'error').mockImplementation(() => {})
    try {
      familyChart(generateFamily(1000, 11)).updateTree({ initial: true })
      await until(() => cont().querySelectorAll('.f3-card-cont').length > 0, 'the cards')
      expect(overviewShown()).toBe(false)
      expect(error.mock.calls[0][0]).toBe('family-chart: could not load the overview.')
    } finally {
      error.mockRestore()
    }
  })
})

describe('the relatives chart on first use', () => {
  const layoutPart = () => loader('../chart-types/relatives/load-layout', 'relativesLayoutPart')
  const drawn = () => [...cont().querySelectorAll('.card[data-id]')].map((c) => c.getAttribute('data-id'))

  it('takes its settings at once, draws the hourglass while busy, and redraws as relatives when the layout arrives', async () => {
    const layout = layoutPart()
    familyChart().updateMainId('main')
    chart!.setChartType('relatives').setRelativesDepth(4)
    expect([chart!.getChartType(), chart!.getRelativesDepth()]).toEqual(['relatives', 4])
    chart!.updateTree({ initial: true })
    expect(layout.ready()).toBeUndefined()
    // The hourglass meanwhile: main's ancestors are there, their other descendants (a cousin) are not.
    expect(drawn()).toEqual(expect.arrayContaining(['main', 'dad', 'gf']))
    expect(drawn()).not.toContain('cousin')
    expect(cont().getAttribute('aria-busy')).toBe('true')
    await layout.load()
    await until(() => drawn().includes('cousin'), 'the relatives chart')
    expect(cont().hasAttribute('aria-busy')).toBe(false)
    expect(drawn()).not.toContain('stranger')
    expect(chart!.getChartType()).toBe('relatives')
  })

  it('keeps the hourglass when the chart went back to it before the layout arrived', async () => {
    const layout = layoutPart()
    familyChart().updateMainId('main').setChartType('relatives').updateTree({ initial: true })
    chart!.setChartType('hourglass').updateTree({ tree_position: 'inherit' })
    const before = drawn().sort()
    await layout.load()
    expect(drawn().sort()).toEqual(before)
    expect(before).not.toContain('cousin')
    expect(cont().hasAttribute('aria-busy')).toBe(false)
  })

  it('draws nothing for a chart destroyed before the layout arrived', async () => {
    const layout = layoutPart()
    familyChart().updateMainId('main').setChartType('relatives').updateTree({ initial: true })
    chart!.destroy()
    const error = jest.spyOn(console, 'error').mockImplementation(() => {})
    try {
      await layout.load()
      expect(drawn()).toEqual([])
      expect(error).not.toHaveBeenCalled()
    } finally {
      error.mockRestore()
    }
  })
})

describe('the fan chart on first use', () => {
  const bodyPart = () => loader('../chart-types/fan/load-body', 'fanBodyPart')
  const cards = () => cont().querySelectorAll('.card[data-id]').length
  const places = () => cont().querySelectorAll('.f3-fan-place[data-id]').length

  it('takes its settings at once, draws the hourglass while busy, and redraws as a fan when its drawing arrives', async () => {
    const body = bodyPart()
    familyChart().updateMainId('main')
    chart!.setChartType('fan').setFanDegrees(270)
    expect(chart!.getChartType()).toBe('fan')
    chart!.updateTree({ initial: true })
    expect(body.ready()).toBeUndefined()
    expect(cards()).toBeGreaterThan(0)
    expect(places()).toBe(0)
    expect(cont().getAttribute('aria-busy')).toBe('true')
    await body.load()
    await until(() => places() > 0, 'the fan')
    expect(cont().hasAttribute('aria-busy')).toBe(false)
    expect(cards()).toBe(0)
  })

  it('keeps the hourglass when the chart went back to it before the drawing arrived', async () => {
    const body = bodyPart()
    familyChart().updateMainId('main').setChartType('fan').updateTree({ initial: true })
    chart!.setChartType('hourglass').updateTree({ tree_position: 'inherit' })
    await body.load()
    expect(places()).toBe(0)
    expect(cards()).toBeGreaterThan(0)
  })
})
