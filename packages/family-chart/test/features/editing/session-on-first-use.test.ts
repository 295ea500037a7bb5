/**
 * @jest-environment jsdom
 */
// The edit tree's session (its modes, form and saving) on first use: editTree() and every setting work at once, what
// is asked of the form before the session arrives happens when it arrives, in order, and the session is fetched in
// idle time after editTree() so that open() then finds it. Each test starts from a fresh module registry, so the
// session is not loaded (test/support/preload-parts.ts loads it for every other test).
import type { FullChart } from '../../../src/compat/full-chart'
import type { LazyPart } from '../../../src/schedule/on-first-use'
import { smallFamily } from '../../fixtures/small-family'
import { freshChart, until } from '../../support/lazy-parts'

let chart: FullChart
let part: LazyPart<unknown>

beforeEach(() => {
  ;({ chart, part } = freshChart('features/editing/load-session', 'editSessionPart'))
  chart.updateTree({ initial: true })
})
afterEach(() => chart.destroy())

const form = () => document.querySelector<HTMLFormElement>('#c form')
/** The records that are not people of the family: add-relative mode's placeholders. */
const placeholders = () => chart.store.getData().filter((d) => !smallFamily().some((p) => p.id === d.id))

describe('the edit tree before its session arrives', () => {
  it('is returned at once, keeps its settings and data, and shows the form asked for when the session arrives', async () => {
    const editTree = chart.editTree().setFields(['first name', 'birthday']).setEditFirst(true)
    expect(part.ready()).toBeUndefined()
    expect(editTree.fields).toEqual(['first name', 'birthday'])
    expect(editTree.getStoreDataCopy().map((d) => d.id)).toEqual(smallFamily().map((d) => d.id))
    expect(editTree.isAddingRelative()).toBe(false)
    editTree.open(chart.store.getDatum('dad')!)
    expect(form()).toBeNull()
    await part.load()
    // In edit mode (setEditFirst) with the fields set before it arrived.
    const inputs = [...form()!.querySelectorAll<HTMLInputElement>('input[type="text"], input:not([type])')]
    expect(inputs.map((input) => input.value)).toContain('Tom')
    expect(form()!.querySelector('[name="birthday"]')).not.toBeNull()
    expect(form()!.querySelector('[name="last name"]')).toBeNull()
  })

  it('carries out what was asked in order: open, then add relatives to that person', async () => {
    const editTree = chart.editTree()
    editTree.open(chart.store.getDatum('kid')!)
    editTree.addRelative(chart.store.getDatum('kid')!)
    expect(editTree.isAddingRelative()).toBe(false)
    await part.load()
    expect(editTree.isAddingRelative()).toBe(true)
    expect(chart.getMainDatum().id).toBe('kid')
    expect(placeholders().length).toBeGreaterThan(0)
    expect(form()!.textContent).toContain('Lia')
  })

  it('does nothing it was asked before destroy()', async () => {
    const editTree = chart.editTree()
    editTree.open(chart.store.getDatum('dad')!)
    editTree.destroy()
    await part.load()
    expect(form()).toBeNull()
  })

  it('fetches the session in idle time after editTree(), so a later open() shows the form at once', async () => {
    const editTree = chart.editTree()
    await until(() => part.ready() !== undefined, 'the session to be fetched ahead')
    editTree.open(chart.store.getDatum('mom')!)
    expect(form()!.textContent).toContain('Eve')
  })
})
