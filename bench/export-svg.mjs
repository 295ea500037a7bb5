// chart.exportSvg() of the founder's view (the whole progeny: the biggest view of each tree) in Chromium, through our
// script-tag bundle, which loads family-chart-export.min.js on the first export.
//
//   node bench/export-svg.mjs      BENCH_SIZES (default 1000,5000,10000,50000), BENCH_EXPORT_RUNS (default 5),
//                                  BENCH_BROWSER_TIMEOUT_MS (one export, default 120000), CHROMIUM
//
// Per size, in a fresh browser: the chart as in browser.mjs (createChart → setTransitionTime(0) → setCardHtml →
// updateMainId(founder) → updateTree({ initial: true })); then one export that also loads the exporter ("first"),
// then BENCH_EXPORT_RUNS timed exports; the figure is their median. Exports use images: 'none' (no image fetching:
// the generated people have no pictures). Wall time of `await chart.exportSvg()`, in the page.

import { ensureTree } from './generate-tree.mjs'
import { median } from './node-layout.mjs'
import { launch, startServer } from './browser.mjs'

const EXPORT_OPTIONS = { images: 'none' }

function withTimeout(promise, ms, what) {
  let timer
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what}: skipped (>${Math.round(ms / 1000)}s)`)), ms)
    }),
  ])
}

async function measureSize({ base, tree, runs, timeoutMs }) {
  const browser = await launch()
  const errors = []
  try {
    const page = await browser.newPage()
    page.on('pageerror', (e) => errors.push(String(e.message ?? e)))
    await page.goto(`${base}/?lib=ours`, { waitUntil: 'load' })
    await page.evaluate((size) => window.bench.load(size), tree.size)
    await page.evaluate((id) => window.bench.create(id), tree.founderId)
    const exportOnce = () =>
      withTimeout(
        page.evaluate(async (options) => {
          const chart = window.bench.chart()
          const t0 = performance.now()
          const svg = await chart.exportSvg(options)
          return {
            ms: performance.now() - t0,
            bytes: svg.length,
            cards: chart.store.getTree().data.length,
            texts: (svg.match(/<text /g) || []).length,
          }
        }, EXPORT_OPTIONS),
        timeoutMs,
        'export',
      )
    const first = await exportOnce()
    const times = []
    for (let i = 0; i < runs; i++) times.push((await exportOnce()).ms)
    return {
      size: tree.size,
      cards: first.cards,
      svgBytes: first.bytes,
      texts: first.texts,
      firstMs: first.ms,
      medianMs: median(times),
      times,
      errors,
    }
  } catch (err) {
    return { size: tree.size, skipped: err.message, errors }
  } finally {
    await browser.close().catch(() => {})
  }
}

export async function runExportSvg({ sizes, log = console.log }) {
  const runs = Math.max(1, Number(process.env.BENCH_EXPORT_RUNS) || 5)
  const timeoutMs = Number(process.env.BENCH_BROWSER_TIMEOUT_MS) || 120000
  const { server, base } = await startServer()
  const rows = []
  try {
    for (const size of sizes) {
      const row = await measureSize({ base, tree: ensureTree(size), runs, timeoutMs })
      rows.push(row)
      log(
        row.skipped
          ? `  ${size}: ${row.skipped}`
          : `  ${size}: ${row.cards} cards, exportSvg median ${row.medianMs.toFixed(0)} ms (first, loading the exporter: ${row.firstMs.toFixed(0)} ms), ${(row.svgBytes / 1e6).toFixed(1)} MB`,
      )
    }
  } finally {
    server.close()
  }
  return { runs, options: EXPORT_OPTIONS, rows }
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const sizes = (process.env.BENCH_SIZES || '1000,5000,10000,50000').split(',').map(Number)
  console.log(JSON.stringify(await runExportSvg({ sizes }), null, 2))
}
