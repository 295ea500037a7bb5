/** Picks the text to show from Wikidata's per-language labels and descriptions, whatever shape they arrive in. */
import { entriesOf, isRecord, readText } from './ids'

/** A language code as Wikidata writes them ('en', 'zh-hans', 'be-tarask'); anything else is not shown. */
const LANGUAGE_CODE = /^[a-z]{2,3}(-[a-z0-9]{1,10}){0,3}$/i

function valueOf(entry: unknown): string | undefined {
  return isRecord(entry) ? readText(entry.value) || undefined : undefined
}

function pick(values: unknown, none: string): string {
  if (!isRecord(values)) return none
  const english = Object.hasOwn(values, 'en') ? valueOf(values.en) : undefined
  if (english) return english
  for (const [code, entry] of entriesOf(values)) {
    const value = valueOf(entry)
    if (!value) continue
    const language =
      isRecord(entry) && typeof entry.language === 'string' && LANGUAGE_CODE.test(entry.language)
        ? entry.language
        : code
    return LANGUAGE_CODE.test(language) ? `${value} (${language})` : value
  }
  return none
}

/** What a person without a label in any language is called: shown on their card, never used to name them. */
export const NO_LABEL = 'no label'

/** English label, else the first language's label with its code in brackets, else 'no label'. */
export function pickLabel(labels: unknown): string {
  return pick(labels, NO_LABEL)
}

/** English description, else the first language's with its code in brackets, else 'no description'. */
export function pickDescription(descriptions: unknown): string {
  return pick(descriptions, 'no description')
}
