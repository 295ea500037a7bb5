// The chart with fingers, in Chromium with a touch screen reported and touch events sent as a phone sends them (CDP):
// a long press on a card opens the person's actions menu, a short tap does not (it acts on the card), and a
// two-finger drag pans the view without selecting any text.
import type { Browser, CDPSession, Page } from 'puppeteer-core'
import { launch, open } from './helpers/browser'
import { findCard, settledCards, waitForFormTitle } from './helpers/person-form'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

const CHART = '#FamilyChart'
const ROUTE = '/examples/v2/25-touch-and-card-actions'
const TABLET = { width: 1024, height: 768, hasTouch: true, isMobile: false }

type Point = { x: number; y: number }

async function openOnTablet(): Promise<{ page: Page; cdp: CDPSession }> {
  const page = await open(browser, ROUTE, { width: TABLET.width, height: TABLET.height })
  await page.setViewport(TABLET)
  const cdp = await page.createCDPSession()
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 })
  await findCard(page, CHART, 'Leo Hartwell')
  // Touch points are screen points: the chart must be on the screen.
  await page.$eval(CHART, (el) => el.scrollIntoView({ block: 'center' }))
  await settledCards(page, CHART)
  return { page, cdp }
}

const touch = (cdp: CDPSession, type: 'touchStart' | 'touchMove' | 'touchEnd', points: Point[]) =>
  cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map((p, id) => ({ x: p.x, y: p.y, id })) })

/** The middle of the card whose first line is `name`, on screen. */
async function middleOf(page: Page, name: string): Promise<Point> {
  const box = (await (await findCard(page, CHART, name)).boundingBox())!
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

const menuOpen = (page: Page) => page.$eval(`${CHART} [role="menu"]`, (m) => !(m as HTMLElement).hidden)

describe('touch', () => {
  it("a long press on a card opens the person's actions menu, with items of at least 24 × 24 px", async () => {
    const { page, cdp } = await openOnTablet()
    const at = await middleOf(page, 'Leo Hartwell')
    await touch(cdp, 'touchStart', [at])
    await page.waitForSelector(`${CHART} [role="menu"]:not([hidden])`, { timeout: 5000 })
    await touch(cdp, 'touchEnd', [])
    const items = await page.$$eval(`${CHART} [role="menu"] [role="menuitem"]`, (bs) =>
      bs.map((b) => {
        const r = b.getBoundingClientRect()
        return { name: b.textContent, w: r.width, h: r.height }
      }),
    )
    expect(items.map((i) => i.name)).toEqual(['Edit', 'Add relative', 'How are we related?', 'Centre the tree on Leo'])
    for (const item of items) {
      expect(item.w).toBeGreaterThanOrEqual(24)
      expect(item.h).toBeGreaterThanOrEqual(24)
    }
    expect(await page.$eval(`${CHART} [role="menu"]`, (m) => m.getAttribute('aria-label'))).toBe(
      'Actions for Leo Hartwell',
    )
    // Lifting the finger did not also press the card (its form stays closed).
    expect(await page.$(`${CHART} .f3-form-title`)).toBeNull()
    // A tap on an item runs it: Edit opens Leo's form.
    const edit = (await (await page.$(`${CHART} ::-p-aria([name="Edit"][role="menuitem"])`))!.boundingBox())!
    await touch(cdp, 'touchStart', [{ x: edit.x + edit.width / 2, y: edit.y + edit.height / 2 }])
    await touch(cdp, 'touchEnd', [])
    await waitForFormTitle(page, CHART, 'Leo Hartwell')
    expect(await menuOpen(page)).toBe(false)
    await page.close()
  })

  it('a short tap acts on the card and opens no menu', async () => {
    const { page, cdp } = await openOnTablet()
    const at = await middleOf(page, 'Leo Hartwell')
    await touch(cdp, 'touchStart', [at])
    await touch(cdp, 'touchEnd', [])
    const tappedAt = await page.evaluate(() => performance.now())
    // The tap opened Leo's form, as a click does on this page.
    await waitForFormTitle(page, CHART, 'Leo Hartwell')
    // Still no menu well after a long press would have opened it.
    await page.waitForFunction((t) => performance.now() > t + 800, {}, tappedAt)
    expect(await menuOpen(page)).toBe(false)
    await page.close()
  })

  it('two fingers dragged together pan the view and select no text', async () => {
    const { page, cdp } = await openOnTablet()
    const layerPosition = () =>
      page.$eval(`${CHART} .f3-html-cards`, (el) => {
        const m = new DOMMatrix(getComputedStyle(el).transform)
        return { x: m.e, y: m.f }
      })
    const before = await layerPosition()
    const a = await middleOf(page, 'Leo Hartwell')
    const b = { x: a.x + 120, y: a.y + 20 }
    await touch(cdp, 'touchStart', [a, b])
    for (let step = 1; step <= 8; step++) {
      await touch(cdp, 'touchMove', [
        { x: a.x + step * 15, y: a.y + step * 10 },
        { x: b.x + step * 15, y: b.y + step * 10 },
      ])
    }
    await touch(cdp, 'touchEnd', [])
    const after = await layerPosition()
    // Moved with the fingers (120, 80), give or take the scale of a pinch that stayed the same width.
    expect(after.x - before.x).toBeGreaterThan(90)
    expect(after.y - before.y).toBeGreaterThan(55)
    expect(await page.evaluate(() => window.getSelection()?.toString() ?? '')).toBe('')
    expect(await menuOpen(page)).toBe(false)
    await page.close()
  })
})
