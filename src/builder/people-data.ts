/** Reading a list of people from edited text or from an address, with a message instead of an exception. */
import type { Data } from 'family-chart'
import { loadValidator, type Validator } from './validator'

/** Ends a message with a full stop unless it already ends with punctuation. */
const sentence = (s: string) => (/[.!?]$/.test(s.trim()) ? s.trim() : `${s.trim()}.`)

/** A list the chart can draw, with what the library's validation found wrong in it (drawn anyway), or why not. */
export type PeopleResult = { data: Data; warnings: string[] } | { error: string }

const FATAL = new Set(['not-an-array', 'empty-data', 'bad-person'])

/** Accepts any value that the chart can draw: a non-empty list of people records (`validate`: the library's). */
export function checkPeople(value: unknown, validate: Validator): PeopleResult {
  const problems = validate(value)
  // A person with a missing rels object (bad-person with an id) is drawn without relatives: a warning, not an error.
  const fatal = problems.filter((p) => FATAL.has(p.type) && !(p.type === 'bad-person' && p.id !== undefined))
  if (fatal.length)
    return {
      error: fatal
        .slice(0, 3)
        .map((p) => p.message)
        .join(' '),
    }
  return { data: value as Data, warnings: problems.map((p) => p.message) }
}

const duration = (ms: number) => (ms < 1000 ? `${ms} ms` : `${Math.round(ms / 1000)} seconds`)

/** How long a `data_url` may take before the page gives up and says so. */
export const FETCH_TIMEOUT_MS = 15000

/** Reads edited text as a list of people, checked by `validate` (the library's, see `loadValidator`). */
export function parsePeopleText(text: string, validate: Validator): PeopleResult {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (err) {
    return { error: `Invalid JSON: ${(err as Error).message}` }
  }
  return checkPeople(parsed, validate)
}

/**
 * Fetches `url`; a network failure, a non-OK status, no answer within `timeoutMs` or a body that is not a person
 * list gives a message. `signal` cancels the request (the page left, or the user asked again).
 */
export async function fetchPeople(
  url: string,
  fetchFn: typeof fetch = fetch,
  { timeoutMs = FETCH_TIMEOUT_MS, signal }: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<PeopleResult> {
  const where = `Could not load data from ${url}:`
  // The library arrives while the data does (both are needed before the list can be checked).
  const validator = loadValidator().catch(() => null)
  const controller = new AbortController()
  const abort = () => controller.abort()
  signal?.addEventListener('abort', abort)
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, timeoutMs)
  try {
    let res: Response
    try {
      res = await fetchFn(url, { signal: controller.signal })
    } catch (err) {
      if (timedOut) return { error: `${where} the server did not answer within ${duration(timeoutMs)}.` }
      return { error: `${where} ${sentence((err as Error).message || 'the request failed')}` }
    }
    if (!res.ok)
      return {
        error: `${where} the server answered with status ${res.status}${res.statusText ? ` (${res.statusText})` : ''}.`,
      }
    let text: string
    try {
      text = await res.text()
    } catch {
      return {
        error: timedOut
          ? `${where} the server did not finish sending within ${duration(timeoutMs)}.`
          : `${where} the answer could not be read.`,
      }
    }
    const validate = await validator
    if (!validate) return { error: `${where} the chart library could not be loaded (check the connection).` }
    const result = parsePeopleText(text, validate)
    return 'error' in result ? { error: `${where} ${sentence(result.error)}` } : result
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', abort)
  }
}
