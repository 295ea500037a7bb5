/**
 * @jest-environment jsdom
 */
// Above the incremental-layout size, a switch of main person keeps the drawn tree until the new layout is ready,
// then draws it and runs afterUpdate; reading the tree meanwhile gets the new one at once.
import { createChart, type FullChart as Chart } from '../../src/compat/full-chart'
import { generateFamily } from '../fixtures/generate-family'

const mainCardName = () => (document.querySelector('#c .card-main') as HTMLElement | null)?.textContent?.trim()
const nextUpdate = (chart: Chart) => new Promise<void>((resolve) => chart.setAfterUpdate(() => resolve()))

function bigChart() {
  document.body.innerHTML = '<div id="c"></div>'
  const data = generateFamily(600, 4)
  const chart = createChart('#c', data).setTransitionTime(0).setIncrementalLayout({ min_people: 500 })
  chart.setCardHtml().setCardDisplay([['first name']])
  return { chart, data }
}

describe('incremental layout in the chart', () => {
  it('keeps the old view while the new layout is computed, then draws the new main person', async () => {
    const { chart, data } = bigChart()
    let drawn = nextUpdate(chart)
    chart.updateTree({ initial: true, tree_position: 'main_to_middle' })
    expect(mainCardName()).toBeUndefined()
    await drawn
    expect(mainCardName()).toBe(data[0].data['first name'])

    const next = data[300]
    drawn = nextUpdate(chart)
    chart.updateMainId(next.id).updateTree({ tree_position: 'main_to_middle' })
    expect(mainCardName()).toBe(data[0].data['first name'])
    await drawn
    expect(mainCardName()).toBe(next.data['first name'])
  })

  it('lays out at once below the size, as before', () => {
    document.body.innerHTML = '<div id="c"></div>'
    const data = generateFamily(600, 4)
    const chart = createChart('#c', data).setTransitionTime(0)
    chart.setCardHtml().setCardDisplay([['first name']])
    const after = jest.fn()
    chart.setAfterUpdate(after)
    chart.updateTree({ initial: true, tree_position: 'main_to_middle' })
    expect(after).toHaveBeenCalledTimes(1)
    expect(mainCardName()).toBe(data[0].data['first name'])
  })

  it('finishes the layout at once for code that reads the tree right after updateTree', () => {
    const { chart, data } = bigChart()
    const after = jest.fn()
    chart.setAfterUpdate(after)
    chart.updateMainId(data[42].id).updateTree({ initial: true })
    expect(chart.store.getTreeMainDatum().data.id).toBe(data[42].id)
    expect(after).toHaveBeenCalledTimes(1)
    expect(mainCardName()).toBe(data[42].data['first name'])
  })
})

it('leaves a running layout to run: a key press meanwhile acts on the tree on screen', async () => {
  const { chart, data } = bigChart()
  let drawn = nextUpdate(chart)
  chart.updateTree({ initial: true, tree_position: 'main_to_middle' })
  await drawn
  drawn = nextUpdate(chart)
  chart.updateMainId(data[300].id).updateTree({ tree_position: 'main_to_middle' })
  // An arrow from the focused main card to a relative reads the tree.
  const card = document.querySelector('#c .card-main')!
  const stop = (card.closest('[tabindex]') ?? card) as HTMLElement
  stop.focus()
  stop.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }))
  expect(chart.store.isUpdating!()).toBe(true)
  expect(mainCardName()).toBe(data[0].data['first name'])
  await drawn
  expect(mainCardName()).toBe(data[300].data['first name'])
})
