/** The one error the explorer's requests throw: what failed (in words for people) and the technical detail. */

export type FailureKind = 'http' | 'network' | 'timeout' | 'json' | 'shape' | 'not-found'

/** Which service a request went to, named as people know it. */
export type Service = 'Wikidata' | 'Wikimedia Commons' | 'this site'

export class WikiRequestError extends Error {
  readonly kind: FailureKind
  readonly service: Service
  readonly status?: number
  /** For the 'Technical detail' disclosure: the request and what came back. */
  readonly detail: string

  constructor(
    kind: FailureKind,
    service: Service,
    detail: string,
    options: { status?: number; summary?: string } = {},
  ) {
    const { status, summary } = options
    super(summary ?? summaryOf(kind, service, status))
    this.name = 'WikiRequestError'
    this.kind = kind
    this.service = service
    this.status = status
    this.detail = detail
  }
}

function summaryOf(kind: FailureKind, service: Service, status?: number): string {
  const who = service === 'this site' ? 'The site' : service
  switch (kind) {
    case 'http':
      return status !== undefined && status >= 500
        ? `${who} did not answer (server error ${status}).`
        : `${who} refused the request (error ${status ?? 'unknown'}).`
    case 'network':
      return `${who} could not be reached (network error). Check the connection.`
    case 'timeout':
      return `${who} did not answer in time.`
    case 'json':
      return `${who} sent an answer that could not be read (not valid JSON).`
    case 'shape':
      return `${who} sent an answer in an unexpected form.`
    case 'not-found':
      return `${who} has no such person.`
  }
}

/** Words and detail for any error a load or search may end with; errors of unknown kind keep their text as detail. */
export function describeFailure(error: unknown): { summary: string; detail: string } {
  if (error instanceof WikiRequestError) return { summary: error.message, detail: error.detail }
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
  return { summary: 'Something unexpected went wrong while reading the answer.', detail }
}
