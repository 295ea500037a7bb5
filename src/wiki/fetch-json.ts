/** GET a JSON document with a time limit; every failure becomes a WikiRequestError saying what failed. */
import { COMMONS_API, FETCH_TIMEOUT_MS, WIKIDATA_API } from './constants'
import { WikiRequestError, type Service } from './request-error'

function serviceOf(url: string): Service {
  if (url.startsWith(WIKIDATA_API)) return 'Wikidata'
  if (url.startsWith(COMMONS_API)) return 'Wikimedia Commons'
  return 'this site'
}

/** The request as shown in the technical detail: the address without the repeated format/origin parameters. */
function requestLine(url: string): string {
  return `GET ${url.replace(/&format=json&origin=\*$/, '')}`
}

class Timeout extends Error {}

export interface FetchJsonOptions {
  fetchImpl?: typeof fetch
  timeoutMs?: number
}

/**
 * The parsed JSON body of `url`. Throws WikiRequestError: 'http' for a non-OK status, 'network' when fetch fails,
 * 'timeout' after `timeoutMs`, 'json' when the body is not JSON. The value is unchecked: callers validate it.
 */
export async function fetchJson(url: string, options: FetchJsonOptions = {}): Promise<unknown> {
  const { fetchImpl = (...args) => fetch(...args), timeoutMs = FETCH_TIMEOUT_MS } = options
  const service = serviceOf(url)
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(new Timeout()), timeoutMs)
  try {
    let response: Response
    try {
      response = await fetchImpl(url, { signal: controller.signal })
    } catch (error) {
      if (controller.signal.aborted)
        throw new WikiRequestError('timeout', service, `${requestLine(url)}\nNo answer within ${timeoutMs / 1000} s.`)
      throw new WikiRequestError('network', service, `${requestLine(url)}\n${errorText(error)}`)
    }
    if (!response.ok)
      throw new WikiRequestError('http', service, `${requestLine(url)}\nHTTP status ${response.status}`, {
        status: response.status,
      })
    let body: string
    try {
      body = await response.text()
    } catch (error) {
      if (controller.signal.aborted)
        throw new WikiRequestError(
          'timeout',
          service,
          `${requestLine(url)}\nThe answer did not finish within ${timeoutMs / 1000} s.`,
        )
      throw new WikiRequestError('network', service, `${requestLine(url)}\n${errorText(error)}`)
    }
    try {
      return JSON.parse(body) as unknown
    } catch (error) {
      throw new WikiRequestError('json', service, `${requestLine(url)}\n${errorText(error)}`)
    }
  } finally {
    clearTimeout(timer)
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error)
}
