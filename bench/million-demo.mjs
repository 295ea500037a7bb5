// The million-person family on a data source (issue 36): the demo's worker (src/demos/million, bundled with esbuild)
// behind our chart's setDataSource, in Chromium. The published package has no data source: it is not measured here
// (bench/million-memory.mjs runs both libraries on a million people in memory).
//
//   node bench/million-demo.mjs     BENCH_MILLION_STEPS (default 1000), CHROMIUM
//
// first paint   from the page asking the worker for the first person (worker already started) to afterUpdate of the
//               first view with every person it needs, then two frames and a task. Also the worker's start (script
//               load, family shape) and the navigation-to-painted time of the whole page.
// steps         random navigation: 4 of 5 steps to a relative of the main person (parent, spouse, child), 1 of 5 to
//               anyone in the million. Per step: updateMainId + updateTree until afterUpdate and two frames; "after
//               data" is that end minus the moment the step's last answer from the worker was handed to the chart.
// heap          JSHeapUsedSize after a forced GC, after the steps (and after the first paint, for comparison).
import http from 'node:http'
import { readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { assetPaths, launch } from './browser.mjs'

const HERE = dirname(fileURLToPath(import.meta.url))
const ROOT = join(HERE, '..')

async function bundle(entry) {
  const out = await build({
    entryPoints: [join(ROOT, entry)],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2020',
    minify: true,
  })
  return out.outputFiles[0].text
}

const PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>million demo bench</title>
<link rel="stylesheet" href="/lib.css"><style>html,body{margin:0;height:100%;overflow:hidden}#FamilyChart{width:100vw;height:100vh}</style>
</head><body><div id="FamilyChart" class="f3"></div><script src="/d3.min.js"></script><script src="/lib.js"></script>
<script src="/client.js"></script></body></html>`

// Page side: the worker source of the demo and the steps. Bundled with esbuild from this text.
const CLIENT = `
import { createWorkerSource } from './src/demos/million/worker-source'
import { startId } from './src/demos/million/demo'
import { MILLION } from './src/demos/million/family-shape'
const frame = () => new Promise((r) => requestAnimationFrame(() => r()))
const task = () => new Promise((r) => { const c = new MessageChannel(); c.port1.onmessage = () => r(); c.port2.postMessage(0) })
const settle = async () => { await frame(); await frame(); await task() }
const longTasks = []
new PerformanceObserver((l) => { for (const e of l.getEntries()) longTasks.push(e.duration) }).observe({ type: 'longtask' })
let lastArrival = 0
let drawn = null
const nextDraw = () => new Promise((r) => { drawn = r })
const t0 = performance.now()
const worker = new Worker('/worker.js')
const source = createWorkerSource(worker)
const ready = source.load(['p0']).then(() => performance.now() - t0)
let chart
window.bench = {
  workerStartMs: () => ready,
  async firstPaint() {
    const t1 = performance.now()
    const [first] = await source.load([startId()])
    chart = f3.createChart('#FamilyChart', [first]).setTransitionTime(0).setCardXSpacing(250).setCardYSpacing(150)
    chart.setCardHtml().setCardDisplay([['first name', 'last name'], ['birthday', 'death']])
    chart.setAfterUpdate(() => { const r = drawn; drawn = null; if (r) r() })
    chart.setDataSource({ load: (ids) => source.load(ids).then((people) => { lastArrival = performance.now(); return people }) }, { cacheSize: 3000 })
    const draw = nextDraw()
    chart.updateMainId(first.id)
    chart.updateTree({ initial: true })
    await draw
    await settle()
    return { ms: performance.now() - t1, sinceNavigationMs: performance.now(), cards: document.querySelectorAll('#FamilyChart .f3-card').length }
  },
  async steps(count, seed) {
    let s = seed >>> 0
    const random = () => { s = (s + 0x6d2b79f5) >>> 0; let t = Math.imul(s ^ (s >>> 15), s | 1); t ^= t + Math.imul(t ^ (t >>> 7), t | 61); return ((t ^ (t >>> 14)) >>> 0) / 4294967296 }
    const afterData = [], whole = []
    longTasks.length = 0
    for (let i = 0; i < count; i++) {
      const main = chart.store.getDatum(chart.store.getMainId())
      const rels = main ? [main.rels.father, main.rels.mother, ...(main.rels.parents || []), ...(main.rels.spouses || []), ...(main.rels.children || [])].filter(Boolean) : []
      const id = random() < 0.8 && rels.length ? rels[Math.floor(random() * rels.length)] : 'p' + Math.floor(random() * MILLION)
      const start = performance.now()
      lastArrival = 0
      const draw = nextDraw()
      chart.updateMainId(id)
      chart.updateTree({})
      await draw
      await settle()
      const end = performance.now()
      whole.push(end - start)
      afterData.push(end - Math.max(start, lastArrival))
    }
    return { afterData, whole, longestTaskMs: longTasks.length ? Math.max(...longTasks) : 0, stats: chart.getDataSourceStats(), sent: source.figures() }
  },
}
`

async function serve() {
  const assets = assetPaths()
  const files = {
    '/': [PAGE, 'text/html'],
    '/d3.min.js': [await readFile(assets.d3), 'text/javascript'],
    '/lib.js': [await readFile(assets.ours.js), 'text/javascript'],
    '/lib.css': [await readFile(assets.ours.css), 'text/css'],
    '/worker.js': [await bundle('src/demos/million/million.worker.ts'), 'text/javascript'],
    '/client.js': [
      (
        await build({
          stdin: { contents: CLIENT, resolveDir: ROOT, loader: 'ts' },
          bundle: true,
          write: false,
          format: 'iife',
          target: 'es2020',
        })
      ).outputFiles[0].text,
      'text/javascript',
    ],
  }
  const server = http.createServer((req, res) => {
    const file = files[new URL(req.url, 'http://x').pathname]
    if (!file) {
      res.writeHead(404)
      return res.end()
    }
    res.writeHead(200, { 'content-type': file[1] })
    res.end(file[0])
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, base: `http://127.0.0.1:${server.address().port}/` })),
  )
}

async function heapMb(page) {
  const cdp = await page.createCDPSession()
  await cdp.send('HeapProfiler.collectGarbage')
  await cdp.send('Performance.enable')
  const { metrics } = await cdp.send('Performance.getMetrics')
  return Math.round(metrics.find((m) => m.name === 'JSHeapUsedSize').value / 1048576)
}

const percentile = (values, p) => {
  const v = [...values].sort((a, b) => a - b)
  return v[Math.min(v.length - 1, Math.floor(p * v.length))]
}
const round = (x) => Math.round(x * 10) / 10

export async function measureMillionDemo(steps) {
  const { server, base } = await serve()
  const browser = await launch()
  try {
    const page = await browser.newPage()
    await page.goto(base)
    await page.waitForFunction(() => !!window.bench)
    const workerStartMs = await page.evaluate(() => window.bench.workerStartMs())
    const first = await page.evaluate(() => window.bench.firstPaint())
    // BENCH_MILLION_SCREENSHOT=file.png: what the first view looks like.
    if (process.env.BENCH_MILLION_SCREENSHOT) await page.screenshot({ path: process.env.BENCH_MILLION_SCREENSHOT })
    const heapAfterFirstMb = await heapMb(page)
    const run = await page.evaluate((n) => window.bench.steps(n, 36), steps)
    const heapAfterStepsMb = await heapMb(page)
    return {
      workerStartMs: round(workerStartMs),
      firstPaintMs: round(first.ms),
      pageToPaintMs: round(first.sinceNavigationMs),
      firstCards: first.cards,
      steps,
      stepAfterDataMs: {
        median: round(percentile(run.afterData, 0.5)),
        p95: round(percentile(run.afterData, 0.95)),
        max: round(Math.max(...run.afterData)),
      },
      stepWholeMs: {
        median: round(percentile(run.whole, 0.5)),
        p95: round(percentile(run.whole, 0.95)),
        max: round(Math.max(...run.whole)),
      },
      longestTaskMs: run.longestTaskMs,
      heapAfterFirstMb,
      heapAfterStepsMb,
      stats: run.stats,
      sent: run.sent,
    }
  } finally {
    await browser.close().catch(() => {})
    server.close()
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(JSON.stringify(await measureMillionDemo(Number(process.env.BENCH_MILLION_STEPS || 1000)), null, 1))
}
