/**
 * @jest-environment jsdom
 */
// The person form keeps what the person has when page code resets it or rebuilds it from its HTML (issue 34.5: a
// form showing no gender for a person who has one).
import { cardByText, click, form, input, setup } from './helpers'

const checkedGender = (f: ParentNode) =>
  f.querySelector<HTMLInputElement>('input[name="gender"]:checked')?.value ?? null

describe('the person form after a reset or a rebuild from HTML', () => {
  it('still shows the gender and the field values', () => {
    setup()
    cardByText('Lia Reed').click()
    click('.f3-edit-toggle')
    expect(checkedGender(form())).toBe('F')
    expect(input('first name').value).toBe('Lia')

    form().reset()
    expect(checkedGender(form())).toBe('F')
    expect(input('first name').value).toBe('Lia')

    const copy = document.createElement('div')
    copy.innerHTML = form().outerHTML
    expect(checkedGender(copy)).toBe('F')
    expect(copy.querySelector<HTMLInputElement>('input[name="first name"]')!.value).toBe('Lia')
  })

  it('resets a field the person typed into back to the saved value, not to empty', () => {
    setup()
    cardByText('Tom Reed').click()
    click('.f3-edit-toggle')
    input('first name').value = 'Thomas'
    form().querySelector<HTMLInputElement>('input[name="gender"][value="F"]')!.checked = true
    form().reset()
    expect(input('first name').value).toBe('Tom')
    expect(checkedGender(form())).toBe('M')
  })
})
