/**
 * @jest-environment jsdom
 */
// The edit tree follows its chart's locale: the form is marked with the chart's language and direction and says its
// words in it; back to the page's language and English when the chart's locale goes.
import de from '../../src/locales/de'
import he from '../../src/locales/he'
import { cardByText, click, form, setup } from './helpers'

const submitText = () => form().querySelector('.f3-submit-btn')?.textContent

describe('the person form in the chart’s locale', () => {
  it('is right to left and in Hebrew with a Hebrew chart', () => {
    const { chart } = setup()
    chart.setLocale(he)
    cardByText('Tom Reed').click()
    click('.f3-edit-toggle')
    expect(form().getAttribute('lang')).toBe('he')
    expect(form().getAttribute('dir')).toBe('rtl')
    expect(submitText()).toBe(he.messages['form.submit'])
  })

  it('follows a change of language made after the edit tree was created', () => {
    const { chart } = setup()
    cardByText('Tom Reed').click()
    click('.f3-edit-toggle')
    expect(form().getAttribute('lang')).toBeNull()
    expect(submitText()).toBe('Submit')
    chart.setLocale(de)
    cardByText('Tom Reed').click()
    click('.f3-edit-toggle')
    expect(form().getAttribute('lang')).toBe('de')
    expect(form().getAttribute('dir')).toBe('ltr')
    expect(submitText()).toBe(de.messages['form.submit'])
    expect(submitText()).not.toBe('Submit')
  })

  it('takes the page’s language and English again when the locale is removed', () => {
    const { chart } = setup()
    chart.setLocale(he)
    chart.setLocale(null)
    cardByText('Tom Reed').click()
    click('.f3-edit-toggle')
    expect(form().hasAttribute('lang')).toBe(false)
    expect(form().hasAttribute('dir')).toBe(false)
    expect(submitText()).toBe('Submit')
  })
})
