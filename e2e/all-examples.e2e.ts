// Walks every example page: at least 3 cards and no console error, the page's own behaviour, and its Full HTML
// tab saved as a page (CDN URLs answered with our local d3 and UMD bundle) rendering the same number of cards.
import type { Browser, Page } from 'puppeteer-core'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { baseUrl, launch } from './helpers/browser'
import { reachCodeEditor } from './helpers/code-editor'
import { fullHtmlOf, openStandalone } from './helpers/full-html'

const root = join(__dirname, '..')
const routes = [
  ...readdirSync(join(root, 'examples'))
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => `/examples/${f.replace(/\.mdx$/, '')}`),
  ...readdirSync(join(root, 'examples', 'v2'))
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => `/examples/v2/${f.replace(/\.mdx$/, '')}`),
]
let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

/**
 * The pages whose code editor is reached and checked: every example shows the same editor component, which mounts
 * only once a person scrolls to it, so a sample across both sets (every eighth page) covers it without scrolling
 * and loading the editor on all of them.
 */
const EDITOR_CHECKED = new Set(routes.filter((_, i) => i % 8 === 0))

/** Examples whose chart draws only the cards in view. */
const CULLED = ['/examples/v2/29-everyone-at-once']

/** Opens an example and waits for its people drawn: cards, or the places of the fan example. */
async function openExample(route: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage()
  await page.setViewport({ width: 1400, height: 900 })
  const errors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  page.on('pageerror', (e) => errors.push(String(e)))
  // The conditions below say when the page is ready; a quiet network would only add half a second to each page.
  await page.goto(baseUrl() + route, { waitUntil: 'load' })
  await page.waitForFunction(
    () => document.querySelectorAll('#FamilyChart .f3-card, #FamilyChart .f3-fan-place[data-id]').length >= 3,
    { timeout: 15000 },
  )
  // A chart type the drop-in loads on first use draws the hourglass meanwhile, marked busy: wait for the type's drawing.
  await page.waitForFunction(
    () => !document.querySelector('#FamilyChart[aria-busy="true"], #FamilyChart [aria-busy="true"]'),
    {
      timeout: 15000,
    },
  )
  return { page, errors }
}

/** `culled`: the chart draws the cards in view only: the Full HTML page's count is of its own view. */
async function fullHtmlCardCount(page: Page, live: number, culled: boolean): Promise<number> {
  const standalone = await openStandalone(browser, await fullHtmlOf(page))
  // A page loading people on demand (example 28) fills its view in over a second or so, and a culled chart draws more
  // cards as its camera settles on the main person: give each the time to.
  await standalone
    .waitForFunction(
      (n, atLeast) => {
        const drawn = document.querySelectorAll('#FamilyChart .f3-card, #FamilyChart .f3-fan-place[data-id]').length
        return atLeast ? drawn >= 3 : drawn === n
      },
      { timeout: 5000 },
      live,
      culled,
    )
    .catch(() => {})
  const count = await standalone.$$eval('#FamilyChart .f3-card, #FamilyChart .f3-fan-place[data-id]', (cs) => cs.length)
  await standalone.close()
  return count
}

describe.each(routes)('%s', (route) => {
  it('renders at least 3 cards without console errors, has the code tabs and the code (its editor on a sample), and its Full HTML renders the same cards', async () => {
    const { page, errors } = await openExample(route)
    expect(errors).toEqual([])
    // JS, Full HTML, Data JSON (Data file for the GEDCOM example), Frameworks.
    const tabs = await page.$$eval('[aria-label="Example code"] [role="tab"]', (ts) =>
      ts.map((t) => t.getAttribute('data-tab')),
    )
    expect(tabs).toEqual(expect.arrayContaining(['js', 'html', 'json', 'frameworks']))
    if (EDITOR_CHECKED.has(route)) {
      // The editor is fetched when its box comes near the viewport: a person scrolls to it. Then it is a named
      // multi-line textbox.
      const editor = await page.$(
        `${await reachCodeEditor(page, 'Example code editor', '[role="tabpanel"]')}[role="textbox"]`,
      )
      expect(await editor!.evaluate((e) => e.getAttribute('aria-multiline'))).toBe('true')
    } else {
      // Before a person scrolls to it, the code is there as text to read and copy.
      expect(
        await page.$eval('[role="tabpanel"] [aria-label="Example code editor"]', (b) => b.textContent!.length),
      ).toBeGreaterThan(20)
    }
    const live = await page.$$eval('#FamilyChart .f3-card, #FamilyChart .f3-fan-place[data-id]', (cs) => cs.length)
    const standalone = await fullHtmlCardCount(page, live, CULLED.includes(route))
    // A family too big to draw whole (the relatives chart's 662 people) draws the cards in view only, and the Full HTML
    // page places its camera in its own, larger view: its count is its view's, so it must draw a view of cards too.
    if (CULLED.includes(route)) expect(standalone).toBeGreaterThanOrEqual(3)
    else expect(standalone).toBe(live)
    await page.close()
  })
})

describe('example-specific behaviour', () => {
  it('custom tree card: the creator markup is on the cards', async () => {
    const { page } = await openExample('/examples/v2/3-custom-tree-card')
    const { custom, total } = await page.$$eval('#FamilyChart .f3-card, #FamilyChart .f3-fan-place[data-id]', (cs) => ({
      custom: cs.filter((c) => !c.querySelector('.f3-card-inner')).length,
      total: cs.length,
    }))
    expect(custom).toBe(total)
    await page.close()
  })

  it('custom main node: the main card looks different', async () => {
    for (const route of ['/examples/4-custom-main-node', '/examples/v2/4-custom-main-node']) {
      const { page } = await openExample(route)
      const styles = await page.$$eval('#FamilyChart .f3-card, #FamilyChart .f3-fan-place[data-id]', (cs) =>
        cs.map((c) => {
          const s = getComputedStyle(c)
          return {
            main: c.classList.contains('f3-card-main'),
            look: `${s.backgroundColor}|${s.borderColor}|${s.boxShadow}|${s.transform}|${s.outlineColor}`,
          }
        }),
      )
      const main = styles.find((s) => s.main)!
      expect(styles.filter((s) => !s.main).every((s) => s.look !== main.look)).toBe(true)
      await page.close()
    }
  })

  it('horizontal tree: wider than tall', async () => {
    const { page } = await openExample('/examples/v2/13-horizontal-tree')
    const box = await page.$$eval('#FamilyChart .f3-card-cont', (cs) => {
      const pts = cs.map((c) => (c as HTMLElement).style.transform.match(/-?[\d.]+/g)!.map(Number))
      const xs = pts.map((p) => p[0]),
        ys = pts.map((p) => p[1])
      return { w: Math.max(...xs) - Math.min(...xs), h: Math.max(...ys) - Math.min(...ys) }
    })
    expect(box.w).toBeGreaterThan(box.h)
    await page.close()
  })

  it('default card icons: men and women get different icons', async () => {
    const { page } = await openExample('/examples/v2/16-default-card-icons')
    const icons = await page.evaluate(() => ({
      m: document.querySelector('#FamilyChart .f3-card-male .f3-person-icon')!.innerHTML,
      f: document.querySelector('#FamilyChart .f3-card-female .f3-person-icon')!.innerHTML,
    }))
    expect(icons.m).not.toBe(icons.f)
    await page.close()
  })

  it('zoom to card: the view moves after about 4 seconds', async () => {
    const { page } = await openExample('/examples/v2/9-zoom-to-card')
    const transform = () => page.$eval('#FamilyChart .f3-html-cards', (e) => (e as HTMLElement).style.transform)
    const before = await transform()
    await new Promise((r) => setTimeout(r, 1500))
    expect(await transform()).toBe(before)
    await page.waitForFunction(
      (b) => (document.querySelector('#FamilyChart .f3-html-cards') as HTMLElement).style.transform !== b,
      { timeout: 8000 },
      before,
    )
    await page.close()
  })

  it('big tree: Random Person and the search both change the main person', async () => {
    const { page } = await openExample('/examples/v2/10-big-tree')
    const main = () => page.$eval('#FamilyChart .f3-card-main', (c) => (c as HTMLElement).innerText)
    expect(await main()).toContain('Charles III')
    await page.evaluate(() => {
      Math.random = () => 0.5
    })
    await page.click('#FamilyChart .random-person')
    await page.waitForFunction(
      () => !(document.querySelector('#FamilyChart .f3-card-main') as HTMLElement).innerText.includes('Charles III'),
    )
    await page.type('#FamilyChart .f3-person-search', 'Elizabeth II')
    await page.waitForSelector('#FamilyChart .f3-person-option')
    await page.click('#FamilyChart .f3-person-option')
    await page.waitForFunction(() =>
      (document.querySelector('#FamilyChart .f3-card-main') as HTMLElement).innerText.startsWith('Elizabeth II'),
    )
    expect(await page.$eval('#FamilyChart .f3-person-list', (l) => getComputedStyle(l).maxHeight)).toBe('300px')
    await page.close()
  })

  it('get data on change: an edit logs the clean data', async () => {
    const { page } = await openExample('/examples/v2/18-edit-tree-get-data-on-change')
    const logs: string[] = []
    page.on('console', (m) => logs.push(m.text()))
    await page.evaluate(() =>
      (
        [...document.querySelectorAll('#FamilyChart .f3-card, #FamilyChart .f3-fan-place[data-id]')].find((c) =>
          (c as HTMLElement).innerText.startsWith('Daniel'),
        ) as HTMLElement
      ).click(),
    )
    await page.waitForSelector('#FamilyChart .f3-form input[name="first name"]')
    await page.type('#FamilyChart .f3-form input[name="first name"]', 'l')
    await page.click('#FamilyChart .f3-submit-btn')
    await page.waitForFunction(() => true)
    await new Promise((r) => setTimeout(r, 300))
    expect(logs.some((l) => l.startsWith('family-chart data changed'))).toBe(true)
    await page.close()
  })
})
