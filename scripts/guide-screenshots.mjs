// The pictures of the Chart types guide (docs/guides/chart-types.md), taken from the built site in system Chromium,
// dark theme: the example "Everyone at once" at 1440 px and at 375 px, and the builder with the chart type Everyone.
// Run after `npm run build`: node scripts/guide-screenshots.mjs   (writes static/img/guides/*.png)
import http from 'node:http'
import { join, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import handler from 'serve-handler'
import puppeteer from 'puppeteer-core'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const out = (name) => join(root, 'static/img/guides', name)
const server = http.createServer((req, res) =>
  handler(req, res, { public: join(root, 'build'), cleanUrls: true, trailingSlash: false }),
)
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
const base = `http://127.0.0.1:${server.address().port}`

const browser = await puppeteer.launch({
  executablePath: process.env.PUPPETEER_EXECUTABLE_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
})

/** A page in the dark theme (Docusaurus reads its `theme` key at startup), opened once the chart shows `name`. */
async function open(path, width, height, name) {
  const page = await browser.newPage()
  await page.setViewport({ width, height, deviceScaleFactor: 1 })
  await page.evaluateOnNewDocument(() => localStorage.setItem('theme', 'dark'))
  await page.goto(base + path, { waitUntil: 'networkidle0' })
  await page.waitForFunction(
    (n) => [...document.querySelectorAll('#FamilyChart .f3-card')].some((c) => c.innerText.trim().startsWith(n)),
    { timeout: 30000 },
    name,
  )
  return page
}

/** Waits until no chart element is fading (the transition of the first drawing has ended). */
const still = (page) =>
  page.waitForFunction(
    () => [...document.querySelectorAll('#FamilyChart .card_cont')].every((e) => ['', '1'].includes(e.style.opacity)),
    { polling: 200, timeout: 30000 },
  )

const EXAMPLE = '/examples/v2/29-everyone-at-once'
for (const [width, height, file] of [
  [1440, 900, 'relatives-chart-desktop.png'],
  [375, 812, 'relatives-chart-mobile.png'],
]) {
  const page = await open(EXAMPLE, width, height, 'Prince Bernhard')
  await still(page)
  // The chart in the middle of the window (the page's text above it stays out of the picture).
  await page.$eval('#FamilyChart', (c) => c.scrollIntoView({ block: 'center' }))
  await page.screenshot({ path: out(file) })
  await page.close()
}

// The site's sample family (14 people), so that Everyone shows more than the hourglass would.
const builder = await open('/create-tree?transition_time=0&data_url=/data/data.json', 1440, 900, 'Daniel')
await builder.$eval('[data-testid="builder-config"]', (panel) => {
  const radio = [...panel.querySelectorAll('[role="radio"], input[type="radio"]')].find(
    (r) => (r.getAttribute('aria-label') ?? r.labels?.[0]?.textContent ?? r.textContent).trim() === 'Everyone',
  )
  radio.click()
})
// The generated code's Full HTML tab says the choice was taken.
await builder.$eval('[role="tab"][data-tab="html"]', (t) => t.click())
await builder.waitForFunction(() =>
  [...document.querySelectorAll('[role="tabpanel"] pre')].some((p) =>
    p.innerText.includes("setChartType('relatives')"),
  ),
)
await builder.waitForFunction(() => document.querySelectorAll('#FamilyChart .f3-card').length === 14)
// The person form opens beside the chart on the main person; closed, so the whole family shows.
await builder.$$eval('#FamilyChart button[aria-label]', (buttons) =>
  buttons.find((b) => /^close/i.test(b.getAttribute('aria-label')))?.click(),
)
await still(builder)
// The choice and the chart side by side: the panel scrolled to Layout Options, the page to the chart.
await builder.$eval('[data-testid="chart-type"]', (f) => f.scrollIntoView({ block: 'center' }))
await builder.screenshot({ path: out('relatives-builder.png') })

await browser.close()
server.close()
console.log('wrote static/img/guides/relatives-chart-desktop.png, relatives-chart-mobile.png, relatives-builder.png')
