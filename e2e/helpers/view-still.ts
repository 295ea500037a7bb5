// Waiting for the chart's camera to come to rest (a transition to a card, a wheel zoom, a drag) by watching what a
// person sees move, instead of sleeping for the length of the longest transition.
import type { Page } from 'puppeteer-core'

/**
 * Resolves once the transform of the chart's view (`.f3-view` under `root`) has stayed the same for `quietMs` while
 * frames kept coming: the view has stopped moving.
 */
export async function waitForViewStill(
  page: Page,
  root: string,
  { quietMs = 400, timeout = 15000 } = {},
): Promise<void> {
  await page.waitForFunction(
    (r, quiet) => {
      const view = document.querySelector(`${r} .f3-view`)
      if (!view) return false
      const w = window as unknown as { __viewStill?: { root: string; transform: string | null; since: number } }
      const transform = view.getAttribute('transform')
      const now = performance.now()
      const last = w.__viewStill
      if (!last || last.root !== r || last.transform !== transform) {
        w.__viewStill = { root: r, transform, since: now }
        return false
      }
      return now - last.since >= quiet
    },
    { polling: 'raf', timeout },
    root,
    quietMs,
  )
  await page.evaluate(() => {
    delete (window as unknown as { __viewStill?: unknown }).__viewStill
  })
}
