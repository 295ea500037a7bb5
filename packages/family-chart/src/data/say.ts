/**
 * The one lookup the core makes for its own words. The locale feature sets it on the chart's state; unset, or
 * silent about a text, the core says the English it wrote beside the call, so the core carries no catalogue.
 */

/** The values a text inserts in its `{placeholders}`. */
type Values = Record<string, string | number>

/**
 * The chart's words in its locale: the text of a message, by its key (features ask by key, such as
 * 'fold.showAncestors') or by the English text the core itself writes ('Family tree'), with `values` filled in;
 * undefined when the locale does not say it, and the caller's English is used.
 * @since next
 */
export type Say = (key: string, values?: Values) => string | undefined

/** The core's `text` in the chart's words (`say`), else the English `text` with its `{placeholders}` filled. */
export const speak = (say: Say | undefined, text: string, values?: Values): string =>
  say?.(text, values) ?? (values ? text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name])) : text)
