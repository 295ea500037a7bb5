import imageAnswer from './__fixtures__/commons-imageinfo.json'
import royals from './__fixtures__/wbgetentities-royals.json'
import { createHttpSources, fetchJson } from './http-sources'

type Route = (url: URL) => { status: number; body: unknown }

function fakeFetch(route: Route) {
  const calls: URL[] = []
  const impl = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost')
    calls.push(url)
    const { status, body } = route(url)
    return { ok: status >= 200 && status < 300, status, json: async () => body } as Response
  }) as typeof fetch
  return { impl, calls }
}

describe('fetchJson', () => {
  it("throws 'HTTP error! status: {code}' on a non-OK answer", async () => {
    const { impl } = fakeFetch(() => ({ status: 503, body: {} }))
    await expect(fetchJson('/x', impl)).rejects.toThrow('HTTP error! status: 503')
  })
})

describe('createHttpSources', () => {
  it('reads the stash under the base path', async () => {
    const { impl, calls } = fakeFetch(() => ({ status: 200, body: { persons: {}, labels: {} } }))
    await createHttpSources('/docs-base/', impl).loadStashMap()
    expect(calls[0].pathname).toBe('/docs-base/data/wiki-stash/stash-map.json')
  })

  it('fetches live persons in batches of 50 and resolves their images on Commons', async () => {
    const { impl, calls } = fakeFetch((url) =>
      url.hostname === 'commons.wikimedia.org' ? { status: 200, body: imageAnswer } : { status: 200, body: royals },
    )
    const ids = Array.from({ length: 75 }, (_, i) => `Q${i + 1}`)
    const persons = await createHttpSources('/', impl).fetchLivePersons(ids)
    const wikidataCalls = calls.filter((url) => url.hostname === 'www.wikidata.org')
    expect(wikidataCalls.map((url) => url.searchParams.get('ids')!.split('|').length)).toEqual([50, 25])
    const charles = persons.find((person) => person.wiki_id === 'Q43274')!
    expect(charles.avatar).toMatch(/^https:\/\/upload\.wikimedia\.org\//)
  })

  it('drops an image whose Commons lookup fails', async () => {
    const { impl } = fakeFetch((url) => (url.hostname === 'commons.wikimedia.org' ? { status: 500, body: {} } : { status: 200, body: royals }))
    const persons = await createHttpSources('/', impl).fetchLivePersons(['Q43274'])
    expect(persons.find((person) => person.wiki_id === 'Q43274')!.avatar).toBe('')
  })
})
