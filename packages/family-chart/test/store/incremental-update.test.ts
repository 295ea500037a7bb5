// A big tree's updateTree lays out in slices: nothing changes until the layout is done, then one update; small trees
// stay synchronous, and reading the tree meanwhile finishes the layout at once.
import { createStore } from '../../src/store/create-store'
import { calculateTree } from '../../src/layout/calculate-tree'
import { generateFamily } from '../fixtures/generate-family'
import { fakeScheduler } from '../fixtures/fake-scheduler'

const ids = (t: { data: { tid?: string }[] } | undefined) => t?.data.map((d) => d.tid)

describe('store.updateTree above the incremental-layout size', () => {
  const data = generateFamily(2000, 5)
  const setup = () => {
    const scheduler = fakeScheduler(1)
    const store = createStore({ data, main_id: data[0].id, incremental_layout_min_people: 1000 }, { scheduler })
    const updates = jest.fn()
    store.setOnUpdate(updates)
    return { scheduler, store, updates }
  }

  it('keeps the old tree until the new layout is done, then updates once with the same props', () => {
    const { scheduler, store, updates } = setup()
    store.updateTree({ initial: true })
    scheduler.runAll()
    const first = store.getTree()
    expect(updates).toHaveBeenCalledTimes(1)

    store.updateMainId(data[1200].id)
    store.updateTree({ tree_position: 'main_to_middle' })
    expect(store.isUpdating!()).toBe(true)
    scheduler.runNext()
    expect(updates).toHaveBeenCalledTimes(1)
    expect(store.isUpdating!()).toBe(true)
    expect(scheduler.runAll()).toBeGreaterThan(0)
    expect(store.getTree() === first).toBe(false)
    expect(updates).toHaveBeenCalledTimes(2)
    expect(updates).toHaveBeenLastCalledWith({ tree_position: 'main_to_middle' })
    expect(store.isUpdating!()).toBe(false)
    expect(store.getTree()!.main_id).toBe(data[1200].id)
    expect(ids(store.getTree())).toEqual(ids(calculateTree(data, { main_id: data[1200].id })))
  })

  it('hands out the new tree to code that reads it right after updateTree', () => {
    const { store, updates } = setup()
    store.updateMainId(data[700].id)
    store.updateTree({})
    expect(store.getTreeMainDatum().data.id).toBe(data[700].id)
    expect(updates).toHaveBeenCalledTimes(1)
  })

  it('hands out the new tree to code that reads store.state.tree right after updateTree, as 0.8 / 0.9 code does', () => {
    const { scheduler, store, updates } = setup()
    store.updateMainId(data[900].id)
    store.updateTree({ tree_position: 'inherit' })
    expect(updates).not.toHaveBeenCalled()
    expect(store.state.tree!.main_id).toBe(data[900].id)
    expect(updates).toHaveBeenCalledTimes(1)
    expect(updates).toHaveBeenLastCalledWith({ tree_position: 'inherit' })
    expect(store.isUpdating!()).toBe(false)
    // Nothing is left to run: the layout finished when the tree was read.
    expect(scheduler.runAll()).toBe(0)
    expect(updates).toHaveBeenCalledTimes(1)
    // The layout options spread from the state leave the tree out (reading them finishes nothing).
    expect(Object.keys(store.state)).not.toContain('tree')
  })

  it('drops a layout that a newer updateTree replaced', () => {
    const { scheduler, store, updates } = setup()
    store.updateMainId(data[10].id)
    store.updateTree({})
    scheduler.runNext()
    store.updateMainId(data[20].id)
    store.updateTree({})
    scheduler.runAll()
    expect(updates).toHaveBeenCalledTimes(1)
    expect(store.getTree()!.main_id).toBe(data[20].id)
  })

  it('stays synchronous below the size', () => {
    const scheduler = fakeScheduler(1)
    const store = createStore({ data, main_id: data[0].id, incremental_layout_min_people: 5000 }, { scheduler })
    const updates = jest.fn()
    store.setOnUpdate(updates)
    store.updateTree({})
    expect(updates).toHaveBeenCalledTimes(1)
    expect(scheduler.queued).toBe(0)
  })
})
