/**
 * @jest-environment jsdom
 */
// A card click makes that person main whatever the edit tree was doing (adding relatives, just saved someone else),
// and the form then shows them with their gender checked; the next "add relative" is for them.
import { cardByText, cards, click, form, input, person, setup, submit } from './helpers'

const title = () => form().querySelector('.f3-form-title')!.textContent
const checkedGender = () => form().querySelector<HTMLInputElement>('input[name="gender"]:checked')?.value ?? null
const mainCard = () => document.querySelector('#c .f3-card-main')!.textContent

describe('a card click makes the person main', () => {
  it('while adding relatives to someone else: the mode ends, the clicked person is main, their form is open', () => {
    const { chart, et } = setup((e) => e.setEditFirst(true))
    et.open(chart.getMainDatum())
    click('.f3-add-relative-toggle')
    cardByText('Add Sonwith Ana Reed').click()
    input('first name').value = 'Ben'
    submit()
    cardByText('Ana Reed').click()
    expect(et.isAddingRelative()).toBe(false)
    expect(chart.getMainDatum().id).toBe('wife')
    expect(mainCard()).toBe('Ana Reed')
    expect(title()).toBe('Ana Reed')
    expect(checkedGender()).toBe('F')
    expect(cards().some((c) => c.textContent!.startsWith('Add '))).toBe(false)
    // the next "add relative" is for the clicked person
    click('.f3-add-relative-toggle')
    cardByText('Add Daughterwith Sam Reed').click()
    input('first name').value = 'Zoe'
    submit()
    const zoe = et.getStoreDataCopy().find((d: any) => d.data['first name'] === 'Zoe')
    expect(zoe?.rels).toMatchObject({ mother: 'wife', father: 'me' })
  })

  it('right after submitting an edit of another person', () => {
    const { chart, et } = setup((e) => e.setEditFirst(true))
    cardByText('Lia Reed').click()
    input('first name').value = 'Lea'
    submit()
    expect(chart.getMainDatum().id).toBe('kid')
    cardByText('Sam Reed').click()
    expect(chart.getMainDatum().id).toBe('me')
    expect(mainCard()).toBe('Sam Reed')
    expect(title()).toBe('Sam Reed')
    expect(checkedGender()).toBe('M')
    expect(person(et, 'kid').data['first name']).toBe('Lea')
  })

  it("after adding a child, the parent's form shows their gender checked", () => {
    const { chart } = setup((e) => e.setEditFirst(true))
    cardByText('Ana Reed').click()
    click('.f3-add-relative-toggle')
    cardByText('Add Sonwith Sam Reed').click()
    input('first name').value = 'Max'
    submit()
    expect(title()).toBe('Ana Reed')
    expect(checkedGender()).toBe('F')
    expect(chart.getMainDatum().id).toBe('wife')
  })
})
