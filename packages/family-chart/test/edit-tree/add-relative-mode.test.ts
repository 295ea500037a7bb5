/**
 * @jest-environment jsdom
 */
// Add-relative mode as a user drives it: it stays on the same person after each save, a new child keeps its other
// parent, the person's form lists what can be added, and Delete, Cancel and Submit leave the form where users expect.
import { createChart } from '../../src/compat/full-chart'
import type { Data } from '../../src/data/types'
import { cardByText, cards, click, form, input, person, setup, submit } from './helpers'

const lines = (el: Element) => [...el.querySelectorAll('.f3-card-row')].map((r) => r.textContent)
/** The card whose first line is `label` (and whose second line is `detail`, when given). */
function placeholderCard(label: string, detail?: string): HTMLElement {
  const found = cards().filter((c) => lines(c)[0] === label && (detail === undefined || lines(c)[1] === detail))
  if (found.length !== 1)
    throw new Error(
      `${found.length} cards "${label}" / "${detail}" in ${cards()
        .map((c) => lines(c).join(' '))
        .join(', ')}`,
    )
  return found[0]
}
const title = () => form().querySelector('.f3-form-title')!.textContent
const addToggle = () => form().querySelector<HTMLButtonElement>('.f3-add-relative-toggle')!
/** The saved person with this first name; fails the test when there is none. */
function named(et: any, name: string) {
  const found = et.getStoreDataCopy().find((d: any) => d.data['first name'] === name)
  if (!found) throw new Error(`nobody named ${name}`)
  return found
}
const saveAs = (name: string) => {
  input('first name').value = name
  submit()
}

function startWith(people: Data, configure?: (et: any) => void) {
  document.body.innerHTML = '<div id="c" style="width:900px;height:600px"></div>'
  const chart = createChart('#c', people).setTransitionTime(0)
  const card = chart.setCardHtml().setCardDisplay([['first name', 'last name']])
  const et = chart.editTree().setFields(['first name', 'last name']).setCardClickOpen(card)
  configure?.(et)
  chart.updateTree({ initial: true })
  et.open(chart.getMainDatum())
  return { chart, et }
}
const ME: Data = [{ id: 'me', data: { gender: 'M', 'first name': 'Name' }, rels: {} }]

describe('add-relative mode stays on the same person', () => {
  it('add father, then mother: the same person gets both parents, and the form comes back to them', () => {
    const { et, chart } = startWith(ME)
    click('.f3-add-relative-toggle')
    placeholderCard('Add Father').click()
    expect(title()).toBe('Add Father')
    saveAs('Zen')
    expect(title()).toBe('Name')
    expect(addToggle().getAttribute('aria-pressed')).toBe('true')
    expect(et.isAddingRelative()).toBe(true)
    expect(chart.getMainDatum().id).toBe('me')
    // the other placeholders are drawn again for the same person
    expect(
      cards()
        .map((c) => lines(c)[0])
        .sort(),
    ).toEqual(['Add Daughter', 'Add Mother', 'Add Son', 'Add Spouse', 'Name', 'Zen'])
    placeholderCard('Add Mother').click()
    saveAs('Zebra')
    const me = person(et, 'me')
    const zen = named(et, 'Zen')
    const zebra = named(et, 'Zebra')
    expect(me.rels).toMatchObject({ father: zen.id, mother: zebra.id })
    expect(zen.rels.spouses).toEqual([zebra.id])
  })

  it('add spouse, then children with that spouse: the children have both parents', () => {
    const { et } = startWith(ME)
    click('.f3-add-relative-toggle')
    placeholderCard('Add Spouse').click()
    saveAs('Andrea')
    // the new couple's son and daughter placeholders name the new spouse
    placeholderCard('Add Son', 'with Andrea').click()
    expect(form().querySelector('.f3-form-subtitle')!.textContent).toBe('Son of Name and Andrea')
    saveAs('Ben')
    placeholderCard('Add Daughter', 'with Andrea').click()
    saveAs('Becky')
    const andrea = named(et, 'Andrea')
    for (const name of ['Ben', 'Becky']) expect(named(et, name).rels).toMatchObject({ father: 'me', mother: andrea.id })
  })

  it('add children, then the spouse: the children get that spouse as their other parent, with no empty parent card', () => {
    const { et } = startWith(ME)
    click('.f3-add-relative-toggle')
    placeholderCard('Add Son', 'with the new spouse').click()
    saveAs('Ben')
    placeholderCard('Add Daughter', 'with the new spouse').click()
    saveAs('Becky')
    placeholderCard('Add Spouse').click()
    saveAs('Andrea')
    click('.f3-add-relative-toggle')
    expect(et.isAddingRelative()).toBe(false)
    expect(
      cards()
        .map((c) => lines(c).join(' '))
        .sort(),
    ).toEqual(['Andrea', 'Becky', 'Ben', 'Name'])
    const andrea = named(et, 'Andrea')
    expect(andrea.rels.children).toHaveLength(2)
  })

  it('a child added with the new-spouse placeholder keeps one parent when the mode is left without the spouse', () => {
    const { et } = startWith(ME)
    click('.f3-add-relative-toggle')
    placeholderCard('Add Son', 'with the new spouse').click()
    saveAs('Ben')
    click('.f3-add-relative-toggle')
    const ben = named(et, 'Ben')
    expect(ben.rels).toEqual({ father: 'me', spouses: [], children: [] })
    // next time, the children's other parent is offered as its own spouse placeholder
    click('.f3-add-relative-toggle')
    placeholderCard('Add Spouse', 'parent of Ben').click()
    saveAs('Andrea')
    const andrea = named(et, 'Andrea')
    expect(person(et, ben.id).rels.mother).toBe(andrea.id)
  })

  it("lists the relatives that can be added in the person's form, each child naming its other parent", () => {
    setup()
    cardByText('Sam Reed').click()
    click('.f3-add-relative-toggle')
    const options = [...form().querySelectorAll('.f3-new-relative')].map((b) => b.textContent)
    expect(options).toEqual([
      'Add Spouse',
      'Add Son with Ana Reed',
      'Add Daughter with Ana Reed',
      'Add Son with the new spouse',
      'Add Daughter with the new spouse',
      'Add Adoptive, Step or Foster Parent',
    ])
    form().querySelectorAll<HTMLButtonElement>('.f3-new-relative')[1].click()
    expect(title()).toBe('Add Son')
    expect(form().querySelector('.f3-form-subtitle')!.textContent).toBe('Son of Sam Reed and Ana Reed')
  })

  it("Cancel in a new relative's form leaves the mode and goes back to the person", () => {
    const { et, chart } = startWith(ME)
    click('.f3-add-relative-toggle')
    placeholderCard('Add Father').click()
    click('.f3-cancel-btn')
    expect(et.isAddingRelative()).toBe(false)
    expect(title()).toBe('Name')
    expect(chart.store.getData().some((d) => d.to_add)).toBe(false)
  })
})

describe('after Submit and Delete', () => {
  it('with Edit First on, the form stays editable after Submit', () => {
    setup((e) => e.setEditFirst(true))
    cardByText('Tom Reed').click()
    input('first name').value = 'Thomas'
    submit()
    expect(title()).toBe('Thomas Reed')
    expect(input('first name').value).toBe('Thomas')
  })

  it('Delete opens the form of the person who is main now', () => {
    const { et, chart } = setup()
    cardByText('Sam Reed').click()
    cardByText('Lia Reed').click()
    click('.f3-edit-toggle')
    click('.f3-delete-btn')
    expect(person(et, 'kid')).toBeUndefined()
    expect(chart.getMainDatum().id).toBe('me')
    expect(title()).toBe('Sam Reed')
    expect(form().querySelector('.f3-add-relative-toggle')).not.toBeNull()
    expect(document.querySelector('#c .f3-form-banner')!.textContent).toBe('Deleted Lia Reed')
  })

  it('deleting the last person opens the form of the new blank person', () => {
    const { et, chart } = startWith(ME)
    click('.f3-edit-toggle')
    click('.f3-delete-btn')
    const data = et.getStoreDataCopy()
    expect(data).toHaveLength(1)
    expect(data[0].id).not.toBe('me')
    expect(chart.getMainDatum().id).toBe(data[0].id)
    expect(document.querySelector<HTMLElement>('#c .f3-form-cont')!.hidden).toBe(false)
    expect(title()).toBe(data[0].id)
    expect(form().querySelector('.f3-add-relative-toggle')).not.toBeNull()
  })

  it('an absolute (floating) form closes after Submit', () => {
    setup((e) => e.absolute())
    cardByText('Tom Reed').click()
    click('.f3-edit-toggle')
    input('first name').value = 'Thomas'
    submit()
    expect(document.querySelector<HTMLElement>('#c .f3-form-cont')!.hidden).toBe(true)
  })
})
