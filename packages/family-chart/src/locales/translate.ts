// Turns a message key and its values into the locale's text: plural forms, numbers and dates, isolated names.
import { EN_MESSAGES } from './en-messages'
import { isolateIfMixed } from './isolate'
import { dateFormat, numberFormat, pluralRules } from './intl-cache'
import type { Message, MessageValues, PluralForms } from './message'
import type { Locale, MessageKey } from './types'

const PLACEHOLDER = /\{([A-Za-z0-9_]+)\}/g

/** The locale's message for `key`, or the English one when the locale leaves it out. */
function messageOf(locale: Pick<Locale, 'messages'>, key: MessageKey): Message {
  const own = locale.messages[key]
  return own !== undefined && own !== null ? own : EN_MESSAGES[key]
}

/** A date as the locale writes it (with its `dateFormat`, or the language's default date). @since next */
export function formatDate(locale: Pick<Locale, 'code' | 'dateFormat'>, date: Date): string {
  return dateFormat(locale.code, locale.dateFormat).format(date)
}

/** Each value as text for the locale: numbers and dates formatted, text isolated where its direction differs. */
function formatValues(locale: Locale, values: MessageValues): Record<string, string> {
  const out: Record<string, string> = Object.create(null)
  for (const name of Object.keys(values)) {
    const value = values[name]
    if (typeof value === 'number') out[name] = numberFormat(locale.code, locale.numberFormat).format(value)
    else if (value instanceof Date) out[name] = formatDate(locale, value)
    else out[name] = isolateIfMixed(String(value), locale.dir)
  }
  return out
}

/** The plural form for `count` in the language's category, `other` when the locale did not write that category. */
function pluralForm(locale: Locale, forms: PluralForms, count: number | undefined): string {
  if (typeof count !== 'number' || !Number.isFinite(count)) return forms.other
  const category = pluralRules(locale.code).select(count) as keyof PluralForms
  return forms[category] ?? forms.other
}

/** `{name}` placeholders filled; a placeholder without a value is left as it is, so a missing value shows. */
function fill(template: string, formatted: Record<string, string>): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => (name in formatted ? formatted[name] : whole))
}

/**
 * The text of one message in `locale`, with `values` inserted in its `{placeholders}` (see {@link translate}): what
 * `translate` does once it has the message, for code that looks messages up itself (the chart's locale feature,
 * which leaves a missing one to the English its caller wrote, so it carries no catalogue).
 * @since next
 */
export function formatMessage(locale: Locale, message: Message, values: MessageValues = {}): string {
  const formatted = formatValues(locale, values)
  if (typeof message === 'function') return message(formatted)
  const count = typeof values.count === 'number' ? values.count : undefined
  const template = typeof message === 'string' ? message : pluralForm(locale, message, count)
  return fill(template, formatted)
}

/**
 * The text of message `key` in `locale`, with `values` inserted in its `{placeholders}`: numbers and dates
 * formatted by `Intl` for the locale, and names (any text value) isolated with FSI … PDI when they hold letters
 * of the other direction, so a Latin name stays whole in a Hebrew sentence. Plural messages choose their form with
 * `Intl.PluralRules` from `values.count`. A message the locale leaves out is taken from English.
 * @since next
 */
export function translate(locale: Locale, key: MessageKey, values: MessageValues = {}): string {
  return formatMessage(locale, messageOf(locale, key), values)
}
