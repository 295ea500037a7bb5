/**
 * @jest-environment jsdom
 */
// The data source feature on a fake host: nothing until setDataSource, which takes the updater slot (every redraw asks
// the source first), a card override (the "Loading…" stand-ins) and the 'search' slot; destroy gives the store its own
// update back and empties every slot.
import { dataSource } from '../../../src/features/data-source/feature'
import type { Datum } from '../../../src/data/types'
import { createFakeHost, methodsOf, nodeOf, type FakeHost } from '../../support/fake-host'
import { flush, manualSource, pedigree } from './fake-family'
import { loadLazyParts } from '../../support/lazy-parts'

let host: FakeHost
afterEach(() => host.remove())

const slotsOnly = () => host.leftovers().filter((line) => !line.startsWith('state '))

// The parts this feature loads on first use are there, as in the script-tag build (their waiting is tested in
// test/features/lazy-parts.test.ts).
beforeAll(() => loadLazyParts())

describe('the data source feature', () => {
  // The stand-ins slot tells a chart type with a drawing of its own (the fan) which people are still loading.
  it('plugs in nothing until setDataSource, then the updater, a card override, the search and stand-ins slots', () => {
    host = createFakeHost([])
    const part = dataSource.setup(host)
    expect(host.leftovers()).toEqual([])
    const source = { load: jest.fn(async () => []), search: jest.fn(async () => []) }
    expect(methodsOf(dataSource, part).setDataSource(source)).toBe(host.chart)
    expect(slotsOnly().sort()).toEqual(['card override', 'provided search', 'provided standIns', 'updater'])
    void host.provided<(text: string) => unknown>('search')!('Ann')
    expect(source.search).toHaveBeenCalledWith('Ann')
  })

  it("a redraw asks the source for the view's people; until they come their cards are stand-ins", async () => {
    const people = pedigree(15)
    const source = manualSource(people)
    host = createFakeHost([])
    const part = dataSource.setup(host)
    methodsOf(dataSource, part).setDataSource(source, { defaultDepth: 1 })
    host.store.updateMainId('p1')
    host.store.updateTree({})
    expect(source.calls[0]).toContain('p1')
    expect(methodsOf(dataSource, part).getDataSourceStats()).toMatchObject({ loading: expect.any(Number) })
    const standIn = host.drawCard(nodeOf(host, 'p1'))
    expect(standIn.textContent).toContain('Loading…')
    source.pending[0].release()
    await flush()
    expect(host.store.getDatum('p1')?.data['first name']).toBe('Person 1')
    expect(host.drawCard(nodeOf(host, 'p1')).textContent).not.toContain('Loading…')
  })

  it('without a source: no stats, no changes, and saving does nothing', async () => {
    host = createFakeHost([])
    const part = dataSource.setup(host)
    expect(methodsOf(dataSource, part).getDataSourceStats()).toBeNull()
    expect(methodsOf(dataSource, part).getDataSourceChanges()).toEqual({ upserted: [], removed: [] })
    await expect(methodsOf(dataSource, part).saveDataSourceChanges()).resolves.toBeUndefined()
    expect(methodsOf(dataSource, part).retryDataSource()).toBe(host.chart)
  })

  it('a second setDataSource replaces the first: one updater, one override', () => {
    host = createFakeHost([])
    const part = dataSource.setup(host)
    const load = async (): Promise<Datum[]> => []
    methodsOf(dataSource, part).setDataSource({ load })
    methodsOf(dataSource, part).setDataSource({ load })
    expect(slotsOnly().sort()).toEqual(['card override', 'provided search', 'provided standIns', 'updater'])
  })

  it('destroy gives the store its own update back and takes every slot back', () => {
    host = createFakeHost([])
    const ownUpdate = host.store.updateTree
    const part = dataSource.setup(host)
    methodsOf(dataSource, part).setDataSource({ load: async () => [] })
    expect(host.store.updateTree).not.toBe(ownUpdate)
    part.destroy()
    expect(host.store.updateTree).toBe(ownUpdate)
    expect(slotsOnly()).toEqual([])
  })
})
