/**
 * @jest-environment jsdom
 */
// The order of events code written for 0.8 / 0.9 relies on: the tree and the cards right after updateTree (big trees
// laid out in slices included), a chart created again in its container, the search box's default choice.
import * as f3 from '../../src/index'
import { cardNamed, container, editableChart, family } from './harness'

const mainCard = () => document.querySelector('#FamilyChart .card.card-main')?.getAttribute('data-id')

describe('a tree laid out in slices (big trees; here a small one, so all its cards are in the page)', () => {
  function bigChart() {
    container()
    const data = family()
    const chart = f3.createChart('#FamilyChart', data).setTransitionTime(0).setIncrementalLayout({ min_people: 3 })
    chart.setCardHtml().setCardDisplay([['first name']])
    return { chart, data }
  }

  it('is drawn at once when page code reads store.state.tree right after updateTree', () => {
    const { chart, data } = bigChart()
    const after = jest.fn()
    chart.setAfterUpdate(after)
    chart.updateTree({ initial: true })
    expect(mainCard()).toBeUndefined()
    expect(chart.store.state.tree!.main_id).toBe(data[0].id)
    expect(mainCard()).toBe(data[0].id)
    expect(after).toHaveBeenCalledTimes(1)

    chart.updateMainId('kid').updateTree({ tree_position: 'inherit' })
    expect(mainCard()).toBe(data[0].id)
    expect(chart.store.getTreeMainDatum().data.id).toBe('kid')
    expect(mainCard()).toBe('kid')
    expect(after).toHaveBeenCalledTimes(2)
  })

  it('runs setAfterUpdate once the new tree is drawn, when nobody reads it before', async () => {
    const { chart, data } = bigChart()
    const drawn = new Promise<string | null | undefined>((resolve) => chart.setAfterUpdate(() => resolve(mainCard())))
    chart.updateTree({ initial: true })
    expect(await drawn).toBe(data[0].id)
  })
})

describe('a chart created again in the same container', () => {
  it('replaces the earlier one: one canvas, one nav area, one form, and the earlier chart no longer draws', () => {
    const cont = container()
    const make = () => {
      const chart = f3.createChart(cont, family()).setTransitionTime(0)
      const card = chart.setCardHtml().setCardDisplay([['first name', 'last name']])
      chart.editTree().setCardClickOpen(card)
      chart.updateTree({ initial: true })
      return chart
    }
    const first = make()
    cardNamed('Lia Reed').click()
    expect(cont.querySelector('.f3-form-title')!.textContent).toBe('Lia Reed')
    make()
    expect(cont.querySelectorAll('.f3-canvas')).toHaveLength(1)
    expect(cont.querySelectorAll('.f3-nav-cont')).toHaveLength(1)
    expect(cont.querySelectorAll('.f3-form-cont')).toHaveLength(1)
    expect(cont.querySelector('.f3-form-title')).toBeNull()
    expect(cont.querySelectorAll('.card')).toHaveLength(5)
    first.updateMainId('wife').updateTree({})
    expect(mainCard()).toBe('me')
  })
})

describe('the person search box without onSelect', () => {
  it("opens the chosen person's form and makes them main, as in 0.8 / 0.9", () => {
    const { chart } = editableChart(f3, (_et, c) =>
      c.setPersonDropdown((d: f3.Datum) => `${d.data['first name']} ${d.data['last name']}`),
    )
    const input = document.querySelector<HTMLInputElement>('.f3-person-search')!
    input.dispatchEvent(new Event('focus'))
    const option = [...document.querySelectorAll<HTMLElement>('.f3-autocomplete-item')].find(
      (o) => o.textContent === 'Lia Reed',
    )!
    option.click()
    expect(chart.getMainDatum().id).toBe('kid')
    expect(mainCard()).toBe('kid')
    expect(document.querySelector('.f3-form-title')!.textContent).toBe('Lia Reed')
  })
})
