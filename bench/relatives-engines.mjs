// Layered-graph layout engines against the relatives layout (issue 48): the same family graphs laid out by d3-dag
// (Sugiyama), elkjs (ELK Layered) and @dagrejs/dagre, and by ours (packages/family-chart/src/chart-types/relatives),
// measuring link crossings, width and time, all with one measure.
//
//   node bench/relatives-engines.mjs      RELATIVES_ENGINE_SIZES (default 1000,5000,50000), RELATIVES_ENGINE_TIMEOUT_MS
//
// The graph each engine gets is ours before layering: every couple (and a person with several spouses and theirs) is
// one block, a node as wide as its cards, so that spouses share a row in every engine (none of them keeps two nodes
// side by side on a row by itself); an edge from the block of a family's parents to the block of each child. The
// engines choose the rows, the order and the positions. The measure: each child link as a polyline from the point
// between its parents (or its one parent's card) through the engine's bend points to the child's card, crossings
// counted between every two neighbouring rows; width from the leftmost card's edge to the rightmost's.

import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads'
import { buildSync } from 'esbuild'
import { join, dirname } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { ensureTree } from './generate-tree.mjs'
import { royalHousesData, BERNHARD } from './royal-houses.mjs'

const HERE = dirname(fileURLToPath(import.meta.url))
const SRC = join(HERE, '..', 'packages', 'family-chart', 'src')
const PROBE = join(HERE, 'tmp', 'relatives-probe.mjs')
const CARD = { w: 220, h: 70 }
const SEP = { node: 250, level: 150 }
const ENGINES = ['ours', 'dagre', 'd3-dag fast', 'd3-dag medium', 'elk']

/** Our layout's steps up to the blocks, and the layout itself, bundled from source. */
function bundleProbe() {
  const contents = `
    import { toLegacyShape } from './data/data-shape'
    import { buildRelationIndex } from './data/relation-index'
    import { normalizeSettings } from './layout/settings'
    import { runSteps } from './schedule/steps'
    import { reachSteps } from './chart-types/relatives/reach'
    import { familyGraphSteps } from './chart-types/relatives/families'
    import { settleBlocksSteps } from './chart-types/relatives/settle-blocks'
    import { blockRowsSteps } from './chart-types/relatives/generations'
    import { arrangeBlocksSteps } from './chart-types/relatives/arrange-blocks'
    import { buildRowsSteps, upperOffset } from './chart-types/relatives/rows'
    export { relativesLayout } from './chart-types/relatives'
    export { countCrossings } from './chart-types/relatives/crossings'
    /** The blocks (their sizes in cards) and the child links between them (with where on each block they end). */
    export function familyBlocks(input, mainId) {
      const data = toLegacyShape(input)
      const index = buildRelationIndex(data)
      const settings = normalizeSettings({})
      const folds = { parents: new Set(), children: new Set() }
      const reach = runSteps(reachSteps(index, index.positionOf(mainId), Infinity, folds))
      const graph = runSteps(familyGraphSteps(index, reach))
      const settled = runSteps(settleBlocksSteps(graph))
      const { list } = settled
      const blockRow = runSteps(blockRowsSteps(settled.blockArcs, list.members.length, list.blockOf[0], settled.order))
      const members = runSteps(arrangeBlocksSteps(graph, list, { data, index, settings }))
      const rows = runSteps(buildRowsSteps({ graph, blockOf: list.blockOf, members, blockRow, ignored: settled.resolution.ignored }))
      const edges = []
      for (let e = 0; e < graph.edgeFamily.length; e++) {
        if (settled.resolution.ignored[e]) continue
        const f = graph.edgeFamily[e]
        const c = graph.edgeChild[e]
        edges.push({ from: rows.blockOf[rows.anchor[f]], fromAt: upperOffset(graph, rows, f), to: rows.blockOf[c], toAt: rows.slot[c] })
      }
      return { sizes: members.map((m) => m.length), edges: edges.filter((e) => e.from !== e.to), people: graph.people.length }
    }`
  buildSync({
    stdin: { contents, resolveDir: SRC, loader: 'ts', sourcefile: 'relatives-probe.ts' },
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    outfile: PROBE,
  })
}

const blockWidth = (size) => (size - 1) * SEP.node + CARD.w

/** Runs one engine on the blocks: each block's left card centre x, row centre y, and each edge's inner bend points. */
async function runEngine(engine, g) {
  const n = g.sizes.length
  const pairs = new Map()
  for (const e of g.edges) pairs.set(`${e.from}>${e.to}`, (pairs.get(`${e.from}>${e.to}`) ?? 0) + 1)
  if (engine === 'dagre') {
    const dagre = (await import('@dagrejs/dagre')).default
    const t0 = performance.now()
    const graph = new dagre.graphlib.Graph()
    graph.setGraph({ nodesep: SEP.node - CARD.w, ranksep: SEP.level - CARD.h })
    graph.setDefaultEdgeLabel(() => ({}))
    g.sizes.forEach((size, b) => graph.setNode(String(b), { width: blockWidth(size), height: CARD.h }))
    for (const [key, weight] of pairs) {
      const [a, b] = key.split('>')
      graph.setEdge(a, b, { weight })
    }
    dagre.layout(graph)
    const ms = performance.now() - t0
    const x = g.sizes.map((size, b) => graph.node(String(b)).x - blockWidth(size) / 2 + CARD.w / 2)
    const y = g.sizes.map((_, b) => graph.node(String(b)).y)
    const bends = (e) => graph.edge(String(e.from), String(e.to)).points.slice(1, -1)
    return { ms, x, y, bends }
  }
  if (engine.startsWith('d3-dag')) {
    const d3dag = await import('d3-dag')
    const t0 = performance.now()
    const parents = g.sizes.map(() => [])
    for (const key of pairs.keys()) {
      const [a, b] = key.split('>').map(Number)
      parents[b].push(String(a))
    }
    const dag = d3dag.graphStratify()(g.sizes.map((size, b) => ({ id: String(b), parentIds: parents[b], size })))
    let layout = d3dag
      .sugiyama()
      .nodeSize((node) => [blockWidth(node.data.size), CARD.h])
      .gap([SEP.node - CARD.w, SEP.level - CARD.h])
    layout =
      engine === 'd3-dag fast'
        ? layout.layering(d3dag.layeringLongestPath()).decross(d3dag.decrossDfs()).coord(d3dag.coordGreedy())
        : layout.layering(d3dag.layeringSimplex()).decross(d3dag.decrossTwoLayer()).coord(d3dag.coordSimplex())
    layout(dag)
    const ms = performance.now() - t0
    const x = new Array(n)
    const y = new Array(n)
    for (const node of dag.nodes()) {
      const b = Number(node.data.id)
      x[b] = node.x - blockWidth(g.sizes[b]) / 2 + CARD.w / 2
      y[b] = node.y
    }
    const points = new Map()
    for (const link of dag.links())
      points.set(`${link.source.data.id}>${link.target.data.id}`, link.points.slice(1, -1))
    return { ms, x, y, bends: (e) => points.get(`${e.from}>${e.to}`) ?? [] }
  }
  if (engine === 'elk') {
    const ELK = (await import('elkjs/lib/elk.bundled.js')).default
    const elk = new ELK()
    const t0 = performance.now()
    const result = await elk.layout({
      id: 'root',
      layoutOptions: {
        'elk.algorithm': 'layered',
        'elk.direction': 'DOWN',
        'elk.spacing.nodeNode': String(SEP.node - CARD.w),
        'elk.layered.spacing.nodeNodeBetweenLayers': String(SEP.level - CARD.h),
      },
      children: g.sizes.map((size, b) => ({ id: `n${b}`, width: blockWidth(size), height: CARD.h })),
      edges: [...pairs.keys()].map((key, i) => {
        const [a, b] = key.split('>')
        return { id: `e${i}`, sources: [`n${a}`], targets: [`n${b}`], key }
      }),
    })
    const ms = performance.now() - t0
    const x = new Array(n)
    const y = new Array(n)
    for (const c of result.children) {
      const b = Number(c.id.slice(1))
      x[b] = c.x + CARD.w / 2
      y[b] = c.y + CARD.h / 2
    }
    const points = new Map()
    for (const e of result.edges)
      points.set(
        e.key,
        (e.sections?.[0]?.bendPoints ?? []).map((p) => ({ x: p.x, y: p.y })),
      )
    return { ms, x, y, bends: (e) => points.get(`${e.from}>${e.to}`) ?? [] }
  }
  throw new Error(engine)
}

/** Crossings between neighbouring rows and the width, for polylines and cards given in one coordinate system. */
function measure(countCrossings, polylines, cards) {
  const rows = [...new Set(cards.map((c) => Math.round(c.y)))].sort((a, b) => a - b)
  let crossings = 0
  for (let r = 0; r + 1 < rows.length; r++) {
    const [y0, y1] = [rows[r], rows[r + 1]]
    const upper = []
    const lower = []
    for (const line of polylines) {
      if (!(line[0].y <= y0 + 0.5 && line[line.length - 1].y >= y1 - 0.5)) continue
      upper.push(xAt(line, y0))
      lower.push(xAt(line, y1))
    }
    crossings += countCrossings(Float64Array.from(upper), Float64Array.from(lower))
  }
  const xs = cards.map((c) => c.x)
  return { crossings, width: Math.round(Math.max(...xs) - Math.min(...xs) + CARD.w), rows: rows.length }
}

/** Where a polyline (y not decreasing) is at height y. */
function xAt(line, y) {
  for (let i = 1; i < line.length; i++) {
    const [a, b] = [line[i - 1], line[i]]
    if (y <= b.y + 0.5) return b.y - a.y < 1e-9 ? b.x : a.x + ((b.x - a.x) * (y - a.y)) / (b.y - a.y)
  }
  return line[line.length - 1].x
}

async function workerMain() {
  const { engine, source, size } = workerData
  const probe = await import(pathToFileURL(PROBE).href)
  const { data, mainId } = source === 'royal' ? { data: royalHousesData(), mainId: BERNHARD } : treeCase(size)
  if (engine === 'ours') {
    probe.relativesLayout(data, { main_id: mainId }) // a warm-up, as the engines' second call below
    const t0 = performance.now()
    const tree = probe.relativesLayout(data, { main_id: mainId })
    const ms = performance.now() - t0
    const polylines = tree.links
      .filter((l) => l.kind !== 'spouse' && l.target[1] > l.source[1])
      .map((l) => [l.source, ...(l.via ?? []), l.target].map(([x, y]) => ({ x, y })))
    const result = measure(probe.countCrossings, polylines, tree.data)
    parentPort.postMessage({ ms, ...result, people: tree.data.length, own: tree.crossings })
    return
  }
  const g = probe.familyBlocks(data, mainId)
  if (size <= 5000) await runEngine(engine, g) // a warm-up where it is affordable
  const laid = await runEngine(engine, g)
  const polylines = g.edges.map((e) => [
    { x: laid.x[e.from] + e.fromAt * SEP.node, y: laid.y[e.from] },
    ...laid.bends(e),
    { x: laid.x[e.to] + e.toAt * SEP.node, y: laid.y[e.to] },
  ])
  const cards = g.sizes.flatMap((s, b) =>
    Array.from({ length: s }, (_, k) => ({ x: laid.x[b] + k * SEP.node, y: laid.y[b] })),
  )
  parentPort.postMessage({ ms: laid.ms, ...measure(probe.countCrossings, polylines, cards), people: g.people })
}

function treeCase(size) {
  const t = ensureTree(size)
  return { data: t.data, mainId: t.founderId }
}

function runCase(c, timeoutMs) {
  return new Promise((resolve) => {
    const w = new Worker(fileURLToPath(import.meta.url), {
      workerData: c,
      resourceLimits: { maxOldGenerationSizeMb: 8192 },
    })
    const timer = setTimeout(() => {
      w.terminate()
      resolve({ skipped: `> ${timeoutMs / 1000} s` })
    }, timeoutMs)
    w.once('message', (m) => (clearTimeout(timer), w.terminate(), resolve(m)))
    w.once('error', (err) => (clearTimeout(timer), resolve({ skipped: String(err.message ?? err).slice(0, 80) })))
  })
}

async function main() {
  bundleProbe()
  const sizes = (process.env.RELATIVES_ENGINE_SIZES ?? '1000,5000,50000').split(',').filter(Boolean).map(Number)
  const engines = (process.env.RELATIVES_ENGINES ?? ENGINES.join(',')).split(',')
  const timeoutMs = Number(process.env.RELATIVES_ENGINE_TIMEOUT_MS ?? 120000)
  const cases = [{ source: 'royal', size: 662 }, ...sizes.map((size) => ({ source: 'generated', size }))]
  console.log('| graph | engine | people | rows | crossings | width (px) | time (ms) |')
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: |')
  for (const c of cases) {
    if (c.source === 'generated') ensureTree(c.size)
    for (const engine of engines) {
      const r = await runCase({ ...c, engine }, timeoutMs)
      const name = c.source === 'royal' ? 'royal houses (Bernhard)' : `generated ${c.size}`
      if (r.skipped) console.log(`| ${name} | ${engine} | | | | | ${r.skipped} |`)
      else
        console.log(
          `| ${name} | ${engine} | ${r.people} | ${r.rows} | ${r.crossings} | ${r.width} | ${r.ms.toFixed(0)} |`,
        )
    }
  }
}

if (isMainThread) await main()
else await workerMain()
