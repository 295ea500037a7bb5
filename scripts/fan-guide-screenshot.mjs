// The Layout guide's picture of the fan chart: example 30 of the production build at 1440 px, dark theme, the chart
// alone, to static/img/guide-fan-chart-dark.webp.
//
//   npm run build && node scripts/fan-guide-screenshot.mjs
import { existsSync } from 'node:fs'
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import puppeteer from 'puppeteer-core'

const require = createRequire(import.meta.url)
const handler = require('serve-handler')
const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const OUT = join(root, 'static/img/guide-fan-chart-dark.webp')
const CHROMIUM = [process.env.PUPPETEER_EXECUTABLE_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']
  .filter(Boolean)
  .find((p) => existsSync(p))
if (!existsSync(join(root, 'build', 'index.html'))) throw new Error('build/ is missing: run `npm run build` first')
if (!CHROMIUM) throw new Error('no Chromium found: set PUPPETEER_EXECUTABLE_PATH')

const server = createServer((req, res) =>
  handler(req, res, { public: join(root, 'build'), cleanUrls: true, trailingSlash: false }),
)
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
const browser = await puppeteer.launch({
  executablePath: CHROMIUM,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
})
try {
  const page = await browser.newPage()
  await page.setViewport({ width: 1440, height: 900, deviceScaleFactor: 1 })
  await page.emulateMediaFeatures([
    { name: 'prefers-color-scheme', value: 'dark' },
    { name: 'prefers-reduced-motion', value: 'reduce' },
  ])
  await page.evaluateOnNewDocument(() => localStorage.setItem('theme', 'dark'))
  await page.goto(`http://127.0.0.1:${server.address().port}/examples/v2/30-fan-chart`, { waitUntil: 'networkidle0' })
  await page.waitForSelector('#FamilyChart .f3-fan-place[aria-current="true"]', { timeout: 30000 })
  const chart = await page.$('#FamilyChart')
  // The site scrolls smoothly: scroll at once, so the picture is taken where the chart is.
  await chart.evaluate((el) => {
    document.documentElement.style.scrollBehavior = 'auto'
    el.scrollIntoView({ block: 'center', behavior: 'instant' })
  })
  // Reduced motion: the first drawing has no transition; two frames let it paint.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
  // The chart's box on the page as it is on screen now (an element screenshot scrolls on its own, and lands beside it).
  const clip = await chart.evaluate((el) => {
    const r = el.getBoundingClientRect()
    return { x: r.x + window.scrollX, y: r.y + window.scrollY, width: r.width, height: r.height }
  })
  // Within the viewport: a capture beyond it resizes the viewport, and the fan fits itself to the new size.
  await page.screenshot({ path: OUT, type: 'webp', quality: 80, clip, captureBeyondViewport: false })
  console.log(`wrote ${OUT}`)
} finally {
  await browser.close()
  server.close()
}
