/**
 * The languages an example's code uses: `f3Locales.he` in its code is the Hebrew locale, the global its script-tag
 * file sets in a page (`dist/locales/he.min.js`) and `import { he } from 'family-chart/locales/he'` in a module.
 */

/** The languages family-chart ships beside the built-in English, each in an entry of its own. */
export const SHIPPED_LOCALES = ['de', 'fr', 'es', 'pt', 'it', 'nl', 'pl', 'ru', 'he', 'ar', 'zh', 'ja'] as const

export type LocaleCode = (typeof SHIPPED_LOCALES)[number]

const isShipped = (code: string): code is LocaleCode => (SHIPPED_LOCALES as readonly string[]).includes(code)

/** The shipped languages the code refers to (`f3Locales.he`, `f3Locales['zh']`), each once, in the order written. */
export function usedLocales(code: string): LocaleCode[] {
  const found = [...code.matchAll(/\bf3Locales\s*(?:\.\s*([a-z]{2})\b|\[\s*['"]([a-z]{2})['"]\s*\])/g)]
  const codes = found.map((m) => m[1] ?? m[2]).filter(isShipped)
  return [...new Set(codes)]
}

/** A module's lines for the languages: one import per entry and the `f3Locales` object the code reads. */
export function localeImportLines(code: string): string[] {
  const codes = usedLocales(code)
  if (!codes.length) return []
  return [
    ...codes.map((c) => `import { ${c} } from 'family-chart/locales/${c}'`),
    `const f3Locales = { ${codes.join(', ')} }`,
  ]
}
