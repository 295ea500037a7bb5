/** One remote search: Wikidata's matches for a text, kept only when they are humans. */
import { searchUrl } from './api-urls'
import type { PersonLookup } from './person-lookup'
import { humansOnly, searchAnswerOptions } from './search-options'
import type { SearchOption } from './types'

/**
 * The human matches for `text`. `fetchAnswer` GETs a URL and returns its JSON; any failure (the request, a body
 * that is not the expected shape, the humans check) rejects, so the caller can say the search failed.
 */
export async function searchPeople(
  text: string,
  fetchAnswer: (url: string) => Promise<unknown>,
  lookup: PersonLookup,
): Promise<SearchOption[]> {
  const options = searchAnswerOptions(await fetchAnswer(searchUrl(text)))
  if (!options.length) return []
  return humansOnly(options, await lookup.getPersons(options.map((option) => option.value)))
}
