import { fetchJson } from './fetch-json'
import { describeFailure, WikiRequestError } from './request-error'
import { fakeFetch } from './test-fetch'

const SEARCH = 'https://www.wikidata.org/w/api.php?action=wbsearchentities&search=charl&format=json&origin=*'

async function failure(promise: Promise<unknown>): Promise<WikiRequestError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(WikiRequestError)
  return error as WikiRequestError
}

describe('fetchJson failures in words', () => {
  it('says that Wikidata did not answer on a server error, keeping the status in the detail', async () => {
    const { impl } = fakeFetch(() => ({ status: 500, body: {} }))
    const error = await failure(fetchJson(SEARCH, { fetchImpl: impl }))
    expect(error.message).toBe('Wikidata did not answer (server error 500).')
    expect(error.kind).toBe('http')
    expect(error.detail).toContain('HTTP status 500')
    expect(error.detail).toContain('wbsearchentities')
    expect(error.message).not.toContain('HTTP error!')
  })

  it('says the request was refused on a client error', async () => {
    const { impl } = fakeFetch(() => ({ status: 429, body: {} }))
    expect((await failure(fetchJson(SEARCH, { fetchImpl: impl }))).message).toBe(
      'Wikidata refused the request (error 429).',
    )
  })

  it('names the service: Commons and the site stash', async () => {
    const { impl } = fakeFetch(() => ({ status: 503, body: {} }))
    expect(
      (await failure(fetchJson('https://commons.wikimedia.org/w/api.php?action=query', { fetchImpl: impl }))).message,
    ).toBe('Wikimedia Commons did not answer (server error 503).')
    expect((await failure(fetchJson('/data/wiki-stash/stash-map.json', { fetchImpl: impl }))).message).toBe(
      'The site did not answer (server error 503).',
    )
  })

  it('turns a body that is not JSON into words, with the parser message only in the detail', async () => {
    const { impl } = fakeFetch(() => ({ status: 200, text: '{"search": [{"id": "Q1' }))
    const error = await failure(fetchJson(SEARCH, { fetchImpl: impl }))
    expect(error.kind).toBe('json')
    expect(error.message).toBe('Wikidata sent an answer that could not be read (not valid JSON).')
    expect(error.detail).toMatch(/SyntaxError: .*JSON/)
  })

  it('says the service could not be reached when fetch itself fails', async () => {
    const impl = (async () => {
      throw new TypeError('Failed to fetch')
    }) as typeof fetch
    const error = await failure(fetchJson(SEARCH, { fetchImpl: impl }))
    expect(error.kind).toBe('network')
    expect(error.message).toBe('Wikidata could not be reached (network error). Check the connection.')
    expect(error.detail).toContain('TypeError: Failed to fetch')
  })

  it('gives up after the time limit and says so', async () => {
    const impl = ((_url: string, init?: RequestInit) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
      })) as typeof fetch
    const error = await failure(fetchJson(SEARCH, { fetchImpl: impl, timeoutMs: 20 }))
    expect(error.kind).toBe('timeout')
    expect(error.message).toBe('Wikidata did not answer in time.')
  })

  it('returns the parsed body of a good answer', async () => {
    const { impl } = fakeFetch(() => ({ status: 200, body: { search: [] } }))
    await expect(fetchJson(SEARCH, { fetchImpl: impl })).resolves.toEqual({ search: [] })
  })
})

describe('describeFailure', () => {
  it('keeps the words of a request error and puts any other error in the detail only', () => {
    expect(describeFailure(new WikiRequestError('shape', 'Wikidata', 'wbgetentities: no entities'))).toEqual({
      summary: 'Wikidata sent an answer in an unexpected form.',
      detail: 'wbgetentities: no entities',
    })
    const other = describeFailure(new TypeError("Cannot read properties of undefined (reading 'rank')"))
    expect(other.summary).not.toContain('TypeError')
    expect(other.detail).toBe("TypeError: Cannot read properties of undefined (reading 'rank')")
  })
})
