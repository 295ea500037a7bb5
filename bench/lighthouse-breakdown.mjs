// Where a page's blocking time goes: Lighthouse runs of site builds, alternated, with the long tasks and the time per
// script from each run (prints only; the lighthouse part of run.mjs writes the results).
//
//   node bench/lighthouse-breakdown.mjs [path ...]                  (default: /, the example, the builder)
//   BENCH_BREAKDOWN_BUILDS=build,/tmp/other-build                   builds to alternate (default: build/)
//   BENCH_BREAKDOWN_RUNS=3                                          runs per page and build
//   BENCH_BREAKDOWN_TRACES=dir                                      also writes each run's trace (Chromium JSON)
//   BENCH_BREAKDOWN_SAMPLES=1      CPU samples in the trace: each long task with the modules it ran (module names
//                                  from a build made with SITE_NAMED_MODULES=1); the samples cost a little time
//
// Each run of a page measures every build once, the builds taking turns at going first, so all see the same load.
// Per run it prints the score and TBT; "CPU TBT", the blocking time the run's tasks would give by their CPU time
// (trace-cpu.mjs: what an idle machine would show, read from Lighthouse's own trace); the longest tasks by CPU time
// with what ran in them; and the scripts' main-thread time as Lighthouse attributes it (evaluation, and parse and
// compile). The medians per build come last.

import { mkdirSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { serveBuild } from './lighthouse.mjs'
import { placeTaskSamples, readTraceTasks } from './trace-cpu.mjs'

const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium'
const PAGES = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/examples/v2/1-basic-tree', '/create-tree']
const BUILDS = (process.env.BENCH_BREAKDOWN_BUILDS || 'build').split(',').map((b) => b.trim())
const RUNS = Number(process.env.BENCH_BREAKDOWN_RUNS || 3)
const TRACES = process.env.BENCH_BREAKDOWN_TRACES || null
const SAMPLES = process.env.BENCH_BREAKDOWN_SAMPLES === '1'

const median = (values) => {
  const v = values.filter(Number.isFinite).sort((a, b) => a - b)
  return v.length ? (v.length % 2 ? v[v.length >> 1] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2) : NaN
}
const shortUrl = (url) => (url ? url.replace(/^https?:\/\/[^/]+/, '') : '(no url)')

/** One Lighthouse run: the figures, the long tasks and the scripts' time. */
async function runOnce(url, dir) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-dev-shm-usage'],
  })
  try {
    const { lhr, artifacts } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(SAMPLES ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
    })
    const items = (id) => lhr.audits[id]?.details?.items ?? []
    const trace = artifacts.Trace ?? artifacts.traces?.defaultPass
    const cpu = readTraceTasks(trace.traceEvents)
    return {
      cpuTbt: cpu.cpuTbtMs,
      cpuMs: cpu.cpuMs,
      cpuTasks: SAMPLES
        ? placeTaskSamples(trace.traceEvents, cpu, dir, 8)
        : [...cpu.tasks].sort((a, b) => b.cpuMs - a.cpuMs).slice(0, 6),
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      tbt: lhr.audits['total-blocking-time'].numericValue,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      lcpElement:
        lhr.audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node')?.selector ?? '?',
      tti: lhr.audits.interactive?.numericValue ?? NaN,
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
      longTasks: items('long-tasks').map((t) => ({ url: shortUrl(t.url), start: t.startTime, ms: t.duration })),
      scripts: items('bootup-time').map((s) => ({
        url: shortUrl(s.url),
        total: s.total,
        scripting: s.scripting,
        parse: s.scriptParseCompile,
      })),
      groups: items('mainthread-work-breakdown').map((g) => ({ group: g.groupLabel ?? g.group, ms: g.duration })),
      trace: TRACES ? trace : null,
    }
  } finally {
    await chrome.kill()
  }
}

function printRun(label, r) {
  console.log(
    `  ${label}: score ${r.score}, TBT ${Math.round(r.tbt)} ms, CPU TBT ${Math.round(r.cpuTbt)} ms, ` +
      `main thread CPU ${Math.round(r.cpuMs)} ms, LCP ${Math.round(r.lcp)} ms (${r.lcpElement}), TTI ${Math.round(r.tti)} ms, ` +
      `benchmarkIndex ${Math.round(r.benchmarkIndex)}`,
  )
  for (const t of r.cpuTasks) {
    const parts = Object.entries(t.parts)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([what, ms]) => `${what} ${ms.toFixed(1)}`)
    const places = (t.places ?? []).map(({ place, share }) => `${place} ${Math.round(100 * share)}%`)
    console.log(`      task at ${Math.round(t.startMs)} ms: CPU ${t.cpuMs.toFixed(1)} ms  ${parts.join('; ')}`)
    if (places.length) console.log(`          ${places.join(', ')}`)
  }
  for (const t of r.longTasks.slice(0, 6))
    console.log(`      long task at ${Math.round(t.start)} ms: ${Math.round(t.ms)} ms (simulated)  ${t.url}`)
  for (const s of r.scripts.slice(0, 6))
    console.log(
      `      script ${Math.round(s.total)} ms (eval ${Math.round(s.scripting)}, parse/compile ${Math.round(s.parse)})  ${s.url}`,
    )
  console.log(`      ${r.groups.map((g) => `${g.group} ${Math.round(g.ms)}`).join(', ')}`)
}

const servers = []
try {
  for (const dir of BUILDS) servers.push({ dir, ...(await serveBuild(dir)) })
  if (TRACES) mkdirSync(TRACES, { recursive: true })
  const summary = new Map()
  for (const path of PAGES) {
    console.log(`${path}`)
    for (let run = 0; run < RUNS; run++) {
      // The builds take turns at going first.
      const order = servers.map((_, i) => servers[(i + run) % servers.length])
      for (const server of order) {
        const r = await runOnce(server.url + path, server.dir)
        printRun(`${basename(server.dir)} run ${run + 1}`, r)
        const key = `${path} ${server.dir}`
        summary.set(key, [...(summary.get(key) ?? []), r])
        if (r.trace) {
          const name = `${basename(server.dir)}${path.replace(/\W+/g, '_')}-${run + 1}.json`
          writeFileSync(join(TRACES, name), JSON.stringify(r.trace))
        }
      }
    }
  }
  console.log('\nmedians')
  for (const [key, runs] of summary)
    console.log(
      `  ${key}: score ${median(runs.map((r) => r.score))} (${runs.map((r) => r.score).join('/')}), ` +
        `TBT ${Math.round(median(runs.map((r) => r.tbt)))} ms (${runs.map((r) => Math.round(r.tbt)).join('/')}), ` +
        `CPU TBT ${Math.round(median(runs.map((r) => r.cpuTbt)))} ms (${runs.map((r) => Math.round(r.cpuTbt)).join('/')}), ` +
        `LCP ${Math.round(median(runs.map((r) => r.lcp)))} ms, benchmarkIndex ${Math.round(median(runs.map((r) => r.benchmarkIndex)))}`,
    )
} finally {
  for (const s of servers) await s.close()
}
