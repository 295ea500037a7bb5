// A CPU profile and a trace of the relatives chart's first drawing of Prince Bernhard's family (662 people) in
// Chromium, the same page as relatives-browser.mjs: the functions with the most self time (mapped to the library's
// sources through dist's source map) and the browser's own work by event, for finding what to make faster (the
// timings themselves: relatives-browser.mjs).
//
//   node bench/relatives-profile.mjs        RELATIVES_PROFILE_TOP (default 30); RELATIVES_TRACE=1 for the trace;
//                                           RELATIVES_WARM=1 for a second drawing; RELATIVES_CALLERS=name for its callers
import { readFileSync } from 'node:fs'
import { SourceMapConsumer } from 'source-map-js'
import { startServer, launch, benchPageHtml, assetPaths } from './browser.mjs'
import { PAGE_SCRIPT, ROYAL, BERNHARD } from './relatives-browser.mjs'

const TOP = Number(process.env.RELATIVES_PROFILE_TOP ?? 30)
const ours = assetPaths().ours.js
const map = new SourceMapConsumer(JSON.parse(readFileSync(`${ours}.map`, 'utf8')))

/** Where a minified position comes from: source file and function name, when the map knows. */
function origin(frame) {
  if (!frame.url.includes('family-chart.min.js'))
    return `${frame.functionName || '(anonymous)'} ${frame.url ? 'other' : ''}`
  const p = map.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber })
  const file = p.source ? p.source.replace(/^.*\/src\//, '') : '?'
  return `${p.name || frame.functionName || '(anonymous)'} ${file}:${p.line}`
}

/** Self ms per function over the profile's samples. */
function selfTimes(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const ms = new Map()
  for (let i = 0; i < profile.samples.length; i++) {
    const key = origin(byId.get(profile.samples[i]).callFrame)
    ms.set(key, (ms.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000)
  }
  return [...ms].sort((a, b) => b[1] - a[1])
}

/** The call paths into the functions whose name contains `name`, with their ms (RELATIVES_CALLERS=name). */
function callers(profile, name) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const parent = new Map()
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
  const ms = new Map()
  for (let i = 0; i < profile.samples.length; i++) {
    const chain = []
    for (let id = profile.samples[i]; id !== undefined; id = parent.get(id)) chain.push(origin(byId.get(id).callFrame))
    const at = chain.findIndex((key) => key.includes(name))
    if (at < 0) continue
    const path = chain.slice(at, at + 8).join(' < ')
    ms.set(path, (ms.get(path) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000)
  }
  for (const [path, t] of [...ms].sort((a, b) => b[1] - a[1]).slice(0, 8))
    console.log(`${t.toFixed(1).padStart(8)}  ${path}`)
}

/** Total ms per function, its callees included (each sample counted once per function on its stack). */
function totalTimes(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const parent = new Map()
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
  const ms = new Map()
  for (let i = 0; i < profile.samples.length; i++) {
    const seen = new Set()
    for (let id = profile.samples[i]; id !== undefined; id = parent.get(id)) seen.add(origin(byId.get(id).callFrame))
    for (const key of seen) ms.set(key, (ms.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000)
  }
  return [...ms].sort((a, b) => b[1] - a[1])
}

/** CPU ms per kind of main-thread event in a trace (nested events counted in each). */
function traceTimes(events) {
  const main = events.find((e) => e.name === 'FunctionCall' || e.name === 'v8.callFunction')
  const ms = new Map()
  for (const e of events)
    if (e.ph === 'X' && e.tid === main?.tid && e.pid === main?.pid)
      ms.set(e.name, (ms.get(e.name) ?? 0) + (e.tdur ?? e.dur ?? 0) / 1000)
  return [...ms].sort((a, b) => b[1] - a[1])
}

const routes = {
  '/relatives': { body: () => benchPageHtml('ours', 'relatives profile', '/relatives.js'), type: 'text/html' },
  '/relatives.js': { body: () => PAGE_SCRIPT, type: 'text/javascript' },
  '/data/royal.json': { file: ROYAL },
}
const { server, base } = await startServer({ routes })
const browser = await launch()
try {
  const page = await browser.newPage()
  await page.goto(`${base}/relatives`)
  await page.evaluate((url) => window.bench.load(url), '/data/royal.json')
  const cdp = await page.createCDPSession()
  // RELATIVES_WARM=1: the profile is of his wife made main after a first drawing (the code compiled).
  const first = () => page.evaluate((id) => window.bench.draw(id, 'label'), BERNHARD)
  if (process.env.RELATIVES_WARM) await first()
  const draw = process.env.RELATIVES_WARM ? () => page.evaluate(() => window.bench.remain('Q154946')) : first
  if (process.env.RELATIVES_TRACE) {
    await page.tracing.start({
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8',
        'disabled-by-default-v8.compile',
      ],
    })
    const { ms } = await draw()
    const events = JSON.parse(Buffer.from(await page.tracing.stop()).toString('utf8')).traceEvents
    console.log(`first drawing ${ms.toFixed(1)} ms wall; trace (CPU ms, nested events counted in each):`)
    for (const [key, t] of traceTimes(events).slice(0, TOP)) console.log(`${t.toFixed(1).padStart(8)}  ${key}`)
    console.log('style and layout passes over 2 ms (CPU ms, forced by):')
    for (const e of events)
      if ((e.name === 'Layout' || e.name === 'UpdateLayoutTree') && (e.tdur ?? e.dur) > 2000) {
        const stack = e.args?.beginData?.stackTrace ?? []
        console.log(
          `${((e.tdur ?? e.dur) / 1000).toFixed(1).padStart(8)}  ${e.name} ${stack.slice(0, 3).map(origin).join(' < ')}`,
        )
      }
  } else {
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
    await cdp.send('Profiler.start')
    const { ms } = await draw()
    const { profile } = await cdp.send('Profiler.stop')
    const rows = selfTimes(profile).filter(([key]) => !key.startsWith('(idle)'))
    const total = rows.reduce((sum, [, t]) => sum + t, 0)
    console.log(`first drawing ${ms.toFixed(1)} ms wall, ${total.toFixed(1)} ms sampled (idle left out)`)
    for (const [key, t] of rows.slice(0, TOP)) console.log(`${t.toFixed(1).padStart(8)}  ${key}`)
    const byFile = new Map()
    for (const [key, t] of rows) {
      const file = key.split(' ')[1]?.replace(/:\d+$/, '') || key
      byFile.set(file, (byFile.get(file) ?? 0) + t)
    }
    console.log('by source file:')
    for (const [file, t] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, TOP))
      console.log(`${t.toFixed(1).padStart(8)}  ${file}`)
    console.log('total, callees included:')
    for (const [key, t] of totalTimes(profile).slice(0, TOP * 2)) console.log(`${t.toFixed(1).padStart(8)}  ${key}`)
    if (process.env.RELATIVES_CALLERS) callers(profile, process.env.RELATIVES_CALLERS)
  }
} finally {
  await browser.close()
  server.close()
}
