/**
 * The page's side of the million-person family: a chart data source (`load`, `search`) that posts requests to the
 * worker and resolves each with the answer bearing its request number. Also keeps the figures the demo shows.
 */
import type { MillionAnswer, MillionRequest } from './protocol'
import type { MillionDatum } from './person'

/** What the source needs of a Worker (a fake one in tests). */
export interface WorkerPort {
  postMessage(message: MillionRequest): void
  addEventListener(type: 'message', listener: (event: { data: MillionAnswer }) => void): void
  removeEventListener(type: 'message', listener: (event: { data: MillionAnswer }) => void): void
  terminate(): void
}

export interface SourceFigures {
  /** People sent by the worker so far (a person sent twice counts twice). */
  peopleLoaded: number
  requests: number
  /** Round trip of the last load, page to worker and back, in ms. */
  lastLoadMs: number | undefined
  pending: number
}

export interface MillionSource {
  load(ids: string[]): Promise<MillionDatum[]>
  search(text: string): Promise<MillionDatum[]>
  figures(): SourceFigures
  /** Called after every answer (for the status line). */
  onChange?: () => void
  destroy(): void
}

export function createWorkerSource(worker: WorkerPort, now: () => number = () => performance.now()): MillionSource {
  const waiting = new Map<number, { resolve: (people: MillionDatum[]) => void; reject: (error: Error) => void }>()
  const figures: SourceFigures = { peopleLoaded: 0, requests: 0, lastLoadMs: undefined, pending: 0 }
  let nextId = 1

  const onMessage = (event: { data: MillionAnswer }) => {
    const { requestId, people, error } = event.data
    const waiter = waiting.get(requestId)
    if (!waiter) return
    waiting.delete(requestId)
    figures.pending = waiting.size
    if (error !== undefined || !people) waiter.reject(new Error(error ?? 'No answer'))
    else waiter.resolve(people)
  }
  worker.addEventListener('message', onMessage)

  function ask(request: { kind: 'load'; ids: string[] } | { kind: 'search'; text: string }): Promise<MillionDatum[]> {
    const requestId = nextId++
    figures.requests++
    figures.pending = waiting.size + 1
    const promise = new Promise<MillionDatum[]>((resolve, reject) => waiting.set(requestId, { resolve, reject }))
    worker.postMessage({ ...request, requestId } as MillionRequest)
    return promise
  }

  const source: MillionSource = {
    async load(ids) {
      const started = now()
      const people = await ask({ kind: 'load', ids })
      figures.peopleLoaded += people.length
      figures.lastLoadMs = now() - started
      source.onChange?.()
      return people
    },
    async search(text) {
      const people = await ask({ kind: 'search', text })
      source.onChange?.()
      return people
    },
    figures: () => ({ ...figures }),
    destroy() {
      worker.removeEventListener('message', onMessage)
      worker.terminate()
      for (const waiter of waiting.values()) waiter.reject(new Error('The family worker was stopped'))
      waiting.clear()
    },
  }
  return source
}
