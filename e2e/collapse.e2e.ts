// Folding branches as a person does it on the example page: the control on George's card pressed by its name hides
// his parents behind a "+2" badge while his card stays put; the keyboard alone (Tab, arrows, A and D) opens them
// again with focus kept on the card; axe finds nothing with folds drawn. By finger, a long press on the card offers
// the same fold in the person's actions menu.
import type { Browser, Page } from 'puppeteer-core'
import { baseUrl, launch } from './helpers/browser'
import { findCard, settledCards } from './helpers/person-form'
import { axeFindings, describeFindings, waitUntilStill } from './helpers/axe'
import { trackRequests } from './helpers/network-quiet'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

const CHART = '#FamilyChart'
const ROUTE = '/examples/v2/23-collapse-and-expand'

/** First lines of the cards now drawn (after their fades). */
const names = async (page: Page) => (await settledCards(page, CHART)).map((c) => c.split(' / ')[0])

/** Where the card whose first line is `name` is on screen. */
const positionOf = async (page: Page, name: string) => {
  const box = await (await findCard(page, CHART, name)).boundingBox()
  return { x: box!.x, y: box!.y }
}

/** What has focus: the first line of a focused card, or the element's name. */
const focused = (page: Page) =>
  page.evaluate((c) => {
    const el = document.activeElement as HTMLElement | null
    if (el?.matches(`${c} .f3-card`)) return 'card: ' + el.innerText.split('\n')[0].trim()
    return el?.getAttribute('aria-label') ?? el?.tagName ?? 'nothing'
  }, CHART)

const control = (name: string) => `${CHART} ::-p-aria([name="${name}"][role="button"])`

it("folds George's parents with the control on his card, then opens them and Daniel's children with the keyboard", async () => {
  const page = await browser.newPage()
  await page.setViewport({ width: 1400, height: 900 })
  // Axe waits for a quiet network, which it can only tell for requests tracked from the start.
  trackRequests(page)
  await page.goto(baseUrl() + ROUTE, { waitUntil: 'load' })
  await findCard(page, CHART, 'George Hartwell')
  // The example starts with Daniel's children folded: his card carries the badge (once the folds' code has loaded,
  // a moment after the cards), they are not drawn.
  expect(await names(page)).not.toContain('Leo Hartwell')
  const daniel = await page.waitForSelector(control('Show 2 descendants of Daniel Hartwell'))
  expect(await daniel!.evaluate((b) => b.textContent)).toBe('+2')
  expect(await names(page)).toEqual(expect.arrayContaining(['Arthur Hartwell', 'Edith Hartwell']))

  const before = await positionOf(page, 'George Hartwell')
  await page.click(control('Hide 2 ancestors of George Hartwell'))
  const badge = await page.waitForSelector(control('Show 2 ancestors of George Hartwell'))
  expect(await badge!.evaluate((b) => [b.textContent, b.getAttribute('aria-expanded')])).toEqual(['+2', 'false'])
  const folded = await names(page)
  expect(folded).not.toContain('Arthur Hartwell')
  expect(folded).not.toContain('Edith Hartwell')
  // The card whose control was pressed did not move on screen.
  const after = await positionOf(page, 'George Hartwell')
  expect(Math.abs(after.x - before.x)).toBeLessThan(3)
  expect(Math.abs(after.y - before.y)).toBeLessThan(3)

  // Axe with both folds drawn (the badges are buttons with names).
  await waitUntilStill(page)
  expect(describeFindings(await axeFindings(page, ROUTE, 'light', 'branches folded'))).toBe('')

  // Keyboard only: leave the chart, Tab back in (the last card visited holds the Tab stop), arrows to George, A.
  await page.keyboard.press('Escape')
  await page.keyboard.down('Shift')
  await page.keyboard.press('Tab')
  await page.keyboard.up('Shift')
  for (let i = 0; i < 5 && !(await focused(page)).startsWith('card: '); i++) await page.keyboard.press('Tab')
  if ((await focused(page)) !== 'card: George Hartwell') {
    await page.keyboard.press('Home')
    await page.keyboard.press('ArrowUp')
  }
  expect(await focused(page)).toBe('card: George Hartwell')
  await page.keyboard.press('a')
  await findCard(page, CHART, 'Arthur Hartwell')
  expect(await names(page)).toEqual(expect.arrayContaining(['Arthur Hartwell', 'Edith Hartwell']))
  expect(await focused(page)).toBe('card: George Hartwell')
  expect(await page.$(control('Hide 2 ancestors of George Hartwell'))).not.toBeNull()

  // Home to Daniel, D opens his children.
  await page.keyboard.press('Home')
  expect(await focused(page)).toBe('card: Daniel Hartwell')
  await page.keyboard.press('d')
  await findCard(page, CHART, 'Leo Hartwell')
  expect(await names(page)).toEqual(expect.arrayContaining(['Leo Hartwell', 'Maya Hartwell']))
  expect(await focused(page)).toBe('card: Daniel Hartwell')
  await page.close()
})

it("folds and shows George's parents by finger: a long press on his card offers the fold, a tap on it folds", async () => {
  const page = await browser.newPage()
  const tablet = { width: 1024, height: 768, hasTouch: true, isMobile: false }
  await page.setViewport(tablet)
  await page.goto(baseUrl() + ROUTE, { waitUntil: 'load' })
  const cdp = await page.createCDPSession()
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 })
  await findCard(page, CHART, 'George Hartwell')
  // The cards offer their folds once the folds' code has loaded, a moment after the cards: a person sees the controls.
  await page.waitForSelector(control('Hide 2 ancestors of George Hartwell'))
  // Touch points are screen points: the chart must be on the screen.
  await page.$eval(CHART, (el) => el.scrollIntoView({ block: 'center' }))
  await settledCards(page, CHART)
  const touch = (type: 'touchStart' | 'touchEnd', points: { x: number; y: number }[]) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map((p, id) => ({ ...p, id })) })
  const pressLong = async (name: string) => {
    const box = (await (await findCard(page, CHART, name)).boundingBox())!
    await touch('touchStart', [{ x: box.x + box.width / 2, y: box.y + box.height / 2 }])
    await page.waitForSelector(`${CHART} [role="menu"]:not([hidden])`, { timeout: 5000 })
    await touch('touchEnd', [])
  }
  const tapItem = async (name: string) => {
    const item = await page.waitForSelector(`${CHART} ::-p-aria([name="${name}"][role="menuitem"])`, { timeout: 5000 })
    const box = (await item!.boundingBox())!
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24)
    await touch('touchStart', [{ x: box.x + box.width / 2, y: box.y + box.height / 2 }])
    await touch('touchEnd', [])
  }

  await pressLong('George Hartwell')
  await tapItem('Hide 2 ancestors of George Hartwell')
  await page.waitForSelector(control('Show 2 ancestors of George Hartwell'))
  const folded = await names(page)
  expect(folded).not.toContain('Arthur Hartwell')
  expect(folded).not.toContain('Edith Hartwell')

  await pressLong('George Hartwell')
  await tapItem('Show 2 ancestors of George Hartwell')
  await page.waitForSelector(control('Hide 2 ancestors of George Hartwell'))
  expect(await names(page)).toEqual(expect.arrayContaining(['Arthur Hartwell', 'Edith Hartwell']))
  await page.close()
})
