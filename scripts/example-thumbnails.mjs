// Makes the example gallery's thumbnails: opens every example page of the production build in Chromium, waits for
// its chart to settle, and saves a 480 × 300 WebP of it to static/img/gallery/<route>.webp, recording in
// src/gallery/thumbnails.json the content hash of the files the picture was made from (see src/gallery/catalog.js).
//
//   npm run build && npm run thumbnails             only missing and stale thumbnails
//   npm run thumbnails -- --all                     every example
//   npm run thumbnails -- v2/1-basic-tree ...       the examples named
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import puppeteer from 'puppeteer-core'

const require = createRequire(import.meta.url)
const handler = require('serve-handler')
const {
  MANIFEST_FILE,
  THUMBNAIL_DIR,
  collectExamples,
  contentHash,
  exampleInputs,
  readManifest,
  staleThumbnails,
} = require('../src/gallery/catalog.js')

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const WIDTH = 480
const HEIGHT = 300
const QUALITY = 60
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
const CHROMIUM = [process.env.PUPPETEER_EXECUTABLE_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']
  .filter(Boolean)
  .find((p) => existsSync(p))

function fail(message) {
  console.error(`example-thumbnails: ${message}`)
  process.exit(1)
}

if (!existsSync(join(root, 'build', 'index.html')))
  fail('build/ is missing: run `npm run build` first (the thumbnails show the production site).')
if (!CHROMIUM) fail("no Chromium found: install Debian's chromium or set PUPPETEER_EXECUTABLE_PATH.")

const args = process.argv.slice(2)
const examples = collectExamples(root)
const wanted = args.includes('--all')
  ? examples
  : args.length
    ? examples.filter((e) => args.includes(e.route))
    : examples.filter((e) => staleThumbnails(root, [e]).length > 0)
const unknown = args.filter((a) => !a.startsWith('--') && !examples.some((e) => e.route === a))
if (unknown.length) fail(`no example named ${unknown.join(', ')}`)

const server = createServer((req, res) =>
  handler(req, res, { public: join(root, 'build'), cleanUrls: true, trailingSlash: false }),
)
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
const base = `http://127.0.0.1:${server.address().port}`
const browser = await puppeteer.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true })

/** The example's chart: the first `.f3` container in the page's main content that has drawn cards or a fan. */
async function chartBox(page) {
  const handle = await page.waitForFunction(
    () => {
      const chart = [...document.querySelectorAll('main .f3')].find((el) =>
        el.querySelector('.f3-card, .f3-overview, .f3-fan-place'),
      )
      return chart ?? false
    },
    { timeout: 30_000 },
  )
  return handle.asElement()
}

/** Waits until the drawn cards stop moving (transitions over): the same layout three polls in a row. */
async function waitForStill(page, chart) {
  let previous = ''
  let same = 0
  for (let i = 0; i < 60 && same < 3; i++) {
    const now = await chart.evaluate((el) =>
      [...el.querySelectorAll('.f3-card, .f3-overview, .f3-fan-place')]
        .slice(0, 200)
        .map((c) => {
          const r = c.getBoundingClientRect()
          return `${Math.round(r.x)},${Math.round(r.y)},${Math.round(r.width)}`
        })
        .join(';'),
    )
    same = now === previous ? same + 1 : 0
    previous = now
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

const manifest = readManifest(root)
const made = []
try {
  const page = await browser.newPage()
  await page.setViewport({ width: 1280, height: 900, deviceScaleFactor: 1 })
  await page.emulateMediaFeatures([
    { name: 'prefers-color-scheme', value: 'dark' },
    { name: 'prefers-reduced-motion', value: 'reduce' },
  ])
  for (const example of wanted) {
    await page.goto(base + example.path, { waitUntil: 'networkidle0' })
    const chart = await chartBox(page)
    await chart.scrollIntoView()
    await waitForStill(page, chart)
    const box = await chart.boundingBox()
    // Screenshot clips are in page coordinates; the box is in viewport coordinates.
    const [left, top] = await page.evaluate(() => [window.visualViewport.pageLeft, window.visualViewport.pageTop])
    // The middle of the chart at the thumbnails' 16:10 shape, scaled down to 480 px wide.
    const height = Math.min(box.height, box.width * (HEIGHT / WIDTH))
    const width = height * (WIDTH / HEIGHT)
    const clip = {
      x: left + box.x + (box.width - width) / 2,
      y: top + box.y + (box.height - height) / 2,
      width,
      height,
    }
    const file = join(root, 'static', example.thumbnail)
    mkdirSync(dirname(file), { recursive: true })
    // Taken within the viewport (the chart was scrolled into view) and scaled by the pixel ratio: a capture beyond the
    // viewport, or a clip's scale (which needs one), resizes the viewport, and a chart that fits itself to its
    // container (the fan) moves before the picture is taken.
    await page.setViewport({ width: 1280, height: 900, deviceScaleFactor: WIDTH / width })
    await page.screenshot({ path: file, type: 'webp', quality: QUALITY, clip, captureBeyondViewport: false })
    await page.setViewport({ width: 1280, height: 900, deviceScaleFactor: 1 })
    const inputs = exampleInputs(root, example)
    manifest.examples[example.route] = { hash: contentHash(root, inputs), inputs, thumbnail: example.thumbnail }
    made.push({ route: example.route, bytes: statSync(file).size })
    console.log(`${example.route}: ${statSync(file).size} bytes`)
  }
} finally {
  await browser.close()
  server.close()
}

// Entries and pictures of examples that no longer exist go, so the folder holds exactly the gallery.
const routes = new Set(examples.map((e) => e.route))
for (const route of Object.keys(manifest.examples)) if (!routes.has(route)) delete manifest.examples[route]
const dir = join(root, THUMBNAIL_DIR)
const walk = (d) =>
  readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(d, e.name)) : [join(d, e.name)]))
for (const file of existsSync(dir) ? walk(dir) : []) {
  const route = relative(dir, file)
    .split('\\')
    .join('/')
    .replace(/\.webp$/, '')
  if (!routes.has(route)) rmSync(file)
}
const sorted = Object.fromEntries(Object.entries(manifest.examples).sort(([a], [b]) => a.localeCompare(b)))
writeFileSync(join(root, MANIFEST_FILE), JSON.stringify({ examples: sorted }, null, 2) + '\n')
const total = made.reduce((sum, m) => sum + m.bytes, 0)
console.log(
  made.length
    ? `made ${made.length} thumbnail(s), ${Math.round(total / 1024)} KB in all`
    : 'every thumbnail is current',
)
