// The shapes a message of a locale may take: plain text with {placeholders}, plural forms, or a function for grammar.

/**
 * A message in each `Intl.PluralRules` category the language uses; `other` is always needed. The category is chosen
 * by the number given as `count`, which `{count}` inserts formatted for the locale.
 * @since next
 */
export interface PluralForms {
  zero?: string
  one?: string
  two?: string
  few?: string
  many?: string
  other: string
}

/** The values a message inserts, by placeholder name: text (names, words), numbers and dates. @since next */
export type MessageValues = Record<string, string | number | Date>

/**
 * One message: text with `{name}` placeholders, plural forms, or a function of the values for grammar that a
 * template cannot say (an English possessive, a capital letter). A function receives the values already formatted
 * (numbers and dates for the locale, names isolated where their direction differs) and returns the text.
 * @since next
 */
export type Message = string | PluralForms | ((values: Record<string, string>) => string)
