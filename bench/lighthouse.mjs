// Lighthouse on the production build of the site, one figure set per page type, and the site's bundle sizes.
//
//   npm run build && node bench/run.mjs --only lighthouse      (or: node bench/lighthouse.mjs, prints only)
//
// The build (build/) is served by a local node:http server with gzip (the `compression` middleware in front of
// serve-handler), as a static host would serve it. Lighthouse (the npm package) drives the system Chromium (CHROMIUM,
// default /usr/bin/chromium, launched through chrome-launcher) with its default settings: the mobile preset
// (Moto G Power viewport and 4× CPU slowdown) and simulated throttling (slow 4G). Each page gets
// BENCH_LIGHTHOUSE_RUNS runs (default 3), each in a fresh browser; the figures are medians over the runs.
//
//   BENCH_LIGHTHOUSE_RUNS=5           runs per page
//   BENCH_LIGHTHOUSE_PAGES=/,/wiki-tree   paths to measure (default: the page types below)
//   BENCH_SITE_DIR=path               another site build to measure (default build/)
//   BENCH_LIGHTHOUSE_BASELINE=path    also measure this build (e.g. of the previous commit), run for run alternately
//
// Lighthouse's simulated throttling multiplies the main-thread task times it observes (4× for the mobile preset):
// on a busy machine TBT and LCP come out much higher than on an idle one. Each run records Lighthouse's
// benchmarkIndex (its measure of how fast this machine was at that moment) and the load average, so runs taken in
// different conditions can be told apart; compare builds page by page in the same run (bench/README.md).

import http from 'node:http'
import os from 'node:os'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import compression from 'compression'
import serveHandler from 'serve-handler'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const HERE = dirname(fileURLToPath(import.meta.url))
const ROOT = join(HERE, '..')
export const BUILD_DIR = process.env.BENCH_SITE_DIR || join(ROOT, 'build')
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium'

/** The page types measured: one path each. */
export const LIGHTHOUSE_PAGES = [
  { type: 'landing', path: '/' },
  { type: 'docs page', path: '/docs/intro' },
  { type: 'example', path: '/examples/v2/1-basic-tree' },
  { type: 'builder', path: '/create-tree' },
  { type: 'Wiki tree', path: '/wiki-tree' },
  { type: 'gallery', path: '/examples/gallery' },
]

/** The issue's goal for every page type. */
export const LIGHTHOUSE_TARGETS = { score: 95, cls: 0.02, tbtMs: 150 }

/** Serves build/ gzip-compressed on a free localhost port; resolves to { url, close }. */
export async function serveBuild(dir = BUILD_DIR) {
  const gzip = compression()
  const server = http.createServer((req, res) => {
    gzip(req, res, () => serveHandler(req, res, { public: dir, cleanUrls: true, trailingSlash: false }))
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address()
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) }
}

const median = (values) => {
  const v = values.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b)
  return v.length ? (v.length % 2 ? v[v.length >> 1] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2) : null
}

/** One Lighthouse run of `url` in a fresh Chromium: the figures of one page load. */
export async function lighthouseOnce(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-dev-shm-usage'],
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    })
    const lhr = result.lhr
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
    const audit = (id) => lhr.audits[id]?.numericValue ?? null
    const requests = lhr.audits['network-requests']?.details?.items ?? []
    const scriptBytes = requests
      .filter((r) => r.resourceType === 'Script')
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0)
    return {
      score: lhr.categories.performance.score == null ? null : Math.round(lhr.categories.performance.score * 100),
      fcpMs: audit('first-contentful-paint'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      speedIndexMs: audit('speed-index'),
      transferBytes: audit('total-byte-weight'),
      scriptTransferBytes: scriptBytes,
      requests: requests.length,
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
      loadAverage: os.loadavg()[0],
      warnings: lhr.runWarnings ?? [],
      lighthouseVersion: lhr.lighthouseVersion,
      userAgent: lhr.environment?.hostUserAgent ?? null,
    }
  } finally {
    await chrome.kill()
  }
}

/** The site's JavaScript in build/assets/js: total and largest files, gzip sizes, and files with the same content. */
export function siteBundleSizes(dir = BUILD_DIR) {
  const jsDir = join(dir, 'assets', 'js')
  const cssDir = join(dir, 'assets', 'css')
  const list = (d, ext) =>
    existsSync(d)
      ? readdirSync(d)
          .filter((f) => f.endsWith(ext))
          .map((f) => join(d, f))
      : []
  const measure = (file) => {
    const buf = readFileSync(file)
    return {
      name: file.slice(dir.length + 1),
      rawBytes: buf.length,
      gzipBytes: gzipSync(buf, { level: 9 }).length,
      hash: createHash('sha256').update(buf).digest('hex'),
    }
  }
  const js = list(jsDir, '.js').map(measure)
  const css = list(cssDir, '.css').map(measure)
  const byHash = new Map()
  for (const f of js) byHash.set(f.hash, [...(byHash.get(f.hash) ?? []), f])
  const duplicates = [...byHash.values()]
    .filter((g) => g.length > 1)
    .map((g) => ({ files: g.map((f) => f.name), rawBytes: g[0].rawBytes }))
  // The entry: the scripts index.html loads on every page, by tags in its head and, once it has painted, the entry
  // parts its after-paint list names (src/plugins/route-scripts.js); not the landing page's own route chunks.
  const html = readFileSync(join(dir, 'index.html'), 'utf8')
  const afterPaint = /<script id="__after-paint-scripts" type="application\/json">(.*?)<\/script>/.exec(html)
  const entryNames = [
    ...[...html.matchAll(/<script[^>]*src="\/(assets\/js\/[^"]+\.js)"/g)].map((m) => m[1]),
    ...(afterPaint ? JSON.parse(afterPaint[1]).entry.map((file) => file.replace(/^\//, '')) : []),
  ]
  const entry = js.filter((f) => entryNames.includes(f.name))
  const sum = (files, key) => files.reduce((s, f) => s + f[key], 0)
  const strip = ({ hash, ...f }) => f
  return {
    js: { files: js.length, rawBytes: sum(js, 'rawBytes'), gzipBytes: sum(js, 'gzipBytes') },
    css: { files: css.length, rawBytes: sum(css, 'rawBytes'), gzipBytes: sum(css, 'gzipBytes') },
    entry: { files: entry.map((f) => f.name), rawBytes: sum(entry, 'rawBytes'), gzipBytes: sum(entry, 'gzipBytes') },
    largest: [...js]
      .sort((a, b) => b.rawBytes - a.rawBytes)
      .slice(0, 8)
      .map(strip),
    duplicates,
  }
}

const FIGURE_KEYS = [
  'score',
  'fcpMs',
  'lcpMs',
  'tbtMs',
  'cls',
  'speedIndexMs',
  'transferBytes',
  'scriptTransferBytes',
  'requests',
  'benchmarkIndex',
  'loadAverage',
]

/** Medians over the runs that finished. */
function figuresOf(details) {
  const ok = details.filter((d) => !d.error)
  return Object.fromEntries(FIGURE_KEYS.map((key) => [key, median(ok.map((d) => d[key]))]))
}

const describe = (f) =>
  `score ${f.score ?? '—'}, FCP ${fmt(f.fcpMs)}, LCP ${fmt(f.lcpMs)}, TBT ${fmt(f.tbtMs)}, ` +
  `CLS ${f.cls?.toFixed(3) ?? '—'}, ${f.transferBytes == null ? '—' : (f.transferBytes / 1024).toFixed(0) + ' KiB'}, ` +
  `benchmarkIndex ${f.benchmarkIndex == null ? '—' : Math.round(f.benchmarkIndex)}, load ${f.loadAverage?.toFixed(1) ?? '—'}`

/**
 * Every page type, `runs` times each: medians per page, and every run. With `baselineDir` (BENCH_LIGHTHOUSE_BASELINE:
 * another build of the site, e.g. of the previous commit) each run of a page measures both builds one after the
 * other, alternating which goes first, so both see the same machine load; the baseline's medians go beside them.
 */
export async function runLighthouse({
  log = console.log,
  runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3),
  pages,
  baselineDir = process.env.BENCH_LIGHTHOUSE_BASELINE || null,
} = {}) {
  if (!existsSync(join(BUILD_DIR, 'index.html')))
    throw new Error('build/ is missing: run `npm run build` before the lighthouse part')
  if (baselineDir && !existsSync(join(baselineDir, 'index.html')))
    throw new Error(`the baseline build ${baselineDir} has no index.html`)
  const wanted =
    pages ??
    (process.env.BENCH_LIGHTHOUSE_PAGES ? process.env.BENCH_LIGHTHOUSE_PAGES.split(',').map((p) => p.trim()) : null)
  const pageList = wanted
    ? wanted.map((p) => LIGHTHOUSE_PAGES.find((x) => x.path === p) ?? { type: p, path: p })
    : LIGHTHOUSE_PAGES
  const server = await serveBuild()
  const baseline = baselineDir ? await serveBuild(baselineDir) : null
  const rows = []
  let version = null
  const once = async (url) => {
    try {
      return await lighthouseOnce(url)
    } catch (err) {
      return { error: err.message }
    }
  }
  const strip = (details) => details.map(({ userAgent, lighthouseVersion, ...d }) => d)
  try {
    for (const page of pageList) {
      const details = []
      const baseDetails = []
      for (let i = 0; i < runs; i++) {
        if (baseline && i % 2 === 1) baseDetails.push(await once(baseline.url + page.path))
        details.push(await once(server.url + page.path))
        if (baseline && i % 2 === 0) baseDetails.push(await once(baseline.url + page.path))
      }
      const ok = details.filter((d) => !d.error)
      version ??= ok[0]?.lighthouseVersion ?? null
      const figures = figuresOf(details)
      const row = { ...page, runs: ok.length, figures, details: strip(details) }
      if (baseline)
        row.baseline = {
          runs: baseDetails.filter((d) => !d.error).length,
          figures: figuresOf(baseDetails),
          details: strip(baseDetails),
        }
      rows.push(row)
      const failed = details.find((d) => d.error)
      log(
        `  ${page.path}: ${describe(figures)}${failed ? ` (${details.length - ok.length} failed run(s): ${failed.error})` : ''}`,
      )
      if (baseline) log(`  ${' '.repeat(page.path.length)}  baseline: ${describe(row.baseline.figures)}`)
    }
  } finally {
    await server.close()
    await baseline?.close()
  }
  const built = statSync(join(BUILD_DIR, 'index.html')).mtime.toISOString()
  return {
    date: new Date().toISOString(),
    lighthouseVersion: version,
    settings: 'mobile preset, simulated throttling (Lighthouse defaults), build served with gzip',
    cores: os.availableParallelism?.() ?? os.cpus().length,
    runsPerPage: runs,
    buildAt: built,
    targets: LIGHTHOUSE_TARGETS,
    pages: rows,
    bundle: siteBundleSizes(),
    ...(baselineDir ? { baselineBundle: siteBundleSizes(baselineDir) } : {}),
  }
}

const fmt = (ms) => (ms == null ? '—' : `${Math.round(ms)} ms`)

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const out = await runLighthouse()
  console.log(JSON.stringify({ ...out, pages: out.pages.map(({ details, ...p }) => p) }, null, 2))
}
