import { validateData } from 'family-chart'
import { fetchPeople, parsePeopleText } from './people-data'
import { loadValidator } from './validator'

const PERSON = { id: 'a', data: { gender: 'F', 'first name': 'Ada' }, rels: {} }
const respond = (status: number, body: string) =>
  (async () => new Response(body, { status })) as unknown as typeof fetch

describe('people data', () => {
  it('parses a list of people', () => {
    expect(parsePeopleText(JSON.stringify([PERSON]), validateData)).toEqual({ data: [PERSON], warnings: [] })
  })

  it('explains invalid JSON and lists that are not people', () => {
    expect(parsePeopleText('[{', validateData)).toEqual({ error: expect.stringMatching(/^Invalid JSON/) })
    expect(parsePeopleText('{"id":"a"}', validateData)).toEqual({ error: expect.any(String) })
    expect(parsePeopleText('[]', validateData)).toEqual({ error: expect.any(String) })
    expect(parsePeopleText('[1, 2]', validateData)).toEqual({ error: expect.any(String) })
  })

  it('fetches a list from an address', async () => {
    expect(await fetchPeople('/ok.json', respond(200, JSON.stringify([PERSON])))).toEqual({
      data: [PERSON],
      warnings: [],
    })
  })

  it('reports a non-OK status, a bad body and a failed request', async () => {
    expect(await fetchPeople('/missing.json', respond(404, 'nope'))).toEqual({
      error: 'Could not load data from /missing.json: the server answered with status 404.',
    })
    expect(await fetchPeople('/bad.json', respond(200, '<html>'))).toEqual({
      error: expect.stringMatching(/^Could not load data from \/bad\.json: Invalid JSON/),
    })
    const failing = (async () => {
      throw new TypeError('Failed to fetch')
    }) as unknown as typeof fetch
    expect(await fetchPeople('https://x.invalid/d.json', failing)).toEqual({
      error: 'Could not load data from https://x.invalid/d.json: Failed to fetch.',
    })
  })

  it('gives up with a message when the server never answers', async () => {
    const never = ((_url: string, init?: RequestInit) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
      })) as unknown as typeof fetch
    expect(await fetchPeople('/slow.json', never, { timeoutMs: 30 })).toEqual({
      error: 'Could not load data from /slow.json: the server did not answer within 30 ms.',
    })
  })

  it('reports what the library validation finds, and still accepts a drawable list', () => {
    const result = parsePeopleText(JSON.stringify([{ ...PERSON, rels: { father: 'nobody' } }]), validateData)
    expect(result).toEqual({ data: expect.any(Array), warnings: [expect.stringContaining('"nobody"')] })
  })

  it('loads the library validator on first use, once', async () => {
    const first = loadValidator()
    expect(loadValidator()).toBe(first)
    expect(await first).toBe(validateData)
  })

  it('checks fetched data with the library validator', async () => {
    const result = await fetchPeople('/odd.json', respond(200, JSON.stringify([{ ...PERSON, rels: { mother: 'x' } }])))
    expect(result).toEqual({ data: expect.any(Array), warnings: [expect.stringContaining('"x"')] })
  })
})
