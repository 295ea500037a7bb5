/**
 * @jest-environment jsdom
 */
// The editing feature on a fake host: the Edit and Add relative card actions (offered once there is an edit tree that
// may edit), the 'placeholderDetail' slot, and editTree(), which makes the edit tree on the chart's published field.
// Destroy takes back the actions, the slot, and the edit tree with its form and history buttons.
import { editing } from '../../../src/features/editing/feature'
import { editingOnFirstUse } from '../../../src/features/editing/feature-on-first-use'
import { EditTree } from '../../../src/features/editing/edit-tree'
import { placeholderDetail } from '../../../src/edit/placeholder-detail'
import { markPlaceholder } from '../../../src/data/markers'
import type { Datum } from '../../../src/data/types'
import { createFakeHost, methodsOf, nodeOf, type FakeHost } from '../../support/fake-host'
import { smallFamily } from '../../fixtures/small-family'

let host: FakeHost
afterEach(() => host.remove())

const labels = (id: string) => host.actions.itemsFor(nodeOf(host, id)).map((item) => item.label)

describe('the editing feature', () => {
  it("registers the Edit and Add relative actions and provides 'placeholderDetail'", () => {
    host = createFakeHost(smallFamily())
    editing.setup(host)
    expect([...host.filled.actions]).toEqual(['edit', 'add-relative'])
    // The placeholders' words, in the chart's language: English here, as the function itself says them.
    const detail = host.provided<typeof placeholderDetail>('placeholderDetail')!
    const get = (id: string) => host.store.getDatum(id)
    const son: Datum = { id: 'new-son', data: { gender: 'M' }, rels: { parents: ['me', 'wife'] } }
    markPlaceholder(son, { rel_type: 'son', label: 'Add son', rel_id: 'me', other_parent_id: 'wife' })
    expect(detail(son, get)).toMatch(/^with /)
    expect(detail(son, get)).toBe(placeholderDetail(son, get))
  })

  it('offers its actions only while the chart has an edit tree that may edit', () => {
    host = createFakeHost(smallFamily(), { mainId: 'me' })
    const part = editing.setup(host)
    host.layOut()
    expect(labels('dad')).toEqual([])
    const editTree = methodsOf(editing, part).editTree()
    expect(editTree).toBeInstanceOf(EditTree)
    expect(host.chart.editTreeInstance).toBe(editTree)
    expect(labels('dad')).toEqual(['Edit', 'Add relative'])
    editTree.setNoEdit()
    expect(labels('dad')).toEqual([])
  })

  it("the Edit action opens the person's form in the container", () => {
    host = createFakeHost(smallFamily(), { mainId: 'me' })
    const part = editing.setup(host)
    host.layOut()
    methodsOf(editing, part).editTree()
    host.actions.itemsFor(nodeOf(host, 'dad'))[0].run()
    const form = host.cont.querySelector('form')!
    expect(form).not.toBeNull()
    expect(host.cont.textContent).toContain('Tom')
  })

  it('a second editTree() destroys the first one', () => {
    host = createFakeHost(smallFamily(), { mainId: 'me' })
    const part = editing.setup(host)
    const first = methodsOf(editing, part).editTree()
    const destroy = jest.spyOn(first, 'destroy')
    const second = methodsOf(editing, part).editTree()
    expect(destroy).toHaveBeenCalledTimes(1)
    expect(second).not.toBe(first)
    expect(host.chart.editTreeInstance).toBe(second)
  })

  it('takes back the actions, the slot, the edit tree, its elements and listeners on destroy', () => {
    host = createFakeHost(smallFamily(), { mainId: 'me' })
    const part = editing.setup(host)
    host.layOut()
    methodsOf(editing, part).editTree()
    host.actions.itemsFor(nodeOf(host, 'dad'))[0].run()
    expect(host.leftovers().some((l) => l.startsWith('element'))).toBe(true)
    part.destroy()
    expect(host.chart.editTreeInstance).toBeNull()
    expect(host.leftovers()).toEqual([])
  })
})

describe("the drop-in's editing feature (its edit tree's code on first use)", () => {
  it('makes the EditTree itself when its code is there, with the same actions, and takes all back on destroy', () => {
    host = createFakeHost(smallFamily(), { mainId: 'me' })
    const part = editingOnFirstUse.setup(host)
    host.layOut()
    const editTree = methodsOf(editingOnFirstUse, part).editTree()
    expect(editTree).toBeInstanceOf(EditTree)
    expect(labels('dad')).toEqual(['Edit', 'Add relative'])
    part.destroy()
    expect(host.chart.editTreeInstance).toBeNull()
    expect(host.leftovers()).toEqual([])
  })

  it('offers its actions at once with a stand-in, and leaves nothing when destroyed before the code arrives', async () => {
    jest.resetModules()
    const fresh: typeof editingOnFirstUse =
      require('../../../src/features/editing/feature-on-first-use').editingOnFirstUse
    const { editTreePart } = require('../../../src/features/editing/load-edit-tree')
    host = createFakeHost(smallFamily(), { mainId: 'me' })
    const part = fresh.setup(host)
    host.layOut()
    const editTree = methodsOf(fresh, part).editTree()
    expect(editTree).not.toBeInstanceOf(EditTree)
    expect(editTreePart.ready()).toBeUndefined()
    expect(labels('dad')).toEqual(['Edit', 'Add relative'])
    part.destroy()
    await editTreePart.load()
    expect(host.chart.editTreeInstance).toBeNull()
    expect(host.leftovers()).toEqual([])
  })
})
