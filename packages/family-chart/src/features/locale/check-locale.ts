/** What setLocale accepts: a locale as the library's entries ship it, or a page's own in the same shape. */
import type { Locale } from '../../locales/types'

/** Why `value` is not a usable locale, or null when it is one. */
export function localeProblem(value: unknown): string | null {
  if (!value || typeof value !== 'object')
    return 'a locale is an object such as the one family-chart/locales/de exports'
  const { code, dir, messages, kinship } = value as Partial<Locale>
  if (typeof code !== 'string') return 'the locale has no code (a language tag such as "de")'
  try {
    if (!Intl.getCanonicalLocales(code).length) return `"${code}" is not a language tag`
  } catch {
    return `"${code}" is not a language tag`
  }
  if (dir !== undefined && dir !== 'ltr' && dir !== 'rtl')
    return `the locale's dir is "${String(dir)}", not "ltr" or "rtl"`
  if (messages !== undefined && (typeof messages !== 'object' || messages === null))
    return "the locale's messages are not an object"
  if (kinship !== undefined && typeof kinship?.word !== 'function') return "the locale's kinship has no word function"
  return null
}

/** The locale with what it may leave out filled in: no messages (English throughout), left to right. */
export function completeLocale(value: Partial<Locale> & { code: string }): Locale {
  return { ...value, dir: value.dir ?? 'ltr', messages: value.messages ?? {} } as Locale
}
