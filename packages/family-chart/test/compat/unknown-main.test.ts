/**
 * @jest-environment jsdom
 */
// updateMainId with an id no one has, on data in memory: like 0.8.0 and 0.9.0 the chart draws and afterUpdate runs;
// unlike them (they draw the first person and getMainDatum() then throws) the main person stays who it was, so every
// public read works, and the console says why the main person did not change.
import { container, family, libraries, nameOf } from './harness'

let warn: jest.SpyInstance
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => warn.mockRestore())

/** A chart of the harness family on `f3`, drawn with Lia ('kid') as the main person; afterUpdate is counted. */
function chartAtKid(f3: any) {
  container()
  const chart = f3.createChart('#FamilyChart', family()).setTransitionTime(0)
  chart.setCardHtml().setCardDisplay([['first name', 'last name']])
  chart.updateMainId('kid').updateTree({ initial: true })
  const drawn: string[] = []
  chart.setAfterUpdate(() => drawn.push(nameOf(chart.store.getTree().data[0])))
  return { chart, drawn }
}

describe('updateMainId with an unknown id, data in memory', () => {
  it.each(libraries().map((lib) => [lib.name, lib.f3]))('%s draws a tree and runs afterUpdate once', (_name, f3) => {
    const { chart, drawn } = chartAtKid(f3)
    expect(() => chart.updateMainId('nope').updateTree({})).not.toThrow()
    expect(drawn).toHaveLength(1)
    expect(document.querySelectorAll('#FamilyChart .card').length).toBeGreaterThan(1)
  })

  it('ours keeps the main person it had, so getMainDatum() and the tree read them, and warns once', () => {
    const { chart, drawn } = chartAtKid(libraries()[0].f3)
    chart.updateMainId('nope').updateTree({})
    expect(chart.getMainDatum().id).toBe('kid')
    expect(chart.store.getTreeMainDatum().data.id).toBe('kid')
    expect(drawn).toEqual(['Lia Reed'])
    expect(document.querySelector('#FamilyChart .card-main')!.textContent).toBe('Lia Reed')
    chart.updateTree({})
    expect(warn.mock.calls.map((c) => c[0])).toEqual([
      'family-chart: no person has the id "nope" given to updateMainId; the main person is "kid".',
    ])
  })
})
