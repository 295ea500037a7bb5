/** The builder's language choice: English (built in) or one of the languages family-chart ships as entries. */
import { SHIPPED_LOCALES, type LocaleCode } from '@site/src/snippets/locales'

/** Each language under its own name, as a reader of it looks for it. */
const NAMES: Record<LocaleCode, string> = {
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  pt: 'Português',
  it: 'Italiano',
  nl: 'Nederlands',
  pl: 'Polski',
  ru: 'Русский',
  he: 'עברית',
  ar: 'العربية',
  zh: '中文',
  ja: '日本語',
}

/** The select's options: English first (value ''), then the shipped languages. */
export const LANGUAGE_OPTIONS: { value: string; label: string }[] = [
  { value: '', label: 'English' },
  ...SHIPPED_LOCALES.map((code) => ({ value: code, label: `${NAMES[code]} (${code})` })),
]

/** The select's value as the configuration keeps it: a shipped language's code, or null for English. */
export function languageOf(value: string): LocaleCode | null {
  return (SHIPPED_LOCALES as readonly string[]).includes(value) ? (value as LocaleCode) : null
}
