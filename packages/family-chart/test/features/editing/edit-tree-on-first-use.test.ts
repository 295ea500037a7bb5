/**
 * @jest-environment jsdom
 */
// The drop-in's edit tree on first use: chart.editTree() returns at once, before the EditTree's code has arrived; what
// is asked of it meanwhile is handed to the EditTree in order as it arrives, and what it answers meanwhile is what the
// EditTree answers then. Each test starts from a fresh module registry, so the code is not loaded
// (test/support/preload-parts.ts loads it for every other test).
import type { FullChart } from '../../../src/compat/full-chart'
import type { LazyPart } from '../../../src/schedule/on-first-use'
import { EditTree } from '../../../src/features/editing/edit-tree'
import { STAND_IN_MEMBERS } from '../../../src/features/editing/edit-tree-on-first-use'
import { editTreeDefaults } from '../../../src/features/editing/edit-tree-settings'
import { toParentsShape } from '../../../src/data/data-shape'
import { smallFamily } from '../../fixtures/small-family'
import { freshChart, until } from '../../support/lazy-parts'

let chart: FullChart
let part: LazyPart<{ EditTree: typeof EditTree }>

function start(data?: unknown[]) {
  const fresh = freshChart('features/editing/load-edit-tree', 'editTreePart')
  chart = fresh.chart
  part = fresh.part as typeof part
  if (data) chart.updateData(data as never)
  chart.updateTree({ initial: true })
}
afterEach(() => chart.destroy())

const undoButtons = () => document.querySelectorAll('#c .f3-history-controls button')

describe("the drop-in's edit tree before its code arrives", () => {
  it('takes its settings at once, in order, and hands them to the EditTree as it arrives', async () => {
    start()
    const editTree = chart.editTree().setFields(['first name', 'birthday']).setEditFirst(true).setNoEdit()
    editTree.no_edit = false
    expect(part.ready()).toBeUndefined()
    expect(editTree.fields).toEqual(['first name', 'birthday'])
    expect([editTree.editFirst, editTree.no_edit, editTree.is_fixed]).toEqual([true, false, true])
    expect(editTree.isAddingRelative()).toBe(false)
    expect(editTree.isRemovingRelative()).toBe(false)
    // What only the code makes comes with it: the undo and redo and their buttons.
    expect(editTree.history).toBeUndefined()
    expect(undoButtons().length).toBe(0)
    await part.load()
    expect(undoButtons().length).toBe(2)
    expect(editTree.history.canBack()).toBe(false)
    // setNoEdit() then `no_edit = false`: the later one wins, as it would have at once.
    expect([editTree.editFirst, editTree.no_edit]).toEqual([true, false])
    expect(editTree.fields).toEqual(['first name', 'birthday'])
    expect(chart.editTreeInstance).toBe(editTree)
    expect(editTree.setFields(['first name'])).toBe(editTree)
    expect(editTree.fields).toEqual(['first name'])
  })

  it('gives the data for saving as the EditTree gives it, in either shape', async () => {
    for (const [shape, data] of [
      ['0.8', smallFamily()],
      ['0.9', toParentsShape(smallFamily())],
    ] as const) {
      start(data)
      const editTree = chart.editTree()
      const before = [
        editTree.getStoreDataCopy(),
        editTree.getDataJson(),
        editTree.exportData(),
        editTree._getStoreDataCopy(),
      ]
      await part.load()
      expect(before).toEqual([
        editTree.getStoreDataCopy(),
        editTree.getDataJson(),
        editTree.exportData(),
        editTree._getStoreDataCopy(),
      ])
      const saved = before[2] as typeof data
      expect(saved.map((d) => d.id)).toEqual(data.map((d) => d.id))
      expect(saved.some((d) => 'parents' in d.rels)).toBe(shape === '0.9')
      chart.destroy()
    }
    start()
  })

  it('opens the form of a card clicked before it arrived, once it has wired the cards', async () => {
    start()
    const card = chart.setCardHtml().setCardDisplay([['first name', 'last name']])
    chart.updateTree({ tree_position: 'inherit' })
    chart.editTree().setCardClickOpen(card)
    document.querySelector('#c .f3-card[data-id="kid"]')!.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    expect(document.querySelector('#c form')).toBeNull()
    await part.load()
    await until(() => !!document.querySelector('#c .f3-form-title'), 'the form')
    expect(document.querySelector('#c .f3-form-title')!.textContent).toBe('Lia Reed')
  })

  it('makes nothing once destroyed before it arrives', async () => {
    start()
    const editTree = chart.editTree().setFields(['first name'])
    editTree.open(chart.store.getDatum('dad')!)
    editTree.destroy()
    await part.load()
    expect(undoButtons().length).toBe(0)
    expect(editTree.history).toBeUndefined()
    expect(document.querySelector('#c form')).toBeNull()
  })

  it('gives a card wired before it arrived its own click back when destroyed before then', async () => {
    start()
    const card = chart.setCardHtml().setCardDisplay([['first name', 'last name']])
    chart.updateTree({ tree_position: 'inherit' })
    chart.editTree().setCardClickOpen(card).destroy()
    document.querySelector('#c .f3-card[data-id="kid"]')!.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    // The card's own click: the person becomes main, no form.
    expect(chart.getMainDatum().id).toBe('kid')
    await part.load()
    expect(document.querySelector('#c form')).toBeNull()
  })

  it('is the EditTree itself once its code is there', async () => {
    start()
    await part.load()
    const editTree = chart.editTree()
    expect(editTree).toBeInstanceOf(part.ready()!.EditTree)
    expect(undoButtons().length).toBe(2)
  })

  it('answers for every public member of the EditTree', () => {
    start()
    // TypeScript's private methods, which the stand-in has no need to answer for.
    const privateMethods = ['constructor', 'refreshForm', 'startEditLog', 'withSession', 'sessionHost']
    const members = [
      ...Object.getOwnPropertyNames(EditTree.prototype).filter((name) => !privateMethods.includes(name)),
      ...Object.keys(editTreeDefaults()),
      ...['chart', 'store', 'cont', 'history', 'addRelativeInstance', 'removeRelativeInstance'],
    ]
    expect(members.filter((name) => !STAND_IN_MEMBERS.includes(name))).toEqual([])
    const standIn = chart.editTree()
    expect(part.ready()).toBeUndefined()
    expect(STAND_IN_MEMBERS.filter((name) => !(name in standIn))).toEqual([])
  })
})
