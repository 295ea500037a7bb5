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

/** Adds a piece of work to a queue that runs in idle periods. */
export type Later = (task: () => void) => void

/**
 * A queue of small tasks run inside idle periods, in the order they were added: several per period while the period
 * has time left and the batch has run under IDLE_BUDGET_MS, and at least one, so the queue always moves on. A task
 * that throws only costs its own work.
 */
export function createIdleTasks(scheduler: Scheduler, now: () => number = () => performance.now()): Later {
  const tasks: (() => void)[] = []
  let next = 0
  let scheduled = false
  const drain = (deadline: IdleDeadline) => {
    scheduled = false
    const start = now()
    while (next < tasks.length) {
      const task = tasks[next++]
      try {
        task()
      } catch {
        /* a failed prefetch only costs the speed-up */
      }
      if (deadline.timeRemaining() <= 0 || now() - start >= IDLE_BUDGET_MS) break
    }
    if (next < tasks.length) schedule()
    else {
      tasks.length = 0
      next = 0
    }
  }
  const schedule = () => {
    if (scheduled) return
    scheduled = true
    scheduler.idle(drain)
  }
  return (task) => {
    tasks.push(task)
    schedule()
  }
}

/** Calls `run` for each path once, as a task of `later` (a path asked for again while it waits is not added twice). */
export function queueOnce(run: Prefetch, later: Later): (path: string) => boolean {
  const queued = new Set<string>()
  return (path: string) => {
    if (typeof path !== 'string' || queued.has(path)) return false
    queued.add(path)
    later(() => {
      queued.delete(path)
      run(path)
    })
    return true
  }
}

/**
 * Wraps `run` so that the `<link rel="prefetch">` elements it appends to the head name each file once: a link for a
 * file already prefetched is not added (its load handler still runs, so Docusaurus's promise settles).
 *
 * With `later`, each new link is appended by a task of its own instead of at once. Appending a link that starts a
 * fetch takes the browser ~0.6 ms (measured in headless Chromium on this site, a few microseconds for an element
 * that fetches nothing), and the first route prefetched names ~30 files: one route at a time made idle tasks of
 * 20–25 ms, 80–100 ms at Lighthouse's 4x CPU slowdown, past the 50 ms of a long task.
 */
export function prefetchEachFileOnce(run: Prefetch, doc: Document, later?: Later): Prefetch {
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
        if (later) {
          later(() => {
            append.call(head, node)
          })
          return node
        }
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
  return {
    idle: (work) => {
      whenIdleAfterLoad(win, work, 4000)
    },
  }
}

/**
 * Installs the queue on `win`: Docusaurus assigns `window.docusaurus` after the client modules ran, so the property
 * is trapped and its `prefetch` wrapped when it is set.
 */
export function installIdlePrefetch(
  win: Window & { docusaurus?: { prefetch?: Prefetch } },
  scheduler = browserScheduler(win),
): void {
  // Docusaurus's object is read-only: the page gets a copy whose prefetch is queued (its other members unchanged).
  const wrap = (value: { prefetch?: Prefetch } | undefined) => {
    if (!value || typeof value.prefetch !== 'function') return value
    // One queue for the routes and the links their prefetch adds: a batch ends between any two of them.
    const later = createIdleTasks(scheduler)
    const run = win.document
      ? prefetchEachFileOnce(value.prefetch.bind(value), win.document, later)
      : value.prefetch.bind(value)
    return { ...value, prefetch: queueOnce(run, later) }
  }
  let current = wrap(win.docusaurus)
  Object.defineProperty(win, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => current,
    set: (value) => {
      current = wrap(value)
    },
  })
}

if (typeof window !== 'undefined') installIdlePrefetch(window)
