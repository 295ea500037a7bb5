// Waiting until a page has no request in flight, on a page that is navigated many times.
//
// Puppeteer's own page.waitForNetworkIdle counts every request the page ever started that has not finished. When a
// navigation cuts off a request of the previous document, Chromium may send neither a finished nor a failed event for
// it, so that count stays above zero for the rest of the page's life and every later wait on the page times out.
// Here each request belongs to the document it started in, and a new document forgets the requests of the old one.
import type { HTTPRequest, Page } from 'puppeteer-core'

interface Tracker {
  /** Requests of the current document not yet finished or failed. */
  open: Set<HTTPRequest>
  /** When the set last changed, in ms since the epoch. */
  changedAt: number
}

const trackers = new WeakMap<Page, Tracker>()

/** Starts counting the page's requests. Call it before the page's first navigation; calling it again does nothing. */
export function trackRequests(page: Page): void {
  if (trackers.has(page)) return
  const tracker: Tracker = { open: new Set(), changedAt: Date.now() }
  trackers.set(page, tracker)
  const touch = () => {
    tracker.changedAt = Date.now()
  }
  page.on('request', (request) => {
    tracker.open.add(request)
    touch()
  })
  page.on('requestfinished', (request) => {
    if (tracker.open.delete(request)) touch()
  })
  page.on('requestfailed', (request) => {
    if (tracker.open.delete(request)) touch()
  })
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return
    // The new document's own request has its response by now; whatever else is open belonged to the old document.
    tracker.open.clear()
    touch()
  })
}

/** The URLs the page is still waiting for (for error messages). */
export function openRequests(page: Page): string[] {
  return [...(trackers.get(page)?.open ?? [])].map((request) => request.url())
}

/**
 * Resolves once the page has had no request in flight for `idleTime` ms; fails after `timeout` ms naming the requests
 * still open. The page must be tracked (trackRequests) from before its navigation.
 */
export async function waitForQuietNetwork(page: Page, { idleTime = 300, timeout = 30000 } = {}): Promise<void> {
  const tracker = trackers.get(page)
  if (!tracker) throw new Error('waitForQuietNetwork: call trackRequests(page) before navigating the page')
  const deadline = Date.now() + timeout
  for (;;) {
    const now = Date.now()
    if (tracker.open.size === 0 && now - tracker.changedAt >= idleTime) return
    if (now > deadline) {
      throw new Error(
        `${page.url()}: requests still open after ${timeout} ms: ${openRequests(page).join(', ') || '(none, but the last ended under ' + idleTime + ' ms ago)'}`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
