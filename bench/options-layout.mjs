// "10,000 people with every option on" (issue 35): calculateTree of ours with the layout options of the next release
// all on, against the same tree with them off, and against the published package where it can run (it has none of
// these options, so it runs the same tree with its defaults).
//
//   node bench/options-layout.mjs       BENCH_OPTIONS_SIZE (default 10000), BENCH_RUNS (minimum timed runs, default 5)
//
// The generated tree (tree-generator.mjs) is given what the options read, deterministically (withOptionData): a death
// date for the older generations (so privacy finds both living and dead people), a marriage date on both spouses
// of every couple, a divorce (marriage_end__ref__, with its date) ending the first marriage of everyone who married
// again, and a step-parent family for the children of a parent who married again (parent families). Each
// case runs in its own worker thread; a run's figures are its wall time and the CPU time of the process during it
// (the main thread waits meanwhile), whose median is steadier than wall time on a machine shared with other work.

import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads'
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import os from 'node:os'
import { ensureTree, TMP_DIR } from './generate-tree.mjs'
import { dirname, join } from 'node:path'

// Not imported from node-layout.mjs: that module starts its own worker code when loaded in a worker thread.
const OURS_ESM = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'packages',
  'family-chart',
  'dist',
  'family-chart.js',
)
/** The same layout options as node-layout.mjs gives both libraries. */
const LAYOUT_OPTIONS = { node_separation: 250, level_separation: 150, single_parent_empty_card: true }
const median = (values) => {
  const v = values.filter(Number.isFinite).sort((a, b) => a - b)
  return v.length ? (v.length % 2 ? v[v.length >> 1] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2) : null
}

/**
 * EVERY OPTION: the layout options of the next release that "every option on" turns on. Add a feature's option here
 * (collapse, relationship highlight ...) and the bench measures it with the others.
 */
export const EVERY_OPTION = {
  // Privacy of living people (Chart.setPrivacy); `now` is set from the tree (see privacyNow) so that the youngest
  // generations count as living and every run finds the same people.
  privacy: { living: true, years: 100 },
  // Spouses by marriage date (Chart.setSortSpousesByMarriageDate).
  sort_spouses_by_marriage_date: true,
  // Parent families are drawn from the data (withOptionData adds step-families); nothing to switch on.
}

const yearOf = (d) => Number(String(d.data.birthday ?? '').slice(0, 4)) || null
/** The generator's dates are centuries old: "now" is 30 years after the latest birth, so people born in the last 100 years before it (about the three youngest generations) are living unless they have a death. */
export function privacyNow(data) {
  return new Date(`${Math.max(...data.map(yearOf).filter(Boolean)) + 30}-01-01`)
}

/** The tree with what the options read; see the header. Deterministic: no random numbers. */
export function withOptionData(source) {
  const data = structuredClone(source)
  const byId = new Map(data.map((d) => [d.id, d]))
  const latest = privacyNow(data).getFullYear() - 30
  for (const d of data) {
    const born = yearOf(d)
    // Everyone born over 70 years before the latest birth has died; half of those born in the 20 years after, too.
    if (born !== null && (born < latest - 90 || (born < latest - 70 && d.id.charCodeAt(d.id.length - 1) % 2)))
      d.data.death = String(born + 70)
    for (const sid of d.rels.spouses ?? []) {
      const other = byId.get(sid)
      const year = Math.max(born ?? 1900, (other && yearOf(other)) ?? 1900) + 22 + ((d.id.length + sid.length) % 9)
      d.data[`marriage_date__ref__${sid}`] = String(year)
      // A person who married again: the first marriage (in data order) ended in divorce, on both spouses' data.
      if (d.rels.spouses.length > 1 && sid === d.rels.spouses[0]) {
        for (const [a, b] of [
          [d, sid],
          [other, d.id],
        ]) {
          if (!a) continue
          a.data[`marriage_end__ref__${b}`] = 'divorced'
          a.data[`marriage_end_date__ref__${b}`] = String(year + 8)
        }
      }
    }
  }
  // A child of a parent with another spouse (not the child's other parent) gets that spouse as a step-parent.
  for (const child of data) {
    const parent = byId.get(child.rels.father) ?? byId.get(child.rels.mother)
    if (!parent) continue
    const other = parent.id === child.rels.father ? child.rels.mother : child.rels.father
    const step = (parent.rels.spouses ?? []).find((s) => s !== other && byId.has(s))
    if (!step) continue
    child.rels.other_parents = [step]
    child.data[`parent_type__ref__${step}`] = 'step'
    byId.get(step).rels.children = [...(byId.get(step).rels.children ?? []), child.id]
  }
  return data
}

async function loadLibrary(lib) {
  if (lib === 'ours') return import(pathToFileURL(OURS_ESM).href)
  return import('family-chart-published')
}

// ---------------------------------------------------------------- worker side
async function workerMain() {
  const { lib, file, mainId, runs, options } = workerData
  const f3 = await loadLibrary(lib)
  const calculateTree = f3.calculateTree ?? f3.default?.calculateTree
  const source = JSON.parse(readFileSync(file, 'utf8'))
  if (options.privacy) options.privacy.now = new Date(options.privacy.now)
  for (let i = 0; i <= runs; i++) {
    const data = structuredClone(source)
    const cpu0 = process.cpuUsage()
    const t0 = performance.now()
    const tree = calculateTree(data, { ...LAYOUT_OPTIONS, ...options, main_id: mainId })
    const ms = performance.now() - t0
    const cpu = process.cpuUsage(cpu0)
    const privateCards = tree.data.filter((d) => d.is_private).length
    parentPort.postMessage({
      type: 'run',
      warmup: i === 0,
      ms,
      cpuMs: (cpu.user + cpu.system) / 1000,
      nodes: tree.data.length,
      privateCards,
    })
  }
  parentPort.postMessage({ type: 'done' })
}

// ---------------------------------------------------------------- main side
function runCase({ lib, file, mainId, runs, options }) {
  return new Promise((resolve) => {
    const worker = new Worker(fileURLToPath(import.meta.url), { workerData: { lib, file, mainId, runs, options } })
    const r = { wallMs: [], cpuMs: [], nodes: null, privateCards: 0 }
    worker.on('message', (msg) => {
      if (msg.type === 'run' && !msg.warmup) {
        r.wallMs.push(msg.ms)
        r.cpuMs.push(msg.cpuMs)
      }
      if (msg.type === 'run') Object.assign(r, { nodes: msg.nodes, privateCards: msg.privateCards })
      if (msg.type === 'error') resolve({ ...r, skipped: `error: ${msg.message.split('\n')[0]}` })
      if (msg.type === 'done') {
        resolve({ ...r, medianWallMs: median(r.wallMs), medianCpuMs: median(r.cpuMs) })
        worker.terminate()
      }
    })
    worker.on('error', (err) => resolve({ ...r, skipped: `error: ${err?.message ?? err}` }))
    worker.on('exit', (code) => {
      if (code !== 0) resolve({ ...r, skipped: `worker exited with code ${code}` })
    })
  })
}

/** The cases, per main person: published (defaults), ours with options off, ours with every option on. */
export async function runOptionsLayout({
  size = Number(process.env.BENCH_OPTIONS_SIZE) || 10000,
  runs = Number(process.env.BENCH_RUNS) || 5,
  log = console.log,
} = {}) {
  const tree = ensureTree(size)
  const file = join(TMP_DIR, `tree-${size}-options.json`)
  const data = withOptionData(tree.data)
  writeFileSync(file, JSON.stringify(data))
  const every = { ...EVERY_OPTION, privacy: { ...EVERY_OPTION.privacy, now: privacyNow(data) } }
  const load = os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')
  const rows = []
  for (const [main, mainId] of [
    ['founder', tree.founderId],
    ['leaf', tree.leafId],
  ]) {
    const row = { size, main, mainId }
    for (const [name, lib, options] of [
      ['published', 'published', {}],
      ['off', 'ours', {}],
      ['every', 'ours', every],
    ]) {
      row[name] = await runCase({ lib, file, mainId, runs, options: structuredClone(options) })
      const c = row[name]
      log(
        `  options ${size} ${main.padEnd(7)} ${name.padEnd(9)} ${c.skipped ?? `CPU ${c.medianCpuMs.toFixed(1)} ms, wall ${c.medianWallMs.toFixed(1)} ms, ${c.nodes} cards, ${c.privateCards} private`}`,
      )
    }
    row.everyOverOff = row.every.medianCpuMs && row.off.medianCpuMs ? row.every.medianCpuMs / row.off.medianCpuMs : null
    row.everyOverPublished =
      row.every.medianCpuMs && row.published.medianCpuMs ? row.every.medianCpuMs / row.published.medianCpuMs : null
    rows.push(row)
  }
  return {
    size,
    runs,
    loadAverage: load,
    loadAverageAfter: os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(' '),
    options: Object.keys(EVERY_OPTION),
    rows,
  }
}

if (!isMainThread) {
  workerMain().catch((err) => {
    parentPort.postMessage({ type: 'error', message: String(err?.stack ?? err) })
    throw err
  })
} else if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const result = await runOptionsLayout()
  console.log(`load average before: ${result.loadAverage}, after: ${result.loadAverageAfter}`)
  console.table(
    result.rows.map((r) => ({
      main: r.main,
      'published CPU ms': r.published.medianCpuMs?.toFixed(1),
      'ours off CPU ms': r.off.medianCpuMs?.toFixed(1),
      'ours every option CPU ms': r.every.medianCpuMs?.toFixed(1),
      'every / off': r.everyOverOff?.toFixed(2),
      'every / published': r.everyOverPublished?.toFixed(2),
    })),
  )
}
