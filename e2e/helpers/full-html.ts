// Opens a generated Full HTML page on its own, with the CDN addresses answered by our local d3 and UMD bundles, or
// the family-chart ones by the published 0.8.0 package (a dev dependency), to run the same page on both.
import type { Browser, HTTPRequest, Page } from 'puppeteer-core'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { baseUrl } from './browser'

const root = join(__dirname, '..', '..')
const LOCAL: Record<string, string> = {
  'https://cdn.jsdelivr.net/npm/d3@7': join(root, 'node_modules/d3/dist/d3.min.js'),
  'https://cdn.jsdelivr.net/npm/family-chart@0.8.0': join(root, 'packages/family-chart/dist/family-chart.min.js'),
  'https://cdn.jsdelivr.net/npm/family-chart@0.8.0/dist/family-chart-gedcom.min.js': join(
    root,
    'packages/family-chart/dist/family-chart-gedcom.min.js',
  ),
  'https://cdn.jsdelivr.net/npm/family-chart@0.8.0/dist/styles/family-chart.css': join(
    root,
    'packages/family-chart/dist/styles/family-chart.css',
  ),
  // Loaded on demand: the script-tag bundle's exporter, and the PDF libraries of the export example.
  'https://cdn.jsdelivr.net/npm/family-chart@0.8.0/dist/family-chart-export.min.js': join(
    root,
    'packages/family-chart/dist/family-chart-export.min.js',
  ),
  'https://cdn.jsdelivr.net/npm/jspdf@4/dist/jspdf.umd.min.js': join(root, 'node_modules/jspdf/dist/jspdf.umd.min.js'),
  'https://cdn.jsdelivr.net/npm/svg2pdf.js@2/dist/svg2pdf.umd.min.js': join(
    root,
    'node_modules/svg2pdf.js/dist/svg2pdf.umd.min.js',
  ),
  // The language examples load their locale's script-tag build.
  ...Object.fromEntries(
    ['de', 'fr', 'es', 'pt', 'it', 'nl', 'pl', 'ru', 'he', 'ar', 'zh', 'ja'].map((code) => [
      `https://cdn.jsdelivr.net/npm/family-chart@0.8.0/dist/locales/${code}.min.js`,
      join(root, `packages/family-chart/dist/locales/${code}.min.js`),
    ]),
  ),
  // The Vue example's page loads Vue's global build.
  'https://cdn.jsdelivr.net/npm/vue@3/dist/vue.global.prod.js': join(root, 'node_modules/vue/dist/vue.global.prod.js'),
}

/** Which family-chart the page's CDN addresses load: ours, or the published 0.8.0 the generated code names. */
export type StandaloneLibrary = 'ours' | '0.8.0'

const PUBLISHED_080: Record<string, string> = {
  'https://cdn.jsdelivr.net/npm/family-chart@0.8.0': join(root, 'node_modules/family-chart-080/dist/family-chart.js'),
  'https://cdn.jsdelivr.net/npm/family-chart@0.8.0/dist/styles/family-chart.css': join(
    root,
    'node_modules/family-chart-080/dist/styles/family-chart.css',
  ),
}

/** Answers a CDN address from the local copy, if there is one; true when answered. */
export function answerFromLocalCdn(req: HTTPRequest, library: StandaloneLibrary = 'ours'): boolean {
  const file = (library === '0.8.0' ? PUBLISHED_080[req.url()] : undefined) ?? LOCAL[req.url()]
  if (!file) return false
  void req.respond({
    status: 200,
    contentType: file.endsWith('.css') ? 'text/css' : 'application/javascript',
    body: readFileSync(file),
  })
  return true
}

/** The text of the Full HTML tab of the code panel on `page`. */
export async function fullHtmlOf(page: Page): Promise<string> {
  await page.click('[role="tab"][data-tab="html"]')
  return page.$eval('[role="tabpanel"] pre', (pre) => (pre as HTMLElement).innerText)
}

/** A new page showing `html`, once its chart has at least one card. Close it when done. */
export async function openStandalone(
  browser: Browser,
  html: string,
  viewport = { width: 1400, height: 900 },
  library: StandaloneLibrary = 'ours',
): Promise<Page> {
  const standalone = await browser.newPage()
  await standalone.setViewport(viewport)
  await standalone.setRequestInterception(true)
  const pageUrl = `${baseUrl()}/__full-html-check__`
  standalone.on('request', (req) => {
    const url = req.url()
    if (url === pageUrl) return req.respond({ status: 200, contentType: 'text/html', body: html })
    if (answerFromLocalCdn(req, library)) return
    if (url.startsWith(baseUrl())) return req.continue()
    return req.abort()
  })
  await standalone.goto(pageUrl, { waitUntil: 'networkidle0' })
  // 0.8.0's cards have only the classic class names.
  // Ours draws a card per person, or a place per person on a fan.
  const card =
    library === 'ours' ? '#FamilyChart .f3-card, #FamilyChart .f3-fan-place[data-id]' : '#FamilyChart .card_cont .card'
  await standalone.waitForFunction(
    (selector) => document.querySelectorAll(selector).length > 0,
    { timeout: 15000 },
    card,
  )
  return standalone
}
