// How a built page starts (issue 46, page speed): its head loads only the runtime and the main chunk; the rest of
// the entry and its route's chunks are fetched right after the first paint, each once, by the page's after-paint
// list, not by webpack once main has run; and the page still becomes what a visitor expects (the chart drawn, the
// builder's chart, the landing links working).
import type { Browser, HTTPRequest, Page } from 'puppeteer-core'
import { baseUrl, launch } from './helpers/browser'
import { noteHydrationStart, startTimes } from './helpers/hydration'
import { waitFor } from './helpers/wiki'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

interface AfterPaintList {
  entry: string[]
  route: string[]
  preload?: string[]
}

/** The list a built page hands its after-paint loader (empty lists on a page without one). */
function listIn(html: string): AfterPaintList {
  const block = /<script id="__after-paint-scripts" type="application\/json">(.*?)<\/script>/.exec(html)
  return block ? JSON.parse(block[1]) : { entry: [], route: [] }
}

const afterPaintList = async (path: string) => listIn(await (await fetch(baseUrl() + path)).text())

interface Started {
  page: Page
  /** Script requests in the order they were made, with what started each. */
  scripts: { path: string; initiator: string }[]
  errors: string[]
  list: AfterPaintList
  head: string[]
}

async function start(path: string, ready: string): Promise<Started> {
  const page = await browser.newPage()
  await page.setViewport({ width: 412, height: 823 })
  const scripts: Started['scripts'] = []
  const errors: string[] = []
  page.on('request', (req: HTTPRequest) => {
    if (req.resourceType() !== 'script') return
    scripts.push({ path: new URL(req.url()).pathname, initiator: req.initiator()?.type ?? '' })
  })
  page.on('pageerror', (e) => errors.push(String(e)))
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  const html = await (await fetch(baseUrl() + path)).text()
  const list = listIn(html)
  const headPart = html.slice(0, html.indexOf('</head>'))
  const head = [...headPart.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1])
  await page.goto(baseUrl() + path, { waitUntil: 'load' })
  await page.waitForSelector(ready, { timeout: 20000 })
  // Every listed file asked for (the last ones may go out after the load event).
  const wanted = [...list.entry, ...list.route]
  await waitFor(() => wanted.every((file: string) => scripts.some((s) => s.path === file)))
  return { page, scripts, errors, list, head }
}

const named = (files: string[], pattern: RegExp) => files.filter((f) => pattern.test(f))

for (const [path, ready] of [
  ['/examples/v2/1-basic-tree', '#FamilyChart .f3-card'],
  ['/create-tree', '#FamilyChart .f3-card'],
  ['/', 'a[href="/create-tree"]'],
] as const) {
  describe(path, () => {
    it('loads only the runtime and main from its head, the rest after its first paint, each file once', async () => {
      const { page, scripts, errors, list, head } = await start(path, ready)
      expect(named(head, /\/assets\/js\//)).toEqual([
        expect.stringMatching(/\/runtime~main\.\w+\.js$/),
        expect.stringMatching(/\/main\.\w+\.js$/),
      ])
      // React DOM and the route tables are the entry's other parts; the route has chunks of its own.
      expect(list.entry).toEqual(
        expect.arrayContaining([expect.stringMatching(/react-dom\./), expect.stringMatching(/\/routes\./)]),
      )
      expect(list.route.length).toBeGreaterThan(0)
      for (const file of [...list.entry, ...list.route]) {
        const asked = scripts.filter((s) => s.path === file)
        // Asked for once, by the page's own loader (an inline script), not again by webpack.
        expect({ file, times: asked.length }).toEqual({ file, times: 1 })
        expect({ file, by: asked[0].initiator }).toEqual({ file, by: 'script' })
      }
      // The loader's requests come before any chunk webpack asks for on its own.
      const listed = new Set([...list.entry, ...list.route])
      const firstOwn = scripts.findIndex((s) => !listed.has(s.path) && !head.includes(s.path))
      const lastListed = Math.max(...[...listed].map((file) => scripts.findIndex((s) => s.path === file)))
      if (firstOwn >= 0) expect(lastListed).toBeLessThan(firstOwn)
      expect(errors).toEqual([])
      await page.close()
    })
  })
}

// The pages that draw a chart first thing preload the library (webpackPreload): the build lists it for the page's
// loader, so it downloads from the first paint beside the route's files and runs when the page's code asks, instead
// of being asked for once the page has hydrated.
for (const [path, drawn] of [
  ['/wiki-tree', '[data-testid="wiki-chart"] .f3-card'],
  ['/examples/v2/1-basic-tree', '#FamilyChart .f3-card'],
  ['/create-tree', '#FamilyChart .f3-card'],
] as const) {
  describe(path, () => {
    it("downloads the chart's library before React hydrates the page, once", async () => {
      const page = await browser.newPage()
      await page.setViewport({ width: 412, height: 823 })
      const asked: string[] = []
      page.on('request', (req: HTTPRequest) => asked.push(new URL(req.url()).pathname))
      await noteHydrationStart(page)
      const list = await afterPaintList(path)
      expect(list.preload).toEqual(expect.arrayContaining([expect.stringMatching(/\/family-chart\.\w+\.js$/)]))
      await page.goto(baseUrl() + path, { waitUntil: 'load' })
      await page.waitForSelector(drawn, { timeout: 20000 })
      const { hydrationAt, requested } = await startTimes(page)
      expect(typeof hydrationAt).toBe('number')
      for (const file of list.preload ?? []) {
        // Once: the page's import uses the preloaded download.
        expect({ file, times: asked.filter((a) => a === file).length }).toEqual({ file, times: 1 })
        const at = requested.find((e) => e.path === file)?.at
        expect({ file, beforeHydration: at !== undefined && at < hydrationAt! }).toEqual({
          file,
          beforeHydration: true,
        })
      }
      await page.close()
    })
  })
}

it('preloads nothing on a page that draws no chart first thing', async () => {
  for (const path of ['/', '/docs/intro', '/examples/gallery'])
    expect({ path, preload: (await afterPaintList(path)).preload }).toEqual({ path, preload: undefined })
})

it('keeps the site working as an app after such a start: a link changes the page without a reload', async () => {
  const { page, errors } = await start('/', 'a[href="/create-tree"]')
  // Once React has taken the page over (Docusaurus keeps its root on the window).
  await page.waitForFunction(() => 'docusaurusRoot' in window)
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true))
  await page.click('::-p-text(Start Creating)')
  await page.waitForSelector('#FamilyChart .f3-card', { timeout: 20000 })
  expect(new URL(page.url()).pathname).toBe('/create-tree')
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
  expect(errors).toEqual([])
  await page.close()
})
