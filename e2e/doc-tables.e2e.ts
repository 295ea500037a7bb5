// The docs' tables on a phone: a table wider than the page scrolls sideways in its own box, which a keyboard reaches
// with Tab (focus shown) and scrolls with the arrow keys; axe finds nothing in either theme. On a wide screen the same
// tables fit and stay out of the tab order.
import type { Browser, Page } from 'puppeteer-core'
import { baseUrl, launch } from './helpers/browser'
import { axeFindings, describeFindings, expectTheme, THEMES, useTheme, waitUntilStill, type Theme } from './helpers/axe'
import { trackRequests } from './helpers/network-quiet'

const ROUTE = '/docs/next/guides/choosing-what-to-load'
const PHONE = { width: 375, height: 800 }
let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

async function docPage(theme: Theme, viewport: { width: number; height: number }): Promise<Page> {
  const page = await (await browser.createBrowserContext()).newPage()
  await page.setViewport(viewport)
  await useTheme(page, theme)
  trackRequests(page)
  await page.goto(baseUrl() + ROUTE, { waitUntil: 'load' })
  await waitUntilStill(page)
  await expectTheme(page, theme)
  return page
}

/** The article's tables: whether each scrolls sideways, and whether it is in the tab order. */
const tables = (page: Page) =>
  page.$$eval('article table', (list) =>
    list.map((t) => ({ scrolls: t.scrollWidth > t.clientWidth + 1, focusable: t.tabIndex === 0 })),
  )

describe('the docs tables', () => {
  it.each(THEMES)(
    'on a phone in the %s theme: axe finds nothing, and each table that scrolls is focusable',
    async (theme) => {
      const page = await docPage(theme, PHONE)
      const found = await tables(page)
      expect(found.some((t) => t.scrolls)).toBe(true)
      expect(found.filter((t) => t.scrolls !== t.focusable)).toEqual([])
      const findings = await axeFindings(page, ROUTE, theme)
      if (findings.length) throw new Error(describeFindings(findings))
      await page.close()
    },
  )

  it('on a phone: Tab reaches the first wide table with focus shown, and the right arrow scrolls it', async () => {
    const page = await docPage('dark', PHONE)
    const focusedTable = () =>
      page.evaluate(() => {
        const el = document.activeElement
        return el?.tagName === 'TABLE'
          ? Array.from(document.querySelectorAll('article table')).indexOf(el as Element)
          : -1
      })
    let index = -1
    for (let presses = 0; presses < 80 && index < 0; presses++) {
      await page.keyboard.press('Tab')
      index = await focusedTable()
    }
    expect(index).toBeGreaterThanOrEqual(0)
    const outline = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!)
      return {
        shown: document.activeElement!.matches(':focus-visible'),
        style: style.outlineStyle,
        width: style.outlineWidth,
      }
    })
    expect(outline.shown).toBe(true)
    expect(outline.style).not.toBe('none')
    expect(parseFloat(outline.width)).toBeGreaterThan(0)
    const scrollLeft = () => page.evaluate(() => (document.activeElement as HTMLElement).scrollLeft)
    expect(await scrollLeft()).toBe(0)
    await page.keyboard.press('ArrowRight')
    await page.waitForFunction(() => (document.activeElement as HTMLElement).scrollLeft > 0)
    expect(await focusedTable()).toBe(index)
    await page.close()
  })

  it('on a wide screen the tables fit and are not in the tab order', async () => {
    const page = await docPage('light', { width: 1440, height: 900 })
    const found = await tables(page)
    expect(found.length).toBeGreaterThan(0)
    expect(found.filter((t) => t.scrolls || t.focusable)).toEqual([])
    await page.close()
  })
})
