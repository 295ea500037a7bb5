// translate: English fallback, placeholders, plural forms by Intl.PluralRules, Intl numbers and dates, isolated names.
import ar from '../../src/locales/ar'
import de from '../../src/locales/de'
import { en } from '../../src/locales/en'
import { EN_MESSAGES } from '../../src/locales/en-messages'
import he from '../../src/locales/he'
import { FSI, PDI, isolate, isolateIfMixed } from '../../src/locales/isolate'
import pl from '../../src/locales/pl'
import ru from '../../src/locales/ru'
import { formatDate, translate } from '../../src/locales/translate'
import type { Locale } from '../../src/locales/types'

describe('English, as the library has always said it', () => {
  it('fills named placeholders', () => {
    expect(translate(en, 'edit.addedAs', { name: 'Mary', relation: 'mother', other: 'John' })).toBe(
      'Added Mary as mother of John',
    )
  })

  it('chooses the singular or the plural form by the count', () => {
    expect(translate(en, 'fold.hideAncestorsOf', { count: 1, name: 'Ann' })).toBe('Hide 1 ancestor of Ann')
    expect(translate(en, 'fold.hideAncestorsOf', { count: 12, name: 'Ann' })).toBe('Hide 12 ancestors of Ann')
  })

  it('writes counts without grouping, as before', () => {
    expect(translate(en, 'overview.label', { count: 12000 })).toBe(
      'Overview of 12000 cards. Press Enter or click to zoom in.',
    )
  })

  it('keeps the English possessive of names ending in s', () => {
    const values = { nameA: 'James', nameB: 'Ann', relation: 'sister' }
    expect(translate(en, 'relationship.sentence', values)).toBe("Ann is James' sister.")
    expect(translate(en, 'relationship.endLabel', { name: 'Ann', relation: 'brother' })).toBe("Ann's brother")
  })

  it('leaves Latin names bare, so English text is byte for byte what it was', () => {
    expect(translate(en, 'edit.savedName', { name: 'Ann Reed' })).toBe('Saved Ann Reed')
  })

  it('leaves a placeholder without a value in view rather than inventing one', () => {
    expect(translate(en, 'edit.savedName')).toBe('Saved {name}')
  })
})

describe('a locale that leaves a message out', () => {
  const partial: Locale = { ...de, messages: { 'form.submit': 'Absenden' } }

  it('uses its own message where it has one and English for the rest', () => {
    expect(translate(partial, 'form.submit')).toBe('Absenden')
    expect(translate(partial, 'form.delete')).toBe(EN_MESSAGES['form.delete'])
    expect(translate(partial, 'edit.savedName', { name: 'Ann' })).toBe('Saved Ann')
  })

  it('falls back for the developer warnings the shipped locales leave in English', () => {
    expect(de.messages['export.customHtml']).toBeUndefined()
    expect(translate(de, 'export.customHtml')).toBe(EN_MESSAGES['export.customHtml'])
  })
})

describe('plural forms by Intl.PluralRules', () => {
  it.each([
    [1, 'Pokaż 1 przodka'],
    [3, 'Pokaż 3 przodków'],
    [5, 'Pokaż 5 przodków'],
    [22, 'Pokaż 22 przodków'],
  ])('Polish: %i ancestors', (count, text) => {
    expect(translate(pl, 'fold.showAncestors', { count })).toBe(text)
  })

  it.each([
    [1, 'Polish card', 'Przegląd: 1 karta.'],
    [2, 'few', 'Przegląd: 2 karty.'],
    [5, 'many', 'Przegląd: 5 kart.'],
    [1.5, 'other', 'Przegląd: 1,5 karty.'],
  ])('Polish cards: %s (%s)', (count, _category, start) => {
    expect(translate(pl, 'overview.label', { count })).toMatch(new RegExp('^' + start.replace('.', '\\.')))
  })

  it.each([
    [1, 'Встречается в древе 1 раз'],
    [3, 'Встречается в древе 3 раза'],
    [11, 'Встречается в древе 11 раз'],
    [21, 'Встречается в древе 21 раз'],
    [24, 'Встречается в древе 24 раза'],
  ])('Russian: appears %i times', (count, text) => {
    expect(translate(ru, 'card.appears', { count })).toBe(text)
  })

  it.each([
    [0, 'لا يظهر في هذه الشجرة'],
    [1, 'يظهر مرة واحدة في هذه الشجرة'],
    [2, 'يظهر مرتين في هذه الشجرة'],
    [5, 'يظهر # مرات في هذه الشجرة'],
    [11, 'يظهر # مرة في هذه الشجرة'],
    [100, 'يظهر # مرة في هذه الشجرة'],
  ])('Arabic, six categories: appears %i times', (count, text) => {
    // The digits are the language's own as Intl writes them (Latin or Arabic-Indic by the ICU's data).
    expect(translate(ar, 'card.appears', { count })).toBe(text.replace('#', new Intl.NumberFormat('ar').format(count)))
  })

  it('Hebrew has a dual', () => {
    expect(translate(he, 'card.appears', { count: 2 })).toBe('מופיע פעמיים בעץ הזה')
    expect(translate(he, 'card.appears', { count: 7 })).toBe('מופיע 7 פעמים בעץ הזה')
  })
})

describe('numbers and dates through Intl', () => {
  it('groups a large count as the language does', () => {
    expect(translate(de, 'overview.label', { count: 12000 })).toContain('12.000 Karten')
  })

  it('writes a date with the locale’s date format, or the language’s default', () => {
    const date = new Date(Date.UTC(1990, 4, 3, 12))
    const long: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeZone: 'UTC' }
    expect(formatDate({ code: 'de', dateFormat: long }, date)).toBe('3. Mai 1990')
    expect(formatDate({ code: 'ja', dateFormat: long }, date)).toBe('1990年5月3日')
    expect(translate({ ...de, dateFormat: long }, 'card.noteWithDate', { note: 'geschieden', date })).toBe(
      'geschieden, 3. Mai 1990',
    )
  })
})

describe('names inserted into a sentence of the other direction are isolated', () => {
  it('wraps a Latin name in a Hebrew sentence in FSI … PDI', () => {
    const text = translate(he, 'edit.savedName', { name: 'Ann Reed' })
    expect(text).toBe(`${FSI}Ann Reed${PDI} נשמר`)
  })

  it('wraps a Hebrew or Arabic name in an English sentence', () => {
    expect(translate(en, 'edit.savedName', { name: 'דוד לוי' })).toBe(`Saved ${FSI}דוד לוי${PDI}`)
    expect(translate(en, 'chart.mainChanged', { name: 'محمد' })).toBe(`${FSI}محمد${PDI} is now the main person`)
  })

  it('wraps a name mixing both directions on either side', () => {
    expect(isolateIfMixed('Ann (אנה)', 'ltr')).toBe(isolate('Ann (אנה)'))
    expect(isolateIfMixed('Ann (אנה)', 'rtl')).toBe(isolate('Ann (אנה)'))
  })

  it('leaves text of the sentence’s own direction, and digits, bare', () => {
    expect(isolateIfMixed('דוד', 'rtl')).toBe('דוד')
    expect(isolateIfMixed('1990', 'rtl')).toBe('1990')
    expect(isolateIfMixed('Zoë 李', 'ltr')).toBe('Zoë 李')
  })

  it('isolates before grammar reads the name: an English possessive follows the isolated Hebrew name', () => {
    expect(translate(en, 'relationship.endLabel', { name: 'דוד', relation: 'brother' })).toBe(
      `${FSI}דוד${PDI}'s brother`,
    )
  })
})
