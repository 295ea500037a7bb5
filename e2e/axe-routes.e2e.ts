// axe-core (WCAG 2.0–2.2 A/AA and best practices) on every route of the build in the light and the dark theme, and
// on the builder and the Wikidata explorer in the states a visitor brings them to. Every violation fails, inside the
// charts too; the failure lists page, theme, rule, impact and the selectors to look at.
import type { Browser, Page } from 'puppeteer-core'
import { baseUrl, launch } from './helpers/browser'
import {
  axeFindings,
  builtRoutes,
  describeFindings,
  expectTheme,
  THEMES,
  useTheme,
  waitUntilStill,
  type Finding,
  type Theme,
} from './helpers/axe'
import { CHART, PANEL } from './helpers/builder'
import { interceptWikidata } from './fixtures/wikidata'
import { trackRequests } from './helpers/network-quiet'

const ROUTES = builtRoutes()
/** Pages checked at once: a few, so a run stays in minutes on a small machine. */
const PARALLEL = 3

/** What a route is, for grouping the checks and the counts. */
function kindOf(route: string): string {
  if (/^\/docs\/(next\/)?api(\/|$)/.test(route)) return 'API reference'
  if (route.startsWith('/docs')) return 'docs'
  if (route.startsWith('/examples/additional')) return 'demos'
  if (route.startsWith('/examples/v2')) return 'examples (v2)'
  if (route === '/examples/gallery') return 'gallery'
  if (route.startsWith('/examples')) return 'examples (legacy)'
  return 'site pages'
}
const KINDS = [...new Set(ROUTES.map(kindOf))].sort()

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
  const lines = [...counts].map(
    ([kind, c]) => `${kind}: ${c.pages} page checks, ${c.site} site violations, ${c.chart} inside charts`,
  )
  const failed = failing.length ? `\n\nfailed:\n${describeFindings(failing)}` : ''
  const gone = transient.length
    ? `\n\ngone once the page was still (not failures):\n${describeFindings(transient)}`
    : ''
  console.log(`axe counts (rules × page × theme)\n${lines.join('\n')}${failed}${gone}`)
})

/** Violations seen on a first look that were gone once the page was still (see checkRoute). */
const transient: Finding[] = []
/** Violations that failed a check, repeated in the summary: a CI log that keeps only its start still names them. */
const failing: Finding[] = []

const counts = new Map<string, { pages: number; site: number; chart: number }>()
function count(kind: string, pages: number, findings: Finding[]): void {
  const c = counts.get(kind) ?? { pages: 0, site: 0, chart: 0 }
  c.pages += pages
  c.site += findings.filter((f) => !f.inChart).length
  c.chart += findings.filter((f) => f.inChart).length
  counts.set(kind, c)
  failing.push(...findings)
}

async function themedPage(theme: Theme, viewport = { width: 1440, height: 900 }): Promise<Page> {
  // Each page in a browser context of its own: its own localStorage, so a stored theme never leaks into another page,
  // and its own window, so it is the visible tab. A page behind another tab gets no animation frames: its chart
  // transitions and the site's head updates would stand still where a visitor's run.
  const context = await browser.createBrowserContext()
  const page = await context.newPage()
  await page.setViewport(viewport)
  await useTheme(page, theme)
  trackRequests(page)
  return page
}

/**
 * Kinds of route a reader moves through from the sidebar: the site's router takes them there without a page load.
 * After a worker's first page of such a kind, each next page is reached that way (the router's own history
 * navigation, as a sidebar click does), which costs half of a full load; the first one, and every other kind, is
 * loaded from the server and hydrated. (Every example page's own load and hydration is walked by all-examples.)
 */
const CLIENT_SIDE = new Set(['API reference', 'docs', 'examples (v2)', 'examples (legacy)', 'demos'])

/** Takes the page to `route`: loaded from the server, or through the site's router when it is already on the site. */
async function reach(page: Page, route: string, clientSide: boolean): Promise<void> {
  if (clientSide && page.url().startsWith(baseUrl())) {
    await page.evaluate((path) => {
      history.pushState({}, '', path)
      dispatchEvent(new PopStateEvent('popstate', { state: {} }))
    }, route)
    // The page's canonical address names the route once the router has rendered it.
    await page.waitForFunction(
      (path) => {
        const link = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')
        return !!link && new URL(link.href).pathname === path
      },
      { timeout: 30000, polling: 100 },
      route,
    )
    return
  }
  const response = await page.goto(baseUrl() + route, { waitUntil: 'load', timeout: 90000 })
  if (!response || (response.status() >= 400 && route !== '/404'))
    throw new Error(`${route} answered ${response?.status()}`)
}

async function checkRoute(page: Page, route: string, theme: Theme, clientSide = false): Promise<Finding[]> {
  await reach(page, route, clientSide)
  await expectTheme(page, theme)
  await waitUntilStill(page)
  const first = await axeFindings(page, route, theme)
  if (!first.length) return first
  // A page caught in the middle of a change (a chunk arriving late, a re-render on a loaded machine) can break a rule
  // for a moment. Such a page is looked at again once it is still: what it shows then is the verdict, and what went
  // away is kept for the log, so a passing run still says it happened.
  await waitUntilStill(page)
  const settled = await axeFindings(page, route, theme)
  const stays = (f: Finding) => settled.some((s) => s.rule === f.rule && s.inChart === f.inChart)
  transient.push(...first.filter((f) => !stays(f)))
  return settled
}

/**
 * Kinds of route whose pages share one template: each page is checked in one theme, the themes taking turns, so both
 * themes see the template, its components and the charts' themed styles, and every page's own content is checked.
 */
const ONE_THEME_EACH = new Set(['API reference', 'docs', 'examples (v2)', 'examples (legacy)', 'demos'])

/**
 * The checks of a kind of route. The API reference (one template filled from the library's doc comments), the guides
 * (the docs template with Markdown, tables and live charts) and the examples and demos (the example template: a live
 * chart, its code and the editor) are checked each page in one theme, in turns, in half the time; the chart types
 * drawn on them are checked in both themes by their own e2e files (relatives, fan, parent families, relationship,
 * chart accessibility). The site's own pages and the gallery, each built differently, are checked in both.
 */
function jobsOf(kind: string, routes: string[]): { route: string; theme: Theme }[] {
  if (ONE_THEME_EACH.has(kind)) return routes.map((route, i) => ({ route, theme: THEMES[i % THEMES.length] }))
  return routes.flatMap((route) => THEMES.map((theme) => ({ route, theme })))
}

/** Runs the checks with a few pages working through the list. */
async function checkAll(jobs: { route: string; theme: Theme }[], clientSide = false): Promise<Finding[]> {
  const findings: Finding[] = []
  const worker = async () => {
    const pages = new Map<Theme, Page>()
    try {
      for (let job = jobs.shift(); job; job = jobs.shift()) {
        if (!pages.has(job.theme)) pages.set(job.theme, await themedPage(job.theme))
        const found = await checkRoute(pages.get(job.theme)!, job.route, job.theme, clientSide)
        // AXE_PROGRESS=1 prints each page as it is checked (Jest shows test output only when a file ends).
        if (process.env.AXE_PROGRESS)
          process.stderr.write(`${describeFindings(found) || `${job.route} [${job.theme}] clean`}\n`)
        findings.push(...found)
      }
    } finally {
      await Promise.all([...pages.values()].map((p) => p.browserContext().close()))
    }
  }
  await Promise.all(Array.from({ length: PARALLEL }, worker))
  return findings
}

it('finds the whole site in the sitemap', () => {
  // A broken sitemap would make every check below pass on nothing.
  expect(ROUTES.length).toBeGreaterThan(60)
  expect(ROUTES).toEqual(
    expect.arrayContaining(['/', '/create-tree', '/wiki-tree', '/search', '/404', '/examples/gallery', '/docs/intro']),
  )
})

describe.each(KINDS)('every %s route, in the light and the dark theme', (kind) => {
  const routes = ROUTES.filter((r) => kindOf(r) === kind)
  it(
    `has no axe violations (${routes.length} routes)`,
    async () => {
      const jobs = jobsOf(kind, routes)
      const checks = jobs.length
      const findings = await checkAll(jobs, CLIENT_SIDE.has(kind))
      count(kind, checks, findings)
      expect(describeFindings(findings)).toBe('')
    },
    120000 + routes.length * 30000,
  )
})

describe.each(THEMES)('the builder in the %s theme', (theme) => {
  it('has no axe violations with the person form open', async () => {
    const page = await themedPage(theme)
    await page.goto(baseUrl() + '/create-tree?transition_time=0', { waitUntil: 'networkidle0' })
    await expectTheme(page, theme)
    const card = await page.waitForSelector(`${CHART} .f3-card`)
    await card!.click()
    await page.waitForSelector(`${CHART} .f3-form input[name="first name"]`)
    await waitUntilStill(page)
    const findings = await axeFindings(page, '/create-tree', theme, 'person form open')
    count('builder states', 1, findings)
    expect(describeFindings(findings)).toBe('')
    await page.close()
  })

  it('has no axe violations with the configuration drawer open at 1000 px', async () => {
    const page = await themedPage(theme, { width: 1000, height: 900 })
    await page.goto(baseUrl() + '/create-tree?transition_time=0', { waitUntil: 'networkidle0' })
    await expectTheme(page, theme)
    await page.click('button[aria-label="Open configuration"]')
    await page.waitForFunction((p) => !(document.querySelector(p) as HTMLElement).hidden, {}, PANEL)
    await waitUntilStill(page)
    const findings = await axeFindings(page, '/create-tree', theme, 'drawer open at 1000 px')
    count('builder states', 1, findings)
    expect(describeFindings(findings)).toBe('')
    await page.close()
  })
})

describe.each(THEMES)('the Wikidata explorer in the %s theme', (theme) => {
  it('has no axe violations with search results listed', async () => {
    const page = await themedPage(theme)
    await interceptWikidata(page)
    await page.goto(baseUrl() + '/wiki-tree', { waitUntil: 'domcontentloaded' })
    await page.waitForSelector('[data-testid="wiki-chart"] .f3-card')
    await expectTheme(page, theme)
    await page.type('[data-testid="wiki-search"]', 'charl')
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid="wiki-search-options"] [role="option"]')].some(
        (o) => o.textContent === 'Charles III',
      ),
    )
    await waitUntilStill(page)
    const findings = await axeFindings(page, '/wiki-tree', theme, 'search results listed')
    count('wiki-tree states', 1, findings)
    expect(describeFindings(findings)).toBe('')
    await page.close()
  })
})
