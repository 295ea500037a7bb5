// importGedcom (and exportGedcom) of the built family-chart/gedcom entry (packages/family-chart/dist/gedcom.js) in
// Node, on generated GEDCOM files of 1k–100k people. The published family-chart has no GEDCOM support: the figures
// are times against people only.
//
//   node bench/gedcom-import.mjs        BENCH_GEDCOM_SIZES (default 1000,10000,50000,100000),
//                                       BENCH_GEDCOM_RUNS (timed runs after one warm-up, default 5)
//
// Each size runs in its own child process, on its main thread, where a Node program or a page calls the importer: the
// text is generated there (outside the timed region), then imported once to warm up and BENCH_GEDCOM_RUNS more times;
// the median is reported. Export is timed the same way on the imported data. Each import starts with the previous
// run's result released, as a user's import does. Each size starts once the cores are idle (quiet.mjs). (Until
// 2026-11-27 sizes ran in worker threads, whose default young generation is smaller than a main thread's: the same
// build measured about a quarter slower there; see NOTES.md.)

import { fork } from 'node:child_process'
import os from 'node:os'
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { dirname, join } from 'node:path'
import { ensureTree } from './generate-tree.mjs'
import { generateGedcom } from './gedcom-generator.mjs'
import { waitForQuiet } from './quiet.mjs'

const HERE = dirname(fileURLToPath(import.meta.url))
export const GEDCOM_ESM = join(HERE, '..', 'packages', 'family-chart', 'dist', 'gedcom.js')
export const GEDCOM_SIZES = [1000, 10000, 50000, 100000]
/** The targets of issue 32: a 100,000-person file imports in under 1.5 s and exports in under 1 s. */
export const GEDCOM_TARGET_MS = 1500
export const GEDCOM_EXPORT_TARGET_MS = 1000

// Not imported from node-layout.mjs: that module starts its own worker code in any worker thread that loads it.
function median(values) {
  const v = [...values].sort((a, b) => a - b)
  const mid = v.length >> 1
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2
}

async function childMain() {
  const { file, runs } = JSON.parse(process.env.GEDCOM_BENCH_CHILD)
  const { importGedcom, exportGedcom } = await import(pathToFileURL(GEDCOM_ESM).href)
  const generated = generateGedcom(JSON.parse(readFileSync(file, 'utf8')))
  const importRunsMs = []
  const exportRunsMs = []
  const importCpuRunsMs = []
  const exportCpuRunsMs = []
  let result
  // CPU time (user + system of the process, in which this worker is the only busy thread) beside wall time: on a
  // machine shared with other work, wall time also counts the time other processes had the cores.
  const cpuMs = () => {
    const u = process.cpuUsage()
    return (u.user + u.system) / 1000
  }
  for (let i = 0; i <= runs; i++) {
    result = undefined
    const c0 = cpuMs()
    const t0 = performance.now()
    result = importGedcom(generated.text)
    const t1 = performance.now()
    const c1 = cpuMs()
    exportGedcom(result.data)
    const t2 = performance.now()
    const c2 = cpuMs()
    if (i > 0) {
      importRunsMs.push(t1 - t0)
      exportRunsMs.push(t2 - t1)
      importCpuRunsMs.push(c1 - c0)
      exportCpuRunsMs.push(c2 - c1)
    }
  }
  process.send({
    people: result.data.length,
    families: generated.families,
    lines: generated.lines,
    bytes: Buffer.byteLength(generated.text),
    warnings: result.warnings.length,
    importRunsMs,
    exportRunsMs,
    importCpuRunsMs,
    exportCpuRunsMs,
  })
  process.disconnect()
}

function runSize(file, runs) {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [], {
      env: { ...process.env, GEDCOM_BENCH_CHILD: JSON.stringify({ file, runs }) },
    })
    child.once('message', resolve)
    child.once('error', reject)
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`GEDCOM bench process exited with ${code}`))
    })
  })
}

/** Runs every size; returns the `gedcom` section of latest.json. */
export async function runGedcomImport({
  sizes = GEDCOM_SIZES,
  runs = Number(process.env.BENCH_GEDCOM_RUNS || 5),
  log = console.log,
} = {}) {
  if (!existsSync(GEDCOM_ESM)) throw new Error(`missing ${GEDCOM_ESM}: run \`npm run build -w family-chart\` first`)
  const rows = []
  for (const size of sizes) {
    const tree = ensureTree(size)
    const settled = await waitForQuiet()
    const r = await runSize(tree.file, runs)
    const row = {
      size,
      ...r,
      importMs: median(r.importRunsMs),
      importCpuMs: median(r.importCpuRunsMs),
      exportMs: median(r.exportRunsMs),
      exportCpuMs: median(r.exportCpuRunsMs),
      waitedForQuietMs: settled.waitedMs,
    }
    rows.push(row)
    log(
      `  ${size} people (${r.lines} lines, ${(r.bytes / 2 ** 20).toFixed(1)} MB): import ${row.importMs.toFixed(0)} ms (CPU ${row.importCpuMs.toFixed(0)} ms), ` +
        `export ${row.exportMs.toFixed(0)} ms (CPU ${row.exportCpuMs.toFixed(0)} ms) (medians of ${runs}; load average ${os.loadavg()[0].toFixed(1)}; started after ${(settled.waitedMs / 1000).toFixed(1)} s waiting for idle cores)${r.warnings ? `, ${r.warnings} warnings` : ''}`,
    )
  }
  const loadAverage = os.loadavg()[0]
  return {
    date: new Date().toISOString(),
    node: process.version,
    cores: os.availableParallelism?.() ?? os.cpus().length,
    loadAverage,
    runs,
    targetMs: GEDCOM_TARGET_MS,
    exportTargetMs: GEDCOM_EXPORT_TARGET_MS,
    rows,
  }
}

if (process.env.GEDCOM_BENCH_CHILD && process.send) {
  await childMain()
} else if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const sizes = (process.env.BENCH_GEDCOM_SIZES || GEDCOM_SIZES.join(',')).split(',').map(Number)
  await runGedcomImport({ sizes })
}
