/** A fetch stand-in for the wiki unit tests: answers from a route function and records every requested URL. */

export type Route = (url: URL) => { status: number; body: unknown } | { status: number; text: string }

export function fakeFetch(route: Route) {
  const calls: URL[] = []
  const impl = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost')
    calls.push(url)
    const answer = route(url)
    const text = 'text' in answer ? answer.text : JSON.stringify(answer.body)
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      text: async () => text,
    } as Response
  }) as typeof fetch
  return { impl, calls }
}
