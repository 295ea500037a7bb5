// Every shipped locale against the English catalogue: complete, the same placeholders, plural forms the language has.
import { EN_MESSAGES } from '../../src/locales/en-messages'
import type { Message } from '../../src/locales/message'
import type { MessageKey } from '../../src/locales/types'
import { DEVELOPER_WARNINGS, SHIPPED } from './shipped'

const KEYS = Object.keys(EN_MESSAGES) as MessageKey[]

/** The placeholders of the English messages that are functions (grammar a template cannot say). */
const FUNCTION_PLACEHOLDERS: Partial<Record<MessageKey, string[]>> = {
  'relationship.sentence': ['nameA', 'nameB', 'relation'],
  'relationship.endLabel': ['name', 'relation'],
  'relationship.chain': ['owner', 'relation'],
  'family.title': ['name', 'word'],
  'family.titleUnnamed': ['word'],
}

const placeholdersOf = (text: string) =>
  [...new Set([...text.matchAll(/\{([A-Za-z0-9_]+)\}/g)].map((m) => m[1]))].sort()

/** The forms of a message as text: one for a template, one per category for plural forms, none for a function. */
const formsOf = (message: Message): string[] =>
  typeof message === 'string' ? [message] : typeof message === 'function' ? [] : Object.values(message).filter(Boolean)

function englishPlaceholders(key: MessageKey): string[] {
  return FUNCTION_PLACEHOLDERS[key] ?? [...new Set(formsOf(EN_MESSAGES[key]).flatMap(placeholdersOf))].sort()
}

describe.each(SHIPPED.map((locale) => [locale.code, locale] as const))('the %s catalogue', (code, locale) => {
  it('has every English message, but the developer warnings that may stay English', () => {
    const missing = KEYS.filter((key) => locale.messages[key] === undefined)
    expect(missing.filter((key) => !(DEVELOPER_WARNINGS as readonly string[]).includes(key))).toEqual([])
  })

  it('has no message the library does not know', () => {
    expect(Object.keys(locale.messages).filter((key) => !(key in EN_MESSAGES))).toEqual([])
  })

  it('fills the same placeholders as English in every message', () => {
    const differing: string[] = []
    for (const key of KEYS) {
      const message = locale.messages[key]
      if (message === undefined || typeof message === 'function') continue
      const expected = englishPlaceholders(key)
      const forms = formsOf(message)
      const used = [...new Set(forms.flatMap(placeholdersOf))].sort()
      const stray = forms.some((form) => placeholdersOf(form).some((p) => !expected.includes(p)))
      if (stray || used.join() !== expected.join()) differing.push(`${key}: ${used.join()} ≠ ${expected.join()}`)
    }
    expect(differing).toEqual([])
  })

  it('writes plural forms only in categories the language has, and always "other"', () => {
    const categories = new Intl.PluralRules(code).resolvedOptions().pluralCategories as string[]
    const wrong: string[] = []
    for (const key of KEYS) {
      const message = locale.messages[key]
      if (!message || typeof message !== 'object') continue
      if (!message.other) wrong.push(`${key}: no other`)
      for (const category of Object.keys(message)) if (!categories.includes(category)) wrong.push(`${key}: ${category}`)
    }
    expect(wrong).toEqual([])
  })

  it('says which way it is written, as the language does', () => {
    expect(locale.dir).toBe(['he', 'ar'].includes(code) ? 'rtl' : 'ltr')
    expect(Intl.PluralRules.supportedLocalesOf([code])).toEqual([code])
  })
})
