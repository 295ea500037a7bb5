// The Wikidata explorer against recorded Wikidata and Commons answers.
import type { Browser, Page } from 'puppeteer-core'
import { baseUrl, launch, texts } from './helpers/browser'
import { interceptWikidata, XSS_LABEL, type WikiTraffic } from './fixtures/wikidata'
import { panelControl, panelLabel } from './helpers/builder'

let browser: Browser
beforeAll(async () => { browser = await launch() })
afterAll(async () => { await browser?.close() })

async function openWiki(path = '/wiki-tree', viewport = { width: 1500, height: 900 }, configure?: (t: WikiTraffic) => void): Promise<{ page: Page; traffic: WikiTraffic }> {
  const page = await browser.newPage()
  await page.setViewport(viewport)
  const traffic = await interceptWikidata(page)
  configure?.(traffic)
  await page.goto(baseUrl() + path, { waitUntil: 'domcontentloaded' })
  return { page, traffic }
}

const cards = (page: Page) => texts(page, '[data-testid="wiki-chart"] .f3-card')
const wikiId = (page: Page) => new URL(page.url()).searchParams.get('wiki_id')
const searchCalls = (t: WikiTraffic) => t.calls.filter((c) => c.includes('wbsearchentities'))

async function waitFor(check: () => boolean, timeout = 10000) {
  const end = Date.now() + timeout
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time')
    await new Promise((r) => setTimeout(r, 50))
  }
}

it('loads Charles III from the stash without calling Wikidata', async () => {
  const { page, traffic } = await openWiki()
  await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="wiki-chart"] .f3-card')].some((c) => c.textContent === 'Charles III'))
  expect(await cards(page)).toEqual(expect.arrayContaining(['Charles III', 'Elizabeth II', 'William, Prince of Wales']))
  expect(await page.$('[data-testid="wiki-spinner"]')).toBeNull()
  expect(wikiId(page)).toBe('Q43274')
  expect(traffic.calls.filter((c) => c.includes('wbgetentities'))).toEqual([])
  expect(await page.evaluate(() => document.cookie)).toContain('NetworkProbeLimit')
  await page.close()
})

it('searches after a pause, never twice for the same text, humans only, and shows labels as text', async () => {
  const { page, traffic } = await openWiki()
  await page.waitForSelector('[data-testid="wiki-chart"] .f3-card')
  await page.type('[data-testid="wiki-search"]', 'ch')
  await new Promise((r) => setTimeout(r, 500))
  expect(searchCalls(traffic)).toEqual([])
  await page.type('[data-testid="wiki-search"]', 'arl', { delay: 40 })
  // One remote search for the settled text, then the humans check asks for the hits' entities.
  await waitFor(() => traffic.calls.some((c) => c.includes('wbgetentities') && c.includes('Q1420')))
  expect(searchCalls(traffic)).toHaveLength(1)
  expect(new URL(searchCalls(traffic)[0]).searchParams.get('search')).toBe('charl')
  await new Promise((r) => setTimeout(r, 300))
  const options = await texts(page, '[data-testid="wiki-search-options"] [role="option"]')
  expect(options).toContain('Charles III')
  expect(options.some((o) => o.includes('Charles River'))).toBe(false)

  // Same text again: answered locally, no second call.
  await page.keyboard.press('Backspace')
  await page.keyboard.type('l')
  await new Promise((r) => setTimeout(r, 600))
  expect(searchCalls(traffic)).toHaveLength(1)

  // A hostile label from the earlier answer matches locally and is listed and drawn as text.
  await page.click('[data-testid="wiki-search"]', { clickCount: 3 })
  await page.keyboard.type('img')
  await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="wiki-search-options"] [role="option"]')].some((o) => o.textContent!.includes('<img')))
  expect(await texts(page, '[data-testid="wiki-search-options"] [role="option"]')).toContain(`${XSS_LABEL} (a test label)`)
  await page.click('[data-testid="wiki-search-options"] [data-value="Q9696"]')
  await page.waitForFunction(() => new URL(location.href).searchParams.get('wiki_id') === 'Q9696')
  await page.waitForFunction((label) => [...document.querySelectorAll('[data-testid="wiki-chart"] .f3-card')].some((c) => c.textContent === label), {}, XSS_LABEL)
  expect(await page.$('[data-testid="wiki-chart"] .f3-card img[src="x"]')).toBeNull()
  await page.close()
})

it('follows a card click, offers Load more, and keeps the visit history newest first', async () => {
  const { page } = await openWiki()
  await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="wiki-chart"] .f3-card')].some((c) => c.textContent === 'William, Prince of Wales'))
  await page.evaluate(() => ([...document.querySelectorAll('[data-testid="wiki-chart"] .f3-card')].find((c) => c.textContent === 'William, Prince of Wales') as HTMLElement).click())
  await page.waitForFunction(() => new URL(location.href).searchParams.get('wiki_id') === 'Q36812')
  await page.waitForSelector('[data-testid="wiki-load-more"]')
  await page.click('[data-testid="wiki-load-more"]')
  await page.waitForFunction(() => !document.querySelector('[data-testid="wiki-load-more"]') && !document.querySelector('[data-testid="wiki-spinner"]'))
  await page.click('[data-testid="wiki-popular"] button::-p-text(Elizabeth II)')
  await page.waitForFunction(() => new URL(location.href).searchParams.get('wiki_id') === 'Q9682')
  await page.waitForFunction(() => (document.querySelector('[data-testid="wiki-history"]')?.textContent ?? '').startsWith('Elizabeth II'))
  const visited = await texts(page, '[data-testid="wiki-history"] button')
  expect(visited.slice(0, 3)).toEqual(['Elizabeth II', 'William, Prince of Wales', 'Charles III'])
  await page.close()
})

it('puts the people list in a drawer on a phone', async () => {
  const { page } = await openWiki('/wiki-tree', { width: 375, height: 740 })
  await page.waitForSelector('[data-testid="wiki-chart"] .f3-card')
  expect(await page.$('[data-testid="wiki-sidebar"]')).toBeNull()
  await page.click('[data-testid="wiki-drawer-toggle"]')
  await page.waitForSelector('[data-testid="wiki-sidebar"]', { visible: true })
  await page.click('[aria-label="Close the people list"]')
  await page.waitForFunction(() => !document.querySelector('[data-testid="wiki-sidebar"]'))
  await page.close()
})

it('shows a message with retry and clears the spinner when the API fails', async () => {
  const { page, traffic } = await openWiki('/wiki-tree?wiki_id=Q999', undefined, (t) => { t.failEntities = 500 })
  await page.waitForSelector('[data-testid="wiki-error"]')
  expect(await page.$eval('[data-testid="wiki-error"]', (e) => e.textContent)).toContain('HTTP error! status: 500')
  expect(await page.$('[data-testid="wiki-spinner"]')).toBeNull()
  traffic.failEntities = undefined
  await page.click('[data-testid="wiki-error"] button')
  await page.waitForFunction(() => !document.querySelector('[data-testid="wiki-spinner"]') && !!document.querySelector('[data-testid="wiki-error"]'))
  // Q999 does not exist even when the API answers: a clear message, not a blank chart.
  expect(await page.$eval('[data-testid="wiki-error"]', (e) => e.textContent)).toContain('No Wikidata person found for Q999')
  await page.close()
})

it('ends a request that never answers with a timeout message', async () => {
  const { page } = await openWiki('/wiki-tree?wiki_id=Q999', undefined, (t) => { t.failEntities = 0 })
  await page.waitForSelector('[data-testid="wiki-spinner"]')
  await page.waitForSelector('[data-testid="wiki-error"]', { timeout: 25000 })
  expect(await page.$eval('[data-testid="wiki-error"]', (e) => e.textContent)).toMatch(/timed out|abort/i)
  expect(await page.$('[data-testid="wiki-spinner"]')).toBeNull()
  await page.close()
}, 40000)

it('searches once per settled text when typing slowly', async () => {
  const { page, traffic } = await openWiki()
  await page.waitForSelector('[data-testid="wiki-chart"] .f3-card')
  for (const ch of 'will') {
    await page.type('[data-testid="wiki-search"]', ch)
    await new Promise((r) => setTimeout(r, 450))
  }
  await waitFor(() => searchCalls(traffic).length === 2)
  await new Promise((r) => setTimeout(r, 400))
  // 'w' and 'wi' are too short; 'wil' and 'will' each settled for longer than the 300 ms pause.
  expect(searchCalls(traffic).map((c) => new URL(c).searchParams.get('search'))).toEqual(['wil', 'will'])
  await page.close()
})

it("'Configure' opens the reduced Tree Configuration, and its changes redraw the chart", async () => {
  const { page } = await openWiki()
  await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="wiki-chart"] .f3-card')].some((c) => c.textContent === 'Charles III'))
  await page.click('[data-testid="wiki-configure"]')
  await page.waitForSelector('#wiki-tree-config')
  expect(await page.$eval('#wiki-tree-config h2', (h) => h.textContent)).toBe('Tree Configuration')
  expect(await page.$$eval('#wiki-tree-config summary', (s) => s.map((x) => x.textContent))).toEqual(['Display Fields', 'Card Style', 'Card Elements', 'Layout Options', 'Card Dimensions'])
  // The wiki defaults: ancestry 4, progeny 3, duplicate branch toggle on.
  const CONFIG = '#wiki-tree-config'
  const valueOf = async (label: string) => (await panelControl(page, label, CONFIG)).evaluate((el) => {
    const input = el as HTMLInputElement
    return input.type === 'checkbox' ? String(input.checked) : input.value
  })
  expect([await valueOf('Ancestry depth'), await valueOf('Progeny depth'), await valueOf('Duplicate branch toggle')]).toEqual(['4', '3', 'true'])

  // Progeny depth 0: the children leave the chart.
  await (await panelControl(page, 'Progeny depth', CONFIG)).click({ count: 3 })
  await page.keyboard.type('0')
  await page.waitForFunction(() => ![...document.querySelectorAll('[data-testid="wiki-chart"] .f3-card')].some((c) => c.textContent === 'William, Prince of Wales'))
  expect(await cards(page)).toEqual(expect.arrayContaining(['Charles III', 'Elizabeth II']))
  // Card style rect.
  await (await panelLabel(page, 'rect', CONFIG)).click()
  await page.waitForFunction(() => document.querySelector('[data-testid="wiki-chart"] .f3-card')?.className.includes('f3-style-rect'))
  await page.keyboard.press('Escape')
  await page.waitForFunction(() => !document.querySelector('#wiki-tree-config'))
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('wiki-configure')
  await page.close()
})
