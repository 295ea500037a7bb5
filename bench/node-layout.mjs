// calculateTree in Node: ours (packages/family-chart/dist/family-chart.js) vs the published package
// (family-chart-published → family-chart@0.9.0, its ESM entry dist/family-chart.esm.js, which imports 'd3').
//
//   node bench/node-layout.mjs            BENCH_SIZES, BENCH_RUNS (minimum timed runs, default 5),
//                                         BENCH_NODE_TIMEOUT_MS (per run, default 60000)
//
// Each (library, size, main person) case runs in its own worker thread, so the two libraries never share a JIT
// state and a run that exceeds the timeout can be stopped: the case is then recorded as 'skipped (>60s)'.
// Every run gets a fresh deep copy of the data (copied outside the timed region): the published calculateTree
// rewrites father/mother into rels.parents in place, and a fresh copy keeps a possible per-array cache from
// making later runs look faster than a first call is.

import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads'
import { readFileSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { dirname, join } from 'node:path'
import { ensureTree, DEFAULT_SIZES } from './generate-tree.mjs'

const HERE = dirname(fileURLToPath(import.meta.url))
export const OURS_ESM = join(HERE, '..', 'packages', 'family-chart', 'dist', 'family-chart.js')

/** Options given to both libraries: the chart defaults both use (card spacing 250 × 150, empty card for a lone parent). */
export const LAYOUT_OPTIONS = { node_separation: 250, level_separation: 150, single_parent_empty_card: true }

export function median(values) {
  const v = values.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b)
  if (!v.length) return null
  const mid = v.length >> 1
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2
}

async function loadLibrary(lib) {
  if (lib === 'ours') return import(pathToFileURL(OURS_ESM).href)
  return import('family-chart-published')
}

// ---------------------------------------------------------------- worker side
async function workerMain() {
  const { lib, file, mainId, runs } = workerData
  const f3 = await loadLibrary(lib)
  const calculateTree = f3.calculateTree ?? f3.default?.calculateTree
  if (typeof calculateTree !== 'function') throw new Error(`${lib}: calculateTree is not exported`)
  const source = JSON.parse(readFileSync(file, 'utf8'))
  // At least `runs` timed runs; more (up to 25) while they fit in about two seconds, to steady the median of fast cases.
  let planned = runs
  for (let i = 0; i <= planned; i++) {
    const data = structuredClone(source)
    const t0 = performance.now()
    const tree = calculateTree(data, { ...LAYOUT_OPTIONS, main_id: mainId })
    const ms = performance.now() - t0
    const mainFound = tree.data.some((d) => d.data?.id === mainId && (d.main || d.data?.main))
    if (i === 0) planned = Math.max(runs, Math.min(25, Math.floor(2000 / Math.max(ms, 1e-3))))
    parentPort.postMessage({
      type: 'run',
      warmup: i === 0,
      ms,
      nodes: tree.data.length,
      mainId: tree.main_id,
      mainFound,
    })
  }
  parentPort.postMessage({ type: 'done' })
}

// ---------------------------------------------------------------- main side
/** Runs one case in a worker; resolves with { runsMs, warmupMs, nodes } or { skipped, reason }. */
function runCase({ lib, file, mainId, runs, timeoutMs }) {
  return new Promise((resolve) => {
    const worker = new Worker(fileURLToPath(import.meta.url), {
      workerData: { lib, file, mainId, runs },
      resourceLimits: { maxOldGenerationSizeMb: 8192 },
    })
    const result = { runsMs: [], warmupMs: null, nodes: null, mainFound: null }
    let finished = false
    let timer = null
    const finish = (value) => {
      if (finished) return
      finished = true
      clearTimeout(timer)
      worker.terminate().catch(() => {})
      resolve(value)
    }
    const arm = () => {
      clearTimeout(timer)
      timer = setTimeout(() => finish({ skipped: `skipped (>${Math.round(timeoutMs / 1000)}s)`, ...result }), timeoutMs)
    }
    arm()
    worker.on('message', (msg) => {
      if (msg.type === 'run') {
        if (msg.warmup) result.warmupMs = msg.ms
        else result.runsMs.push(msg.ms)
        result.nodes = msg.nodes
        result.mainFound = msg.mainFound
        arm()
      } else if (msg.type === 'done') {
        finish(result)
      }
    })
    worker.on('error', (err) => finish({ skipped: `error: ${err?.message ?? err}`, ...result }))
    worker.on('exit', (code) => finish(code === 0 ? result : { skipped: `worker exited with code ${code}`, ...result }))
  })
}

/**
 * @returns {Promise<Array<{size:number, main:'founder'|'leaf', mainId:string, ours:object, published:object, ratio:number|null}>>}
 */
export async function runNodeLayout({
  sizes = DEFAULT_SIZES,
  runs = Number(process.env.BENCH_RUNS) || 5,
  timeoutMs = Number(process.env.BENCH_NODE_TIMEOUT_MS) || 60_000,
  log = console.log,
} = {}) {
  const rows = []
  for (const size of sizes) {
    const tree = ensureTree(size)
    for (const [main, mainId] of [
      ['founder', tree.founderId],
      ['leaf', tree.leafId],
    ]) {
      const row = { size, main, mainId }
      for (const lib of ['ours', 'published']) {
        const r = await runCase({ lib, file: tree.file, mainId, runs, timeoutMs })
        r.medianMs = r.skipped ? null : median(r.runsMs)
        row[lib] = r
        log(
          `  node calculateTree ${String(size).padStart(6)} ${main.padEnd(7)} ${lib.padEnd(9)} ` +
            (r.skipped
              ? `${r.skipped}${r.runsMs.length ? ` (completed runs: ${r.runsMs.map((x) => x.toFixed(0)).join(', ')} ms)` : ''}`
              : `median ${r.medianMs.toFixed(1)} ms (warm-up ${r.warmupMs.toFixed(1)} ms, ${r.runsMs.length} runs, min ${Math.min(...r.runsMs).toFixed(1)}, max ${Math.max(...r.runsMs).toFixed(1)}), ${r.nodes} nodes${r.mainFound ? '' : ', MAIN NOT FOUND'}`),
        )
      }
      row.ratio =
        row.ours.medianMs != null && row.published.medianMs != null ? row.ours.medianMs / row.published.medianMs : null
      if (row.ours.nodes != null && row.published.nodes != null && row.ours.nodes !== row.published.nodes) {
        row.note = `node counts differ: ours ${row.ours.nodes}, published ${row.published.nodes}`
        log(`  note: ${row.note}`)
      }
      rows.push(row)
    }
  }
  return rows
}

if (!isMainThread) {
  workerMain().catch((err) => {
    parentPort.postMessage({ type: 'error', message: String(err?.stack ?? err) })
    throw err
  })
} else if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const sizes = (process.env.BENCH_SIZES || DEFAULT_SIZES.join(',')).split(',').map(Number)
  const rows = await runNodeLayout({ sizes })
  console.table(
    rows.map((r) => ({
      size: r.size,
      main: r.main,
      'ours ms': r.ours.medianMs?.toFixed(1) ?? r.ours.skipped,
      'published ms': r.published.medianMs?.toFixed(1) ?? r.published.skipped,
      'ours/published': r.ratio?.toFixed(3) ?? '—',
      nodes: r.ours.nodes,
    })),
  )
}
