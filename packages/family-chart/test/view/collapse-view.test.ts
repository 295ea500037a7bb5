/**
 * @jest-environment jsdom
 */
// Folding branches in the DOM: the fold controls on HTML and SVG cards (off by default), the badge, the A and D keys,
// the card kept in place, the API and its event, and folds kept through updates, a new main person, undo and redo.
import { createChart } from '../../src/compat/full-chart'
import { smallFamily } from '../fixtures/small-family'
import type { CollapseEvent } from '../../src/features/collapse/fold-events'

function setup(kind: 'html' | 'svg' = 'html', collapsible = true) {
  document.body.innerHTML = '<div id="c" style="width:900px;height:600px"></div>'
  const chart = createChart('#c', smallFamily()).setTransitionTime(0)
  const card = kind === 'html' ? chart.setCardHtml() : chart.setCardSvg()
  card.setCardDisplay([['first name', 'last name']])
  if (collapsible) chart.setCollapsible(true)
  chart.updateTree({ initial: true })
  return chart
}

const root = () => document.getElementById('c')!
const names = () => [...root().querySelectorAll('.f3-card')].map((c) => c.textContent).sort()
const cardNamed = (name: string) =>
  [...root().querySelectorAll<HTMLElement>('.f3-card')].find((c) => c.textContent === name)!
const controlsOf = (name: string) => [...cardNamed(name).parentElement!.querySelectorAll<HTMLElement>('.f3-fold')]
const control = (label: string) => root().querySelector<HTMLElement>(`.f3-fold[aria-label="${label}"]`)
const treeCard = (chart: ReturnType<typeof setup>, id: string) =>
  chart.store.getTree()!.data.find((d) => d.data.id === id)!
const press = (key: string) =>
  document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))

describe.each(['html', 'svg'] as const)('fold controls on %s cards', (kind) => {
  it('are off by default: no control, and the cards are as before', () => {
    setup(kind, false)
    expect(root().querySelector('.f3-fold')).toBeNull()
  })

  it('fold a father\'s ancestors into a "+2" badge and show them again, his card staying in place', () => {
    const chart = setup(kind)
    const events: CollapseEvent[] = []
    chart.setOnCollapse((e) => {
      events.push(e)
    })
    expect(names()).toEqual(expect.arrayContaining(['Abe Reed', 'Ida Reed']))
    const before = { ...treeCard(chart, 'dad') }
    const hide = control('Hide 2 ancestors of Tom Reed')!
    expect(hide).toBeTruthy()
    expect(hide.getAttribute('aria-expanded')).toBe('true')
    hide.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    expect(names()).not.toContain('Abe Reed')
    expect(names()).not.toContain('Ida Reed')
    const show = control('Show 2 ancestors of Tom Reed')!
    expect(show.textContent).toContain('+2')
    expect(show.getAttribute('aria-expanded')).toBe('false')
    expect(chart.isCollapsed('dad', 'ancestry')).toBe(true)
    // The card whose control was pressed keeps its place in tree coordinates (the view did not move).
    expect([treeCard(chart, 'dad').x, treeCard(chart, 'dad').y]).toEqual([before.x, before.y])
    expect(events).toEqual([{ id: 'dad', side: 'ancestry', collapsed: true, hiddenCount: 2 }])
    expect(root().querySelector('[aria-live="polite"]')!.textContent).toBe('Hid 2 ancestors of Tom Reed')
    show.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    expect(names()).toEqual(expect.arrayContaining(['Abe Reed', 'Ida Reed']))
    expect([treeCard(chart, 'dad').x, treeCard(chart, 'dad').y]).toEqual([before.x, before.y])
    expect(events[1]).toEqual({ id: 'dad', side: 'ancestry', collapsed: false, hiddenCount: 2 })
  })

  it('puts both controls on the main card and one on each other card with a branch to fold', () => {
    setup(kind)
    expect(
      controlsOf('Sam Reed')
        .map((c) => c.getAttribute('aria-label'))
        .sort(),
    ).toEqual(['Hide 1 descendant of Sam Reed', 'Hide 4 ancestors of Sam Reed'])
    // The spouse, the child without children and the grandparents without parents have nothing to fold.
    for (const name of ['Ana Reed', 'Lia Reed', 'Abe Reed', 'Eve Reed']) expect(controlsOf(name)).toEqual([])
  })

  it('A and D on the focused card fold and open its ancestors and descendants; focus stays on the card', () => {
    setup(kind)
    cardNamed('Sam Reed').focus()
    press('d')
    expect(names()).not.toContain('Lia Reed')
    expect(document.activeElement).toBe(cardNamed('Sam Reed'))
    press('A')
    expect(names()).not.toContain('Tom Reed')
    expect(control('Show 4 ancestors of Sam Reed')).toBeTruthy()
    press('a')
    press('D')
    expect(names()).toEqual(expect.arrayContaining(['Tom Reed', 'Abe Reed', 'Lia Reed']))
    expect(document.activeElement).toBe(cardNamed('Sam Reed'))
  })
})

describe('folds through the API', () => {
  it('collapse before the first drawing, expand after; folds stay through updateTree, updateData and a new main person', () => {
    document.body.innerHTML = '<div id="c" style="width:900px;height:600px"></div>'
    const chart = createChart('#c', smallFamily()).setTransitionTime(0)
    chart.setCardHtml().setCardDisplay([['first name', 'last name']])
    chart.collapse('dad', 'ancestry').collapse('me', 'progeny')
    chart.updateTree({ initial: true })
    expect(names()).not.toContain('Abe Reed')
    expect(names()).not.toContain('Lia Reed')
    chart.updateData(chart.store.getData()).updateTree({ tree_position: 'inherit' })
    expect(names()).not.toContain('Abe Reed')
    // Tom as main: his ancestors are still folded (the badge is on his card, now the main one).
    chart.updateMainId('dad').updateTree({})
    expect(names()).not.toContain('Abe Reed')
    expect(chart.isCollapsed('dad', 'ancestry')).toBe(true)
    chart.expand('dad', 'ancestry')
    expect(names()).toContain('Abe Reed')
    expect(chart.isCollapsed('dad', 'ancestry')).toBe(false)
    // Without setCollapsible there are no controls, but the API works.
    expect(root().querySelector('.f3-fold')).toBeNull()
  })

  it('keeps the fold through an edit, its undo and its redo in the edit tree', () => {
    const chart = setup('html')
    const et = chart.editTree()
    chart.collapse('dad', 'ancestry')
    const data = chart.store
      .getData()
      .map((d) => (d.id === 'kid' ? { ...d, data: { ...d.data, 'first name': 'Lio' } } : d))
    chart.updateData(data).updateTree({ tree_position: 'inherit' })
    et.updateHistory()
    expect(names()).toContain('Lio Reed')
    et.history.back()
    expect(names()).toContain('Lia Reed')
    expect(names()).not.toContain('Abe Reed')
    et.history.forward()
    expect(names()).toContain('Lio Reed')
    expect(names()).not.toContain('Abe Reed')
  })

  it('ignores an unknown person or side and a fold already in place', () => {
    const chart = setup('html')
    const events: CollapseEvent[] = []
    chart.setOnCollapse((e) => {
      events.push(e)
    })
    chart
      .collapse('nobody', 'ancestry')
      .collapse('dad', 'sideways' as never)
      .expand('dad', 'ancestry')
    expect(events).toEqual([])
    expect(names()).toContain('Abe Reed')
  })
})
