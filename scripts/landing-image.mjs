// Renders the landing page's royal-family image with our own chart: the stash's people around Charles III,
// drawn by the built UMD bundle in system Chromium, saved to static/img/royal-family-tree.png.
// Run after `npm run build:lib`: node scripts/landing-image.mjs
import { readFileSync, readdirSync } from 'node:fs'
import { join, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildSync } from 'esbuild'
import puppeteer from 'puppeteer-core'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const stashDir = join(root, 'static/data/wiki-stash')
const persons = readdirSync(stashDir)
  .filter((f) => /^persons-\d+\.json$/.test(f))
  .flatMap((f) => Object.values(JSON.parse(readFileSync(join(stashDir, f), 'utf8'))))

const bundled = buildSync({
  entryPoints: [join(root, 'src/wiki/build-chart-data.ts')],
  bundle: true,
  format: 'esm',
  write: false,
  platform: 'node',
})
const { buildChartData } = await import(
  'data:text/javascript;base64,' + Buffer.from(bundled.outputFiles[0].text).toString('base64')
)
const data = buildChartData(persons)

const browser = await puppeteer.launch({
  executablePath: process.env.PUPPETEER_EXECUTABLE_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
})
const page = await browser.newPage()
await page.setViewport({ width: 1200, height: 675, deviceScaleFactor: 1 })
await page.setContent(
  '<!DOCTYPE html><html><body style="margin:0;background:rgb(33,33,33)"><div id="FamilyChart" style="width:1200px;height:675px"></div></body></html>',
)
await page.addStyleTag({ path: join(root, 'packages/family-chart/dist/styles/family-chart.css') })
await page.addScriptTag({ path: join(root, 'node_modules/d3/dist/d3.min.js') })
await page.addScriptTag({ path: join(root, 'packages/family-chart/dist/family-chart.min.js') })
await page.evaluate((data) => {
  const chart = window.f3.createChart('#FamilyChart', data).setTransitionTime(0).setAncestryDepth(2).setProgenyDepth(2)
  chart
    .setCardHtml()
    .setCardDisplay([['label']])
    .setMiniTree(true)
  chart.updateMainId('Q43274')
  chart.updateTree({ initial: true })
}, data)
await page.screenshot({ path: join(root, 'static/img/royal-family-tree.png') })
await browser.close()
console.log(`wrote static/img/royal-family-tree.png from ${data.length} people`)
