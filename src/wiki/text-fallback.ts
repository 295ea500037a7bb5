/** Picks the text to show from Wikidata's per-language labels and descriptions. */
import type { WikiLangValue } from './types'

function pick(values: Record<string, WikiLangValue> | undefined, none: string): string {
  if (!values) return none
  if (values.en?.value) return values.en.value
  for (const code of Object.keys(values)) {
    const entry = values[code]
    if (entry?.value) return `${entry.value} (${entry.language || code})`
  }
  return none
}

/** English label, else the first language's label with its code in brackets, else 'no label'. */
export function pickLabel(labels: Record<string, WikiLangValue> | undefined): string {
  return pick(labels, 'no label')
}

/** English description, else the first language's with its code in brackets, else 'no description'. */
export function pickDescription(descriptions: Record<string, WikiLangValue> | undefined): string {
  return pick(descriptions, 'no description')
}
