// When React starts hydrating a built page, and when the page asked for each of its files, on one clock
// (performance.now): for checking that a download starts before hydration rather than after it.
import type { Page } from 'puppeteer-core'

/** From the page's first script on, notes the time Docusaurus keeps its React root on the window (hydration starts). */
export async function noteHydrationStart(page: Page): Promise<void> {
  await page.evaluateOnNewDocument(() => {
    const w = window as unknown as { __hydrationAt?: number }
    let root: unknown
    Object.defineProperty(window, 'docusaurusRoot', {
      configurable: true,
      get: () => root,
      set: (value) => {
        root = value
        w.__hydrationAt = performance.now()
      },
    })
  })
}

/** The time hydration started (noteHydrationStart first) and when each requested file's download started. */
export function startTimes(page: Page): Promise<{ hydrationAt?: number; requested: { path: string; at: number }[] }> {
  return page.evaluate(() => ({
    hydrationAt: (window as unknown as { __hydrationAt?: number }).__hydrationAt,
    requested: performance
      .getEntriesByType('resource')
      .map((e) => ({ path: new URL(e.name).pathname, at: e.startTime })),
  }))
}
