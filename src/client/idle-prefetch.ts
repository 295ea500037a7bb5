/**
 * Moves Docusaurus's link prefetching off the page's busy time.
 *
 * Every `<Link>` that scrolls into view calls `window.docusaurus.prefetch(path)`, which looks the route up and appends
 * a `<link rel="prefetch">` per chunk of that route, right away. A docs or example page shows dozens of links (sidebar,
 * pagination, footer), so while the page hydrates this added hundreds of elements in long main-thread tasks (about a
 * fifth of the docs page's blocking time in Lighthouse). Here the calls are queued and run a few at a time when the
 * browser is idle, after the page has loaded, in batches of a few milliseconds. Hovering or touching a link still
 * loads its route at once (that is `preload`, which is left alone), so navigation stays as fast as before.
 *
 * Docusaurus also prefetches each route's chunks on their own, and routes share most of theirs: a docs page added 321
 * links for 32 files. Each file is prefetched once here.
 */

import { whenIdleAfterLoad, type IdleDeadline } from './when-idle'

type Prefetch = (path: string) => unknown

interface Scheduler {
  /** Runs `work` when the browser is idle; the deadline tells how long it may run. */
  idle(work: (deadline: IdleDeadline) => void): void
}

/**
 * The time one batch may use, in ms, however long the idle period: a task stays well under the 50 ms of a long task
 * even on a phone four times slower than the machine it was measured on (as Lighthouse's mobile run assumes).
 */
export const IDLE_BUDGET_MS = 8

/**
 * A queue that calls `run` for each path once, inside idle periods: several per period while the period has time
 * left and the batch has run under IDLE_BUDGET_MS, and at least one.
 */
export function createIdleQueue(run: Prefetch, scheduler: Scheduler, now: () => number = () => performance.now()): (path: string) => boolean {
  const queued = new Set<string>()
  const order: string[] = []
  let scheduled = false
  const drain = (deadline: { timeRemaining(): number }) => {
    scheduled = false
    const start = now()
    // At least one per period, so the queue always moves on.
    do {
      const path = order.shift()
      if (path === undefined) return
      queued.delete(path)
      try { run(path) } catch { /* a failed prefetch only costs the speed-up */ }
    } while (order.length > 0 && deadline.timeRemaining() > 0 && now() - start < IDLE_BUDGET_MS)
    if (order.length > 0) schedule()
  }
  const schedule = () => {
    if (scheduled) return
    scheduled = true
    scheduler.idle(drain)
  }
  return (path: string) => {
    if (typeof path !== 'string' || queued.has(path)) return false
    queued.add(path)
    order.push(path)
    schedule()
    return true
  }
}

/**
 * Wraps `run` so that the `<link rel="prefetch">` elements it appends to the head name each file once: a link for a
 * file already prefetched is not added (its load handler still runs, so Docusaurus's promise settles).
 */
export function prefetchEachFileOnce(run: Prefetch, doc: Document): Prefetch {
  const fetched = new Set<string>()
  return (path) => {
    const head = doc.head
    if (!head) return run(path)
    const hadOwn = Object.prototype.hasOwnProperty.call(head, 'appendChild')
    const append = head.appendChild
    head.appendChild = function appendOnce<T extends Node>(this: HTMLHeadElement, node: T): T {
      const link = node as unknown as HTMLLinkElement
      if (link.nodeName === 'LINK' && link.rel === 'prefetch') {
        if (fetched.has(link.href)) {
          queueMicrotask(() => link.onload?.call(link, new Event('load')))
          return node
        }
        fetched.add(link.href)
      }
      return append.call(this, node) as T
    }
    try {
      return run(path)
    } finally {
      if (hadOwn) head.appendChild = append
      else delete (head as { appendChild?: unknown }).appendChild
    }
  }
}

/** The page's scheduler: idle periods after the page has loaded. */
export function browserScheduler(win: Window): Scheduler {
  return { idle: (work) => { whenIdleAfterLoad(win, work, 4000) } }
}

/**
 * Installs the queue on `win`: Docusaurus assigns `window.docusaurus` after the client modules ran, so the property
 * is trapped and its `prefetch` wrapped when it is set.
 */
export function installIdlePrefetch(win: Window & { docusaurus?: { prefetch?: Prefetch } }, scheduler = browserScheduler(win)): void {
  // Docusaurus's object is read-only: the page gets a copy whose prefetch is queued (its other members unchanged).
  const wrap = (value: { prefetch?: Prefetch } | undefined) => {
    if (!value || typeof value.prefetch !== 'function') return value
    const run = win.document ? prefetchEachFileOnce(value.prefetch.bind(value), win.document) : value.prefetch.bind(value)
    return { ...value, prefetch: createIdleQueue(run, scheduler) }
  }
  let current = wrap(win.docusaurus)
  Object.defineProperty(win, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => current,
    set: (value) => { current = wrap(value) },
  })
}

if (typeof window !== 'undefined') installIdlePrefetch(window)
