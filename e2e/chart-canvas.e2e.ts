// The charts' theme, as decided in docs/faq.md: every chart on the site is a dark canvas in the light and the dark
// site theme alike (the library's default palette on its own background, the browser's controls inside it drawn
// dark). The contrast inside and around them is axe's part (axe-routes.e2e.ts walks every route in both themes).
import type { Browser, Page } from 'puppeteer-core'
import { baseUrl, launch } from './helpers/browser'
import { expectTheme, THEMES, useTheme, type Theme } from './helpers/axe'
import { interceptWikidata } from './fixtures/wikidata'

/** Pages whose charts the site makes itself, with the container each chart is drawn in. */
const CHART_PAGES = [
  { path: '/examples/additional/2-marriage-date', chart: '[data-testid="family-chart"]' },
  { path: '/examples/additional/9-ten-thousand-people', chart: '[data-testid="family-chart"]' },
  { path: '/create-tree?transition_time=0', chart: '[data-testid="family-chart"]' },
  { path: '/wiki-tree', chart: '[data-testid="wiki-chart"]' },
]

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

async function openThemed(path: string, theme: Theme): Promise<Page> {
  const context = await browser.createBrowserContext()
  const page = await context.newPage()
  await page.setViewport({ width: 1280, height: 900 })
  await useTheme(page, theme)
  await interceptWikidata(page)
  await page.goto(baseUrl() + path, { waitUntil: 'domcontentloaded' })
  await expectTheme(page, theme)
  return page
}

/** The chart container's own background, text colour and colour scheme, and the page's background. */
const canvasLook = (page: Page, chart: string) =>
  page.$eval(chart, (box) => {
    const style = getComputedStyle(box)
    // The page's own background (Infima paints it on <html>; transparent in the light theme, so the browser's white
    // shows): light when its channels average over half.
    const [r, g, b, a = 1] = getComputedStyle(document.documentElement)
      .backgroundColor.match(/[\d.]+/g)!
      .map(Number)
    return {
      background: style.backgroundColor,
      text: style.color,
      scheme: style.colorScheme,
      pageIsLight: a === 0 || (r + g + b) / 3 > 128,
    }
  })

describe.each(THEMES)('in the %s site theme', (theme) => {
  it.each(CHART_PAGES)('draws the chart of $path on the dark canvas', async ({ path, chart }) => {
    const page = await openThemed(path, theme)
    await page.waitForSelector(`${chart} .f3-card`)
    const look = await canvasLook(page, chart)
    expect({ background: look.background, text: look.text, scheme: look.scheme }).toEqual({
      background: 'rgb(33, 33, 33)',
      text: 'rgb(255, 255, 255)',
      scheme: 'dark',
    })
    // The page around it does follow the theme: the canvas is a choice, not a theme that failed to apply.
    expect(look.pageIsLight).toBe(theme === 'light')
    await page.browserContext().close()
  })
})
