/**
 * @jest-environment jsdom
 */
// Keyboard focus and the form: into it on open, kept across rebuilds, back to the card on Escape; heading levels.
import { cardByText, click, form, input, setup } from './helpers'

const active = () => document.activeElement as HTMLElement | null
const focusCard = (text: string) => {
  const card = cardByText(text)
  card.focus()
  return card
}
const press = (key: string, target: Element = active()!) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))

describe('focus around the person form', () => {
  it('moves into the form when a focused card opens it: the title in view mode, the first field in edit mode', () => {
    setup()
    focusCard('Tom Reed').click()
    expect(active()).toBe(form().querySelector('.f3-form-title'))
    click('.f3-edit-toggle')
    expect(active()).toBe(input('first name'))

    setup((e) => e.setEditFirst(true))
    focusCard('Tom Reed').click()
    expect(active()).toBe(input('first name'))
  })

  it('does not take focus when the form is opened from code while focus is elsewhere', () => {
    const { et, chart } = setup()
    const outside = document.createElement('button')
    document.body.append(outside)
    outside.focus()
    et.open(chart.getMainDatum())
    expect(form()).not.toBeNull()
    expect(active()).toBe(outside)
  })

  it('keeps focus on the same control when the form is rebuilt', () => {
    setup()
    focusCard('Lia Reed').click()
    const toggle = form().querySelector<HTMLButtonElement>('.f3-add-relative-toggle')!
    toggle.focus()
    toggle.click()
    // the form was rebuilt with the toggle pressed; focus is on the new toggle
    expect(active()!.classList.contains('f3-add-relative-toggle')).toBe(true)
    expect(active()!.getAttribute('aria-pressed')).toBe('true')
  })

  it('Escape closes the form and returns focus to the card it was opened from', () => {
    const { et } = setup()
    focusCard('Tom Reed').click()
    press('Escape')
    expect(document.querySelector<HTMLElement>('#c .f3-form-cont')!.hidden).toBe(true)
    expect(active()).toBe(cardByText('Tom Reed'))
    expect(et.isAddingRelative()).toBe(false)
  })

  it('the close button returns focus to the card too', () => {
    setup()
    focusCard('Eve Reed').click()
    click('.f3-close-form')
    expect(active()).toBe(cardByText('Eve Reed'))
  })

  it('after Submit focus is on the title, where the saved message is read', () => {
    setup()
    focusCard('Tom Reed').click()
    click('.f3-edit-toggle')
    input('first name').value = 'Thomas'
    form().dispatchEvent(new Event('submit', { cancelable: true }))
    expect(active()).toBe(form().querySelector('.f3-form-title'))
  })
})

describe('the form title', () => {
  it('is an h2 by default and follows setHeadingLevel', () => {
    const { et } = setup()
    cardByText('Tom Reed').click()
    expect(form().querySelector('.f3-form-title')!.tagName).toBe('H2')
    et.setHeadingLevel(3)
    expect(form().querySelector('.f3-form-title')!.tagName).toBe('H3')
    et.setHeadingLevel(9)
    expect(form().querySelector('.f3-form-title')!.tagName).toBe('H2')
  })
})
