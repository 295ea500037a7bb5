// A million people in memory: the benchmark generator's 1,000,000-person family handed to createChart in Chromium,
// for ours and the published package (issue 36). The family is made in the page before the clock starts.
//
//   node bench/million-memory.mjs      BENCH_MILLION_LIBS (default ours,published), BENCH_MILLION_SIZE (default 1000000),
//                                      BENCH_MILLION_TIMEOUT_MS (create, default 180000), CHROMIUM
//
// Per library, in a fresh browser: createChart → setTransitionTime(0) → setCardHtml → setAfterUpdate →
// updateMainId(a founding father) → updateTree({initial:true}); first paint = afterUpdate, then two frames and a
// task (wall time), and the main thread's CPU time over the same span (CDP ThreadTime). Longest main-thread
// task: PerformanceObserver 'longtask' entries during the create. Heap:
// JSHeapUsedSize (CDP Performance.getMetrics) after a forced GC, once drawn, with the family still referenced by
// the chart (the page drops its own reference).
import http from 'node:http'
import { readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { assetPaths, launch } from './browser.mjs'

const HERE = dirname(fileURLToPath(import.meta.url))

const PAGE = (lib) => `<!doctype html><html><head><meta charset="utf-8"><title>million (${lib})</title>
<link rel="stylesheet" href="/lib.css"><style>html,body{margin:0;height:100%;overflow:hidden}#FamilyChart{width:100vw;height:100vh}</style>
</head><body><div id="FamilyChart" class="f3"></div><script src="/d3.min.js"></script><script src="/lib.js"></script>
<script type="module">
import { generateTree } from '/tree-generator.mjs'
const frame = () => new Promise((r) => requestAnimationFrame(() => r()))
const task = () => new Promise((r) => { const c = new MessageChannel(); c.port1.onmessage = () => r(); c.port2.postMessage(0) })
const longTasks = []
new PerformanceObserver((l) => { for (const e of l.getEntries()) longTasks.push(e.duration) }).observe({ type: 'longtask' })
window.bench = {
  generate(size) {
    const t0 = performance.now()
    window.family = generateTree(size)
    const founder = window.family.find((d) => !d.rels.father && !d.rels.mother && d.data.gender === 'M' && d.rels.children?.length)
    return { ms: performance.now() - t0, people: window.family.length, founderId: founder.id }
  },
  async create(mainId) {
    await task(); longTasks.length = 0
    let drawn
    const draw = new Promise((r) => { drawn = r })
    const t0 = performance.now()
    const chart = f3.createChart('#FamilyChart', window.family)
    window.family = null
    chart.setTransitionTime(0).setCardXSpacing(250).setCardYSpacing(150)
    chart.setCardHtml().setCardDisplay([['first name', 'last name'], ['birthday']])
    chart.setAfterUpdate(() => drawn())
    chart.updateMainId(mainId)
    chart.updateTree({ initial: true })
    const syncMs = performance.now() - t0
    await draw; await frame(); await frame(); await task()
    const ms = performance.now() - t0
    await task()
    window.chart = chart
    return { ms, syncMs, longestTaskMs: longTasks.length ? Math.max(...longTasks) : 0, longTasks: longTasks.length,
      cards: document.querySelectorAll('#FamilyChart .card_cont').length, treeNodes: chart.store.getTree().data.length }
  },
}
</script></body></html>`

function serve(lib) {
  const assets = assetPaths()
  const files = {
    '/d3.min.js': [assets.d3, 'text/javascript'],
    // BENCH_MILLION_LIB_JS: another build of the library's script-tag bundle (e.g. unminified, for a profile).
    '/lib.js': [(lib === 'ours' && process.env.BENCH_MILLION_LIB_JS) || assets[lib].js, 'text/javascript'],
    '/lib.css': [assets[lib].css, 'text/css'],
    '/tree-generator.mjs': [join(HERE, 'tree-generator.mjs'), 'text/javascript'],
  }
  const server = http.createServer(async (req, res) => {
    const path = new URL(req.url, 'http://x').pathname
    if (path === '/') {
      res.writeHead(200, { 'content-type': 'text/html' })
      return res.end(PAGE(lib))
    }
    const file = files[path]
    if (!file) {
      res.writeHead(404)
      return res.end()
    }
    res.writeHead(200, { 'content-type': file[1] })
    res.end(await readFile(file[0]))
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

export async function measureMillionInMemory(lib, size, timeoutMs) {
  const { server, base } = await serve(lib)
  const browser = await launch()
  try {
    const page = await browser.newPage()
    await page.goto(base)
    await page.waitForFunction(() => !!window.bench)
    const made = await page.evaluate((n) => window.bench.generate(n), size)
    const profile = process.env.BENCH_MILLION_PROFILE
    const cdp = profile ? await page.createCDPSession() : null
    if (cdp) {
      await cdp.send('Profiler.enable')
      await cdp.send('Profiler.setSamplingInterval', { interval: 500 })
      await cdp.send('Profiler.start')
    }
    // The renderer main thread's CPU time over the create: on a shared machine it says what the work costs when the
    // wall time says how long other processes kept the core.
    const metrics = await page.createCDPSession()
    await metrics.send('Performance.enable')
    const threadTime = async () =>
      (await metrics.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ThreadTime').value
    const threadBefore = await threadTime()
    let timer
    const created = await Promise.race([
      page.evaluate((id) => window.bench.create(id), made.founderId),
      new Promise((resolve) => {
        timer = setTimeout(
          () => resolve({ skipped: `did not paint within ${Math.round(timeoutMs / 1000)} s` }),
          timeoutMs,
        )
      }),
    ])
    clearTimeout(timer)
    if (!created.skipped) created.threadCpuMs = Math.round(((await threadTime()) - threadBefore) * 1000)
    // BENCH_MILLION_PROFILE=file: a CPU profile of the create (open it in DevTools' Performance panel).
    if (cdp) await writeFile(profile, JSON.stringify((await cdp.send('Profiler.stop')).profile))
    const heap = created.skipped ? undefined : await heapMb(page)
    return { lib, size, generateMs: Math.round(made.ms), ...created, heapMb: heap }
  } finally {
    await browser.close().catch(() => {})
    server.close()
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const libs = (process.env.BENCH_MILLION_LIBS || 'ours,published').split(',')
  const size = Number(process.env.BENCH_MILLION_SIZE || 1000000)
  const timeoutMs = Number(process.env.BENCH_MILLION_TIMEOUT_MS || 180000)
  for (const lib of libs) console.log(JSON.stringify(await measureMillionInMemory(lib, size, timeoutMs)))
}
