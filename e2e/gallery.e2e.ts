// The example gallery (/examples/gallery): every example and demo as a picture card, grouped like the sidebar,
// working with the keyboard, on a phone and a wide screen, in both themes.
import type { Browser, Page } from 'puppeteer-core'
import { baseUrl, launch, open } from './helpers/browser'
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { collectExamples } = require('../src/gallery/catalog')

const examples: { path: string; group: string; title: string; description: string }[] = collectExamples(
  `${__dirname}/..`,
)

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

const CARD = '[data-testid="gallery-card"]'

async function openGallery(viewport = { width: 1440, height: 900 }, scheme?: 'dark' | 'light'): Promise<Page> {
  const page = await browser.newPage()
  await page.setViewport(viewport)
  if (scheme) await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: scheme }])
  await page.goto(baseUrl() + '/examples/gallery', { waitUntil: 'networkidle0' })
  return page
}

describe('example gallery', () => {
  it('shows a card for every example and demo, in the groups and order of the sidebar', async () => {
    const page = await openGallery()
    expect(await page.$eval('h1', (h) => h.textContent)).toBe('Example gallery')
    const groups = await page.$$eval('section[data-group]', (s) => s.map((e) => e.getAttribute('data-group')))
    expect(groups).toEqual(['old', 'new', 'add'])
    const cards = await page.$$eval(CARD, (as) =>
      as.map((a) => ({ href: a.getAttribute('href'), group: a.closest('section')!.getAttribute('data-group') })),
    )
    expect(cards).toEqual(examples.map((e) => ({ href: e.path, group: e.group })))
    await page.close()
  })

  it('gives each card a picture with alt text, loaded lazily, and a one-line description', async () => {
    const page = await openGallery()
    const images = await page.$$eval(`${CARD} img`, (imgs) =>
      imgs.map((i) => ({ alt: i.alt, loading: i.getAttribute('loading'), width: i.getAttribute('width') })),
    )
    expect(images).toHaveLength(examples.length)
    for (const image of images)
      expect(image).toEqual({ alt: expect.stringMatching(/^The .+ example's chart$/), loading: 'lazy', width: '480' })
    expect(await page.$eval(CARD, (a) => (a as HTMLElement).innerText)).toContain(examples[0].description)
    // The pictures in view are real images (the WebP files load).
    await page.waitForFunction(
      (sel) => {
        const img = document.querySelector(`${sel} img`) as HTMLImageElement
        return img.complete && img.naturalWidth === 480
      },
      {},
      CARD,
    )
    await page.close()
  })

  it('is worked with the keyboard: Tab reaches the cards, which show focus, and Enter opens the example', async () => {
    const page = await openGallery()
    let focused = ''
    for (let i = 0; i < 40 && !focused.includes('gallery-card'); i++) {
      await page.keyboard.press('Tab')
      focused = await page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? '')
    }
    expect(focused).toBe('gallery-card')
    const target = await page.evaluate(() => document.activeElement!.getAttribute('href'))
    expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).not.toBe('none')
    await Promise.all([page.waitForFunction((t) => location.pathname === t, {}, target), page.keyboard.press('Enter')])
    await page.waitForSelector('main .f3')
    await page.close()
  })

  it('lays the cards out in one column on a phone and in rows on a wide screen', async () => {
    const columns = async (page: Page) =>
      new Set(
        await page.$$eval(`section[data-group="new"] ${CARD}`, (as) =>
          as.map((a) => Math.round(a.getBoundingClientRect().left)),
        ),
      ).size
    const phone = await openGallery({ width: 375, height: 812 })
    expect(await columns(phone)).toBe(1)
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await phone.close()
    const wide = await openGallery({ width: 1440, height: 900 })
    expect(await columns(wide)).toBeGreaterThanOrEqual(4)
    await wide.close()
  })

  it('follows the theme: card surfaces are dark in the dark theme and light in the light one', async () => {
    const brightness = async (scheme: 'dark' | 'light') => {
      const page = await openGallery(undefined, scheme)
      const color = await page.$eval(CARD, (a) => getComputedStyle(a).backgroundColor)
      await page.close()
      const [r, g, b] = color.match(/\d+/g)!.map(Number)
      return (r + g + b) / 3
    }
    expect(await brightness('dark')).toBeLessThan(80)
    expect(await brightness('light')).toBeGreaterThan(200)
  })

  it('is linked from the examples sidebar', async () => {
    const page = await open(browser, '/examples/v2/1-basic-tree')
    await Promise.all([
      page.waitForFunction(() => location.pathname === '/examples/gallery'),
      page.click('[data-testid="examples-sidebar"] ::-p-text(All examples, with pictures)'),
    ])
    await page.waitForSelector(CARD)
    await page.close()
  })

  it('keeps still while it loads on a phone: cumulative layout shift under 0.02', async () => {
    const page = await browser.newPage()
    // Lighthouse's phone: where the page shifted by 0.029 when the Add group's link appeared after hydration.
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true })
    await page.evaluateOnNewDocument(() => {
      const w = window as unknown as { __shift: number }
      w.__shift = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
          if (!entry.hadRecentInput) w.__shift += entry.value
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto(baseUrl() + '/examples/gallery', { waitUntil: 'load' })
    // Settled as a visitor sees it: hydrated (the local host's Add group shown), fonts and the pictures in view loaded.
    await page.waitForSelector('nav[aria-label="Gallery groups"] a[href$="#add"]')
    await page.waitForFunction(async () => {
      await document.fonts.ready
      const inView = [...document.querySelectorAll('main img')].filter(
        (i) => i.getBoundingClientRect().top < innerHeight,
      ) as HTMLImageElement[]
      return inView.every((i) => i.complete)
    })
    // Two frames, so shifts of the last layout are reported before reading the sum.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThan(0.02)
    await page.close()
  })
})
