import imageAnswer from './__fixtures__/commons-imageinfo.json'
import royals from './__fixtures__/wbgetentities-royals.json'
import { createHttpSources } from './http-sources'
import { fakeFetch } from './test-fetch'

const CLAIM_URL = 'https://evil.example/track.png'

function withImage(value: unknown) {
  const charles = structuredClone(royals.entities.Q43274) as Record<string, unknown>
  charles.claims = { ...(charles.claims as object), P18: [{ rank: 'normal', mainsnak: { datavalue: { value } } }] }
  return { entities: { Q43274: charles } }
}

describe('createHttpSources', () => {
  it('reads the stash under the base path', async () => {
    const { impl, calls } = fakeFetch(() => ({ status: 200, body: { persons: {}, labels: {} } }))
    await createHttpSources('/docs-base/', { fetchImpl: impl }).loadStashMap()
    expect(calls[0].pathname).toBe('/docs-base/data/wiki-stash/stash-map.json')
  })

  it('fetches live persons in batches of 50 and resolves their images on Commons', async () => {
    const { impl, calls } = fakeFetch((url) =>
      url.hostname === 'commons.wikimedia.org' ? { status: 200, body: imageAnswer } : { status: 200, body: royals },
    )
    const ids = Array.from({ length: 75 }, (_, i) => `Q${i + 1}`)
    const persons = await createHttpSources('/', { fetchImpl: impl }).fetchLivePersons(ids)
    const wikidataCalls = calls.filter((url) => url.hostname === 'www.wikidata.org')
    expect(wikidataCalls.map((url) => url.searchParams.get('ids')!.split('|').length)).toEqual([50, 25])
    const charles = persons.find((person) => person.wiki_id === 'Q43274')!
    expect(charles.avatar).toMatch(/^https:\/\/upload\.wikimedia\.org\//)
  })

  it('drops an image whose Commons lookup fails', async () => {
    const { impl } = fakeFetch((url) =>
      url.hostname === 'commons.wikimedia.org' ? { status: 500, body: {} } : { status: 200, body: royals },
    )
    const persons = await createHttpSources('/', { fetchImpl: impl }).fetchLivePersons(['Q43274'])
    expect(persons.find((person) => person.wiki_id === 'Q43274')!.avatar).toBe('')
  })

  it('never loads an image claim that is itself a URL, and asks Commons nothing for it', async () => {
    const { impl, calls } = fakeFetch((url) =>
      url.hostname === 'commons.wikimedia.org'
        ? { status: 200, body: imageAnswer }
        : { status: 200, body: withImage(CLAIM_URL) },
    )
    const [charles] = await createHttpSources('/', { fetchImpl: impl }).fetchLivePersons(['Q43274'])
    expect(charles.avatar).toBe('')
    expect(calls.map(String).some((url) => url.includes('evil.example'))).toBe(false)
    expect(calls.filter((url) => url.hostname === 'commons.wikimedia.org')).toEqual([])
  })

  it('accepts a Commons answer only when its file lives on the image host', async () => {
    const elsewhere = { query: { pages: { 1: { imageinfo: [{ url: CLAIM_URL }] } } } }
    const { impl } = fakeFetch((url) =>
      url.hostname === 'commons.wikimedia.org' ? { status: 200, body: elsewhere } : { status: 200, body: royals },
    )
    const persons = await createHttpSources('/', { fetchImpl: impl }).fetchLivePersons(['Q43274'])
    expect(persons.find((person) => person.wiki_id === 'Q43274')!.avatar).toBe('')
  })

  it('reads a stash person file into a map without prototype, dropping entries of the wrong shape', async () => {
    const file = JSON.parse(
      '{"__proto__":{"wiki_id":"__proto__"},"constructor":{},"Q1":{"wiki_id":"Q1","label":{"x":1},"claims":[{"property":"P22","value":"__proto__"},{"property":"P22","value":"Q2"}]},"Q3":"junk"}',
    )
    const { impl } = fakeFetch(() => ({ status: 200, body: file }))
    const persons = await createHttpSources('/', { fetchImpl: impl }).loadStashPersons(0)
    expect([...persons.keys()]).toEqual(['Q1'])
    expect(persons.get('Q1')).toEqual({
      wiki_id: 'Q1',
      label: 'no label',
      desc: '',
      avatar: '',
      claims: [{ property: 'P22', value: 'Q2' }],
    })
  })

  it('refuses a stash file number that is not a whole number', async () => {
    const { impl, calls } = fakeFetch(() => ({ status: 200, body: {} }))
    const sources = createHttpSources('/', { fetchImpl: impl })
    await expect(sources.loadStashPersons({} as unknown as number)).rejects.toThrow(RangeError)
    await expect(sources.loadStashLabels(1.5)).rejects.toThrow(RangeError)
    expect(calls).toEqual([])
  })
})
