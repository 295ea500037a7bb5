// Timings of the fan chart (issue 49) at 10 generations, 1,023 places: fanLayout in Node, and in Chromium the first
// drawing (layout + createFanView + update, until two frames later) and a change of centre (the father: layout +
// update without transition, two frames). Targets: drawn in ≤ 100 ms, a change of centre in ≤ 100 ms.
//
//   node bench/fan-timing.mjs      FAN_RUNS (default 7), FAN_GENERATIONS (default 10), CHROMIUM
//
// Each browser figure is the median over FAN_RUNS fresh pages: wall time in the page (performance.now) and the
// renderer main thread's CPU time (CDP Performance.getMetrics ThreadTime), which is what to compare on a loaded
// machine (see bench/NOTES.md), and the least of the runs. Each page then destroys the fan and draws it and changes
// its centre again: the same work with the code already compiled. Each page is timed once the cores are idle
// (quiet.mjs).
// Node figures: the first call's CPU time, then medians of wall and CPU time (process.cpuUsage) over 25 calls after four
// more (the optimising compiler has run by then).
// Writes bench/tmp/fan-timing.json; the figures worth keeping go to bench/NOTES.md ("Fan chart"). `npm run bench` runs it
// as its part "fan" (node bench/run.mjs --only fan).
import os from 'node:os'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ROOT, fanPage, importFanModule, launchChromium, pedigreeData } from './fan-support.mjs'
import { waitForQuiet } from './quiet.mjs'

const RUNS = Number(process.env.FAN_RUNS ?? 7)
const GENERATIONS = Number(process.env.FAN_GENERATIONS ?? 10)
/** Node runs are cheap: enough of them for the optimising compiler to have run. */
const NODE_RUNS = 25
const OPTIONS = { main_id: 'p1', ancestry_depth: GENERATIONS - 1, degrees: 360 }

const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}
const loadAverage = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')

/** fanLayout in Node: wall and CPU ms, for the main person and for the father in the centre. */
async function nodeTimes(data) {
  const { fanLayout } = await importFanModule()
  const time = (options) => {
    const cpu = process.cpuUsage()
    const t = performance.now()
    const layout = fanLayout(data, options)
    const wall = performance.now() - t
    const used = process.cpuUsage(cpu)
    return { wall, cpu: (used.user + used.system) / 1000, places: layout.places.length }
  }
  const cold = time(OPTIONS)
  for (let i = 0; i < 4; i++) time({ ...OPTIONS, main_id: i % 2 ? 'p1' : 'p2' })
  const first = []
  const centre = []
  for (let i = 0; i < NODE_RUNS; i++) {
    first.push(time(OPTIONS))
    centre.push(time({ ...OPTIONS, main_id: 'p2' }))
  }
  const summary = (list) => ({
    wall: median(list.map((r) => r.wall)),
    cpu: median(list.map((r) => r.cpu)),
    cpuMin: Math.min(...list.map((r) => r.cpu)),
    places: list[0].places,
  })
  return { cold, layout: summary(first), centreLayout: summary(centre) }
}

/** In the page: the first drawing and a change of centre, each until two frames after it. */
async function pageRun(data) {
  const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  const group = document.getElementById('fan')
  const t0 = performance.now()
  const layout = window.f3Fan.fanLayout(data, window.fanOptions)
  const t1 = performance.now()
  const view = window.f3Fan.createFanView({ group, overlay: document.getElementById('root') })
  view.update(layout)
  const t2 = performance.now()
  await frames()
  const t3 = performance.now()
  window.fanView = view
  return { layout: t1 - t0, update: t2 - t1, drawn: t3 - t0, places: group.querySelectorAll('.f3-fan-place').length }
}

async function centreRun(data) {
  const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  const t0 = performance.now()
  const layout = window.f3Fan.fanLayout(data, { ...window.fanOptions, main_id: 'p2' })
  const t1 = performance.now()
  window.fanView.update(layout, { transitionTime: 0 })
  const t2 = performance.now()
  await frames()
  return { layout: t1 - t0, update: t2 - t1, drawn: performance.now() - t0 }
}

async function threadTime(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics')
  return metrics.find((m) => m.name === 'ThreadTime').value * 1000
}

async function browserTimes(data) {
  const runs = []
  const browser = await launchChromium({ width: 1280, height: 800 })
  try {
    for (let i = 0; i < RUNS; i++) {
      const page = await fanPage(browser, { width: 1280, height: 800 })
      const cdp = await page.createCDPSession()
      await cdp.send('Performance.enable')
      await page.evaluate((options) => (window.fanOptions = options), OPTIONS)
      const dataHandle = await page.evaluateHandle((json) => JSON.parse(json), JSON.stringify(data))
      const settled = await waitForQuiet()
      let before = await threadTime(cdp)
      const first = await page.evaluate(pageRun, dataHandle)
      first.cpu = (await threadTime(cdp)) - before
      before = await threadTime(cdp)
      const centre = await page.evaluate(centreRun, dataHandle)
      centre.cpu = (await threadTime(cdp)) - before
      // The same again in the same page, the code compiled by now: what a page that has drawn a fan before pays.
      await page.evaluate(() => window.fanView.destroy())
      before = await threadTime(cdp)
      const again = await page.evaluate(pageRun, dataHandle)
      again.cpu = (await threadTime(cdp)) - before
      before = await threadTime(cdp)
      const centreAgain = await page.evaluate(centreRun, dataHandle)
      centreAgain.cpu = (await threadTime(cdp)) - before
      runs.push({ first, centre, again, centreAgain, waitedMs: settled.waitedMs })
      await page.close()
    }
  } finally {
    await browser.close()
  }
  const pick = (part) =>
    Object.fromEntries(
      ['layout', 'update', 'drawn', 'cpu']
        .filter((k) => k in runs[0][part])
        .flatMap((k) => [
          [k, median(runs.map((r) => r[part][k]))],
          [`${k}Min`, Math.min(...runs.map((r) => r[part][k]))],
        ]),
    )
  return {
    first: { ...pick('first'), places: runs[0].first.places },
    centre: pick('centre'),
    again: pick('again'),
    centreAgain: pick('centreAgain'),
    waitedForQuietMs: Math.max(...runs.map((r) => r.waitedMs)),
    runs,
  }
}

/** The fan's timings (Node layout, Chromium first drawing and change of centre); `log` gets the summary lines. */
export async function runFanTiming({ log = console.log } = {}) {
  const data = pedigreeData(GENERATIONS)
  const loadBefore = loadAverage()
  const node = await nodeTimes(data)
  const browser = await browserTimes(data)
  const result = { generations: GENERATIONS, runs: RUNS, load: [loadBefore, loadAverage()], node, browser }
  for (const line of fanSummary(result)) log(line)
  return result
}

const ms = (n) => n.toFixed(1)

/** The figures in words, one line each: what the script prints and bench/run.mjs's report lists. */
export function fanSummary({ generations, runs, load, node, browser: b }) {
  return [
    `fan chart, ${generations} generations (${node.layout.places} places), ${runs} runs, load average ${load.join(' → ')}` +
      (b.waitedForQuietMs === undefined
        ? ''
        : `; each page timed once the cores were 85 % idle (longest wait ${ms(b.waitedForQuietMs / 1000)} s)`),
    `Node fanLayout: first call ${ms(node.cold.cpu)} ms CPU; then ${ms(node.layout.wall)} ms wall, ${ms(node.layout.cpu)} ms CPU (least ${ms(node.layout.cpuMin)}); father in the centre ${ms(node.centreLayout.wall)} ms wall, ${ms(node.centreLayout.cpu)} ms CPU (least ${ms(node.centreLayout.cpuMin)})`,
    `Chromium first drawing: ${ms(b.first.drawn)} ms until two frames (layout ${ms(b.first.layout)}, update ${ms(b.first.update)}), ${ms(b.first.cpu)} ms CPU (least ${ms(b.first.cpuMin)}), ${b.first.places} places`,
    `Chromium change of centre: ${ms(b.centre.drawn)} ms until two frames (layout ${ms(b.centre.layout)}, update ${ms(b.centre.update)}), ${ms(b.centre.cpu)} ms CPU (least ${ms(b.centre.cpuMin)})`,
    `Chromium, the same page again: drawn ${ms(b.again.drawn)} ms, ${ms(b.again.cpu)} ms CPU (least ${ms(b.again.cpuMin)}); change of centre ${ms(b.centreAgain.drawn)} ms, ${ms(b.centreAgain.cpu)} ms CPU (least ${ms(b.centreAgain.cpuMin)})`,
  ]
}

/** The report's section (bench/run.mjs, part "fan"): the summary and the 100 ms targets. */
export function fanReport(result) {
  const b = result.browser
  const verdict = (cpu) => (cpu <= 100 ? 'within' : 'over')
  return [
    `## Fan chart, ${result.generations} generations (fan-timing.mjs)`,
    '',
    ...fanSummary(result).map((line) => `- ${line}`),
    `- Targets ≤ 100 ms: first drawing ${verdict(b.first.cpu)} (${ms(b.first.cpu)} ms CPU), change of centre ${verdict(b.centre.cpu)} (${ms(b.centre.cpu)} ms CPU).`,
  ]
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const result = await runFanTiming()
  mkdirSync(join(ROOT, 'bench/tmp'), { recursive: true })
  writeFileSync(join(ROOT, 'bench/tmp/fan-timing.json'), JSON.stringify(result, null, 2))
}
