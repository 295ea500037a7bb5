// English: the library's own language, built in; every other locale falls back to it message by message.
import { EN_MESSAGES } from './en-messages'
import { enKinship } from './rules/en'
import type { Locale } from './types'

/** English, as the library has always spoken it. @since next */
export const en: Locale = {
  code: 'en',
  dir: 'ltr',
  messages: EN_MESSAGES,
  kinship: enKinship,
  // Counts as the library always wrote them: "Overview of 12000 cards".
  numberFormat: { useGrouping: false },
}
