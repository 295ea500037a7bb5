/**
 * @jest-environment jsdom
 */
// Chart.setDataSource: placeholders while loading, then names; Retry after a failure; the later of two quick main
// changes wins; eviction keeps the cache bounded; afterUpdate once the view is complete; local edits until saved.
import { createChart } from '../../../src/compat/full-chart'
import { flush, manualSource, pedigree } from './fake-family'

function setup(size = 63, options = {}) {
  document.body.innerHTML = '<div id="c" style="width:800px;height:600px"></div>'
  const people = pedigree(size)
  const source = manualSource(people)
  const chart = createChart('#c', []).setTransitionTime(0)
  chart.setCardHtml().setCardDisplay([['first name']])
  chart.setAncestryDepth(2).setProgenyDepth(1)
  chart.setDataSource(source, options)
  return { chart, source, people }
}
const names = () => [...document.querySelectorAll('.f3-card-label')].map((e) => e.textContent).sort()
const loadingCards = () => document.querySelectorAll('.f3-card-loading[aria-busy="true"]')

describe('setDataSource', () => {
  it('draws Loading… cards at once, then the names as the answers arrive', async () => {
    const { chart, source } = setup()
    chart.updateMainId('p1').updateTree({ initial: true })
    expect(loadingCards().length).toBe(1)
    expect(loadingCards()[0].getAttribute('aria-label')).toMatch(/Loading/)
    await source.releaseAll()
    expect(loadingCards().length).toBe(0)
    expect(names()).toEqual(['Person 1', 'Person 2', 'Person 3', 'Person 4', 'Person 5', 'Person 6', 'Person 7'])
  })

  it('runs afterUpdate once, when the view has all its people', async () => {
    const { chart, source } = setup()
    const seen: string[][] = []
    chart.setAfterUpdate(() => seen.push(names()))
    chart.updateMainId('p1').updateTree({ initial: true })
    await source.releaseAll()
    expect(seen).toHaveLength(1)
    expect(seen[0]).toContain('Person 7')
  })

  it('shares the request of a person asked for twice', async () => {
    const { chart, source } = setup()
    chart.updateMainId('p1').updateTree({ initial: true })
    chart.updateTree({ tree_position: 'inherit' })
    expect(source.calls).toEqual([['p1']])
    await source.releaseAll()
    const asked = source.calls.flat()
    expect(new Set(asked).size).toBe(asked.length)
  })

  it('shows Retry on a card whose request failed, and loads it when clicked', async () => {
    const errors: string[][] = []
    const { chart, source } = setup(63, { onError: (_e: unknown, ids: string[]) => errors.push(ids) })
    chart.updateMainId('p1').updateTree({ initial: true })
    source.pending.shift()!.fail()
    await flush()
    expect(errors).toEqual([['p1']])
    const retry = document.querySelector<HTMLButtonElement>('button.f3-card-retry')!
    expect(retry.textContent).toBe('Retry')
    expect(chart.getDataSourceStats()!.failed).toBe(1)
    retry.click()
    await source.releaseAll()
    expect(document.querySelector('button.f3-card-retry')).toBeNull()
    expect(names()).toContain('Person 1')
  })

  it('drops the answers of an earlier main person after a quick second change', async () => {
    const { chart, source } = setup()
    chart.updateMainId('p1').updateTree({ initial: true })
    await source.releaseAll()
    chart.updateMainId('p2').updateTree({})
    const first = source.pending.splice(0)
    chart.updateMainId('p3').updateTree({})
    const second = source.pending.splice(0)
    for (const p of second) p.release()
    await flush()
    await source.releaseAll()
    for (const p of first) p.release()
    await flush()
    expect(chart.store.getMainId()).toBe('p3')
    expect(names()).not.toContain('Person 8')
    expect(names()).toEqual(expect.arrayContaining(['Person 3', 'Person 14', 'Person 15']))
  })

  it('keeps the main person when the source has no one with the id asked for, and says so on the console', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const { chart, source } = setup()
      chart.updateMainId('p2').updateTree({ initial: true })
      await source.releaseAll()
      const viewOfP2 = names()
      const mainAfterUpdate: string[] = []
      chart.setAfterUpdate(() => mainAfterUpdate.push(chart.getMainDatum().id))
      chart.updateMainId('nope').updateTree({})
      await source.releaseAll()
      expect(chart.getMainDatum().id).toBe('p2')
      expect(mainAfterUpdate).toEqual(['p2'])
      expect(document.querySelector('.card-main')!.textContent).toBe('Person 2')
      expect(names()).toEqual(viewOfP2)
      expect(warn.mock.calls.map((c) => c[0])).toEqual([expect.stringMatching(/^family-chart: .*"nope".*"p2"/)])
      // Asked again: the source already said it has no such person, so nothing is asked and nothing else is drawn.
      const asked = source.calls.length
      chart.updateMainId('nope').updateTree({})
      await source.releaseAll()
      expect([source.calls.length, chart.getMainDatum().id, mainAfterUpdate]).toEqual([asked, 'p2', ['p2', 'p2']])
      expect(warn).toHaveBeenCalledTimes(2)
    } finally {
      warn.mockRestore()
    }
  })

  it('evicts people far from the view beyond the cache size, never the ones drawn', async () => {
    const { chart, source } = setup(1023, { cacheSize: 40 })
    chart.updateMainId('p1').updateTree({ initial: true })
    await source.releaseAll()
    for (const id of ['p2', 'p4', 'p8', 'p16', 'p32', 'p64', 'p128']) {
      chart.updateMainId(id).updateTree({})
      await source.releaseAll()
    }
    const stats = chart.getDataSourceStats()!
    expect(stats.evicted).toBeGreaterThan(0)
    expect(stats.cached).toBeLessThanOrEqual(40)
    expect(names()).toEqual(expect.arrayContaining(['Person 128', 'Person 256', 'Person 257']))
  })

  it('keeps a local edit through later views until it is saved', async () => {
    const saved: unknown[] = []
    const { chart, source } = setup(63, {
      save: (changes: unknown) => {
        saved.push(changes)
      },
    })
    chart.updateMainId('p1').updateTree({ initial: true })
    await source.releaseAll()
    chart.store.getDatum('p1')!.data['first name'] = 'Edited'
    chart.updateMainId('p2').updateTree({})
    await source.releaseAll()
    chart.updateMainId('p1').updateTree({})
    await source.releaseAll()
    expect(names()).toContain('Edited')
    expect(chart.getDataSourceChanges().upserted.map((d) => d.id)).toEqual(['p1'])
    await chart.saveDataSourceChanges()
    expect(saved).toHaveLength(1)
    expect(chart.getDataSourceStats()!.unsaved).toBe(0)
  })

  it('lists what source.search answers in the person search', async () => {
    const { chart, source, people } = setup()
    chart.setDataSource({
      load: source.load,
      search: async (text) => [...people.values()].filter((d) => d.data['first name'].endsWith(text)),
    })
    chart.setPersonDropdown((d) => d.data['first name'])
    chart.updateMainId('p1').updateTree({ initial: true })
    const input = document.querySelector<HTMLInputElement>('input.f3-person-search')!
    input.value = ' 42'
    input.dispatchEvent(new Event('input'))
    await flush()
    expect([...document.querySelectorAll('.f3-person-option')].map((o) => o.textContent)).toEqual(['Person 42'])
  })
})
