import royals from './__fixtures__/wbgetentities-royals.json'
import search from './__fixtures__/wbsearchentities-charles.json'
import { parseEntities } from './parse-entity'
import type { PersonLookup } from './person-lookup'
import { searchPeople } from './remote-search'
import { WikiRequestError } from './request-error'

const persons = parseEntities(royals)
const lookup: PersonLookup = {
  getPersons: async (ids) => persons.filter((p) => ids.includes(p.wiki_id)),
  getLabels: async () => new Map(),
  origin: () => undefined,
  knownLabel: () => undefined,
}

describe('searchPeople', () => {
  it('asks wbsearchentities for the text and keeps the humans', async () => {
    const asked: string[] = []
    const found = await searchPeople(
      'charl',
      async (url) => {
        asked.push(url)
        return search
      },
      lookup,
    )
    expect(new URL(asked[0]).searchParams.get('search')).toBe('charl')
    expect(found.map((o) => o.value)).toEqual(['Q43274'])
  })

  it('rejects with a request error when the answer is not a search answer, so the box can say the search failed', async () => {
    await expect(searchPeople('charl', async () => ({ search: 'nope' }), lookup)).rejects.toBeInstanceOf(
      WikiRequestError,
    )
  })

  it('rejects when the humans check fails', async () => {
    const failing: PersonLookup = {
      ...lookup,
      getPersons: async () => {
        throw new WikiRequestError('http', 'Wikidata', 'x', { status: 500 })
      },
    }
    await expect(searchPeople('charl', async () => search, failing)).rejects.toThrow(
      'Wikidata did not answer (server error 500).',
    )
  })

  it('asks nothing more when nobody matches', async () => {
    const none: PersonLookup = { ...lookup, getPersons: jest.fn() }
    expect(await searchPeople('zzzz', async () => ({ search: [] }), none)).toEqual([])
    expect(none.getPersons).not.toHaveBeenCalled()
  })
})
