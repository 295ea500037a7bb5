/** The chart's words in one locale: what the locale feature puts on the chart's state for the core and features. */
import type { Say } from '../../data/say'
import { formatMessage } from '../../locales/translate'
import type { Locale, MessageKey } from '../../locales/types'
import { CORE_KEY_OF } from './core-texts'

/**
 * Says messages in `locale`: by key, or by the core's English text. A message the locale leaves out gives
 * undefined, so the caller's English stands in for it (English is each call's own, not a catalogue here).
 */
export function sayIn(locale: Locale): Say {
  const { messages } = locale
  return (key, values) => {
    const own = Object.prototype.hasOwnProperty.call(messages, key) ? key : CORE_KEY_OF.get(key)
    const message = own === undefined ? undefined : messages[own as MessageKey]
    return message === undefined || message === null ? undefined : formatMessage(locale, message, values)
  }
}
