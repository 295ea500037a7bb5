/**
 * Runs work once the page has loaded and the browser is idle: the one place the site defers start-up work (link
 * prefetching, the navbar search bar) past the page's busy time.
 */

/** How long the work may run, as requestIdleCallback tells it. */
export interface IdleDeadline {
  timeRemaining(): number
}

/** Where requestIdleCallback is missing (Safari): a short timeout, and this budget in ms. */
const FALLBACK_BUDGET_MS = 16

/** Calls `work` once the window has loaded and the browser is idle (after `timeoutMs` at the latest); returns a cancel. */
export function whenIdleAfterLoad(win: Window, work: (deadline: IdleDeadline) => void, timeoutMs = 2000): () => void {
  let cancelled = false
  let idleHandle: number | undefined
  const idle = () => {
    if (cancelled) return
    if (typeof win.requestIdleCallback === 'function') {
      idleHandle = win.requestIdleCallback(
        (deadline) => {
          if (!cancelled) work(deadline)
        },
        { timeout: timeoutMs },
      )
    } else {
      idleHandle = win.setTimeout(() => {
        if (cancelled) return
        const end = Date.now() + FALLBACK_BUDGET_MS
        work({ timeRemaining: () => Math.max(0, end - Date.now()) })
      }, 200)
    }
  }
  if (win.document.readyState === 'complete') idle()
  else win.addEventListener('load', idle, { once: true })
  return () => {
    cancelled = true
    win.removeEventListener('load', idle)
    if (idleHandle !== undefined) {
      if (typeof win.cancelIdleCallback === 'function') win.cancelIdleCallback(idleHandle)
      win.clearTimeout(idleHandle)
    }
  }
}
