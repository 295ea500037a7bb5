// The relatives chart (issue 48) in Chromium, through the drop-in bundle's public API (setChartType('relatives')):
//   royal      Prince Bernhard's family (static/data/data-royal-houses.json, 662 people): createChart to drawn (two
//              frames after afterUpdate), target ≤ 300 ms; then a card's person made main (layout and drawing again)
//   5000       a generated tree of 5,000 people (bench/tmp/tree-5000.json), everyone connected: created to drawn, ≤ 1 s
//   50000      a generated tree of 50,000: the longest main-thread task while it is laid out in slices and drawn, ≤ 100 ms
//
//   node bench/relatives-browser.mjs        RELATIVES_RUNS (default 5) fresh pages per figure; RELATIVES_CASES=royal,5000,50000
//
// Each figure: the median over the runs of the wall time in the page and of the renderer main thread's CPU time (CDP
// ThreadTime: what to compare on a loaded machine, see bench/NOTES.md), the least wall time, and the longest task
// (PerformanceObserver 'longtask'). Each page is timed once the cores are idle (quiet.mjs). Needs `npm run build -w
// family-chart`. Writes bench/tmp/relatives-browser.json; the figures worth keeping go to bench/NOTES.md ("Relatives
// chart in the browser"). `npm run bench` runs it as its `relatives` part (relativesReport below writes its section of
// latest.md).
import os from 'node:os'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startServer, launch, benchPageHtml } from './browser.mjs'
import { ensureTree } from './generate-tree.mjs'
import { waitForQuiet } from './quiet.mjs'

const HERE = dirname(fileURLToPath(import.meta.url))
export const ROYAL = join(HERE, '..', 'static', 'data', 'data-royal-houses.json')
export const BERNHARD = 'Q57304'
const RUNS = Number(process.env.RELATIVES_RUNS ?? 5)
const CASES = (process.env.RELATIVES_CASES ?? 'royal,5000,50000').split(',').map((s) => s.trim())
export const TARGETS = { royal: 300, 5000: 1000, longestTask50000: 100 }

// Runs in the page: only public names (createChart, setChartType, setCardHtml, setAfterUpdate, updateMainId,
// updateTree, store.getTree).
export const PAGE_SCRIPT = `(() => {
  const frame = () => new Promise((r) => requestAnimationFrame(() => r()))
  const task = () => new Promise((r) => { const ch = new MessageChannel(); ch.port1.onmessage = () => r(); ch.port2.postMessage(0) })
  const longTasks = []
  new PerformanceObserver((list) => { for (const e of list.getEntries()) longTasks.push(e.duration) }).observe({ type: 'longtask' })
  let chart = null
  let data = null
  let onDrawn = null
  const nextDraw = () => new Promise((r) => { onDrawn = r })
  window.bench = {
    async load(url) { data = await (await fetch(url)).json(); return data.length },
    async draw(mainId, label) {
      await task(); longTasks.length = 0
      const t0 = performance.now()
      chart = f3.createChart('#FamilyChart', data).setTransitionTime(0).setCardXSpacing(250).setCardYSpacing(150)
      chart.setChartType('relatives')
      chart.setCardHtml().setCardDisplay(label ? [[label]] : [['first name', 'last name'], ['birthday']])
      chart.setAfterUpdate(() => { const r = onDrawn; onDrawn = null; if (r) r() })
      chart.updateMainId(mainId)
      const drawn = nextDraw()
      chart.updateTree({ initial: true, tree_position: 'main_to_middle' })
      await drawn; await frame(); await frame()
      const ms = performance.now() - t0
      await task()
      return { ms, cards: chart.store.getTree().data.length, longestTaskMs: longTasks.length ? Math.max(...longTasks) : 0 }
    },
    async remain(id) {
      await task(); longTasks.length = 0
      const t0 = performance.now()
      const drawn = nextDraw()
      chart.updateMainId(id)
      chart.updateTree({ tree_position: 'main_to_middle' })
      await drawn; await frame(); await frame()
      return { ms: performance.now() - t0, longestTaskMs: longTasks.length ? Math.max(...longTasks) : 0 }
    },
  }
})()`

const median = (list) => {
  const s = [...list].sort((a, b) => a - b)
  const m = s.length >> 1
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2
}
const round = (x) => Math.round(x * 10) / 10

async function threadMs(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics')
  return metrics.find((m) => m.name === 'ThreadTime').value * 1000
}

/** One fresh page per run: `act(page)` timed in the page and in renderer CPU. */
async function measure(browser, base, dataUrl, act) {
  const runs = []
  for (let i = 0; i < RUNS; i++) {
    const page = await browser.newPage()
    await page.goto(`${base}/relatives`)
    await page.evaluate((url) => window.bench.load(url), dataUrl)
    const cdp = await page.createCDPSession()
    await cdp.send('Performance.enable')
    const settled = await waitForQuiet()
    const cpu0 = await threadMs(cdp)
    const result = await act(page)
    result.cpuMs = (await threadMs(cdp)) - cpu0
    result.waitedMs = settled.waitedMs
    result.quiet = settled.quiet
    runs.push(result)
    await page.close()
  }
  const pick = (key) => runs.map((r) => r[key]).filter((x) => x !== undefined)
  return {
    runs: runs.length,
    medianMs: round(median(pick('ms'))),
    leastMs: round(Math.min(...pick('ms'))),
    medianCpuMs: round(median(pick('cpuMs'))),
    longestTaskMs: round(Math.max(...pick('longestTaskMs'))),
    cards: runs[0].cards,
    waitedForQuietMs: Math.max(...pick('waitedMs')),
    notQuiet: runs.filter((r) => r.quiet === false).length,
    ...(pick('remainMs').length ? { remainMedianMs: round(median(pick('remainMs'))) } : {}),
  }
}

export async function runRelativesBrowser() {
  const trees = Object.fromEntries(CASES.filter((c) => c !== 'royal').map((c) => [c, ensureTree(Number(c))]))
  const routes = {
    '/relatives': { body: () => benchPageHtml('ours', 'relatives chart bench', '/relatives.js'), type: 'text/html' },
  }
  routes['/relatives.js'] = { body: () => PAGE_SCRIPT, type: 'text/javascript' }
  routes['/data/royal.json'] = { file: ROYAL }
  const { server, base } = await startServer({ routes })
  const browser = await launch()
  const out = { date: new Date().toISOString(), loadAverage: os.loadavg().map((x) => round(x)), targets: TARGETS }
  try {
    if (CASES.includes('royal'))
      out.royal = await measure(browser, base, '/data/royal.json', async (page) => {
        const first = await page.evaluate((id) => window.bench.draw(id, 'label'), BERNHARD)
        // Juliana of the Netherlands, his wife, made main: the chart laid out and drawn again around her.
        const again = await page.evaluate(() => window.bench.remain('Q154946'))
        return { ...first, remainMs: again.ms }
      })
    for (const [size, tree] of Object.entries(trees))
      out[size] = await measure(browser, base, `/data/tree-${size}.json`, (page) =>
        page.evaluate((id) => window.bench.draw(id), tree.founderId),
      )
  } finally {
    await browser.close()
    server.close()
  }
  return out
}

/** The part's section of bench/results/latest.md: each figure against its target, wall and CPU time. */
export function relativesReport(result) {
  const verdict = (value, target) => (value <= target ? 'within' : 'over')
  const lines = [`## Relatives chart, setChartType('relatives') (relatives-browser.mjs)`, '']
  const r = result.royal
  if (r)
    lines.push(
      `- Prince Bernhard's family (${r.cards} people): drawn in ${r.medianMs} ms median wall (least ${r.leastMs}), ` +
        `${r.medianCpuMs} ms CPU; target ≤ ${TARGETS.royal} ms: wall ${verdict(r.medianMs, TARGETS.royal)}, ` +
        `CPU ${verdict(r.medianCpuMs, TARGETS.royal)}. His wife made main: ${r.remainMedianMs} ms.`,
    )
  const k5 = result['5000']
  if (k5)
    lines.push(
      `- 5,000 connected people: ${k5.medianMs} ms wall, ${k5.medianCpuMs} ms CPU; target ≤ ${TARGETS[5000]} ms: ` +
        `${verdict(k5.medianMs, TARGETS[5000])}.`,
    )
  const k50 = result['50000']
  if (k50)
    lines.push(
      `- 50,000 people: ${k50.medianMs} ms wall; longest main-thread task ${k50.longestTaskMs} ms; target ≤ ` +
        `${TARGETS.longestTask50000} ms: ${verdict(k50.longestTaskMs, TARGETS.longestTask50000)}.`,
    )
  const figures = [r, k5, k50].filter(Boolean)
  const waited = Math.max(0, ...figures.map((f) => f.waitedForQuietMs ?? 0))
  const loud = figures.reduce((n, f) => n + (f.notQuiet ?? 0), 0)
  lines.push(
    `- ${result.royal?.runs ?? RUNS} fresh pages per figure, each timed once the cores were 85 % idle over half a ` +
      `second (longest wait ${round(waited / 1000)} s${loud ? `; ${loud} runs timed after 30 s without a quiet machine` : ''}); ` +
      `load average at the start ${result.loadAverage.join(' ')}.`,
  )
  return lines
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const out = await runRelativesBrowser()
  mkdirSync(join(HERE, 'tmp'), { recursive: true })
  writeFileSync(join(HERE, 'tmp', 'relatives-browser.json'), JSON.stringify(out, null, 2))
  console.log(JSON.stringify(out, null, 2))
}
