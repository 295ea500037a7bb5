/**
 * Moves Docusaurus's link prefetching off the page's busy time.
 *
 * Every `<Link>` that scrolls into view calls `window.docusaurus.prefetch(path)`, which looks the route up and appends
 * a `<link rel="prefetch">` per chunk of that route, right away. A docs or example page shows dozens of links (sidebar,
 * pagination, footer), so while the page hydrates this added hundreds of elements in long main-thread tasks (about a
 * fifth of the docs page's blocking time in Lighthouse). Here the calls are queued and run a few at a time when the
 * browser is idle, after the page has loaded. Hovering or touching a link still loads its route at once (that is
 * `preload`, which is left alone), so navigation stays as fast as before.
 */

import { whenIdleAfterLoad, type IdleDeadline } from './when-idle'

type Prefetch = (path: string) => unknown

interface Scheduler {
  /** Runs `work` when the browser is idle; the deadline tells how long it may run. */
  idle(work: (deadline: IdleDeadline) => void): void
}

/** The time a batch may use inside one idle period, in ms: well under the 50 ms of a long task. */
export const IDLE_BUDGET_MS = 8

/** A queue that calls `run` for each path once, inside idle periods, several per period while time remains. */
export function createIdleQueue(run: Prefetch, scheduler: Scheduler): (path: string) => boolean {
  const queued = new Set<string>()
  const order: string[] = []
  let scheduled = false
  const drain = (deadline: { timeRemaining(): number }) => {
    scheduled = false
    // At least one per period, so the queue always moves on.
    do {
      const path = order.shift()
      if (path === undefined) return
      queued.delete(path)
      try { run(path) } catch { /* a failed prefetch only costs the speed-up */ }
    } while (order.length > 0 && deadline.timeRemaining() > IDLE_BUDGET_MS)
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
    return { ...value, prefetch: createIdleQueue(value.prefetch.bind(value), scheduler) }
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
