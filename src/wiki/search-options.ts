/** Search helpers: the local filter, the humans-only rule for remote results, the stash CSV and visit history. */
import { HUMAN, PROP, SEARCH_MIN_LENGTH } from './constants'
import { isItemId, isRecord, readText } from './ids'
import { claimValues } from './parse-entity'
import { WikiRequestError } from './request-error'
import type { SearchOption, WikiPerson } from './types'

/** True when the text is long enough to search at all. */
export function isSearchable(text: string): boolean {
  return text.trim().length >= SEARCH_MIN_LENGTH
}

/** Case-insensitive substring match on the option's 'label (description)' text. */
export function filterOptions(options: SearchOption[], text: string): SearchOption[] {
  if (!isSearchable(text)) return []
  const needle = text.trim().toLowerCase()
  return options.filter((option) => option.label.toLowerCase().includes(needle))
}

/**
 * Options shown for a wbsearchentities answer: 'label (description)' with the Q-id as value. A hit without an item
 * id is dropped; a label or description that is not text is replaced by the id or left out. An answer without a
 * 'search' list throws WikiRequestError ('shape').
 */
export function searchAnswerOptions(answer: unknown): SearchOption[] {
  const hits = isRecord(answer) ? answer.search : undefined
  if (!Array.isArray(hits)) {
    const reason =
      isRecord(answer) && isRecord(answer.error)
        ? `the answer is an error: ${String(answer.error.info ?? answer.error.code ?? '')}`
        : "the answer has no 'search' list"
    throw new WikiRequestError('shape', 'Wikidata', `wbsearchentities: ${reason.slice(0, 300)}`)
  }
  const options: SearchOption[] = []
  for (const hit of hits) {
    if (!isRecord(hit) || !isItemId(hit.id)) continue
    const label = readText(hit.label) || hit.id
    const description = readText(hit.description)
    options.push({ label: description ? `${label} (${description})` : label, value: hit.id })
  }
  return options
}

/** Keeps the options whose entity is an instance of human (P31 = Q5). */
export function humansOnly(options: SearchOption[], persons: WikiPerson[]): SearchOption[] {
  const humans = new Set(
    persons.filter((person) => claimValues(person, PROP.instanceOf).includes(HUMAN)).map((person) => person.wiki_id),
  )
  return options.filter((option) => humans.has(option.value))
}

/** Adds options not already present (by value), keeping the existing order first. */
export function mergeOptions(current: SearchOption[], added: SearchOption[]): SearchOption[] {
  const seen = new Set(current.map((option) => option.value))
  return [...current, ...added.filter((option) => !seen.has(option.value) && seen.add(option.value))]
}

/** Parses the search stash CSV (header 'label,value' skipped; labels may be quoted and contain commas). */
export function parseSearchStashCsv(text: string): SearchOption[] {
  const options: SearchOption[] = []
  const lines = text.split(/\r?\n/).slice(1)
  for (const line of lines) {
    if (!line.trim()) continue
    const cut = line.lastIndexOf(',')
    if (cut <= 0) continue
    let label = line.slice(0, cut).trim()
    const value = line.slice(cut + 1).trim()
    if (label.startsWith('"') && label.endsWith('"')) label = label.slice(1, -1).replace(/""/g, '"')
    if (isItemId(value) && label) options.push({ label: readText(label)!, value })
  }
  return options
}

/** Session history: the visited id first, no duplicates, only Q-ids. */
export function pushHistory(history: string[], id: string): string[] {
  if (!isItemId(id)) return history
  return [id, ...history.filter((entry) => entry !== id)]
}
