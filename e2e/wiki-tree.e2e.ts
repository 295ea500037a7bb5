// The Wikidata explorer against recorded Wikidata and Commons answers: loading, search, history, drawer, configuration.
// Failures, hostile answers and the layout's geometry are in wiki-tree-failures.e2e.ts.
import type { Browser } from 'puppeteer-core'
import { baseUrl, launch, texts } from './helpers/browser'
import { XSS_LABEL, type WikiTraffic } from './fixtures/wikidata'
import { panelControl, panelLabel } from './helpers/builder'
import { noteHydrationStart, startTimes } from './helpers/hydration'
import { cards, clickCard, openWiki as open, searchCalls, waitFor, waitForCard, wikiId } from './helpers/wiki'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

const openWiki = (path?: string, viewport?: { width: number; height: number }, configure?: (t: WikiTraffic) => void) =>
  open(browser, path, viewport, configure)

it('loads Charles III from the stash without calling Wikidata', async () => {
  const { page, traffic } = await openWiki()
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-testid="wiki-chart"] .f3-card')].some((c) => c.textContent === 'Charles III'),
  )
  expect(await cards(page)).toEqual(expect.arrayContaining(['Charles III', 'Elizabeth II', 'William, Prince of Wales']))
  await page.waitForFunction(() => !document.querySelector('[data-testid="wiki-spinner"]'))
  expect(wikiId(page)).toBe('Q43274')
  expect(traffic.calls.filter((c) => c.includes('wbgetentities'))).toEqual([])
  expect(await page.evaluate(() => document.cookie)).toContain('NetworkProbeLimit')
  await page.close()
})

it('says it is loading before its scripts run, then draws the family from stash files fetched once each', async () => {
  // Without scripts: the static page says what is coming, where the chart will be.
  const bare = await browser.newPage()
  await bare.setJavaScriptEnabled(false)
  await bare.goto(baseUrl() + '/wiki-tree', { waitUntil: 'load' })
  expect(await bare.$eval('main [role="status"]', (e) => (e as HTMLElement).innerText.trim())).toBe(
    'Loading the family tree…',
  )
  await bare.close()

  // With scripts the chart takes its place. The first family's files start with the page (named in its head) and
  // the explorer uses those downloads: each file is asked for once, more only as the chart needs people they hold.
  const page = await browser.newPage()
  await page.setViewport({ width: 1500, height: 900 })
  const stash: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/data/wiki-stash/')) stash.push(new URL(r.url()).pathname)
  })
  // No request interception here: paused requests are not matched with the preloads the way real ones are.
  await page.goto(baseUrl() + '/wiki-tree', { waitUntil: 'domcontentloaded' })
  await waitForCard(page, 'Charles III')
  await page.waitForFunction(() => !document.querySelector('[data-testid="wiki-spinner"]'))
  expect(await page.evaluate(() => document.body.innerText.includes('Loading the family tree…'))).toBe(false)
  expect(stash).toEqual(expect.arrayContaining(['/data/wiki-stash/persons-0.json', '/data/wiki-stash/stash-map.json']))
  expect(new Set(stash).size).toBe(stash.length)
  await page.close()
})

it("paints its largest text with the static page: the chart's first frame is not the page's largest paint", async () => {
  // The largest-contentful-paint entries as the browser reports them, with the painted element's id and text. The
  // static page's elements may be gone by the time an entry is read (its element is then null): the id the browser
  // recorded at the paint stays.
  const page = await browser.newPage()
  await page.setViewport({ width: 412, height: 823 })
  await page.evaluateOnNewDocument(() => {
    const seen: { id: string; text: string; size: number }[] = []
    ;(window as unknown as { lcpSeen: typeof seen }).lcpSeen = seen
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { element: Element | null; id: string; size: number })[])
        seen.push({ id: e.id, text: e.element?.textContent?.trim() ?? '', size: e.size })
    }).observe({ type: 'largest-contentful-paint', buffered: true })
  })
  await page.goto(baseUrl() + '/wiki-tree', { waitUntil: 'domcontentloaded' })
  await waitForCard(page, 'Charles III')
  await page.waitForFunction(() => !document.querySelector('[data-testid="wiki-spinner"]'))
  const seen = await page.evaluate(
    () => (window as unknown as { lcpSeen: { id: string; text: string; size: number }[] }).lcpSeen,
  )
  expect(seen.length).toBeGreaterThan(0)
  const last = seen[seen.length - 1]
  expect(last.id).toBe('wiki-tree-about')
  if (last.text) expect(last.text).toMatch(/^Family trees from Wikidata/)
  await page.close()
})

it("asks for the chart's library before React starts hydrating the page, not once the explorer has mounted", async () => {
  const page = await browser.newPage()
  await page.setViewport({ width: 412, height: 823 })
  await noteHydrationStart(page)
  await page.goto(baseUrl() + '/wiki-tree', { waitUntil: 'domcontentloaded' })
  await waitForCard(page, 'Charles III')
  const { hydrationAt, requested } = await startTimes(page)
  const libraryAskedAt = requested.find((r) => /\/assets\/js\/family-chart\.\w+\.js$/.test(r.path))?.at
  expect(typeof hydrationAt).toBe('number')
  expect(typeof libraryAskedAt).toBe('number')
  // Downloaded from the page's first paint, so it overlaps the hydration.
  expect(libraryAskedAt!).toBeLessThan(hydrationAt!)
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
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-testid="wiki-search-options"] [role="option"]')].some((o) =>
      o.textContent!.includes('<img'),
    ),
  )
  expect(await texts(page, '[data-testid="wiki-search-options"] [role="option"]')).toContain(
    `${XSS_LABEL} (a test label)`,
  )
  await page.click('[data-testid="wiki-search-options"] [data-value="Q9696"]')
  await page.waitForFunction(() => new URL(location.href).searchParams.get('wiki_id') === 'Q9696')
  await page.waitForFunction(
    (label) =>
      [...document.querySelectorAll('[data-testid="wiki-chart"] .f3-card')].some((c) => c.textContent === label),
    {},
    XSS_LABEL,
  )
  expect(await page.$('[data-testid="wiki-chart"] .f3-card img[src="x"]')).toBeNull()
  await page.close()
})

it('follows a card click to that person and keeps the visit history newest first', async () => {
  const { page } = await openWiki()
  await waitForCard(page, 'William, Prince of Wales')
  // A person enters the history once their family is drawn in full (the chart bar's "Loading relatives…" is gone).
  await page.waitForFunction(() => !document.querySelector('[data-testid="wiki-spinner"]'))
  await clickCard(page, 'William, Prince of Wales')
  await page.waitForFunction(() => new URL(location.href).searchParams.get('wiki_id') === 'Q36812')
  // His family is drawn around him (his wife), with nothing left to load by hand.
  await waitForCard(page, 'Catherine, Princess of Wales')
  await page.waitForFunction(() =>
    (document.querySelector('[data-testid="wiki-chart-bar"]')?.textContent ?? '').includes(
      'Family of William, Prince of Wales',
    ),
  )
  await page.click('[data-testid="wiki-popular"] button::-p-text(Elizabeth II)')
  await page.waitForFunction(() => new URL(location.href).searchParams.get('wiki_id') === 'Q9682')
  await page.waitForFunction(() =>
    (document.querySelector('[data-testid="wiki-history"]')?.textContent ?? '').startsWith('Elizabeth II'),
  )
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

it('keeps keyboard focus inside the phone drawer until Escape, then returns it to the toggle', async () => {
  const { page } = await openWiki('/wiki-tree', { width: 375, height: 740 })
  await page.waitForSelector('[data-testid="wiki-chart"] .f3-card')
  await page.focus('[data-testid="wiki-drawer-toggle"]')
  await page.keyboard.press('Enter')
  await page.waitForSelector('[role="dialog"][aria-label="People"]', { visible: true })
  // Focus starts on the close button, inside the dialog.
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Close the people list')
  const inDialog = () => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"][aria-label="People"]'))
  const count = await page.$$eval('[role="dialog"][aria-label="People"] button', (b) => b.length)
  // Tab all the way round and back again: focus never leaves the drawer.
  for (let i = 0; i < count + 2; i++) {
    await page.keyboard.press('Tab')
    expect(await inDialog()).toBe(true)
  }
  await page.keyboard.down('Shift')
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('Tab')
    expect(await inDialog()).toBe(true)
  }
  await page.keyboard.up('Shift')
  await page.keyboard.press('Escape')
  await page.waitForFunction(() => !document.querySelector('[data-testid="wiki-sidebar"]'))
  await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'wiki-drawer-toggle')
  expect(await page.$eval('[data-testid="wiki-drawer-toggle"]', (b) => b.getAttribute('aria-expanded'))).toBe('false')
  await page.close()
})

it('keeps the people list a landmark beside the chart on a wide screen, not a dialog', async () => {
  const { page } = await openWiki('/wiki-tree', { width: 1400, height: 900 })
  await page.waitForSelector('aside[aria-label="People"]', { visible: true })
  expect(await page.$('[role="dialog"][aria-label="People"]')).toBeNull()
  await page.close()
})

it('says in words that loading failed, with Try again, and clears the spinner', async () => {
  const { page, traffic } = await openWiki('/wiki-tree?wiki_id=Q999', undefined, (t) => {
    t.failEntities = 500
  })
  await page.waitForSelector('[data-testid="wiki-error"]')
  const shown = await page.$eval('[data-testid="wiki-error"]', (e) => (e as HTMLElement).innerText)
  expect(shown).toContain('Could not load the family of Q999.')
  expect(shown).toContain('Wikidata did not answer (server error 500). Try again.')
  expect(shown).not.toContain('HTTP error')
  expect(await page.$('[data-testid="wiki-spinner"]')).toBeNull()
  traffic.failEntities = undefined
  await page.click('[data-testid="wiki-error"] button::-p-text(Try again)')
  await page.waitForFunction(
    () =>
      !document.querySelector('[data-testid="wiki-spinner"]') && !!document.querySelector('[data-testid="wiki-error"]'),
  )
  // Q999 does not exist even when the API answers: a clear message, not a blank chart.
  const missing = await page.$eval('[data-testid="wiki-error"]', (e) => (e as HTMLElement).innerText)
  expect(missing).toContain('No Wikidata person found for Q999.')
  // Asking again cannot find a person Wikidata does not have: no Try again, but what to do instead.
  expect(missing).toContain('Search for a person above, or choose one from People.')
  expect(await page.$('[data-testid="wiki-error"] button::-p-text(Try again)')).toBeNull()
  await page.close()
})

it('ends a request that never answers with a message saying so', async () => {
  const { page } = await openWiki('/wiki-tree?wiki_id=Q999', undefined, (t) => {
    t.failEntities = 0
  })
  await page.waitForSelector('[data-testid="wiki-spinner"]')
  await page.waitForSelector('[data-testid="wiki-error"]', { timeout: 25000 })
  expect(await page.$eval('[data-testid="wiki-error"]', (e) => e.textContent)).toContain(
    'Wikidata did not answer in time.',
  )
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
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-testid="wiki-chart"] .f3-card')].some((c) => c.textContent === 'Charles III'),
  )
  await page.click('[data-testid="wiki-configure"]')
  await page.waitForSelector('#wiki-tree-config')
  expect(await page.$eval('#wiki-tree-config h2', (h) => h.textContent)).toBe('Tree Configuration')
  expect(await page.$$eval('#wiki-tree-config summary', (s) => s.map((x) => x.textContent))).toEqual([
    'Display Fields',
    'Card Style',
    'Card Elements',
    'Layout Options',
    'Card Dimensions',
  ])
  // The wiki defaults: ancestry 4, progeny 3, duplicate branch toggle on.
  const CONFIG = '#wiki-tree-config'
  const valueOf = async (label: string) =>
    (await panelControl(page, label, CONFIG)).evaluate((el) => {
      const input = el as HTMLInputElement
      return input.type === 'checkbox' ? String(input.checked) : input.value
    })
  expect([
    await valueOf('Ancestry depth'),
    await valueOf('Progeny depth'),
    await valueOf('Duplicate branch toggle'),
  ]).toEqual(['4', '3', 'true'])

  // Progeny depth 0: the children leave the chart.
  await (await panelControl(page, 'Progeny depth', CONFIG)).click({ count: 3 })
  await page.keyboard.type('0')
  await page.waitForFunction(
    () =>
      ![...document.querySelectorAll('[data-testid="wiki-chart"] .f3-card')].some(
        (c) => c.textContent === 'William, Prince of Wales',
      ),
  )
  expect(await cards(page)).toEqual(expect.arrayContaining(['Charles III', 'Elizabeth II']))
  // Card style rect.
  await (await panelLabel(page, 'rect', CONFIG)).click()
  await page.waitForFunction(() =>
    document.querySelector('[data-testid="wiki-chart"] .f3-card')?.className.includes('f3-style-rect'),
  )
  await page.keyboard.press('Escape')
  await page.waitForFunction(() => !document.querySelector('#wiki-tree-config'))
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('wiki-configure')
  await page.close()
})
