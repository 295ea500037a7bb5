// One Intl formatter per locale and options: making them is slow next to using them, and messages are many.

const plurals = new Map<string, Intl.PluralRules>()
const numbers = new Map<string, Intl.NumberFormat>()
const dates = new Map<string, Intl.DateTimeFormat>()

function cached<T>(table: Map<string, T>, code: string, options: object | undefined, make: () => T): T {
  const key = code + '\u0000' + JSON.stringify(options ?? {})
  let made = table.get(key)
  if (!made) {
    made = make()
    table.set(key, made)
  }
  return made
}

/** The plural rules (cardinal) of a language. */
export const pluralRules = (code: string) => cached(plurals, code, undefined, () => new Intl.PluralRules(code))

/** A number formatter of a language with the locale's options. */
export const numberFormat = (code: string, options?: Intl.NumberFormatOptions) =>
  cached(numbers, code, options, () => new Intl.NumberFormat(code, options))

/** A date formatter of a language with the locale's options. */
export const dateFormat = (code: string, options?: Intl.DateTimeFormatOptions) =>
  cached(dates, code, options, () => new Intl.DateTimeFormat(code, options))
