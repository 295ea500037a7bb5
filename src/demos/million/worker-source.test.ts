// The page's data source over the family worker: answers matched to requests by number in any order, the worker's
// answers as the handler makes them, errors as rejections, and the figures the status line shows.
import { answer, createMillionFamily, type MillionAnswer, type MillionRequest } from './protocol'
import { createWorkerSource, type WorkerPort } from './worker-source'

// A smaller family of the same making: the search index of a million takes seconds under Jest.
const family = createMillionFamily(50000)

/** A worker that holds requests until `flush`, then answers them last first (the worst order for the source). */
function fakeWorker() {
  const queue: MillionRequest[] = []
  const listeners = new Set<(event: { data: MillionAnswer }) => void>()
  const port: WorkerPort & { flush(): void; terminated: boolean } = {
    terminated: false,
    postMessage: (message) => void queue.push(message),
    addEventListener: (_type, listener) => void listeners.add(listener),
    removeEventListener: (_type, listener) => void listeners.delete(listener),
    terminate() {
      port.terminated = true
    },
    flush() {
      for (const request of queue.splice(0).reverse())
        for (const listener of listeners) listener({ data: answer(family, request) })
    },
  }
  return port
}

describe('worker data source', () => {
  it('resolves each load with its own answer when answers come back out of order', async () => {
    const worker = fakeWorker()
    const source = createWorkerSource(worker)
    const first = source.load(['p0', 'p1'])
    const second = source.load(['p2', 'nobody', 'p3'])
    expect(source.figures().pending).toBe(2)
    worker.flush()
    expect((await first).map((p) => p.id)).toEqual(['p0', 'p1'])
    expect((await second).map((p) => p.id)).toEqual(['p2', 'p3'])
    const figures = source.figures()
    expect(figures).toMatchObject({ peopleLoaded: 4, requests: 2, pending: 0 })
    expect(figures.lastLoadMs).toBeGreaterThanOrEqual(0)
  })

  it('searches the whole family and tells the page after each answer', async () => {
    const worker = fakeWorker()
    const source = createWorkerSource(worker)
    const changes = jest.fn()
    source.onChange = changes
    const found = source.search('Susan Chandler')
    worker.flush()
    const people = await found
    expect(people.length).toBeGreaterThan(0)
    for (const p of people) expect(`${p.data['first name']} ${p.data['last name']}`).toBe('Susan Chandler')
    expect(changes).toHaveBeenCalledTimes(1)
  })

  it('rejects a request the worker failed, and every waiting request once stopped', async () => {
    const listeners: ((event: { data: MillionAnswer }) => void)[] = []
    const port: WorkerPort = {
      postMessage: (m) => listeners.forEach((l) => l({ data: { requestId: m.requestId, error: 'broken', ms: 0 } })),
      addEventListener: (_t, l) => void listeners.push(l),
      removeEventListener: () => undefined,
      terminate: () => undefined,
    }
    await expect(createWorkerSource(port).load(['p0'])).rejects.toThrow('broken')

    const worker = fakeWorker()
    const source = createWorkerSource(worker)
    const waiting = source.load(['p0'])
    source.destroy()
    await expect(waiting).rejects.toThrow('stopped')
    expect(worker.terminated).toBe(true)
  })

  it('answers in the worker within a frame for a view of people', () => {
    const ids = Array.from({ length: 300 }, (_, i) => `p${i * 163}`)
    const reply = answer(family, { requestId: 9, kind: 'load', ids })
    expect(reply.requestId).toBe(9)
    expect(reply.people).toHaveLength(300)
    expect(answer(family, { requestId: 10, kind: 'search', text: '' }).people).toEqual([])
  })
})
