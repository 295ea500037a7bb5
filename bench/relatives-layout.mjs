// The relatives layout (issue 48) in Node: time to lay out everyone connected to the main person, on the royal houses
// (Prince Bernhard's family) and on generated trees, and for the big ones the longest single step between two
// pauses (a scheduler runs the steps in slices of ~25 ms: no step may come near that).
//
//   node bench/relatives-layout.mjs              RELATIVES_SIZES (default 5000,50000), RELATIVES_RUNS (default 5)
//
// Each case runs in a fresh worker: the first run is a cold start (as a page's first drawing), the others warm.

import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads'
import { fileURLToPath } from 'node:url'
import { ensureTree } from './generate-tree.mjs'
import { royalHousesData, BERNHARD } from './royal-houses.mjs'
import { loadRelativesLayout } from './relatives-bundle.mjs'

const median = (v) => {
  const s = [...v].sort((a, b) => a - b)
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
}

async function workerMain() {
  const { source, size, runs } = workerData
  const { relativesLayout, relativesLayoutSteps } = await import(workerData.bundle)
  const { data, mainId } = source === 'royal' ? { data: royalHousesData(), mainId: BERNHARD } : treeCase(size)
  const times = []
  const cpuTimes = []
  let tree
  for (let i = 0; i <= runs; i++) {
    const c0 = process.cpuUsage()
    const t0 = performance.now()
    tree = relativesLayout(data, { main_id: mainId })
    times.push(performance.now() - t0)
    cpuTimes.push(cpuMs(process.cpuUsage(c0)))
  }
  // The steps one at a time, timing each: the longest is what a slice cannot split. On a busy machine the clock also
  // counts time the thread waited for a core: the processor time of each step is recorded beside it.
  const steps = relativesLayoutSteps(data, { main_id: mainId })
  const stepMs = []
  const stepCpu = []
  for (;;) {
    const c0 = process.cpuUsage()
    const t0 = performance.now()
    const r = steps.next()
    stepMs.push(performance.now() - t0)
    stepCpu.push(cpuMs(process.cpuUsage(c0)))
    if (r.done) break
  }
  stepMs.sort((a, b) => b - a)
  stepCpu.sort((a, b) => b - a)
  const widest = new Map()
  for (const d of tree.data) widest.set(d.y, (widest.get(d.y) ?? 0) + 1)
  parentPort.postMessage({
    people: data.length,
    cards: tree.data.length,
    rows: widest.size,
    widestRow: Math.max(...widest.values()),
    widthPx: Math.round(tree.dim.width),
    crossings: tree.crossings,
    notes: tree.data.filter((d) => d.layout_note).length,
    firstMs: times[0],
    medianMs: median(times.slice(1)),
    firstCpuMs: cpuTimes[0],
    medianCpuMs: median(cpuTimes.slice(1)),
    longestStepCpuMs: stepCpu[0],
    steps: stepMs.length,
    longestStepMs: stepMs[0],
    top5StepsMs: stepMs.slice(0, 5),
  })
}

const cpuMs = (usage) => (usage.user + usage.system) / 1000

function treeCase(size) {
  const t = ensureTree(size)
  return { data: t.data, mainId: t.founderId }
}

async function main() {
  console.log(
    `load average ${(await import('node:os'))
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}`,
  )
  const { RELATIVES_BUNDLE } = await import('./relatives-bundle.mjs')
  await loadRelativesLayout()
  const sizes = (process.env.RELATIVES_SIZES ?? '5000,50000').split(',').filter(Boolean).map(Number)
  const runs = Number(process.env.RELATIVES_RUNS ?? 5)
  const cases = [{ source: 'royal' }, ...sizes.map((size) => ({ source: 'generated', size }))]
  for (const c of cases) {
    if (c.source === 'generated') ensureTree(c.size)
    const result = await new Promise((resolve, reject) => {
      const w = new Worker(fileURLToPath(import.meta.url), {
        workerData: { ...c, runs: c.size >= 50000 ? Math.min(runs, 3) : runs, bundle: `file://${RELATIVES_BUNDLE}` },
        resourceLimits: { maxOldGenerationSizeMb: 8192 },
      })
      w.once('message', resolve)
      w.once('error', reject)
    })
    const name = c.source === 'royal' ? 'royal houses, Prince Bernhard' : `generated ${c.size}`
    const f = (x) => x.toFixed(1)
    console.log(
      `${name}: ${result.cards} cards of ${result.people} people, ${result.rows} rows (widest ${result.widestRow}), ` +
        `width ${result.widthPx} px, ${result.crossings} crossings, ${result.notes} notes; first ${f(result.firstMs)} ms ` +
        `(processor ${f(result.firstCpuMs)}), median ${f(result.medianMs)} ms (processor ${f(result.medianCpuMs)}); ` +
        `${result.steps} steps, longest ${f(result.longestStepMs)} ms (next ${result.top5StepsMs.slice(1).map(f).join(', ')}; ` +
        `processor ${f(result.longestStepCpuMs)})`,
    )
  }
}

if (isMainThread) await main()
else await workerMain()
