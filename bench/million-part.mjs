// The "million" part of npm run bench (issue 36): the million-person demo on a data source (million-demo.mjs) and a
// million people handed to createChart in memory, ours and the published package (million-memory.mjs), with the
// issue's targets. Run alone: node bench/run.mjs --only million.
//
//   BENCH_MILLION_STEPS (demo navigation steps, default 1000), BENCH_MILLION_LIBS (in memory, default
//   ours,published), BENCH_MILLION_SIZE (in memory, default 1000000), BENCH_MILLION_TIMEOUT_MS (in memory, one
//   create, default 180000: the published package is given that long and reported as not painting within it),
//   BENCH_MILLION_RUNS (in memory, fresh browsers for ours, default 3: the median is the figure; the published
//   package runs once)
import os from 'node:os'
import { measureMillionDemo } from './million-demo.mjs'
import { measureMillionInMemory } from './million-memory.mjs'

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')

export async function runMillion({ log }) {
  const steps = Number(process.env.BENCH_MILLION_STEPS || 1000)
  const libs = (process.env.BENCH_MILLION_LIBS || 'ours,published').split(',')
  const size = Number(process.env.BENCH_MILLION_SIZE || 1000000)
  const timeoutMs = Number(process.env.BENCH_MILLION_TIMEOUT_MS || 180000)
  const loadAverage = load()
  log(`  demo on a data source: first paint, then ${steps} random steps`)
  const demo = await measureMillionDemo(steps)
  log(
    `  demo: first paint ${demo.firstPaintMs} ms, step after data p95 ${demo.stepAfterDataMs.p95} ms, heap ${demo.heapAfterStepsMb} MB`,
  )
  const runs = Number(process.env.BENCH_MILLION_RUNS || 3)
  const inMemory = []
  for (const lib of libs) {
    const all = []
    for (let run = 0; run < (lib === 'ours' ? runs : 1); run++) {
      log(`  ${size.toLocaleString('en')} people in memory, ${lib} (load average ${load()})`)
      const r = await measureMillionInMemory(lib, size, timeoutMs)
      log(
        `  ${lib}: ${r.skipped ?? `painted in ${Math.round(r.ms)} ms (main thread CPU ${r.threadCpuMs} ms), longest task ${Math.round(r.longestTaskMs)} ms`}`,
      )
      all.push(r)
      if (r.skipped) break
    }
    inMemory.push(medianRun(all))
  }
  return { loadAverage, loadAverageAfter: load(), demo, size, inMemory }
}

const median = (values) => {
  const v = [...values].sort((a, b) => a - b)
  return v.length % 2 ? v[v.length >> 1] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2
}

/** The runs of one library as one: medians of each figure, with every run's first paint kept. */
function medianRun(all) {
  if (all.some((r) => r.skipped)) return all.find((r) => r.skipped)
  const of = (key) => median(all.map((r) => r[key]))
  return {
    ...all[0],
    ms: of('ms'),
    syncMs: of('syncMs'),
    longestTaskMs: of('longestTaskMs'),
    threadCpuMs: of('threadCpuMs'),
    heapMb: of('heapMb'),
    runs: all.map((r) => ({
      ms: Math.round(r.ms),
      longestTaskMs: Math.round(r.longestTaskMs),
      threadCpuMs: r.threadCpuMs,
    })),
  }
}

const met = (v, limit) => (v == null ? '—' : v <= limit ? 'met' : 'not met')

/** Markdown lines for latest.md: the demo, the in-memory runs and the issue's targets. */
export function millionReport(m, table) {
  const ours = m.inMemory.find((r) => r.lib === 'ours')
  const row = (r) => [
    r.lib,
    r.skipped ?? `${Math.round(r.ms)}`,
    r.skipped ? '—' : `${r.threadCpuMs ?? '—'}`,
    r.skipped ? '—' : `${Math.round(r.longestTaskMs)}`,
    r.heapMb == null ? '—' : `${r.heapMb}`,
    r.runs ? r.runs.map((x) => `${x.ms} / ${x.longestTaskMs}`).join(', ') : '1',
  ]
  return [
    `## A million people (load average ${m.loadAverage} before, ${m.loadAverageAfter} after)`,
    '',
    `The demo's worker behind \`setDataSource\` (the published package has no data source): first paint ${m.demo.firstPaintMs} ms (page to paint ${m.demo.pageToPaintMs} ms, worker start ${m.demo.workerStartMs} ms); ${m.demo.steps} random steps, after their data: median ${m.demo.stepAfterDataMs.median} ms, p95 ${m.demo.stepAfterDataMs.p95} ms, max ${m.demo.stepAfterDataMs.max} ms; heap ${m.demo.heapAfterFirstMb} MB after the first paint, ${m.demo.heapAfterStepsMb} MB after the steps.`,
    '',
    `${m.size.toLocaleString('en')} people passed to \`createChart\` (wall ms to the first paint, the main thread's CPU time over it, longest main-thread task, JS heap after GC; medians of fresh browsers, each run's first paint / longest task listed):`,
    '',
    table(
      [
        'library',
        'first paint ms',
        'main thread CPU ms',
        'longest task ms',
        'heap MB',
        'runs (paint / longest task ms)',
      ],
      m.inMemory.map(row),
    ),
    '',
    table(
      ['target', 'measured', ''],
      [
        ['demo first paint ≤ 1 s', `${m.demo.firstPaintMs} ms`, met(m.demo.firstPaintMs, 1000)],
        [
          'demo step after data ≤ 100 ms (p95)',
          `${m.demo.stepAfterDataMs.p95} ms`,
          met(m.demo.stepAfterDataMs.p95, 100),
        ],
        ['demo heap after the steps ≤ 200 MB', `${m.demo.heapAfterStepsMb} MB`, met(m.demo.heapAfterStepsMb, 200)],
        ['in memory: first paint ≤ 3 s', ours?.ms == null ? '—' : `${Math.round(ours.ms)} ms`, met(ours?.ms, 3000)],
        [
          'in memory: no task over 200 ms',
          ours?.longestTaskMs == null ? '—' : `${Math.round(ours.longestTaskMs)} ms`,
          met(ours?.longestTaskMs, 200),
        ],
        ['in memory: heap ≤ 1.5 GB', ours?.heapMb == null ? '—' : `${ours.heapMb} MB`, met(ours?.heapMb, 1536)],
      ],
    ),
  ]
}
