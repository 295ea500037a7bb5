// "10,000 people with every option on" in Chromium (issue 35): the chart drawn with its default options and with every
// genealogist option on, against the published package with its defaults, in the same run and alternately.
//
//   node bench/options-browser.mjs    BENCH_OPTIONS_SIZE (default 10000), BENCH_OPTIONS_BROWSER_RUNS (default 3),
//                                     BENCH_OPTIONS_PUBLISHED_RUNS (default 1), BENCH_OPTIONS_CASES (default
//                                     published,off,every),
//                                     BENCH_OPTIONS_PROFILE=<dir> (writes a CDP CPU profile per case, operation and run there),
//                                     BENCH_BROWSER_TIMEOUT_MS (one operation, default 120000), CHROMIUM
//
// Cases, each run in a fresh browser, in the order published → off → every, repeated per run (A/B/C alternating):
//   published  the published package (0.9.0), generated tree, its defaults
//   off        ours, the same generated tree, its defaults
//   every      ours, the tree with what the options read (options-layout.mjs withOptionData: death dates, marriage
//              dates, ended marriages, step-parent families as rels.other_parents) and every option on: fold controls
//              (setCollapsible), privacy of the living (setPrivacy), spouses by marriage date
//              (setSortSpousesByMarriageDate); then the relationship highlight (showRelationship).
// Per case: first paint (createChart → updateTree({ initial: true }) → afterUpdate → two frames), a change of main
// person to the leaf and back to the founder (updateMainId + updateTree, same wait), and for ours the relationship
// between the leaf and the person farthest from them by parent/child steps (showRelationship → its redraw, if it
// makes one → two frames). Every view is placed with tree_position 'main_to_middle' at scale 1, so cards are drawn
// (at 'fit' our library draws the founder's 5,000-card view as an overview without cards, and the options' card
// parts would not be measured). Figures per operation: wall time in the page, the renderer main thread's task time
// (CDP Performance.getMetrics TaskDuration: wall time of its tasks) and its CPU time (ThreadTime), before and after
// the operation. The ratios are of CPU time: on a loaded machine the main thread gets a fraction of a core, which
// stretches wall and task time (a 300 ms busy loop had 90 ms ThreadTime at load average 14 on 2 cores).

import os from 'node:os'
import { writeFileSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { launch, startServer } from './browser.mjs'
import { ensureTree, treePath, TMP_DIR } from './generate-tree.mjs'
import { median } from './node-layout.mjs'
import { EVERY_OPTION, privacyNow, withOptionData } from './options-layout.mjs'
import { PAGE_HTML, PAGE_SCRIPT } from './options-page.mjs'

export const OPERATIONS = [
  ['create', 'first paint (founder)'],
  ['toLeaf', 'main person → leaf'],
  ['toFounder', 'main person → founder'],
  ['relationship', 'showRelationship(leaf, near)'],
  ['relationshipFar', 'showRelationship(leaf, farthest)'],
]
/** The near relative of the relationship figure is the farthest person within this many parent/child steps. */
export const NEAR_STEPS = 8
const loadAverage = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')

/**
 * The person farthest from `fromId` by parent/child steps (father, mother, children; the first found on ties), within
 * `maxSteps`: a blood relative, found through their common ancestors.
 */
export function farthestRelative(data, fromId, maxSteps = Infinity) {
  const byId = new Map(data.map((d) => [d.id, d]))
  const seen = new Map([[fromId, 0]])
  let queue = [fromId]
  let last = fromId
  while (queue.length && seen.get(queue[0]) < maxSteps) {
    const next = []
    for (const id of queue) {
      const r = byId.get(id)?.rels ?? {}
      for (const n of [r.father, r.mother, ...(r.children ?? [])]) {
        if (!n || seen.has(n) || !byId.has(n)) continue
        seen.set(n, seen.get(id) + 1)
        next.push(n)
      }
    }
    if (next.length) last = next[0]
    queue = next
  }
  return { id: last, steps: seen.get(last) }
}

/** One case in a fresh browser; returns per-operation { ms, taskMs } and what was drawn. */
async function runCase({ base, name, lib, dataPath, options, ids, timeoutMs, profileDir, runIndex }) {
  const browser = await launch()
  const r = { name, lib, errors: [] }
  try {
    const page = await browser.newPage()
    page.on('pageerror', (err) => r.errors.push(String(err?.message ?? err).slice(0, 300)))
    const cdp = await page.createCDPSession()
    await cdp.send('Performance.enable')
    // TaskDuration: wall time of the main thread's tasks; ThreadTime: CPU time of the renderer main thread.
    const metrics = async () => {
      const m = (await cdp.send('Performance.getMetrics')).metrics
      return ['TaskDuration', 'ThreadTime'].map((name) => m.find((x) => x.name === name)?.value ?? NaN)
    }
    await page.goto(`${base}/options?lib=${lib}`, { waitUntil: 'load' })
    await page.evaluate((p) => window.bench.load(p), dataPath)
    if (profileDir) {
      await cdp.send('Profiler.enable')
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
      mkdirSync(profileDir, { recursive: true })
    }
    const timed = async (op, fn, ...args) => {
      if (profileDir) await cdp.send('Profiler.start')
      const [task0, cpu0] = await metrics()
      const out = await Promise.race([
        page.evaluate(fn, ...args),
        new Promise((_, reject) => setTimeout(() => reject(new Error(`${op}: over ${timeoutMs} ms`)), timeoutMs)),
      ])
      const [task1, cpu1] = await metrics()
      r[op] = { ...out, taskMs: (task1 - task0) * 1000, cpuMs: (cpu1 - cpu0) * 1000 }
      if (!profileDir) return
      const { profile } = await cdp.send('Profiler.stop')
      writeFileSync(join(profileDir, `${name}-${op}-${runIndex + 1}.cpuprofile`), JSON.stringify(profile))
    }
    await timed('create', (id, o) => window.bench.create(id, o), ids.founder, options)
    r.drawnAtFounder = await page.evaluate(() => window.bench.drawn())
    await timed('toLeaf', (id) => window.bench.switchMain(id), ids.leaf)
    r.drawnAtLeaf = await page.evaluate(() => window.bench.drawn())
    await timed('toFounder', (id) => window.bench.switchMain(id), ids.founder)
    if (lib === 'ours') {
      await timed('relationship', (a, b) => window.bench.relationship(a, b), ids.leaf, ids.near)
      r.drawnWithRelationship = await page.evaluate(() => window.bench.drawn())
      await timed('relationshipFar', (a, b) => window.bench.relationship(a, b), ids.leaf, ids.far)
      r.drawnWithRelationshipFar = await page.evaluate(() => window.bench.drawn())
    }
  } catch (err) {
    r.skipped = `error: ${String(err?.message ?? err).slice(0, 300)}`
  } finally {
    await browser.close().catch(() => browser.process()?.kill('SIGKILL'))
  }
  return r
}

function summarize(runs) {
  const out = { runs: runs.length, skipped: runs.find((r) => r.skipped)?.skipped ?? null }
  for (const [op] of OPERATIONS) {
    const done = runs.filter((r) => r[op])
    if (!done.length) continue
    out[op] = Object.fromEntries(['ms', 'taskMs', 'cpuMs'].map((k) => [k, median(done.map((r) => r[op][k]))]))
  }
  const last = runs.findLast((r) => r.drawnAtLeaf) ?? {}
  Object.assign(out, {
    drawnAtFounder: last.drawnAtFounder,
    drawnAtLeaf: last.drawnAtLeaf,
    drawnWithRelationship: last.drawnWithRelationship,
    drawnWithRelationshipFar: last.drawnWithRelationshipFar,
  })
  for (const op of ['relationship', 'relationshipFar']) {
    if (!last[op]) continue
    const { label, pathLength, relayout } = last[op]
    out[`${op}Shown`] = { label, pathLength, relayout }
  }
  return out
}

const ratio = (a, b) => (a != null && b ? a / b : null)

/** every / off and every / published (and off / published), per operation, of the main thread's CPU time (and wall). */
function ratiosOf(cases) {
  const out = {}
  for (const [op] of OPERATIONS) {
    const [p, off, every] = ['published', 'off', 'every'].map((c) => cases[c]?.[op])
    out[op] = {
      everyOverOff: ratio(every?.cpuMs, off?.cpuMs),
      everyOverOffWall: ratio(every?.ms, off?.ms),
      everyOverPublished: ratio(every?.cpuMs, p?.cpuMs),
      offOverPublished: ratio(off?.cpuMs, p?.cpuMs),
    }
  }
  return out
}

export async function runOptionsBrowser({
  size = Number(process.env.BENCH_OPTIONS_SIZE) || 10000,
  runs = Number(process.env.BENCH_OPTIONS_BROWSER_RUNS) || 3,
  // The published package takes 4 s (quiet machine) to 40 s (loaded) per create at 10,000 people: one run by default.
  publishedRuns = Number(process.env.BENCH_OPTIONS_PUBLISHED_RUNS) || 1,
  only = (process.env.BENCH_OPTIONS_CASES || 'published,off,every').split(','),
  timeoutMs = Number(process.env.BENCH_BROWSER_TIMEOUT_MS) || 120_000,
  profileDir = process.env.BENCH_OPTIONS_PROFILE || null,
  log = console.log,
} = {}) {
  const tree = ensureTree(size)
  const optionData = withOptionData(tree.data)
  const optionFile = join(TMP_DIR, `tree-${size}-options.json`)
  writeFileSync(optionFile, JSON.stringify(optionData))
  const near = farthestRelative(tree.data, tree.leafId, NEAR_STEPS)
  const far = farthestRelative(tree.data, tree.leafId)
  const ids = { founder: tree.founderId, leaf: tree.leafId, near: near.id, far: far.id }
  const every = {
    collapsible: true,
    privacy: { ...EVERY_OPTION.privacy, now: privacyNow(optionData).toISOString() },
    sortSpousesByMarriageDate: EVERY_OPTION.sort_spouses_by_marriage_date,
  }
  const cases = [
    ['published', 'published', '/data/options-plain.json', {}],
    ['off', 'ours', '/data/options-plain.json', {}],
    ['every', 'ours', '/data/options-every.json', every],
    // Not run by default (BENCH_OPTIONS_CASES): the option data alone, then each option alone on it, to tell which
    // part of "every" costs what.
    ['data', 'ours', '/data/options-every.json', {}],
    ['collapsible', 'ours', '/data/options-every.json', { collapsible: true }],
    ['privacy', 'ours', '/data/options-every.json', { privacy: every.privacy }],
    ['sort', 'ours', '/data/options-every.json', { sortSpousesByMarriageDate: true }],
  ]
  const { server, base } = await startServer({
    routes: {
      '/options': { body: (url) => PAGE_HTML(url.searchParams.get('lib')), type: 'text/html' },
      '/options-page.js': { body: () => PAGE_SCRIPT, type: 'text/javascript' },
      '/data/options-plain.json': { file: treePath(size) },
      '/data/options-every.json': { file: optionFile },
    },
  })
  const loadBefore = loadAverage()
  const all = Object.fromEntries(cases.filter(([name]) => only.includes(name)).map(([name]) => [name, []]))
  try {
    for (let i = 0; i < runs; i++) {
      for (const [name, lib, dataPath, options] of cases) {
        if (!only.includes(name) || (name === 'published' && i >= publishedRuns)) continue
        const r = await runCase({ base, name, lib, dataPath, options, ids, timeoutMs, profileDir, runIndex: i })
        all[name].push(r)
        const fig = (op) => r[op] && `${op} ${r[op].ms.toFixed(0)} ms (CPU ${r[op].cpuMs.toFixed(0)})`
        log(
          `  options browser ${size} ${name.padEnd(9)} run ${i + 1}/${runs}: ` +
            [...OPERATIONS.map(([op]) => fig(op)), r.skipped, r.errors[0] && `page error: ${r.errors[0]}`]
              .filter(Boolean)
              .join(', '),
        )
      }
    }
  } finally {
    server.close()
  }
  const summary = Object.fromEntries(Object.entries(all).map(([name, rs]) => [name, summarize(rs)]))
  return {
    size,
    runs,
    loadAverage: loadBefore,
    loadAverageAfter: loadAverage(),
    ids: { ...ids, nearSteps: near.steps, farSteps: far.steps },
    options: Object.keys(every),
    cases: summary,
    ratios: ratiosOf(summary),
    details: all,
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const result = await runOptionsBrowser()
  console.log(`load average before: ${result.loadAverage}, after: ${result.loadAverageAfter}`)
  console.table(
    OPERATIONS.map(([op, label]) => ({
      operation: label,
      ...Object.fromEntries(
        Object.entries(result.cases).map(([name, c]) => [`${name} CPU ms`, c[op]?.cpuMs?.toFixed(0)]),
      ),
      'every / off': result.ratios[op].everyOverOff?.toFixed(2),
      'every / off (wall)': result.ratios[op].everyOverOffWall?.toFixed(2),
      'every / published': result.ratios[op].everyOverPublished?.toFixed(2),
    })),
  )
  if (process.env.BENCH_OPTIONS_JSON) writeFileSync(process.env.BENCH_OPTIONS_JSON, JSON.stringify(result, null, 2))
}
