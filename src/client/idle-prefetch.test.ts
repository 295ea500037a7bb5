/** @jest-environment jsdom */
import { createIdleTasks, installIdlePrefetch, prefetchEachFileOnce, queueOnce, IDLE_BUDGET_MS } from './idle-prefetch'

/** A scheduler whose idle periods run when the test says, each with the given time remaining. */
function manualScheduler() {
  const pending: Array<(d: { timeRemaining(): number }) => void> = []
  return {
    idle: (work: (d: { timeRemaining(): number }) => void) => {
      pending.push(work)
    },
    pending,
    /** Runs the next idle period; `budget` ms remain until each call has used `costPerCall` ms. */
    runPeriod(budget: number, costPerCall: number, calls: string[]) {
      const work = pending.shift()
      if (!work) throw new Error('nothing scheduled')
      const left = budget
      const before = calls.length
      work({ timeRemaining: () => left - (calls.length - before) * costPerCall })
    },
  }
}

describe('idle prefetch queue', () => {
  it('does nothing at call time and runs the paths later, in order, each once', () => {
    const calls: string[] = []
    const s = manualScheduler()
    const prefetch = queueOnce((p) => calls.push(p), createIdleTasks(s))
    expect(prefetch('/docs/a')).toBe(true)
    expect(prefetch('/docs/b')).toBe(true)
    expect(prefetch('/docs/a')).toBe(false)
    expect(calls).toEqual([])
    expect(s.pending).toHaveLength(1)
    s.runPeriod(50, 1, calls)
    expect(calls).toEqual(['/docs/a', '/docs/b'])
    expect(s.pending).toHaveLength(0)
  })

  it('stops a period when its time runs low and goes on in the next one', () => {
    const calls: string[] = []
    const s = manualScheduler()
    const prefetch = queueOnce((p) => calls.push(p), createIdleTasks(s))
    for (let i = 0; i < 10; i++) prefetch(`/p${i}`)
    // Each call costs 4 ms of a period with budget + 6 ms: the batch ends once less than the budget remains.
    s.runPeriod(IDLE_BUDGET_MS + 6, 4, calls)
    expect(calls.length).toBeGreaterThan(0)
    expect(calls.length).toBeLessThan(10)
    expect(s.pending).toHaveLength(1)
    while (s.pending.length) s.runPeriod(IDLE_BUDGET_MS + 6, 4, calls)
    expect(calls).toEqual(Array.from({ length: 10 }, (_, i) => `/p${i}`))
  })

  it('ends a batch after IDLE_BUDGET_MS of work even when the idle period has more time left', () => {
    const calls: string[] = []
    const s = manualScheduler()
    let clock = 0
    // Each prefetch takes 3 ms of the clock; the period says 50 ms remain throughout.
    const prefetch = queueOnce(
      (p) => {
        calls.push(p)
        clock += 3
      },
      createIdleTasks(s, () => clock),
    )
    for (let i = 0; i < 10; i++) prefetch(`/p${i}`)
    s.runPeriod(50, 0, calls)
    expect(calls).toHaveLength(Math.ceil(IDLE_BUDGET_MS / 3))
    expect(s.pending).toHaveLength(1)
  })

  it('runs at least one path in a period with no time left, so the queue always drains', () => {
    const calls: string[] = []
    const s = manualScheduler()
    const prefetch = queueOnce((p) => calls.push(p), createIdleTasks(s))
    prefetch('/a')
    prefetch('/b')
    s.runPeriod(0, 0, calls)
    expect(calls).toEqual(['/a'])
    s.runPeriod(0, 0, calls)
    expect(calls).toEqual(['/a', '/b'])
  })

  it('keeps going after a prefetch that throws', () => {
    const calls: string[] = []
    const s = manualScheduler()
    const prefetch = queueOnce((p) => {
      if (p === '/bad') throw new Error('no route')
      calls.push(p)
    }, createIdleTasks(s))
    prefetch('/bad')
    prefetch('/good')
    s.runPeriod(50, 0, calls)
    expect(calls).toEqual(['/good'])
  })
})

describe('installIdlePrefetch', () => {
  it('wraps the prefetch of the object Docusaurus assigns later, and leaves preload alone', () => {
    const calls: string[] = []
    const s = manualScheduler()
    type Docusaurus = { prefetch: (p: string) => unknown; preload: (p: string) => unknown }
    const win: { docusaurus?: Docusaurus } = {}
    installIdlePrefetch(win as unknown as Parameters<typeof installIdlePrefetch>[0], s)
    const preload = jest.fn()
    // Docusaurus's own object is frozen: the wrapper must not write to it.
    win.docusaurus = Object.freeze({ prefetch: (p: string) => calls.push(p), preload })
    win.docusaurus.prefetch('/examples/v2/1-basic-tree')
    expect(calls).toEqual([])
    s.runPeriod(50, 0, calls)
    expect(calls).toEqual(['/examples/v2/1-basic-tree'])
    win.docusaurus!.preload('/x')
    expect(preload).toHaveBeenCalledWith('/x')
  })
})

describe('prefetchEachFileOnce', () => {
  afterEach(() => {
    document.head.innerHTML = ''
  })

  /** Appends a prefetch link per file, as Docusaurus does for each chunk of a route; resolves when all have loaded. */
  const docusaurusLike = (files: Record<string, string[]>) => (path: string) =>
    Promise.all(
      files[path].map(
        (file) =>
          new Promise<void>((resolve) => {
            const link = document.createElement('link')
            link.setAttribute('rel', 'prefetch')
            link.setAttribute('href', file)
            link.onload = () => resolve()
            document.head.appendChild(link)
          }),
      ),
    )

  it('adds one link per file across routes that share files, and settles the prefetch of a route whose files were all fetched', async () => {
    const run = prefetchEachFileOnce(
      docusaurusLike({
        '/docs/a': ['/assets/js/common.js', '/assets/js/a.js'],
        '/docs/b': ['/assets/js/common.js', '/assets/js/b.js'],
        '/docs/c': ['/assets/js/common.js', '/assets/js/a.js'],
      }) as (p: string) => unknown,
      document,
    )
    run('/docs/a')
    run('/docs/b')
    const third = run('/docs/c') as Promise<unknown>
    const hrefs = [...document.head.querySelectorAll('link[rel="prefetch"]')].map((l) => l.getAttribute('href'))
    expect(hrefs).toEqual(['/assets/js/common.js', '/assets/js/a.js', '/assets/js/b.js'])
    // Nothing of route c was appended, yet its promise settles (its links' load handlers ran).
    await expect(third).resolves.toHaveLength(2)
  })

  it('with a queue, appends each new link as a task of its own, in order, and still settles a route already fetched', async () => {
    const tasks: Array<() => void> = []
    const run = prefetchEachFileOnce(
      docusaurusLike({
        '/docs/a': ['/assets/js/common.js', '/assets/js/a.js'],
        '/docs/c': ['/assets/js/common.js', '/assets/js/a.js'],
      }) as (p: string) => unknown,
      document,
      (task) => tasks.push(task),
    )
    run('/docs/a')
    const second = run('/docs/c') as Promise<unknown>
    expect(document.head.querySelectorAll('link')).toHaveLength(0)
    expect(tasks).toHaveLength(2)
    tasks.shift()!()
    expect([...document.head.querySelectorAll('link')].map((l) => l.getAttribute('href'))).toEqual([
      '/assets/js/common.js',
    ])
    tasks.shift()!()
    expect([...document.head.querySelectorAll('link')].map((l) => l.getAttribute('href'))).toEqual([
      '/assets/js/common.js',
      '/assets/js/a.js',
    ])
    await expect(second).resolves.toHaveLength(2)
    // The head's own appendChild is back once the route's prefetch returned.
    expect(Object.prototype.hasOwnProperty.call(document.head, 'appendChild')).toBe(false)
  })

  it('with one idle queue for routes and links, a period appends at most a budget of links however many a route names', () => {
    const s = manualScheduler()
    let clock = 0
    const later = createIdleTasks(s, () => clock)
    // Appending a link that fetches costs 1 ms of the clock here; the route itself costs nothing.
    const costly = (task: () => void) =>
      later(() => {
        task()
        clock += 1
      })
    const files = Array.from({ length: 30 }, (_, i) => `/assets/js/chunk-${i}.js`)
    const prefetch = queueOnce(
      prefetchEachFileOnce(docusaurusLike({ '/big': files }) as (p: string) => unknown, document, costly),
      later,
    )
    prefetch('/big')
    const counts: number[] = []
    while (s.pending.length) {
      const before = document.head.querySelectorAll('link').length
      s.runPeriod(50, 0, [])
      counts.push(document.head.querySelectorAll('link').length - before)
    }
    expect(counts.reduce((a, b) => a + b, 0)).toBe(30)
    expect(Math.max(...counts)).toBeLessThanOrEqual(IDLE_BUDGET_MS)
    expect([...document.head.querySelectorAll('link')].map((l) => l.getAttribute('href'))).toEqual(files)
  })

  it('leaves other elements and the head itself as they were', () => {
    const run = prefetchEachFileOnce(() => {
      const style = document.createElement('style')
      document.head.appendChild(style)
      document.head.appendChild(document.createElement('style'))
    }, document)
    run('/x')
    expect(document.head.querySelectorAll('style')).toHaveLength(2)
    expect(Object.prototype.hasOwnProperty.call(document.head, 'appendChild')).toBe(false)
  })
})
