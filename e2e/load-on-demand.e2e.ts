// Load on demand as a person meets it on example 28: relatives come from a slow fake server, "Loading…" cards first;
// a failing server puts Retry on the cards; two quick clicks end on the second person; the memory stays bounded.
import type { Browser, ElementHandle, Page } from 'puppeteer-core'
import { baseUrl, launch } from './helpers/browser'
import { findCard } from './helpers/person-form'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

const CHART = '#FamilyChart'
const ROUTE = '/examples/v2/28-load-on-demand'

/** The example with its first view complete. Reduced motion: cards stand still where a person would click them. */
async function openExample(): Promise<Page> {
  const page = await browser.newPage()
  await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }])
  await page.setViewport({ width: 1400, height: 900 })
  await page.goto(baseUrl() + ROUTE, { waitUntil: 'networkidle0' })
  await findCard(page, CHART, 'Emil Hartwell')
  await noneLoading(page)
  return page
}

const loadingCards = (page: Page) =>
  page.$$eval(`${CHART} .f3-card-loading`, (cards) =>
    cards.map((c) => ({
      text: (c as HTMLElement).innerText,
      busy: c.getAttribute('aria-busy'),
      name: c.getAttribute('aria-label'),
    })),
  )
const noneLoading = (page: Page) =>
  page.waitForFunction((c) => !document.querySelector(`${c} .f3-card-loading`), {}, CHART)
const mainName = (page: Page) =>
  page.$eval(`${CHART} .f3-card[aria-current="true"]`, (c) => (c as HTMLElement).innerText.split('\n')[0])
const statusLine = (page: Page) => page.$eval(`${CHART} .source-status`, (s) => s.textContent ?? '')

async function setCheckbox(page: Page, label: string, on: boolean): Promise<void> {
  const box = await page.waitForSelector(`${CHART} label::-p-text(${label}) input`)
  if ((await box!.evaluate((b) => (b as HTMLInputElement).checked)) !== on) await box!.click()
}

/** Resolves once the card stands still for two frames: a person clicks where the card is, not where it was. */
async function waitStill(card: ElementHandle<Element>): Promise<void> {
  await card.evaluate(
    (el) =>
      new Promise<void>((resolve) => {
        let last = ''
        const look = () => {
          const r = el.getBoundingClientRect()
          const now = `${r.x},${r.y},${r.width},${r.height}`
          if (now === last) resolve()
          else {
            last = now
            requestAnimationFrame(() => requestAnimationFrame(look))
          }
        }
        look()
      }),
  )
}

/**
 * Clicks a card by its name; a card redrawn as answers arrive between finding and clicking it (detached, or for a
 * moment without a box to click) is found again.
 */
async function clickCard(page: Page, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      const card = await findCard(page, CHART, name)
      await waitStill(card)
      await card.click()
      return
    } catch (error) {
      if (attempt === 3 || !/detached|not clickable/i.test(String(error))) throw error
    }
  }
}

describe('load on demand', () => {
  it('shows Loading… cards while the server answers, then the names', async () => {
    const page = await openExample()
    await setCheckbox(page, 'Slow network', true)
    await clickCard(page, 'Emil Hartwell')
    // His grandparents are not in memory yet: their cards say so, busy and named for a screen reader.
    await page.waitForSelector(`${CHART} .f3-card-loading`)
    const waiting = await loadingCards(page)
    expect(waiting.length).toBeGreaterThan(0)
    for (const card of waiting) expect(card).toEqual({ text: 'Loading…', busy: 'true', name: 'Loading a relative…' })
    await findCard(page, CHART, 'Quinn Hartwell')
    await noneLoading(page)
    expect(await mainName(page)).toBe('Emil Hartwell')
    await page.close()
  })

  it('puts Retry on the cards when the server fails, and Retry loads them', async () => {
    const page = await openExample()
    await setCheckbox(page, 'Simulate network failure', true)
    await clickCard(page, 'Flora Nash')
    const retry = await page.waitForSelector(`${CHART} ::-p-aria([name="Retry loading this relative"][role="button"])`)
    const box = (await retry!.boundingBox())!
    expect(box.width).toBeGreaterThanOrEqual(24)
    expect(box.height).toBeGreaterThanOrEqual(24)
    expect(await page.$eval(`${CHART} .f3-card-load-failed`, (c) => (c as HTMLElement).innerText)).toBe(
      'Could not load',
    )
    expect(await statusLine(page)).toContain('Could not load: The server did not answer')
    await setCheckbox(page, 'Simulate network failure', false)
    // By keyboard, as the button is in the tab order.
    await retry!.focus()
    await page.keyboard.press('Enter')
    await findCard(page, CHART, 'Victor Nash')
    await noneLoading(page)
    expect(await page.$(`${CHART} .f3-card-retry`)).toBeNull()
    await page.close()
  })

  it("after two quick clicks ends on the second person and never draws the first one's relatives again", async () => {
    const page = await openExample()
    await setCheckbox(page, 'Slow network', true)
    const before = await statusLine(page)
    await clickCard(page, 'Carl Hartwell')
    await page.waitForFunction(
      (c) => document.querySelector(`${c} .f3-card[aria-current="true"]`)?.textContent?.startsWith('Carl Hartwell'),
      {},
      CHART,
    )
    await clickCard(page, 'Dora Moor')
    await page.waitForFunction(
      (c) => document.querySelector(`${c} .f3-card[aria-current="true"]`)?.textContent?.startsWith('Dora Moor'),
      {},
      CHART,
    )
    // From here on, record every card drawn: Carl's parents and grandparents belong to his view only.
    await page.evaluate((c) => {
      const drawn: string[] = []
      ;(window as unknown as { drawnAfter: string[] }).drawnAfter = drawn
      new MutationObserver((records) => {
        for (const r of records)
          for (const n of r.addedNodes)
            if (n instanceof HTMLElement)
              drawn.push(...[...n.querySelectorAll('.f3-card')].map((e) => (e as HTMLElement).innerText.split('\n')[0]))
      }).observe(document.querySelector(c)!, { childList: true, subtree: true })
    }, CHART)
    // The status line changes once Dora's view is complete; Carl's slower-started answer has arrived by then.
    await page.waitForFunction(
      (c, b) => document.querySelector(`${c} .source-status`)?.textContent !== b,
      { timeout: 15000 },
      CHART,
      before,
    )
    await findCard(page, CHART, 'Max Moor')
    expect(await mainName(page)).toBe('Dora Moor')
    const carlsOnly = ['Emil Hartwell', 'Flora Nash', 'Ivan Hartwell', 'June Dale', 'Karl Nash', 'Laura Holm']
    const drawnAfter = await page.evaluate(() => (window as unknown as { drawnAfter: string[] }).drawnAfter)
    expect(drawnAfter.filter((n) => carlsOnly.includes(n))).toEqual([])
    const onScreen = await page.$$eval(`${CHART} .f3-card`, (cs) =>
      cs.map((c) => (c as HTMLElement).innerText.split('\n')[0]),
    )
    expect(onScreen.filter((n) => carlsOnly.includes(n))).toEqual([])
    await page.close()
  })

  it('drops people far from the view once more than 60 are in memory', async () => {
    const page = await openExample()
    for (const name of [
      'Carl Hartwell',
      'Emil Hartwell',
      'Ivan Hartwell',
      'Quinn Hartwell',
      'Jack Hartwell',
      'Sam Hartwell',
      'Noah Hartwell',
    ]) {
      const before = await statusLine(page)
      await clickCard(page, name)
      await page.waitForFunction(
        (c, n) => document.querySelector(`${c} .f3-card[aria-current="true"]`)?.textContent?.startsWith(n),
        {},
        CHART,
        name,
      )
      // The status line is written once the new view has everyone it needs (each step up asks for new people).
      await page.waitForFunction(
        (c, b) => document.querySelector(`${c} .source-status`)?.textContent !== b,
        {},
        CHART,
        before,
      )
      await noneLoading(page)
    }
    await page.waitForFunction(
      (c) => /evicted: [1-9]/.test(document.querySelector(`${c} .source-status`)?.textContent ?? ''),
      {},
      CHART,
    )
    const line = await statusLine(page)
    const [, inMemory, most] = line.match(/In memory: (\d+) of at most (\d+) people/)!.map(Number)
    expect(most).toBe(60)
    expect(inMemory).toBeLessThanOrEqual(60)
    expect(Number(line.match(/evicted: (\d+)/)![1])).toBeGreaterThan(0)
    await page.close()
  })
})
