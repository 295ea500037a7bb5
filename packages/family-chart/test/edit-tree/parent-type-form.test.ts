/**
 * @jest-environment jsdom
 */
// The relationship type of a new parent in the form: the select on Add Father / Add Mother, the action that adds an
// adoptive, step or foster parent, and what is saved (on the child, in parent_type__ref__<parentId>).
import { createChart } from '../../src/compat/full-chart'
import type { Data } from '../../src/data/types'
import { cards, form, input, submit } from './helpers'

const lines = (el: Element) => [...el.querySelectorAll('.f3-card-row')].map((r) => r.textContent)
const placeholderCard = (label: string) => cards().find((c) => lines(c)[0] === label)!
const typeSelect = () => form().querySelector<HTMLSelectElement>('select[name="f3_parent_type"]')!
const labelOf = (control: Element) => form().querySelector(`label[for="${control.id}"]`)!.textContent
const named = (et: any, name: string) => et.getStoreDataCopy().find((d: any) => d.data['first name'] === name)

function startWith(people: Data) {
  document.body.innerHTML = '<div id="c" style="width:900px;height:600px"></div>'
  const chart = createChart('#c', people).setTransitionTime(0)
  const card = chart.setCardHtml().setCardDisplay([['first name']])
  const et = chart.editTree().setFields(['first name']).setCardClickOpen(card)
  chart.updateTree({ initial: true })
  et.open(chart.getMainDatum())
  form().querySelector<HTMLButtonElement>('.f3-add-relative-toggle')!.click()
  return { chart, et }
}

describe('relationship type when adding a parent', () => {
  it('Add Father offers a relationship select (birth by default); choosing Adopted saves it on the child', () => {
    const { et } = startWith([{ id: 'anna', data: { gender: 'F', 'first name': 'Anna' }, rels: {} }])
    placeholderCard('Add Father').click()
    const select = typeSelect()
    expect(labelOf(select)).toBe('Relationship to Anna')
    expect(select.value).toBe('birth')
    expect([...select.options].map((o) => o.value)).toEqual([
      '',
      'birth',
      'adopted',
      'step',
      'foster',
      'sealing',
      'unknown',
    ])
    input('first name').value = 'Dan'
    select.value = 'adopted'
    submit()
    const dan = named(et, 'Dan')
    const anna = et.getStoreDataCopy().find((d: any) => d.id === 'anna')!
    expect(anna.rels.father).toBe(dan.id)
    expect(anna.data[`parent_type__ref__${dan.id}`]).toBe('adopted')
    // Saved on the child only: the parent gets no field of the select.
    expect(dan.data.f3_parent_type).toBeUndefined()
  })

  it('Birth leaves no field (a missing type means birth)', () => {
    const { et } = startWith([{ id: 'anna', data: { gender: 'F', 'first name': 'Anna' }, rels: {} }])
    placeholderCard('Add Mother').click()
    input('first name').value = 'Cara'
    submit()
    const cara = named(et, 'Cara')
    const anna = et.getStoreDataCopy().find((d: any) => d.id === 'anna')!
    expect(anna.rels.mother).toBe(cara.id)
    expect(Object.keys(anna.data).some((k) => k.startsWith('parent_type__ref__'))).toBe(false)
  })

  it("the form's action adds a step parent beside father and mother, in other_parents, and the chart draws that family", () => {
    const people: Data = [
      { id: 'anna', data: { gender: 'F', 'first name': 'Anna' }, rels: { father: 'bert', mother: 'cara' } },
      { id: 'bert', data: { gender: 'M', 'first name': 'Bert' }, rels: { spouses: ['cara'], children: ['anna'] } },
      { id: 'cara', data: { gender: 'F', 'first name': 'Cara' }, rels: { spouses: ['bert'], children: ['anna'] } },
    ]
    const { et, chart } = startWith(people)
    const action = form().querySelector<HTMLButtonElement>('.f3-add-other-parent')!
    expect(action.textContent).toBe('Add Adoptive, Step or Foster Parent')
    action.click()
    expect(form().querySelector('.f3-form-title')!.textContent).toBe('Add Adoptive, Step or Foster Parent')
    expect(typeSelect().value).toBe('adopted')
    expect([...typeSelect().options].map((o) => o.value)).not.toContain('birth')
    input('first name').value = 'Finn'
    typeSelect().value = 'step'
    submit()
    const finn = named(et, 'Finn')
    const anna = et.getStoreDataCopy().find((d: any) => d.id === 'anna')!
    expect(anna.rels).toMatchObject({ father: 'bert', mother: 'cara', other_parents: [finn.id] })
    expect(anna.data[`parent_type__ref__${finn.id}`]).toBe('step')
    expect(finn.rels.children).toEqual(['anna'])
    expect(chart.getParentFamilies('anna').map((f) => f.type)).toEqual(['birth', 'step'])
    const link = document.querySelector('#c path.f3-link-parent-family.f3-link-step')
    expect(link).toBeTruthy()
  })
})
