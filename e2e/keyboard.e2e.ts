// The chart with the keyboard alone: Tab in, arrows between relatives, Enter, Home, Escape; then the edit form:
// open, edit, save, add a relative and close, with focus back on the card. In the edit examples, Enter on a card is
// the card's click: it opens the person's form (and makes them main).
import type { Browser, Page } from 'puppeteer-core'
import { launch, open } from './helpers/browser'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

const CHART = '#FamilyChart'

/** What has focus: the first line of a focused card, or a description of another element. */
async function focused(page: Page): Promise<string> {
  return page.evaluate((c) => {
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body) return 'nothing'
    if (el.matches(`${c} .f3-card`))
      return 'card: ' + (el.textContent?.trim() ? (el as HTMLElement).innerText.split('\n')[0].trim() : '')
    if (el.matches(`${c} [role="region"]`)) return 'chart'
    return `${el.tagName.toLowerCase()}: ${el.getAttribute('aria-label') ?? el.getAttribute('name') ?? el.textContent?.trim()}`
  }, CHART)
}

/** Waits until the chart has finished drawing (every card faded in), so Tab meets the chart as it stays. */
async function settled(page: Page): Promise<void> {
  await page.waitForSelector(`${CHART} .f3-card`)
  await page.waitForFunction(
    (c) => [...document.querySelectorAll<HTMLElement>(`${c} .f3-card-cont`)].every((e) => e.style.opacity === '1'),
    { timeout: 15000 },
    CHART,
  )
}

/** Presses Tab until focus is inside the chart (at most `max` times); returns what got focus. */
async function tabIntoChart(page: Page, max = 80): Promise<string> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab')
    if (await page.evaluate((c) => !!document.activeElement?.closest(c), CHART)) return focused(page)
  }
  throw new Error('Tab never reached the chart')
}

/** Presses Tab until the focused element matches `test` (run in the page on the active element). */
async function tabUntil(page: Page, wanted: string, max = 40): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab')
    if ((await focused(page)).startsWith(wanted)) return
  }
  throw new Error(`Tab never reached "${wanted}" (last: ${await focused(page)})`)
}

const waitFocus = (page: Page, what: string) =>
  page.waitForFunction(
    async (c, w) => {
      const el = document.activeElement as HTMLElement | null
      return !!el && el.matches(`${c} .f3-card`) && el.innerText.split('\n')[0].trim() === w.replace(/^card: /, '')
    },
    { timeout: 10000 },
    CHART,
    what,
  )

const liveText = (page: Page) => page.$eval(`${CHART} [aria-live="polite"]`, (el) => el.textContent?.trim() ?? '')

it('walks the tree with the arrow keys, makes a person main with Enter and keeps focus on their card', async () => {
  const page = await open(browser, '/examples/v2/1-basic-tree', { width: 1440, height: 900 })
  await settled(page)
  // One Tab stop: Tab lands on the main person's card.
  expect(await tabIntoChart(page)).toBe('card: Daniel Hartwell')
  expect(await page.evaluate(() => document.activeElement!.getAttribute('aria-current'))).toBe('true')
  await page.keyboard.press('ArrowUp')
  expect(await focused(page)).toBe('card: George Hartwell')
  await page.keyboard.press('ArrowRight')
  expect(await focused(page)).toBe('card: Helen Price')
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('ArrowDown')
  expect(await focused(page)).toBe('card: Daniel Hartwell')
  await page.keyboard.press('ArrowDown')
  expect(['card: Leo Hartwell', 'card: Maya Hartwell']).toContain(await focused(page))
  await page.keyboard.press('ArrowUp')
  expect(await focused(page)).toBe('card: Daniel Hartwell')
  await page.keyboard.press('ArrowRight')
  expect(await focused(page)).toBe('card: Anna Ruiz')
  // Enter: Anna becomes main; her card is redrawn and keeps focus; the change is announced.
  await page.keyboard.press('Enter')
  await page.waitForFunction(
    (c) => (document.querySelector(`${c} .f3-card-main`) as HTMLElement | null)?.innerText.startsWith('Anna Ruiz'),
    {},
    CHART,
  )
  await waitFocus(page, 'card: Anna Ruiz')
  expect(await page.evaluate(() => document.activeElement!.getAttribute('aria-current'))).toBe('true')
  await page.waitForFunction(
    (c) =>
      document.querySelector(`${c} [aria-live="polite"]`)?.textContent?.trim() === 'Anna Ruiz is now the main person',
    {},
    CHART,
  )
  // Home goes to the main person from anywhere; Escape leaves the cards for the chart itself.
  await page.keyboard.press('ArrowDown')
  expect(await focused(page)).not.toBe('card: Anna Ruiz')
  await page.keyboard.press('Home')
  expect(await focused(page)).toBe('card: Anna Ruiz')
  await page.keyboard.press('Escape')
  expect(await focused(page)).toBe('chart')
  await page.close()
})

it('keeps the focused card in view: an arrow to a card outside the view pans to it', async () => {
  const page = await open(browser, '/examples/v2/1-basic-tree', { width: 375, height: 812 })
  await settled(page)
  expect(await tabIntoChart(page)).toBe('card: Daniel Hartwell')
  // Zoom in with the keyboard until cards no longer all fit, then walk to a grandparent.
  for (let i = 0; i < 6; i++) await page.keyboard.press('+')
  expect(await focused(page)).toBe('card: Daniel Hartwell')
  await page.keyboard.press('ArrowUp')
  expect(await focused(page)).toBe('card: George Hartwell')
  await page.keyboard.press('ArrowUp')
  expect(await focused(page)).toBe('card: Arthur Hartwell')
  await page.waitForFunction(
    (c) => {
      const card = document.activeElement!.getBoundingClientRect()
      const view = document.querySelector(`${c} [role="region"]`)!.getBoundingClientRect()
      return card.left >= view.left && card.right <= view.right && card.top >= view.top && card.bottom <= view.bottom
    },
    { timeout: 10000 },
    CHART,
  )
  await page.close()
})

it('edits with the keyboard: Enter opens the form, a field is changed and saved, a relative added, Escape returns to the card', async () => {
  const page = await open(browser, '/examples/v2/17-edit-tree', { width: 1280, height: 800 })
  await settled(page)
  expect(await tabIntoChart(page)).toBe('card: Daniel Hartwell')
  await page.keyboard.press('Enter')
  await page.waitForFunction(
    (c) => document.querySelector(`${c} .f3-form-title`)?.textContent === 'Daniel Hartwell',
    {},
    CHART,
  )
  // Focus is in the form's first field.
  await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.name === 'first name')
  await page.keyboard.down('Control')
  await page.keyboard.press('a')
  await page.keyboard.up('Control')
  await page.keyboard.type('Danny')
  await page.keyboard.press('Enter')
  await page.waitForFunction(
    (c) =>
      [...document.querySelectorAll<HTMLElement>(`${c} .f3-card`)].some((el) =>
        el.innerText.startsWith('Danny Hartwell'),
      ),
    {},
    CHART,
  )
  await page.waitForFunction(
    (c) => document.querySelector(`${c} [aria-live="polite"]`)?.textContent?.trim() === 'Saved Danny Hartwell',
    {},
    CHART,
  )

  // Add a relative: the form's "Add relative" button, then the new relative's button in the form's list.
  await tabUntil(page, 'button: Add relative')
  await page.keyboard.press('Enter')
  await page.waitForSelector(`${CHART} .f3-new-relative`)
  await tabUntil(page, 'button: Add Daughter')
  await page.keyboard.press('Enter')
  await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.name === 'first name')
  await page.keyboard.type('Rosa')
  await page.keyboard.press('Enter')
  await page.waitForFunction(
    (c) => [...document.querySelectorAll<HTMLElement>(`${c} .f3-card`)].some((el) => el.innerText.startsWith('Rosa')),
    {},
    CHART,
  )
  expect(await liveText(page)).toBe('Added Rosa as daughter of Danny Hartwell')

  // Escape closes the form; focus goes back to the card the form belonged to.
  await page.keyboard.press('Escape')
  await page.waitForFunction(
    (c) => document.querySelector<HTMLElement>(`${c} .f3-form-cont`)?.hidden === true,
    {},
    CHART,
  )
  await waitFocus(page, 'card: Danny Hartwell')
  await page.close()
})
