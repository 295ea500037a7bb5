/** Reading a list of people from edited text or from an address, with a message instead of an exception. */
import { validateData, type Data } from 'family-chart'

/** Ends a message with a full stop unless it already ends with punctuation. */
const sentence = (s: string) => (/[.!?]$/.test(s.trim()) ? s.trim() : `${s.trim()}.`)

export type PeopleResult = { data: Data } | { error: string }

const FATAL = new Set(['not-an-array', 'empty-data', 'bad-person'])

/** Accepts any value that the chart can draw: a non-empty list of people records. */
export function checkPeople(value: unknown): PeopleResult {
  const fatal = validateData(value).filter((p) => FATAL.has(p.type))
  if (fatal.length) return { error: fatal.slice(0, 3).map((p) => p.message).join(' ') }
  return { data: value as Data }
}

export function parsePeopleText(text: string): PeopleResult {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (err) {
    return { error: `Invalid JSON: ${(err as Error).message}` }
  }
  return checkPeople(parsed)
}

/** Fetches `url`; a network failure, a non-OK status or a body that is not a person list gives a message. */
export async function fetchPeople(url: string, fetchFn: typeof fetch = fetch): Promise<PeopleResult> {
  const where = `Could not load data from ${url}:`
  let res: Response
  try {
    res = await fetchFn(url)
  } catch (err) {
    return { error: `${where} ${sentence((err as Error).message || 'the request failed')}` }
  }
  if (!res.ok) return { error: `${where} HTTP error! status: ${res.status}.` }
  const text = await res.text()
  const result = parsePeopleText(text)
  return 'error' in result ? { error: `${where} ${sentence(result.error)}` } : result
}
