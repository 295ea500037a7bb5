// A page load's main-thread tasks read from a Chromium trace by CPU time, and the Total Blocking Time they would give
// on an idle machine: Lighthouse's mobile run multiplies each task it observes by 4 (its CPU slowdown) and counts the
// part over 50 ms of each task after the first contentful paint, but on a loaded machine the observed (wall) times
// stretch with the load while a task's CPU time (the trace's thread duration) does not. With CPU samples in the trace
// (category disabled-by-default-v8.cpu_profiler), each task's samples are also placed in the module they ran in: a
// build made with SITE_NAMED_MODULES=1 names its modules by path (src/plugins/named-modules.js), another build gives
// script names only.

import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/** Events inside a task that say what it did. */
const DETAIL = new Set([
  'EvaluateScript',
  'v8.compile',
  'FunctionCall',
  'TimerFire',
  'FireIdleCallback',
  'FireAnimationFrame',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'MajorGC',
  'MinorGC',
  'EventDispatch',
  'RunMicrotasks',
])

/** The main frame's navigation to the page (not the blank page before it). */
function mainNavigation(events) {
  const nav = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isLoadingMainFrame &&
      /^https?:/.test(e.args.data.documentLoaderURL ?? ''),
  )
  if (!nav) throw new Error('no navigation of the main frame in the trace')
  return nav
}

const path = (url) => (url ? url.replace(/^https?:\/\/[^/]+/, '') : '')

/**
 * The tasks of the page's main thread (the thread of the main frame's first navigation to an http(s) address), with
 * their CPU and wall ms, start after navigation and CPU ms per kind of event inside; the main thread's CPU time; and
 * the estimate: the sum of max(0, 4 × CPU ms − 50) over the tasks from the first one that runs a script file on.
 */
export function readTraceTasks(events, { slowdown = 4 } = {}) {
  const nav = mainNavigation(events)
  const onThread = (e) => e.pid === nav.pid && e.tid === nav.tid
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && onThread(e) && e.ts >= nav.ts)
  const slices = events.filter((e) => e.ph === 'X' && onThread(e) && e.ts >= nav.ts).sort((a, b) => a.ts - b.ts)
  const tasks = []
  for (const e of slices) {
    if (e.name === 'RunTask') {
      tasks.push({
        startMs: (e.ts - nav.ts) / 1000,
        cpuMs: (e.tdur ?? e.dur) / 1000,
        wallMs: e.dur / 1000,
        end: e.ts + e.dur,
        parts: {},
      })
      continue
    }
    const task = tasks[tasks.length - 1]
    if (!task || e.ts >= task.end || !DETAIL.has(e.name)) continue
    const url = path(e.args?.data?.url ?? '')
    const key = url ? `${e.name} ${url}` : e.name
    task.parts[key] = (task.parts[key] ?? 0) + (e.tdur ?? e.dur ?? 0) / 1000
  }
  const fcpMs = fcp ? (fcp.ts - nav.ts) / 1000 : 0
  // Counted from the first task that runs a script file: in Lighthouse's simulated slow 4G the scripts arrive after
  // the first paint, whatever the order observed on a machine that fetches them from localhost.
  const first = tasks.findIndex((t) => Object.keys(t.parts).some((k) => /^EvaluateScript .*\.js$/.test(k)))
  const counted = first < 0 ? tasks.filter((t) => t.startMs >= fcpMs) : tasks.slice(first)
  const blocking = (t) => Math.max(0, slowdown * t.cpuMs - 50)
  return {
    fcpMs,
    cpuMs: tasks.reduce((sum, t) => sum + t.cpuMs, 0),
    cpuTbtMs: counted.reduce((sum, t) => sum + blocking(t), 0),
    tasks: tasks.map(({ end, ...t }) => t),
  }
}

/** For one script of the build: where each named module starts (offsets into the file), in order. */
const moduleMaps = new Map()
function moduleMap(dir, urlPath) {
  const key = `${dir}:${urlPath}`
  if (moduleMaps.has(key)) return moduleMaps.get(key)
  let map = null
  try {
    const text = readFileSync(join(dir, urlPath), 'utf8')
    const lineStarts = [0]
    for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) lineStarts.push(i + 1)
    const starts = []
    // Webpack's module table with named ids: "./src/x.ts":(e,t,n)=>{…} or "./src/x.ts"(e,t,n){…}.
    for (const m of text.matchAll(/"(\.\/[^"]+?)"\s*(?::|\()/g)) starts.push({ at: m.index, name: m[1] })
    map = { lineStarts, starts }
  } catch {
    map = null
  }
  moduleMaps.set(key, map)
  return map
}

/** The module of a function of a built script, by where the function starts; the script's name without modules. */
function placeOf(dir, callFrame) {
  if (!callFrame.url) return callFrame.functionName ? `(${callFrame.functionName.replace(/^\((.*)\)$/, '$1')})` : '?'
  if (!/^https?:/.test(callFrame.url)) return callFrame.url
  const urlPath = new URL(callFrame.url).pathname
  const map = moduleMap(dir, urlPath)
  if (!map || !map.starts.length) return urlPath
  const offset = (map.lineStarts[callFrame.lineNumber] ?? 0) + callFrame.columnNumber
  if (offset < map.starts[0].at) return `${urlPath} (chunk runtime)`
  let lo = 0
  let hi = map.starts.length - 1
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1
    if (map.starts[mid].at <= offset) lo = mid
    else hi = mid - 1
  }
  return map.starts[lo].name
    .replace(/^\.\/node_modules\//, '')
    .replace(/^\.\/packages\/family-chart\/dist\//, 'family-chart dist/')
}

/** The CPU samples of the page's main thread: [{ ts, place }] in trace time. */
function samplesOf(events, pid, tid, dir) {
  const nodes = new Map()
  const samples = []
  const chunks = events.filter((e) => e.name === 'ProfileChunk' && e.pid === pid)
  const profileIds = new Set(
    events.filter((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid).map((e) => e.id),
  )
  let ts = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid)?.args?.data?.startTime ?? 0
  for (const chunk of chunks) {
    if (!profileIds.has(chunk.id)) continue
    const data = chunk.args.data
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node)
    const ids = data.cpuProfile?.samples ?? []
    const deltas = data.timeDeltas ?? []
    for (let i = 0; i < ids.length; i++) {
      ts += deltas[i] ?? 0
      samples.push({ ts, node: ids[i] })
    }
  }
  return samples.map((s) => ({ ts: s.ts, place: placeOf(dir, nodes.get(s.node)?.callFrame ?? {}) }))
}

/**
 * The modules each task's CPU samples fall in, as shares of the task's samples (the five largest), for the tasks of
 * `read` (readTraceTasks) of at least `minCpuMs`; empty when the trace has no samples. `dir`: the build served.
 */
export function placeTaskSamples(events, read, dir, minCpuMs = 8) {
  const nav = mainNavigation(events)
  const samples = samplesOf(events, nav.pid, nav.tid, dir)
  if (!samples.length) return []
  return read.tasks
    .filter((task) => task.cpuMs >= minCpuMs)
    .map((task) => {
      const start = nav.ts + task.startMs * 1000
      const end = start + task.wallMs * 1000
      const counts = new Map()
      let n = 0
      for (const s of samples) {
        if (s.ts < start || s.ts >= end || s.place === '(idle)') continue
        counts.set(s.place, (counts.get(s.place) ?? 0) + 1)
        n++
      }
      const places = [...counts]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([place, c]) => ({ place, share: c / Math.max(1, n) }))
      return { ...task, places }
    })
}
