// A CPU profile of the fan chart's first drawing and change of centre (10 generations, 1,023 places) in Chromium:
// the functions with the most self time, for finding what to make faster (the timings themselves: fan-timing.mjs).
//
//   FAN_NO_MINIFY=1 node bench/fan-profile.mjs      FAN_GENERATIONS (default 10), FAN_PROFILE_TOP (default 25)
import { fanPage, launchChromium, pedigreeData } from './fan-support.mjs'

const GENERATIONS = Number(process.env.FAN_GENERATIONS ?? 10)
const TOP = Number(process.env.FAN_PROFILE_TOP ?? 25)
const OPTIONS = { main_id: 'p1', ancestry_depth: GENERATIONS - 1, degrees: 360 }

async function draw(data) {
  const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  const layout = window.f3Fan.fanLayout(data, window.fanOptions)
  window.fanView = window.f3Fan.createFanView({
    group: document.getElementById('fan'),
    overlay: document.getElementById('root'),
  })
  window.fanView.update(layout)
  await frames()
}

async function recentre(data) {
  const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  window.fanView.update(window.f3Fan.fanLayout(data, { ...window.fanOptions, main_id: 'p2' }), { transitionTime: 0 })
  await frames()
}

/** Self ms per function (name, line) over the profile's samples. */
function selfTimes(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const ms = new Map()
  for (let i = 0; i < profile.samples.length; i++) {
    const node = byId.get(profile.samples[i])
    const f = node.callFrame
    const key = `${f.functionName || '(anonymous)'} ${f.url ? 'L' + (f.lineNumber + 1) + ':' + f.columnNumber : ''}`
    ms.set(key, (ms.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000)
  }
  return [...ms].sort((a, b) => b[1] - a[1])
}

/** CPU ms per kind of main-thread event (style, layout, paint, script ...) in a trace, nested events apart. */
function traceTimes(events) {
  const main = events.find(
    (e) => e.name === 'EvaluateScript' || e.name === 'FunctionCall' || e.name === 'v8.callFunction',
  )
  const slices = events.filter((e) => e.ph === 'X' && e.tid === main?.tid && e.pid === main?.pid)
  const ms = new Map()
  for (const e of slices) ms.set(e.name, (ms.get(e.name) ?? 0) + (e.tdur ?? e.dur ?? 0) / 1000)
  return [...ms].sort((a, b) => b[1] - a[1])
}

const data = pedigreeData(GENERATIONS)
const browser = await launchChromium({ width: 1280, height: 800 })
try {
  const page = await fanPage(browser)
  const cdp = await page.createCDPSession()
  await page.evaluate((options) => (window.fanOptions = options), OPTIONS)
  const dataHandle = await page.evaluateHandle((json) => JSON.parse(json), JSON.stringify(data))
  // FAN_WARM=1: draw, change centre and destroy once first, so the profile shows the work with the code compiled.
  if (process.env.FAN_WARM) {
    await page.evaluate(draw, dataHandle)
    await page.evaluate(recentre, dataHandle)
    await page.evaluate(() => window.fanView.destroy())
  }
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
  for (const [name, run] of [
    ['first drawing', draw],
    ['change of centre', recentre],
  ]) {
    if (process.env.FAN_TRACE) {
      await page.tracing.start({ categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8'] })
      await page.evaluate(run, dataHandle)
      const events = JSON.parse(Buffer.from(await page.tracing.stop()).toString('utf8')).traceEvents
      console.log(`\n${name}, trace (CPU ms, nested events counted in each):`)
      for (const [key, t] of traceTimes(events).slice(0, TOP)) console.log(`${t.toFixed(1).padStart(8)}  ${key}`)
      continue
    }
    await cdp.send('Profiler.start')
    await page.evaluate(run, dataHandle)
    const { profile } = await cdp.send('Profiler.stop')
    const rows = selfTimes(profile)
    const total = rows.reduce((sum, [, t]) => sum + t, 0)
    console.log(`\n${name}: ${total.toFixed(1)} ms sampled`)
    for (const [key, t] of rows.slice(0, TOP)) console.log(`${t.toFixed(1).padStart(8)}  ${key}`)
  }
} finally {
  await browser.close()
}
