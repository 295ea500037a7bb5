/**
 * @jest-environment jsdom
 */
// Forms of the page's own, written for 0.8 / 0.9: a setCreateFormEdit builder that uses form_creator.onSubmit(e)
// and the close callback, and a setFormCont container object that shows the form itself.
import * as f3 from '../../src/index'
import { cardNamed, editableChart } from './harness'

/** A builder written the 0.8 / 0.9 way: its own markup, form_creator's functions, the close callback. */
function myEditForm(form_creator: any, closeCallback: () => void): HTMLElement {
  const box = document.createElement('div')
  box.className = 'my-form'
  const form = document.createElement('form')
  for (const field of form_creator.fields) {
    const input = document.createElement('input')
    input.name = field.id
    input.value = field.initial_value
    form.append(input)
  }
  const gender = document.createElement('input')
  gender.name = 'gender'
  gender.value = form_creator.gender_field.initial_value
  const close = document.createElement('button')
  close.type = 'button'
  close.className = 'my-close'
  close.addEventListener('click', closeCallback)
  form.append(gender, close)
  form.addEventListener('submit', form_creator.onSubmit)
  box.append(form)
  return box
}

describe('setCreateFormEdit with a builder written for 0.8 / 0.9', () => {
  it('saves through form_creator.onSubmit(e) and closes through the close callback', () => {
    const postSubmit = jest.fn()
    const { chart } = editableChart(f3, (et) =>
      et.setEditFirst(true).setCreateFormEdit(myEditForm).setPostSubmit(postSubmit),
    )
    cardNamed('Lia Reed').click()
    const form = document.querySelector<HTMLFormElement>('.my-form form')!
    expect(form.querySelector<HTMLInputElement>('[name="first name"]')!.value).toBe('Lia')
    form.querySelector<HTMLInputElement>('[name="first name"]')!.value = 'Liana'
    const submit = new Event('submit', { cancelable: true })
    form.dispatchEvent(submit)
    expect(submit.defaultPrevented).toBe(true)
    expect(chart.store.getDatum('kid')!.data['first name']).toBe('Liana')
    expect(postSubmit).toHaveBeenCalledWith(expect.objectContaining({ id: 'kid' }), chart.store.getData())
    document.querySelector<HTMLButtonElement>('.my-form .my-close')!.click()
    expect(document.querySelector('.my-form')).toBeNull()
  })

  it('gets our actions on the second argument too', () => {
    let actions: any
    editableChart(f3, (et) =>
      et.setCreateFormEdit((_state: unknown, a: unknown) => {
        actions = a
        return document.createElement('div')
      }),
    )
    cardNamed('Lia Reed').click()
    expect(typeof actions).toBe('function')
    expect(
      ['submit', 'cancel', 'toggleEdit', 'toggleAddRelative', 'delete', 'close'].every(
        (name) => typeof actions[name] === 'function',
      ),
    ).toBe(true)
  })
})

describe('setFormCont with a container object', () => {
  it('hands the form to populate, and calls open and close', () => {
    const calls: string[] = []
    const mine = document.createElement('aside')
    const { et } = editableChart(f3, (edit) =>
      edit.setFormCont({
        el: mine,
        populate(form: HTMLElement) {
          calls.push('populate')
          mine.replaceChildren(form)
        },
        open() {
          calls.push('open')
        },
        close() {
          calls.push('close')
          mine.replaceChildren()
        },
      }),
    )
    cardNamed('Lia Reed').click()
    expect(calls).toEqual(['populate', 'open'])
    expect(mine.querySelector('form#familyForm, form.f3-form')).not.toBeNull()
    expect(et.formCont.el).toBe(mine)
    et.closeForm()
    expect(calls).toEqual(['populate', 'open', 'close'])
    expect(mine.children).toHaveLength(0)
  })

  it('with an element: the form goes into it, the chart keeps no panel of its own, and destroy leaves the element', () => {
    const mine = document.createElement('section')
    const { et } = editableChart(f3, (edit) => {
      document.body.append(mine)
      edit.setFormCont(mine)
    })
    cardNamed('Lia Reed').click()
    expect(mine.querySelector('form.f3-form')).not.toBeNull()
    expect(mine.classList.contains('opened')).toBe(true)
    expect(document.querySelectorAll('#FamilyChart .f3-form-cont')).toHaveLength(0)
    et.destroy()
    expect(mine.isConnected).toBe(true)
    expect(mine.querySelector('form')).toBeNull()
  })
})
