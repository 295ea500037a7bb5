// The chart in Chromium (puppeteer-core, system Chromium): ours (dist/family-chart.min.js, global f3) vs the
// published package (family-chart-published/dist/family-chart.min.js), both on global d3 7 from node_modules.
//
//   node bench/browser.mjs     BENCH_SIZES (default 1000,5000,10000,50000,100000), BENCH_BROWSER_RUNS (default 3; 1 from 50k),
//                              BENCH_BROWSER_TIMEOUT_MS (one create / switch, default 120000),
//                              BENCH_STEP_TIMEOUT_MS (one pan / zoom step, default 15000), CHROMIUM (default /usr/bin/chromium),
//                              BENCH_BROWSER_LIBS (default ours,published; "ours" for a quick look at this library alone)
//
// Per library, size and run, in a fresh browser:
//   create    createChart → setTransitionTime(0) → setCardHtml → setAfterUpdate → updateMainId(founder) →
//             updateTree({initial:true}), then, once afterUpdate ran (ours lays big trees out over several tasks),
//             two requestAnimationFrame and one task (so the second frame's rendering is done). Wall time.
//   pan/zoom  the view is first brought to scale 1 around a dense part of the tree with the mouse only (a wheel
//             event at that person's card, then a drag from a spot off the cards); then 60 drag steps of
//             (-15, -5) px with the mouse button down, then 60 wheel steps at the viewport centre (30 out, 30 back
//             in; deltaY ±60 px, i.e. ×0.92 per step with d3-zoom's default wheel delta). Per step: main-thread task
//             time (CDP Performance.getMetrics TaskDuration) from before the input event until two frames later.
//   switch    updateMainId(leaf) + updateTree() and back to the founder, each followed by afterUpdate and two frames.
//   long tasks  the longest main-thread task (PerformanceObserver 'longtask', tasks over 50 ms) of the create and
//             of the two switches.
//   DOM / heap  document.getElementsByTagName('*').length once the founder view has been drawn (before any
//             interaction) and again after pan/zoom; JSHeapUsedSize after a forced GC at the end of the run, when the
//             founder view is drawn again. The forced GC (DevTools' HeapProfiler.collectGarbage) is a memory-reducing
//             GC: it leaves V8 a heap limit just above what is alive, so the next big burst of allocation starts a
//             major GC. Taken between the create and the switches, it put a major GC (~55 ms for ours at 100k) into
//             the timed switch that no page gets; at the end of the run it times nothing.
// A step that exceeds its timeout kills that browser; the rest of that run is recorded as skipped.

import http from 'node:http'
import { readFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, extname } from 'node:path'
import { fileURLToPath } from 'node:url'
import puppeteer from 'puppeteer-core'
import { ensureTree, treePath, DEFAULT_SIZES } from './generate-tree.mjs'
import { median, OURS_ESM, LAYOUT_OPTIONS } from './node-layout.mjs'
import { pathToFileURL } from 'node:url'

const HERE = dirname(fileURLToPath(import.meta.url))
const ROOT = join(HERE, '..')
const require = createRequire(import.meta.url)

export const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium'
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
const VIEWPORT = { width: 1280, height: 800 }
const PAN_STEP = { dx: -15, dy: -5 }
const WHEEL_STEP = 60
const STEPS = 60

function publishedDist() {
  // The package's exports map does not expose package.json; its CommonJS entry lives in dist/.
  return dirname(require.resolve('family-chart-published'))
}

export function assetPaths() {
  const pub = publishedDist()
  // BENCH_OURS_DIST: another build of ours (a copy of main's dist/, for before/after runs in alternation).
  const dist = process.env.BENCH_OURS_DIST || join(ROOT, 'packages', 'family-chart', 'dist')
  return {
    d3: join(ROOT, 'node_modules', 'd3', 'dist', 'd3.min.js'),
    ours: {
      js: join(dist, 'family-chart.min.js'),
      css: join(dist, 'styles', 'family-chart.css'),
      exporter: join(dist, 'family-chart-export.min.js'),
    },
    published: {
      js: join(pub, 'family-chart.min.js'),
      css: join(pub, 'styles', 'family-chart.css'),
    },
  }
}

// ---------------------------------------------------------------- the page
/** A full-window chart page with d3, one library (`lib`: ours or published, as startServer serves them) and a script. */
export const benchPageHtml = (lib, title, script) => `<!doctype html>
<html><head><meta charset="utf-8"><title>${title}</title>
<link rel="stylesheet" href="/lib/${lib}/family-chart.css">
<style>
  html, body { margin: 0; padding: 0; height: 100%; overflow: hidden; }
  #FamilyChart { width: 100vw; height: 100vh; background-color: rgb(33, 33, 33); color: #fff; }
</style></head>
<body><div id="FamilyChart" class="f3"></div>
<script src="/d3.min.js"></script>
<script src="/lib/${lib}/family-chart.min.js"></script>
<script src="${script}"></script>
</body></html>`
const PAGE_HTML = (lib) => benchPageHtml(lib, `family-chart bench (${lib})`, '/bench-page.js')

// Runs in the page. Only the libraries' public API is used: createChart, setTransitionTime, setCardXSpacing,
// setCardYSpacing, setCardHtml, setCardDisplay, setAfterUpdate, updateMainId, updateTree, store.getTree.
const PAGE_SCRIPT = `(() => {
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()))
  const task = () => new Promise((resolve) => { const ch = new MessageChannel(); ch.port1.onmessage = () => resolve(); ch.port2.postMessage(0) })
  async function twoFrames() { await frame(); await frame(); await task() }
  // Main-thread tasks over 50 ms (the Long Tasks API), collected per operation below.
  const longTasks = []
  try { new PerformanceObserver((list) => { for (const e of list.getEntries()) longTasks.push(e.duration) }).observe({ type: 'longtask' }) } catch {}
  // The long tasks since the last call: the observer reports a task after it ends, so one more task goes first.
  async function takeLongTasks() { await task(); const all = longTasks.splice(0); return { longestTaskMs: all.length ? Math.max(...all) : 0, longTasks: all.length } }
  let chart = null
  let data = null
  // Resolves at the chart's next afterUpdate: a big tree may be laid out over several tasks after updateTree returns.
  let onDrawn = null
  const nextDraw = () => new Promise((resolve) => { onDrawn = resolve })
  const drawn = () => { const r = onDrawn; onDrawn = null; if (r) r() }
  function zoomElement() {
    const root = document.getElementById('FamilyChart')
    if (root.__zoom) return root
    for (const el of root.getElementsByTagName('*')) if (el.__zoom) return el
    return null
  }
  function transform() {
    const el = zoomElement()
    return el ? d3.zoomTransform(el) : d3.zoomIdentity
  }
  window.bench = {
    twoFrames,
    async load(size) {
      const res = await fetch('/data/tree-' + size + '.json')
      data = await res.json()
      return data.length
    },
    async create(mainId) {
      await takeLongTasks()
      const t0 = performance.now()
      chart = f3.createChart('#FamilyChart', data)
      chart.setTransitionTime(0).setCardXSpacing(250).setCardYSpacing(150)
      chart.setCardHtml().setCardDisplay([['first name', 'last name'], ['birthday']])
      chart.setAfterUpdate(drawn)
      chart.updateMainId(mainId)
      const draw = nextDraw()
      chart.updateTree({ initial: true })
      const t1 = performance.now()
      await draw
      await twoFrames()
      const t2 = performance.now()
      data = null
      return { ms: t2 - t0, syncMs: t1 - t0, ...(await takeLongTasks()) }
    },
    async switchMain(id) {
      await takeLongTasks()
      const t0 = performance.now()
      chart.updateMainId(id)
      const draw = nextDraw()
      chart.updateTree({})
      const t1 = performance.now()
      await draw
      await twoFrames()
      const t2 = performance.now()
      return { ms: t2 - t0, syncMs: t1 - t0, ...(await takeLongTasks()) }
    },
    domCount() { return document.getElementsByTagName('*').length },
    /** The chart itself, for bench/export-svg.mjs. */
    chart() { return chart },
    /** Zoom state, size of the drawn tree and the screen position of a point in tree coordinates. */
    view(point) {
      const t = transform()
      const el = zoomElement()
      const rect = (el || document.getElementById('FamilyChart')).getBoundingClientRect()
      const tree = chart.store.getTree()
      const out = { k: t.k, x: t.x, y: t.y, treeNodes: tree.data.length }
      if (point) { out.sx = rect.left + t.applyX(point[0]); out.sy = rect.top + t.applyY(point[1]) }
      return out
    },
    /** Tree coordinates of a person's (first) card, or null. */
    pointOf(id) {
      const d = chart.store.getTree().data.find((n) => n.data.id === id)
      return d ? [d.x, d.y] : null
    },
    /**
     * The densest part of the drawn tree: the centre of the cards in the fullest viewport-sized cell of a grid laid
     * over the tree at scale 1. Panning and zooming are measured there, where cards are on screen.
     */
    densePoint(cellW, cellH) {
      const cells = new Map()
      for (const d of chart.store.getTree().data) {
        const key = Math.floor(d.x / cellW) + ',' + Math.floor(d.y / cellH)
        const c = cells.get(key) || { n: 0, sx: 0, sy: 0 }
        c.n++; c.sx += d.x; c.sy += d.y
        cells.set(key, c)
      }
      let best = null
      for (const c of cells.values()) if (!best || c.n > best.n) best = c
      return { point: [best.sx / best.n, best.sy / best.n], cards: best.n }
    },
    /** A point near (x, y) whose element is not part of a card, so a drag starting there cannot click a card. */
    freePoint(x, y) {
      for (let r = 0; r < 400; r += 10) {
        for (const [dx, dy] of [[0, 0], [-r, 0], [r, 0], [0, -r], [0, r], [-r, -r], [r, r], [-r, r], [r, -r]]) {
          const el = document.elementFromPoint(x + dx, y + dy)
          if (el && !el.closest('.card_cont, .card') && el.closest('#FamilyChart')) return [x + dx, y + dy]
        }
      }
      return [x, y]
    },
    /**
     * Cards whose centre lies in the viewport: expected from the layout (tree.data through the zoom transform)
     * and present in the DOM (visible card elements). present < expected means cards are missing on screen.
     * Zoomed far out, our library draws big trees as an overview (level of detail): each card is a rectangle in
     * one of a few paths (path.f3-overview-cards: per card a move to the left end of the line through its middle,
     * 'M x y' for the first card, 'm dx dy' from the end of the last one after it, then 'h w'; the line is stroked as
     * wide as the card is high). Those rectangles are counted as present when their centre, mapped to the screen
     * through the path's own transform, lies in the viewport.
     */
    cardsInView() {
      const t = transform()
      const el = zoomElement()
      const rect = (el || document.getElementById('FamilyChart')).getBoundingClientRect()
      const vw = innerWidth, vh = innerHeight
      const inside = (x, y) => x >= 0 && y >= 0 && x <= vw && y <= vh
      let expected = 0
      for (const d of chart.store.getTree().data) if (inside(rect.left + t.applyX(d.x), rect.top + t.applyY(d.y))) expected++
      const cards = document.querySelectorAll('#FamilyChart .card_cont')
      let present = 0, transparent = 0
      for (const c of cards) {
        const box = (c.querySelector('.card') || c).getBoundingClientRect()
        if (!box.width || !box.height) continue
        if (!inside(box.left + box.width / 2, box.top + box.height / 2)) continue
        if (getComputedStyle(c).opacity === '0') transparent++
        else present++
      }
      let overview = 0
      const ov = document.querySelector('#FamilyChart .f3-overview')
      if (ov && getComputedStyle(ov).display !== 'none') {
        const ctm = ov.getScreenCTM()
        for (const p of ov.querySelectorAll('path.f3-overview-cards')) {
          let x = 0, y = 0
          for (const m of (p.getAttribute('d') || '').matchAll(/([Mm])(-?[0-9.]+) (-?[0-9.]+)h(-?[0-9.]+)/g)) {
            x = m[1] === 'M' ? +m[2] : x + +m[2]
            y = m[1] === 'M' ? +m[3] : y + +m[3]
            const c = new DOMPoint(x + +m[4] / 2, y).matrixTransform(ctm)
            if (inside(c.x, c.y)) overview++
            x += +m[4]
          }
        }
      }
      return { expected, present: present + overview, transparent, inDom: cards.length, overview }
    },
  }
})()`

// ---------------------------------------------------------------- static server
const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.html': 'text/html' }

/** `routes`: extra pages and files by path, `{ file }` or `{ body: (url) => text, type }` (options-browser.mjs). */
export function startServer({ routes = {} } = {}) {
  const assets = assetPaths()
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url, 'http://localhost')
    const send = (status, body, type = 'text/plain') => {
      res.writeHead(status, { 'content-type': type + '; charset=utf-8', 'cache-control': 'no-store' })
      res.end(body)
    }
    try {
      if (url.pathname === '/') {
        const lib = url.searchParams.get('lib') === 'published' ? 'published' : 'ours'
        return send(200, PAGE_HTML(lib), 'text/html')
      }
      if (url.pathname === '/bench-page.js') return send(200, PAGE_SCRIPT, 'text/javascript')
      const route = routes[url.pathname]
      if (route?.body) return send(200, route.body(url), route.type)
      if (url.pathname === '/favicon.ico') return send(204, '')
      let file = route?.file ?? null
      if (url.pathname === '/d3.min.js') file = assets.d3
      const lib = url.pathname.match(/^\/lib\/(ours|published)\/family-chart\.(min\.js|css)$/)
      if (lib) file = assets[lib[1]][lib[2] === 'css' ? 'css' : 'js']
      // Our script-tag bundle loads its exporter from beside itself (bench/export-svg.mjs).
      if (url.pathname === '/lib/ours/family-chart-export.min.js') file = assets.ours.exporter
      const data = url.pathname.match(/^\/data\/tree-(\d+)\.json$/)
      if (data) file = treePath(Number(data[1]))
      if (!file || !existsSync(file)) return send(404, 'not found')
      return send(200, await readFile(file), TYPES[extname(file)] || 'application/octet-stream')
    } catch (err) {
      send(500, String(err))
    }
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, base: `http://127.0.0.1:${server.address().port}` })),
  )
}

// ---------------------------------------------------------------- helpers
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

class Timeout extends Error {}
function withTimeout(promise, ms, what) {
  let timer
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Timeout(`${what}: skipped (>${Math.round(ms / 1000)}s)`)), ms)
    }),
  ])
}

export async function launch() {
  return puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [...CHROMIUM_FLAGS, `--window-size=${VIEWPORT.width},${VIEWPORT.height}`],
    defaultViewport: VIEWPORT,
    protocolTimeout: 30 * 60_000,
  })
}

export async function chromiumVersion() {
  const browser = await launch()
  try {
    return await browser.version()
  } finally {
    await browser.close()
  }
}

/**
 * The person both libraries centre on before pan and zoom: the card nearest the middle of the fullest
 * viewport-sized cell of the founder view, computed once in Node (our calculateTree, the published one as a
 * fallback), so both pages look at the same people.
 */
async function focusPersonId(tree) {
  for (const load of [() => import(pathToFileURL(OURS_ESM).href), () => import('family-chart-published')]) {
    try {
      const f3 = await load()
      const nodes = f3.calculateTree(structuredClone(tree.data), { ...LAYOUT_OPTIONS, main_id: tree.founderId }).data
      const cells = new Map()
      for (const d of nodes) {
        const key = Math.floor(d.x / VIEWPORT.width) + ',' + Math.floor(d.y / VIEWPORT.height)
        if (!cells.has(key)) cells.set(key, [])
        cells.get(key).push(d)
      }
      let best = null
      for (const c of cells.values()) if (!best || c.length > best.length) best = c
      const cx = best.reduce((a, d) => a + d.x, 0) / best.length
      const cy = best.reduce((a, d) => a + d.y, 0) / best.length
      best.sort((a, b) => Math.hypot(a.x - cx, a.y - cy) - Math.hypot(b.x - cx, b.y - cy))
      return best[0].data.id
    } catch {}
  }
  return null
}

// ---------------------------------------------------------------- one run
async function runOnce({ base, lib, tree, timeoutMs, stepTimeoutMs, log }) {
  const r = { lib, size: tree.size, errors: [], warnings: [] }
  const browser = await launch()
  let killed = false
  const kill = () => {
    killed = true
    try {
      browser.process()?.kill('SIGKILL')
    } catch {}
  }
  try {
    const page = await browser.newPage()
    page.on('pageerror', (err) => r.errors.push(String(err?.message ?? err).slice(0, 500)))
    page.on('console', (msg) => {
      const type = msg.type()
      if (type === 'error') r.errors.push(msg.text().slice(0, 500))
      else if (type === 'warn' || type === 'warning') r.warnings.push(msg.text().slice(0, 500))
    })
    const cdp = await page.createCDPSession()
    await cdp.send('Performance.enable')
    const metric = async (name) =>
      (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === name)?.value ?? null
    const heapMB = async () => {
      await cdp.send('HeapProfiler.collectGarbage')
      return (await metric('JSHeapUsedSize')) / 1048576
    }
    const step = (fn, what, ms = timeoutMs) => withTimeout(fn(), ms, what)

    await step(() => page.goto(`${base}/?lib=${lib}`, { waitUntil: 'load' }), 'load page', 60_000)
    await step(() => page.evaluate((size) => window.bench.load(size), tree.size), 'load data', 120_000)
    r.heapBaselineMB = await heapMB()

    // First paint of the founder's (whole progeny) view.
    const created = await step(() => page.evaluate((id) => window.bench.create(id), tree.founderId), 'create')
    r.createMs = created.ms
    r.createSyncMs = created.syncMs
    r.createLongestTaskMs = created.longestTaskMs
    r.cardsAfterCreate = await page.evaluate(() => window.bench.cardsInView())
    // Settled check: the same counts a few frames later (a library that finishes drawing later would differ).
    for (let i = 0; i < 5; i++) await page.evaluate(() => window.bench.twoFrames())
    r.cardsAfterCreateSettled = await page.evaluate(() => window.bench.cardsInView())
    r.domAfterCreate = await page.evaluate(() => window.bench.domCount())
    r.viewAfterCreate = await page.evaluate(() => window.bench.view())
    r.treeNodes = r.viewAfterCreate.treeNodes

    // Bring the densest part of the tree to the viewport centre at scale 1, with the mouse only: wheel there
    // (d3-zoom: factor 2^(-deltaY * 0.002), the point under the pointer stays put), then drag it to the centre
    // from a spot that is not on a card.
    const focusPoint = tree.focusId && (await page.evaluate((id) => window.bench.pointOf(id), tree.focusId))
    const dense = focusPoint
      ? { point: focusPoint, id: tree.focusId }
      : await page.evaluate((w, h) => window.bench.densePoint(w, h), VIEWPORT.width, VIEWPORT.height)
    r.focus = dense
    const clampX = (x) => Math.min(Math.max(x, 1), VIEWPORT.width - 1)
    const clampY = (y) => Math.min(Math.max(y, 1), VIEWPORT.height - 1)
    let v = await page.evaluate((p) => window.bench.view(p), dense.point)
    for (let i = 0; i < 4 && Math.abs(v.k - 1) > 0.01; i++) {
      await page.mouse.move(clampX(v.sx), clampY(v.sy))
      await step(() => page.mouse.wheel({ deltaY: Math.log2(v.k) / 0.002 }), 'zoom to scale 1', stepTimeoutMs * 4)
      await sleep(300)
      await step(() => page.evaluate(() => window.bench.twoFrames()), 'zoom to scale 1', stepTimeoutMs * 4)
      v = await page.evaluate((p) => window.bench.view(p), dense.point)
    }
    for (let i = 0; i < 3 && Math.hypot(v.sx - VIEWPORT.width / 2, v.sy - VIEWPORT.height / 2) > 2; i++) {
      const [fx, fy] = await page.evaluate((x, y) => window.bench.freePoint(x, y), clampX(v.sx), clampY(v.sy))
      const [tx, ty] = [clampX(fx + VIEWPORT.width / 2 - v.sx), clampY(fy + VIEWPORT.height / 2 - v.sy)]
      await page.mouse.move(fx, fy)
      await page.mouse.down()
      await page.mouse.move(tx, ty, { steps: 10 })
      await page.mouse.up()
      await sleep(300)
      await step(() => page.evaluate(() => window.bench.twoFrames()), 'centre the view', stepTimeoutMs * 4)
      v = await page.evaluate((p) => window.bench.view(p), dense.point)
    }
    r.cardsBeforeInteraction = await page.evaluate(() => window.bench.cardsInView())
    r.viewBeforeInteraction = v

    // Idle cost of one measured step (no input): the floor under the pan / zoom figures.
    const idle = []
    for (let i = 0; i < 10; i++) {
      const m0 = await metric('TaskDuration')
      await page.evaluate(() => window.bench.twoFrames())
      idle.push(((await metric('TaskDuration')) - m0) * 1000)
    }
    r.idleStepMs = median(idle)

    const measure = async (kind) => {
      const task = [],
        wall = []
      // The pan drags from the lower right towards the upper left, through the centre.
      let [x, y] = [VIEWPORT.width / 2 - (PAN_STEP.dx * STEPS) / 2, VIEWPORT.height / 2 - (PAN_STEP.dy * STEPS) / 2]
      if (kind === 'pan') {
        ;[x, y] = await page.evaluate((px, py) => window.bench.freePoint(px, py), x, y)
        await page.mouse.move(x, y)
        await page.mouse.down()
      } else {
        await page.mouse.move(VIEWPORT.width / 2, VIEWPORT.height / 2)
      }
      for (let i = 0; i < STEPS; i++) {
        await step(
          async () => {
            const m0 = await metric('TaskDuration')
            const w0 = performance.now()
            if (kind === 'pan') {
              x += PAN_STEP.dx
              y += PAN_STEP.dy
              await page.mouse.move(x, y)
            } else {
              await page.mouse.wheel({ deltaY: i < STEPS / 2 ? WHEEL_STEP : -WHEEL_STEP })
            }
            await page.evaluate(() => window.bench.twoFrames())
            const m1 = await metric('TaskDuration')
            wall.push(performance.now() - w0)
            task.push((m1 - m0) * 1000)
          },
          `${kind} step`,
          stepTimeoutMs,
        )
      }
      if (kind === 'pan') await page.mouse.up()
      await sleep(200)
      return {
        medianMs: median(task),
        medianWallMs: median(wall),
        p90Ms: task.sort((a, b) => a - b)[Math.floor(task.length * 0.9)],
        steps: task.length,
      }
    }
    r.pan = await measure('pan')
    r.cardsAfterPan = await page.evaluate(() => window.bench.cardsInView())
    r.zoom = await measure('zoom')
    r.cardsAfterZoom = await page.evaluate(() => window.bench.cardsInView())
    r.domAfterInteraction = await page.evaluate(() => window.bench.domCount())
    r.viewAfterInteraction = await page.evaluate((p) => window.bench.view(p), dense.point)

    const toLeaf = await step(() => page.evaluate((id) => window.bench.switchMain(id), tree.leafId), 'switch to leaf')
    r.switchToLeafMs = toLeaf.ms
    r.domAtLeaf = await page.evaluate(() => window.bench.domCount())
    r.cardsAtLeaf = await page.evaluate(() => window.bench.cardsInView())
    const toFounder = await step(
      () => page.evaluate((id) => window.bench.switchMain(id), tree.founderId),
      'switch to founder',
    )
    r.switchToFounderMs = toFounder.ms
    r.switchLongestTaskMs = Math.max(toLeaf.longestTaskMs, toFounder.longestTaskMs)
    // The founder view again, as after the create: its heap, now that nothing timed follows (see the top of this file).
    r.heapAfterCreateMB = await heapMB()
  } catch (err) {
    r.skipped = err instanceof Timeout ? err.message : `error: ${String(err?.message ?? err).slice(0, 300)}`
    log(`    ${lib} ${tree.size}: ${r.skipped}`)
    kill()
  } finally {
    if (!killed) await browser.close().catch(() => kill())
  }
  return r
}

// ---------------------------------------------------------------- aggregation
export const BROWSER_FIGURES = [
  ['createMs', 'first paint (create → 2 frames)', 'ms'],
  ['switchToLeafMs', 'switch main → leaf', 'ms'],
  ['switchToFounderMs', 'switch main → founder', 'ms'],
  ['panMs', 'pan step (main-thread time)', 'ms'],
  ['zoomMs', 'zoom step (main-thread time)', 'ms'],
  ['domAfterCreate', 'DOM elements (founder view)', ''],
  ['domAfterInteraction', 'DOM elements (after pan/zoom, scale 1)', ''],
  ['heapAfterCreateMB', 'JS heap after GC (founder view)', 'MB'],
  ['createLongestTaskMs', 'longest main-thread task (first paint)', 'ms'],
  ['switchLongestTaskMs', 'longest main-thread task (switch main)', 'ms'],
]

function figuresOf(r) {
  return {
    createMs: r.createMs,
    switchToLeafMs: r.switchToLeafMs,
    switchToFounderMs: r.switchToFounderMs,
    panMs: r.pan?.medianMs,
    zoomMs: r.zoom?.medianMs,
    domAfterCreate: r.domAfterCreate,
    domAfterInteraction: r.domAfterInteraction,
    heapAfterCreateMB: r.heapAfterCreateMB,
    createLongestTaskMs: r.createLongestTaskMs,
    switchLongestTaskMs: r.switchLongestTaskMs,
  }
}

function summarize(runs) {
  const figures = {}
  for (const [key] of BROWSER_FIGURES) {
    const values = runs.map((r) => figuresOf(r)[key]).filter((v) => typeof v === 'number')
    figures[key] = values.length ? median(values) : null
  }
  const skipped = runs.map((r) => r.skipped).filter(Boolean)
  return { figures, skipped: skipped[0] ?? null, runs: runs.length }
}

export async function runBrowser({
  sizes = DEFAULT_SIZES,
  runs = Number(process.env.BENCH_BROWSER_RUNS) || null,
  timeoutMs = Number(process.env.BENCH_BROWSER_TIMEOUT_MS) || 120_000,
  stepTimeoutMs = Number(process.env.BENCH_STEP_TIMEOUT_MS) || 15_000,
  log = console.log,
  // BENCH_BROWSER_LIBS=ours measures only this library (quick checks while working); the bench's tables need both.
  libs = (process.env.BENCH_BROWSER_LIBS || 'ours,published')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
} = {}) {
  const { server, base } = await startServer()
  const rows = []
  try {
    for (const size of sizes) {
      const tree = ensureTree(size)
      // The published library takes minutes per run from 50,000 people on: one run there. Ours takes seconds, and one
      // run of a 100,000-person switch varied by a quarter between two full benchmarks: the median of three.
      const runsOf = (lib) => runs ?? (lib === 'published' && size >= 50_000 ? 1 : 3)
      const n = Math.max(...libs.map(runsOf))
      const focusId = await focusPersonId(tree)
      const all = { ours: [], published: [] }
      for (let i = 0; i < n; i++) {
        for (const lib of libs) {
          if (i >= runsOf(lib)) continue
          // Once a library has been skipped at this size (timeout), do not retry it.
          if (all[lib].some((r) => r.skipped && /skipped/.test(r.skipped))) continue
          const r = await runOnce({
            base,
            lib,
            tree: { size, founderId: tree.founderId, leafId: tree.leafId, focusId },
            timeoutMs,
            stepTimeoutMs,
            log,
          })
          all[lib].push(r)
          log(
            `  browser ${String(size).padStart(6)} ${lib.padEnd(9)} run ${i + 1}/${runsOf(lib)}: ` +
              [
                r.createMs != null && `create ${r.createMs.toFixed(0)} ms`,
                r.pan && `pan ${r.pan.medianMs.toFixed(1)} ms`,
                r.zoom && `zoom ${r.zoom.medianMs.toFixed(1)} ms`,
                r.switchToLeafMs != null && `→leaf ${r.switchToLeafMs.toFixed(0)} ms`,
                r.switchToFounderMs != null && `→founder ${r.switchToFounderMs.toFixed(0)} ms`,
                r.domAfterCreate != null && `DOM ${r.domAfterCreate}`,
                r.heapAfterCreateMB != null && `heap ${r.heapAfterCreateMB.toFixed(1)} MB`,
                r.skipped,
                r.errors.length && `${r.errors.length} page error(s), first: ${r.errors[0]}`,
              ]
                .filter(Boolean)
                .join(', '),
          )
        }
      }
      const ours = summarize(all.ours)
      const published = summarize(all.published)
      const ratio = {}
      for (const [key] of BROWSER_FIGURES) {
        const a = ours.figures[key],
          b = published.figures[key]
        ratio[key] = a != null && b != null && b !== 0 ? a / b : null
      }
      rows.push({ size, founderId: tree.founderId, leafId: tree.leafId, focusId, ours, published, ratio, details: all })
    }
  } finally {
    server.close()
  }
  return rows
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const sizes = (process.env.BENCH_SIZES || DEFAULT_SIZES.join(',')).split(',').map(Number)
  const rows = await runBrowser({ sizes })
  for (const row of rows) {
    console.log(`\n${row.size} people`)
    console.table(
      Object.fromEntries(
        BROWSER_FIGURES.map(([key, label, unit]) => [
          label,
          {
            ours: row.ours.figures[key]?.toFixed(1) ?? row.ours.skipped,
            published: row.published.figures[key]?.toFixed(1) ?? row.published.skipped,
            'ours/published': row.ratio[key]?.toFixed(3) ?? '—',
            unit,
          },
        ]),
      ),
    )
  }
}
