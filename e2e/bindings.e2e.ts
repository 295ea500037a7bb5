// The official bindings in real apps, the very code of their docs pages (src/binding-examples): a React app, a Vue app
// and a plain page with <family-chart>, bundled from the built library. Each one draws, follows a main person chosen
// in the app (a prop, or the main-id attribute), reports a click on a card back to the app, passes axe, and leaves
// neither chart element nor listener behind when the chart is taken out of the page.
import type { Browser, Page } from 'puppeteer-core'
import { launch } from './helpers/browser'
import { axeFindings, describeFindings, waitUntilStill } from './helpers/axe'
import { trackRequests } from './helpers/network-quiet'
import { serveBindingApps, type BindingApp, type ServedApps } from './helpers/binding-apps'

let browser: Browser
let apps: ServedApps
beforeAll(async () => {
  ;[browser, apps] = await Promise.all([launch(), serveBindingApps()])
}, 120_000)
afterAll(async () => {
  await browser?.close()
  await apps?.close()
})

/** Before any page script: every listener added and removed, so the test can count those still attached. */
function countListeners(page: Page) {
  return page.evaluateOnNewDocument(() => {
    const live: { target: EventTarget; type: string; listener: unknown; capture: boolean }[] = []
    const capture = (o: unknown) => (typeof o === 'boolean' ? o : !!(o as { capture?: boolean } | undefined)?.capture)
    const proto = EventTarget.prototype
    const add = proto.addEventListener
    const remove = proto.removeEventListener
    proto.addEventListener = function (type: string, listener: any, options?: any) {
      const c = capture(options)
      if (
        listener &&
        !live.some((r) => r.target === this && r.type === type && r.listener === listener && r.capture === c)
      )
        live.push({ target: this, type, listener, capture: c })
      return add.call(this, type, listener, options)
    }
    proto.removeEventListener = function (type: string, listener: any, options?: any) {
      const c = capture(options)
      const at = live.findIndex(
        (r) => r.target === this && r.type === type && r.listener === listener && r.capture === c,
      )
      if (at >= 0) live.splice(at, 1)
      return remove.call(this, type, listener, options)
    }
    // On the window, the document, the chart's container ("chart") and the elements inside it ("inside").
    ;(window as any).__liveListeners = (container: Element) =>
      live
        .map((r) => {
          const where =
            r.target === window
              ? 'window'
              : r.target === document
                ? 'document'
                : r.target === container
                  ? 'chart'
                  : container.contains(r.target as Node)
                    ? 'inside'
                    : null
          return where && `${where} ${r.type}`
        })
        .filter(Boolean)
        .sort()
  })
}

async function waitForMain(page: Page, name: string) {
  await page.waitForFunction(
    (expected) =>
      (document.querySelector('.f3-card-main') as HTMLElement | null)?.innerText.split('\n')[0].trim() === expected,
    { timeout: 15000 },
    name,
  )
}

/** Chooses the option named `name` in the select labelled `label`. */
async function choose(page: Page, label: string, name: string) {
  const select = await page.waitForSelector(`::-p-aria(${label})`)
  const value = await select!.evaluate(
    (el, text) => [...(el as HTMLSelectElement).options].find((o) => o.text === text)!.value,
    name,
  )
  await select!.select(value)
}

const chosen = (page: Page, label: string) =>
  page.$eval(`::-p-aria(${label})`, (el) => {
    const select = el as HTMLSelectElement
    return select.options[select.selectedIndex].text
  })

const chartElementsLeft = (page: Page) =>
  page.evaluate(() => document.querySelectorAll('.f3-canvas, .card, .f3-card, .f3-nav-cont, svg.main_svg').length)

/** The listeners on the window, the document, the chart's container and the elements inside it. */
const listeners = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as any).__liveListeners((window as any).__container))

// The plain page's own mainchange listener stays on <family-chart>; the chart's are what must go.
const PAGE_OWN: Record<BindingApp, string[]> = { react: [], vue: [], element: ['chart mainchange'] }

describe.each<BindingApp>(['react', 'vue', 'element'])('the %s app', (app) => {
  let page: Page
  beforeAll(async () => {
    page = await browser.newPage()
    await page.setViewport({ width: 1200, height: 900 })
    trackRequests(page)
    await countListeners(page)
    await page.goto(apps.url(app), { waitUntil: 'networkidle0' })
  }, 60_000)
  afterAll(() => page?.close())

  it('ships the library once, the copy the app imports through the binding', () => {
    expect(apps.libraryCopies(app)).toBe(1)
  })

  it('draws the family around the first person', async () => {
    await waitForMain(page, 'Daniel Hartwell')
    expect(await page.$$eval('.f3-card', (cards) => cards.length)).toBeGreaterThan(5)
  })

  it('follows a main person chosen in the app, with the same chart', async () => {
    await page.evaluate(() => ((window as any).__canvas = document.querySelector('.f3-canvas')))
    await choose(page, 'Main person', 'Helen Price')
    await waitForMain(page, 'Helen Price')
    expect(await page.evaluate(() => document.querySelector('.f3-canvas') === (window as any).__canvas)).toBe(true)
  })

  it('tells the app about the person a card click made main', async () => {
    await page.click('.f3-card ::-p-text(George Hartwell)')
    await waitForMain(page, 'George Hartwell')
    await page.waitForFunction(
      () => {
        const select = document.querySelector('select') as HTMLSelectElement
        return select.options[select.selectedIndex].text === 'George Hartwell'
      },
      { timeout: 5000 },
    )
    expect(await chosen(page, 'Main person')).toBe('George Hartwell')
  })

  it('passes axe with the chart drawn', async () => {
    await waitUntilStill(page)
    const findings = await axeFindings(page, `/${app}/`, 'dark')
    expect(describeFindings(findings)).toBe('')
  })

  it('leaves no chart element and no listener when the chart leaves the page, however often', async () => {
    const hide = async () => {
      await page.evaluate(() => ((window as any).__container = document.querySelector('.f3')))
      await page.click('::-p-text(Hide the tree)')
      await page.waitForFunction(() => !document.querySelector('.f3-canvas'))
      expect(await chartElementsLeft(page)).toBe(0)
      const left = await listeners(page)
      expect(left.filter((line) => /^(chart|inside) /.test(line))).toEqual(PAGE_OWN[app])
      return left
    }
    const afterFirst = await hide()
    await page.click('::-p-text(Show the tree)')
    await waitForMain(page, 'George Hartwell')
    await page.evaluate(() => ((window as any).__container = document.querySelector('.f3')))
    // The count sees the chart's own listeners (its canvas, cards and controls) while it is drawn.
    expect((await listeners(page)).filter((line) => line.startsWith('inside ')).length).toBeGreaterThan(0)
    await page.click('.f3-card ::-p-text(Daniel Hartwell)')
    await waitForMain(page, 'Daniel Hartwell')
    // Nothing piled up on the window or the document from the second chart.
    expect(await hide()).toEqual(afterFirst)
  })
})
