// Opening the Wikidata explorer with its requests answered from fixtures, and what a person reads off it.
import type { Browser, Page } from 'puppeteer-core'
import { baseUrl, texts } from './browser'
import { interceptWikidata, type WikiTraffic } from '../fixtures/wikidata'

export const DESKTOP = { width: 1440, height: 900 }
export const PHONE = { width: 375, height: 812 }

export async function openWiki(
  browser: Browser,
  path = '/wiki-tree',
  viewport = { width: 1500, height: 900 },
  configure?: (t: WikiTraffic) => void,
): Promise<{ page: Page; traffic: WikiTraffic; errors: string[] }> {
  const page = await browser.newPage()
  await page.setViewport(viewport)
  const traffic = await interceptWikidata(page)
  configure?.(traffic)
  // Uncaught errors in the page: a crash of the explorer shows up here even when the screen looks fine.
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(String(error)))
  await page.goto(baseUrl() + path, { waitUntil: 'domcontentloaded' })
  return { page, traffic, errors }
}

export const cards = (page: Page) => texts(page, '[data-testid="wiki-chart"] .f3-card')
export const wikiId = (page: Page) => new URL(page.url()).searchParams.get('wiki_id')
export const searchCalls = (t: WikiTraffic) => t.calls.filter((c) => c.includes('wbsearchentities'))

export async function waitFor(check: () => boolean, timeout = 10000): Promise<void> {
  const end = Date.now() + timeout
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time')
    await new Promise((r) => setTimeout(r, 50))
  }
}

/** Waits until a card with exactly this text is drawn. */
export async function waitForCard(page: Page, name: string): Promise<void> {
  await page.waitForFunction(
    (n) => [...document.querySelectorAll('[data-testid="wiki-chart"] .f3-card')].some((c) => c.textContent === n),
    {},
    name,
  )
}

/** Clicks the card with this text, as a person would click it on the chart. */
export async function clickCard(page: Page, name: string): Promise<void> {
  await page.evaluate(
    (n) =>
      // Not a card on its way out (a card leaving the view keeps its name until it is removed).
      (
        [...document.querySelectorAll('[data-testid="wiki-chart"] .f3-card')].find(
          (c) => c.textContent === n && c.closest('.f3-exiting') === null,
        ) as HTMLElement
      ).click(),
    name,
  )
}
