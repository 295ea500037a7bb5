// npm run bench: generates the trees, then measures bundle sizes, calculateTree in Node and the chart in Chromium,
// ours vs the published family-chart, and GEDCOM import in Node; prints the tables and writes
// bench/results/latest.json and latest.md.
//
//   BENCH_SIZES=1000,5000,10000 npm run bench          sizes (default 1000,5000,10000,50000,100000)
//   BENCH_PARTS=bundle,node,browser,export,gedcom,lighthouse,options,million,fan,relatives   which parts to run (default all; lighthouse
//                                                      needs a site build: npm run build)
//   node bench/run.mjs --only gedcom                   one part alone (same as BENCH_PARTS=gedcom)
//   BENCH_GEDCOM_SIZES=1000,10000,50000,100000         sizes of the GEDCOM part (its own default)
//   see node-layout.mjs, browser.mjs, export-svg.mjs, gedcom-import.mjs, options-layout.mjs and options-browser.mjs for the other variables (runs, timeouts).
//
// A run of some parts only keeps the other parts' figures of the previous latest.json (and its date, machine and
// trees, which belong to them): the files always hold every part last measured; `partDates` says when each part was
// measured and `carriedOver` lists the kept parts, grouped by the run they come from.

import os from 'node:os'
import { mkdirSync, writeFileSync, readFileSync, statSync, existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createHash } from 'node:crypto'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureTree, checkBothSided, DEFAULT_SIZES, DEFAULT_SEED } from './generate-tree.mjs'
import { runNodeLayout, OURS_ESM } from './node-layout.mjs'
import { runBrowser, chromiumVersion, assetPaths, BROWSER_FIGURES } from './browser.mjs'
import { runBundleSize } from './bundle-size.mjs'
import { measureEntrySizes } from './entry-sizes.mjs'
import { runExportSvg } from './export-svg.mjs'
import { runGedcomImport, GEDCOM_SIZES } from './gedcom-import.mjs'
import { runOptionsLayout } from './options-layout.mjs'
import { runMillion, millionReport } from './million-part.mjs'
import { runOptionsBrowser, OPERATIONS as OPTION_OPERATIONS } from './options-browser.mjs'
import { runFanTiming, fanReport } from './fan-timing.mjs'
import { runRelativesBrowser, relativesReport } from './relatives-browser.mjs'

const HERE = dirname(fileURLToPath(import.meta.url))
const ROOT = join(HERE, '..')
const RESULTS = join(HERE, 'results')
const require = createRequire(import.meta.url)

const sizes = (process.env.BENCH_SIZES || DEFAULT_SIZES.join(','))
  .split(',')
  .map((s) => Number(s.trim()))
  .filter((n) => n > 1)
const ALL_PARTS = [
  'bundle',
  'node',
  'browser',
  'export',
  'gedcom',
  'lighthouse',
  'options',
  'million',
  'fan',
  'relatives',
]
const onlyArg = process.argv.indexOf('--only')
const partList = onlyArg > 0 ? process.argv[onlyArg + 1] : process.env.BENCH_PARTS
const parts = new Set((partList || ALL_PARTS.join(',')).split(',').map((s) => s.trim()))
for (const p of parts)
  if (!ALL_PARTS.includes(p)) {
    console.error(`unknown part "${p}": use ${ALL_PARTS.join(', ')}`)
    process.exit(1)
  }
const gedcomSizes = (process.env.BENCH_GEDCOM_SIZES || GEDCOM_SIZES.join(','))
  .split(',')
  .map((s) => Number(s.trim()))
  .filter((n) => n > 1)
// The previous results, for the parts this run leaves out.
const previous = (() => {
  if (ALL_PARTS.every((p) => parts.has(p))) return null
  try {
    return JSON.parse(readFileSync(join(RESULTS, 'latest.json'), 'utf8'))
  } catch {
    return null
  }
})()
const treeParts = parts.has('node') || parts.has('browser')
const started = Date.now()
const log = (...args) => console.log(...args)

function osName() {
  try {
    const pretty = readFileSync('/etc/os-release', 'utf8').match(/^PRETTY_NAME="?([^"\n]*)"?/m)?.[1]
    if (pretty) return `${pretty} (${os.type()} ${os.release()} ${os.arch()})`
  } catch {}
  return `${os.type()} ${os.release()} ${os.arch()}`
}

function versionOf(pkgJson) {
  try {
    return JSON.parse(readFileSync(pkgJson, 'utf8')).version
  } catch {
    return null
  }
}

// ---------------------------------------------------------------- formatting
const fmtMs = (v) => (v == null ? null : v >= 100 ? v.toFixed(0) : v >= 10 ? v.toFixed(1) : v.toFixed(2))
const fmtRatio = (v) => (v == null ? '—' : v.toFixed(3))
const fmtKB = (b) => (b == null ? '—' : (b / 1024).toFixed(1) + ' KB')

function table(headers, rows) {
  const cells = rows.map((r) => r.map((c) => (c == null ? '—' : String(c))))
  const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((r) => r[i].length)))
  const line = (r) => '| ' + r.map((c, i) => c.padEnd(widths[i])).join(' | ') + ' |'
  return [line(headers), '| ' + widths.map((w) => '-'.repeat(w)).join(' | ') + ' |', ...cells.map(line)].join('\n')
}

// ---------------------------------------------------------------- run
log(`family-chart benchmark: sizes ${sizes.join(', ')}; parts ${[...parts].join(', ')}`)
for (const f of [OURS_ESM, assetPaths().ours.js]) {
  if (!existsSync(f)) {
    console.error(`missing ${f}: run \`npm run build -w family-chart\` first`)
    process.exit(1)
  }
}

// Other work may rebuild dist while the benchmark runs; fingerprint our bundles before and after.
const distFingerprint = () => {
  const h = createHash('sha256')
  for (const f of [OURS_ESM, assetPaths().ours.js]) h.update(existsSync(f) ? readFileSync(f) : Buffer.alloc(0))
  return h.digest('hex').slice(0, 16)
}
const distAtStart = distFingerprint()
if (parts.has('lighthouse') && !existsSync(join(ROOT, 'build', 'index.html'))) {
  console.error(
    'the lighthouse part measures the site build: run `npm run build` first (or leave the part out with BENCH_PARTS)',
  )
  process.exit(1)
}

const trees = {}
for (const size of treeParts ? sizes : []) {
  const t = ensureTree(size)
  const problems = checkBothSided(t.data)
  trees[size] = {
    size,
    seed: t.seed,
    founderId: t.founderId,
    leafId: t.leafId,
    stats: t.stats,
    oneSidedRelations: problems.length,
  }
  log(
    `  tree ${size}: founder ${t.founderId}, leaf ${t.leafId}, ${t.stats.generations} generations, ${t.stats.couples} couples, ` +
      `${t.stats.remarried} remarried, ${t.stats.cousinCouples} cousin couples${problems.length ? `, ${problems.length} ONE-SIDED RELATIONS` : ''}`,
  )
}

const machine = {
  os: osName(),
  cpu: os.cpus()[0]?.model?.trim() ?? 'unknown',
  cores: os.availableParallelism?.() ?? os.cpus().length,
  memoryGB: Math.round(os.totalmem() / 2 ** 30),
  node: process.version,
  chromium: null,
}
if (parts.has('browser')) {
  try {
    machine.chromium = await chromiumVersion()
  } catch (err) {
    machine.chromium = `unavailable (${err.message})`
  }
}

const results = {
  date: new Date().toISOString(),
  machine,
  libraries: {
    ours: {
      version: versionOf(join(ROOT, 'packages', 'family-chart', 'package.json')),
      builtAt: statSync(OURS_ESM).mtime.toISOString(),
    },
    published: { version: versionOf(join(dirname(require.resolve('family-chart-published')), '..', 'package.json')) },
  },
  sizes,
  seed: DEFAULT_SEED,
  trees,
}

if (parts.has('bundle')) {
  log('\nbundle sizes')
  results.bundle = await runBundleSize()
  results.bundle.entries = await measureEntrySizes()
}
if (parts.has('node')) {
  log('\ncalculateTree in Node')
  results.node = await runNodeLayout({ sizes, log })
}
if (parts.has('browser')) {
  log('\nChromium')
  results.browser = await runBrowser({ sizes, log, libs: ['ours', 'published'] })
}
if (parts.has('export')) {
  log('\nexportSvg in Chromium')
  results.export = await runExportSvg({ sizes, log })
}
if (parts.has('gedcom')) {
  log('\nGEDCOM import in Node')
  results.gedcom = await runGedcomImport({ sizes: gedcomSizes, log })
}
if (parts.has('options')) {
  log('\ncalculateTree in Node with every option on (options-layout.mjs)')
  results.options = await runOptionsLayout({ log })
  log('\nChromium with every option on (options-browser.mjs)')
  results.options.browser = await runOptionsBrowser({ log })
}
if (parts.has('million')) {
  log('\nA million people: the demo on a data source and createChart in memory (million-part.mjs)')
  results.million = await runMillion({ log })
}
if (parts.has('fan')) {
  log('\nThe fan chart at 10 generations, 1,023 places (fan-timing.mjs)')
  results.fan = await runFanTiming({ log })
}
if (parts.has('relatives')) {
  log("\nThe relatives chart: Prince Bernhard's family, 5,000 and 50,000 people (relatives-browser.mjs)")
  results.relatives = await runRelativesBrowser()
  log(relativesReport(results.relatives).join('\n'))
}
if (parts.has('lighthouse')) {
  log('\nLighthouse on the site (build/, mobile preset, simulated throttling)')
  // Loaded only here: the other parts run without the lighthouse packages installed.
  const { runLighthouse } = await import('./lighthouse.mjs')
  results.lighthouse = await runLighthouse({ log })
}
results.durationSeconds = Math.round((Date.now() - started) / 1000)
// When each part was measured: this run's parts now, a kept part when it was measured (partDates; older files only
// had one carriedOver date, for the parts they had kept, and their own date for the rest).
results.partDates = {}
for (const part of parts) if (results[part] !== undefined) results.partDates[part] = results.date
if (previous) {
  const carried = ALL_PARTS.filter((part) => !parts.has(part) && previous[part] !== undefined)
  const keptBefore = [previous.carriedOver ?? []].flat()
  const measuredAt = (part) =>
    previous.partDates?.[part] ?? keptBefore.find((g) => g.parts.includes(part))?.from ?? previous.date
  for (const part of carried) {
    results[part] = previous[part]
    results.partDates[part] = measuredAt(part)
  }
  // The kept parts, grouped by the run they come from (oldest first).
  const groups = new Map()
  for (const part of carried)
    groups.set(results.partDates[part], [...(groups.get(results.partDates[part]) ?? []), part])
  if (carried.length)
    results.carriedOver = [...groups]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([from, kept]) => ({ parts: kept, from }))
  // Date, machine, sizes and trees describe the layout and browser parts: keep theirs when those were not run.
  if (!treeParts) {
    for (const key of ['date', 'sizes', 'trees', 'durationSeconds'])
      if (previous[key] !== undefined) results[key] = previous[key]
    if (previous.machine) results.machine = previous.machine
    if (previous.libraries?.ours) results.libraries.ours = previous.libraries.ours
  }
  // The browser part kept from an earlier run keeps the Chromium version it was measured with.
  if (!parts.has('browser') && results.browser !== undefined && previous.machine?.chromium)
    results.machine.chromium = previous.machine.chromium
}
if (treeParts || !previous?.libraries?.ours) {
  results.libraries.ours.distFingerprint = { start: distAtStart, end: distFingerprint() }
  results.libraries.ours.distChangedDuringRun =
    results.libraries.ours.distFingerprint.start !== results.libraries.ours.distFingerprint.end
}

// ---------------------------------------------------------------- report
const md = []
md.push('# family-chart benchmark: ours vs published')
md.push('')
md.push(
  `${results.date} · ours ${results.libraries.ours.version} (dist built ${results.libraries.ours.builtAt}) vs published family-chart ${results.libraries.published.version} · ${results.durationSeconds} s`,
)
md.push('')
md.push(
  `**Machine:** ${results.machine.os}; ${results.machine.cpu}; ${results.machine.cores} cores; ${results.machine.memoryGB} GB; Node ${results.machine.node}; ${results.machine.chromium ?? 'Chromium not run'}`,
)
for (const kept of results.carriedOver ?? [])
  md.push('', `Not run this time, kept from the run of ${kept.from}: ${kept.parts.join(', ')}.`)
md.push('')
if (results.libraries.ours.distChangedDuringRun) {
  md.push(
    '**Warning:** packages/family-chart/dist was rebuilt while this benchmark ran; parts of it measured different builds.',
  )
  md.push('')
}
md.push(
  'Ratios are ours / published: below 1 means ours is smaller or faster. Times are medians. See bench/README.md for the method.',
)

const shownSizes = results.sizes.filter((s) => results.trees?.[s])
if (shownSizes.length) {
  md.push('', '## Generated trees', '')
  md.push(
    table(
      ['people', 'generations', 'couples', 'remarried', 'cousin couples', 'founder', 'leaf'],
      shownSizes.map((s) => [
        s,
        results.trees[s].stats.generations,
        results.trees[s].stats.couples,
        results.trees[s].stats.remarried,
        results.trees[s].stats.cousinCouples,
        results.trees[s].founderId,
        results.trees[s].leafId,
      ]),
    ),
  )
}

if (results.node) {
  md.push('', '## calculateTree in Node (median ms)', '')
  md.push(
    table(
      ['people', 'main', 'cards', 'ours ms', 'published ms', 'ours/published', 'published/ours'],
      results.node.map((r) => [
        r.size,
        r.main,
        r.ours.nodes ?? r.published.nodes,
        fmtMs(r.ours.medianMs) ?? r.ours.skipped,
        fmtMs(r.published.medianMs) ?? r.published.skipped,
        fmtRatio(r.ratio),
        r.ratio ? (1 / r.ratio).toFixed(1) + '×' : '—',
      ]),
    ),
  )
  // Growth from the smallest to the largest size measured: 1 is linear, 2 quadratic.
  const growth = []
  for (const main of ['founder', 'leaf']) {
    const rows = results.node.filter((r) => r.main === main)
    for (const lib of ['ours', 'published']) {
      const ok = rows.filter((r) => r[lib].medianMs != null)
      if (ok.length >= 2) {
        const a = ok[0],
          b = ok[ok.length - 1]
        growth.push(
          `${lib} (${main}): ${(Math.log(b[lib].medianMs / a[lib].medianMs) / Math.log(b.size / a.size)).toFixed(2)} from ${a.size} to ${b.size}`,
        )
      }
    }
  }
  if (growth.length)
    md.push('', `Growth exponent of the median time against people (1 = linear): ${growth.join('; ')}.`)
  const notes = results.node.filter((r) => r.note).map((r) => `- ${r.size} ${r.main}: ${r.note}`)
  if (notes.length) md.push('', ...notes)
}

if (results.browser) {
  md.push('', '## Chromium (median over runs)', '')
  const rows = []
  for (const row of results.browser) {
    for (const [key, label, unit] of BROWSER_FIGURES) {
      const fmt = (lib) => {
        const v = row[lib].figures[key]
        if (v == null) return row[lib].skipped ?? '—'
        return unit === 'ms' ? fmtMs(v) : unit === 'MB' ? v.toFixed(1) : String(Math.round(v))
      }
      rows.push([
        row.size,
        `${label}${unit ? ` (${unit})` : ''}`,
        fmt('ours'),
        fmt('published'),
        fmtRatio(row.ratio[key]),
      ])
    }
  }
  md.push(table(['people', 'figure', 'ours', 'published', 'ours/published'], rows))
  const notes = []
  for (const row of results.browser) {
    for (const lib of ['ours', 'published']) {
      const runs = row.details[lib]
      const errors = [...new Set(runs.flatMap((r) => r.errors))]
      const warnings = [...new Set(runs.flatMap((r) => r.warnings))]
      if (row[lib].skipped) notes.push(`- ${row.size} ${lib}: ${row[lib].skipped}`)
      if (errors.length)
        notes.push(
          `- ${row.size} ${lib}: ${errors.length} distinct page error(s), e.g. \`${errors[0].replace(/\s+/g, ' ').slice(0, 200)}\``,
        )
      if (warnings.length)
        notes.push(
          `- ${row.size} ${lib}: console warning(s), e.g. \`${warnings[0].replace(/\s+/g, ' ').slice(0, 200)}\``,
        )
      for (const r of runs) {
        for (const [when, c] of [
          ['after create', r.cardsAfterCreateSettled],
          ['after pan', r.cardsAfterPan],
          ['after zoom', r.cardsAfterZoom],
          ['at the leaf', r.cardsAtLeaf],
        ]) {
          if (c && c.present < c.expected)
            notes.push(
              `- ${row.size} ${lib}: ${when}, ${c.expected - c.present} of ${c.expected} cards missing from the viewport`,
            )
        }
        if (
          r.cardsAfterCreate &&
          r.cardsAfterCreateSettled &&
          r.cardsAfterCreate.present !== r.cardsAfterCreateSettled.present
        ) {
          notes.push(
            `- ${row.size} ${lib}: ${r.cardsAfterCreate.present} cards visible two frames after updateTree, ${r.cardsAfterCreateSettled.present} ten frames later (first paint incomplete)`,
          )
        }
      }
      const last = runs.find((r) => r.cardsAfterZoom)
      const overview = last?.cardsAfterCreateSettled?.overview
        ? ` (drawn as the overview: ${last.cardsAfterCreateSettled.overview} rectangles in view, ${last.domAfterCreate} elements)`
        : ''
      if (last)
        notes.push(
          `- ${row.size} ${lib}: ${last.treeNodes} cards in the founder view${overview}; in the DOM after pan/zoom ${last.cardsAfterZoom.inDom} cards, ${last.domAfterInteraction} elements, for ${last.cardsAfterZoom.expected} cards in the viewport; idle step floor ${fmtMs(median(runs.map((x) => x.idleStepMs)))} ms`,
        )
    }
  }
  if (notes.length) md.push('', '### Notes', '', ...notes)
}

if (results.bundle) {
  md.push('', '## Bundle size (d3 external)', '')
  md.push(
    table(
      ['bundle', 'raw', 'min', 'gzip'],
      results.bundle.files.map((f) => [
        f.name,
        fmtKB(f.rawBytes),
        fmtKB(f.minBytes) + (f.minifiedBy && f.minifiedBy !== 'as shipped' ? ` (${f.minifiedBy})` : ''),
        fmtKB(f.gzipBytes),
      ]),
    ),
  )
  md.push('')
  md.push(
    table(
      ['figure', 'ours', 'published', 'ours/published'],
      results.bundle.comparisons.map((c) => [c.figure, fmtKB(c.ours), fmtKB(c.published), fmtRatio(c.ratio)]),
    ),
  )
  const entries = results.bundle.entries
  if (entries) {
    md.push('', '### The three-line program by entry (up-front bytes, esbuild minified ESM, gzip -9)', '')
    md.push(
      table(
        ['program', 'min', 'gzip', 'adds to the core (gzip)'],
        [
          ['published 0.9.0: family-chart', fmtKB(entries.published.minBytes), fmtKB(entries.published.gzipBytes), ''],
          ['ours: family-chart/core', fmtKB(entries.core.minBytes), fmtKB(entries.core.gzipBytes), ''],
          ['ours: family-chart (every feature)', fmtKB(entries.dropIn.minBytes), fmtKB(entries.dropIn.gzipBytes), ''],
          ...entries.features.map((f) => [
            `core + ${f.entry}`,
            fmtKB(f.minBytes),
            fmtKB(f.gzipBytes),
            fmtKB(f.addsGzipBytes),
          ]),
        ],
      ),
    )
  }
}

if (results.export) {
  md.push('', '## exportSvg in Chromium (ours, founder view, median ms)', '')
  md.push(
    table(
      ['people', 'cards', 'exportSvg ms', 'first export ms (loads the exporter)', 'SVG size'],
      results.export.rows.map((r) => [
        r.size,
        r.cards ?? '—',
        fmtMs(r.medianMs) ?? r.skipped,
        fmtMs(r.firstMs) ?? '—',
        r.svgBytes ? `${(r.svgBytes / 1e6).toFixed(1)} MB` : '—',
      ]),
    ),
  )
}

if (results.gedcom) {
  const g = results.gedcom
  md.push(
    '',
    `## GEDCOM import in Node (median ms; ${g.date}, Node ${g.node}${g.loadAverage != null ? `, load average ${g.loadAverage.toFixed(1)} on ${g.cores} cores at the end` : ''})`,
    '',
  )
  md.push(
    'The published family-chart has no GEDCOM support: these are times against people. Each file is generated from the tree of that size (bench/gedcom-generator.mjs); export is timed on the imported data.',
  )
  md.push('')
  md.push(
    '"CPU ms" is the process CPU time of the import or export: on a shared machine, wall time also counts the time other work had the cores.',
  )
  md.push('')
  md.push(
    table(
      [
        'people',
        'families',
        'lines',
        'MB',
        'import ms',
        'import CPU ms',
        'export ms',
        'export CPU ms',
        'import µs / person',
      ],
      g.rows.map((r) => [
        r.size,
        r.families,
        r.lines,
        (r.bytes / 2 ** 20).toFixed(1),
        fmtMs(r.importMs),
        fmtMs(r.importCpuMs),
        fmtMs(r.exportMs),
        r.exportCpuMs == null ? '—' : fmtMs(r.exportCpuMs),
        ((r.importMs * 1000) / r.size).toFixed(1),
      ]),
    ),
  )
}

if (results.options) {
  const o = results.options
  md.push(
    '',
    `## ${o.size.toLocaleString('en')} people with every option on (calculateTree in Node, median CPU ms of ${o.runs} runs; load average ${o.loadAverage} before, ${o.loadAverageAfter} after)`,
    '',
  )
  md.push(
    `Options on: ${o.options.join(', ')}, on the tree with death dates, marriage dates, divorces and step-families added (bench/options-layout.mjs). "off" is ours on the same tree without options; the published package has none of them and runs the same tree with its defaults. CPU time of the process, as the machine is shared.`,
  )
  md.push('')
  const cpu = (c) => c.skipped ?? fmtMs(c.medianCpuMs)
  md.push(
    table(
      [
        'main',
        'published',
        'ours, off',
        'ours, every option',
        'every / off',
        'every / published',
        'cards',
        'private cards',
      ],
      o.rows.map((r) => [
        r.main,
        cpu(r.published),
        cpu(r.off),
        cpu(r.every),
        r.everyOverOff?.toFixed(2) ?? '—',
        r.everyOverPublished?.toFixed(2) ?? '—',
        r.every.nodes,
        r.every.privateCards,
      ]),
    ),
  )
  if (o.browser) md.push('', ...optionsBrowserReport(o.browser))
}
if (results.million) {
  md.push('', ...millionReport(results.million, table))
}
if (results.fan) md.push('', ...fanReport(results.fan))
if (results.relatives) md.push('', ...relativesReport(results.relatives))

if (results.lighthouse) {
  const lh = results.lighthouse
  md.push(
    '',
    `## Site pages: Lighthouse ${lh.lighthouseVersion} (${lh.settings}; median of ${lh.runsPerPage} runs; ${lh.date})`,
    '',
  )
  const ms = (v) => (v == null ? '—' : `${Math.round(v)} ms`)
  md.push(
    table(
      ['page', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'transferred', 'scripts'],
      lh.pages.map((p) => [
        `${p.type} (${p.path})`,
        p.figures.score,
        ms(p.figures.fcpMs),
        ms(p.figures.lcpMs),
        ms(p.figures.tbtMs),
        p.figures.cls == null ? '—' : p.figures.cls.toFixed(3),
        fmtKB(p.figures.transferBytes),
        fmtKB(p.figures.scriptTransferBytes),
      ]),
    ),
  )
  if (lh.pages.some((p) => p.baseline)) {
    md.push(
      '',
      `### Against the baseline build (${process.env.BENCH_LIGHTHOUSE_BASELINE ?? 'BENCH_LIGHTHOUSE_BASELINE'}), measured run for run alternately: baseline → this build`,
      '',
    )
    const pair = (p, key, f) => (p.baseline ? `${f(p.baseline.figures[key])} → ${f(p.figures[key])}` : '—')
    const n = (v) => (v == null ? '—' : String(Math.round(v)))
    md.push(
      table(
        ['page', 'score', 'LCP ms', 'TBT ms', 'CLS', 'transferred'],
        lh.pages.map((p) => [
          p.path,
          pair(p, 'score', n),
          pair(p, 'lcpMs', n),
          pair(p, 'tbtMs', n),
          pair(p, 'cls', (v) => (v == null ? '—' : v.toFixed(3))),
          pair(p, 'transferBytes', fmtKB),
        ]),
      ),
    )
  }
  const b = lh.bundle
  md.push('', '### Site bundle (build/assets)', '')
  md.push(
    table(
      ['files', 'count', 'size', 'gzip'],
      [
        ['all JavaScript', b.js.files, fmtKB(b.js.rawBytes), fmtKB(b.js.gzipBytes)],
        ['entry scripts (every page)', b.entry.files.length, fmtKB(b.entry.rawBytes), fmtKB(b.entry.gzipBytes)],
        ['all CSS', b.css.files, fmtKB(b.css.rawBytes), fmtKB(b.css.gzipBytes)],
        ...b.largest.map((f) => [f.name, '', fmtKB(f.rawBytes), fmtKB(f.gzipBytes)]),
      ],
    ),
  )
  md.push(
    '',
    b.duplicates.length
      ? `Chunks with the same content under different names: ${b.duplicates.map((d) => d.files.join(' = ')).join('; ')}.`
      : 'No two chunks have the same content.',
  )
}

// The issue's targets, where this run measured them.
const targets = []
const node10k = results.node?.find((r) => r.size === 10000 && r.main === 'founder')
if (node10k)
  targets.push([
    'calculateTree 10k ≥ 20× faster than published',
    node10k.ratio ? `${(1 / node10k.ratio).toFixed(1)}×` : '—',
    node10k.ratio ? (1 / node10k.ratio >= 20 ? 'met' : 'not met') : '—',
  ])
const br10k = results.browser?.find((r) => r.size === 10000)
if (br10k) {
  const f = br10k.ours.figures
  const check = (v, limit) => (v == null ? '—' : v <= limit ? 'met' : 'not met')
  targets.push(['first paint 10k ≤ 1000 ms', fmtMs(f.createMs), check(f.createMs, 1000)])
  targets.push([
    'switch main 10k ≤ 300 ms (to leaf / to founder)',
    `${fmtMs(f.switchToLeafMs)} / ${fmtMs(f.switchToFounderMs)}`,
    check(Math.max(f.switchToLeafMs ?? Infinity, f.switchToFounderMs ?? Infinity), 300),
  ])
  targets.push(['pan frame 10k ≤ 16 ms', fmtMs(f.panMs), check(f.panMs, 16)])
  targets.push(['zoom frame 10k ≤ 16 ms', fmtMs(f.zoomMs), check(f.zoomMs, 16)])
}
const checkAt = (v, limit) => (v == null ? '—' : v <= limit ? 'met' : 'not met')
const br50k = results.browser?.find((r) => r.size === 50000)
if (br50k) {
  const f = br50k.ours.figures
  const longest = Math.max(f.createLongestTaskMs ?? Infinity, f.switchLongestTaskMs ?? Infinity)
  // The 'longtask' observer reports only tasks over 50 ms: 0 means it saw none.
  const fmtLongest = (v) => (v == null ? '—' : v === 0 ? 'none over 50 ms' : `${fmtMs(v)} ms`)
  targets.push([
    'every main-thread task 50k < 100 ms (open / switch)',
    `${fmtLongest(f.createLongestTaskMs)} / ${fmtLongest(f.switchLongestTaskMs)}`,
    Number.isFinite(longest) ? (longest < 100 ? 'met' : 'not met') : '—',
  ])
}
const br100k = results.browser?.find((r) => r.size === 100000)
if (br100k) {
  const f = br100k.ours.figures
  targets.push(['first paint 100k ≤ 1000 ms', fmtMs(f.createMs), checkAt(f.createMs, 1000)])
  targets.push([
    'switch main 100k ≤ 300 ms (to leaf / to founder)',
    `${fmtMs(f.switchToLeafMs)} / ${fmtMs(f.switchToFounderMs)}`,
    checkAt(Math.max(f.switchToLeafMs ?? Infinity, f.switchToFounderMs ?? Infinity), 300),
  ])
}
if (results.lighthouse?.pages?.length) {
  const { pages, targets: goal } = results.lighthouse
  const worst = (key, pick) =>
    pages.reduce(
      (w, p) => (p.figures[key] == null ? w : w == null ? p : pick(p.figures[key], w.figures[key]) ? p : w),
      null,
    )
  const low = worst('score', (a, b) => a < b)
  const tbt = worst('tbtMs', (a, b) => a > b)
  const cls = worst('cls', (a, b) => a > b)
  if (low)
    targets.push([
      `Lighthouse score ≥ ${goal.score} on every page type (lowest)`,
      `${Math.round(low.figures.score)} (${low.path})`,
      low.figures.score >= goal.score ? 'met' : 'not met',
    ])
  if (tbt)
    targets.push([
      `Lighthouse TBT ≤ ${goal.tbtMs} ms on every page type (highest)`,
      `${fmtMs(tbt.figures.tbtMs)} (${tbt.path})`,
      checkAt(tbt.figures.tbtMs, goal.tbtMs),
    ])
  if (cls)
    targets.push([
      `Lighthouse CLS ≤ ${goal.cls} on every page type (highest)`,
      `${cls.figures.cls.toFixed(3)} (${cls.path})`,
      checkAt(cls.figures.cls, goal.cls),
    ])
}
const entrySizes = results.bundle?.entries
if (entrySizes) {
  targets.push([
    'family-chart/core program ≤ published 0.9.0 program (gzip)',
    `${fmtKB(entrySizes.core.gzipBytes)} vs ${fmtKB(entrySizes.published.gzipBytes)}`,
    entrySizes.core.gzipBytes <= entrySizes.published.gzipBytes ? 'met' : 'not met',
  ])
  targets.push([
    'family-chart program ≤ 50 KB (gzip)',
    fmtKB(entrySizes.dropIn.gzipBytes),
    entrySizes.dropIn.gzipBytes <= 50 * 1024 ? 'met' : 'not met',
  ])
}
const gz = results.bundle?.comparisons.find((c) => c.figure === 'IIFE/UMD gzip')
if (gz)
  targets.push([
    'gzip bundle ≤ published',
    `${fmtKB(gz.ours)} vs ${fmtKB(gz.published)}`,
    gz.ratio != null ? (gz.ratio <= 1 ? 'met' : 'not met') : '—',
  ])
const GEDCOM_TARGET = `GEDCOM import 100k people ≤ ${results.gedcom?.targetMs ?? 1500} ms`
const GEDCOM_EXPORT_TARGET = `GEDCOM export 100k people < ${results.gedcom?.exportTargetMs ?? 1000} ms`
const gedcom100k = results.gedcom?.rows.find((r) => r.size === 100000)
if (gedcom100k)
  targets.push([
    GEDCOM_TARGET,
    fmtMs(gedcom100k.importMs),
    gedcom100k.importMs <= results.gedcom.targetMs ? 'met' : 'not met',
  ])
if (gedcom100k && results.gedcom.exportTargetMs) {
  targets.push([
    GEDCOM_EXPORT_TARGET,
    fmtMs(gedcom100k.exportMs),
    gedcom100k.exportMs < results.gedcom.exportTargetMs ? 'met' : 'not met',
  ])
}
const export10k = results.export?.rows.find((r) => r.size === 10000)
if (export10k)
  targets.push([
    'exportSvg 10k < 1000 ms (issue 19)',
    fmtMs(export10k.medianMs) ?? export10k.skipped,
    export10k.medianMs == null ? '—' : export10k.medianMs < 1000 ? 'met' : 'not met',
  ])
if (targets.length) md.push('', '## Targets (ours)', '', table(['target', 'measured', ''], targets))
results.targets = targets.map(([target, measured, status]) => ({ target, measured, status }))

/** The options part's Chromium table (options-browser.mjs): CPU ms per operation and case, and the ratios. */
function optionsBrowserReport(b) {
  const { published, off, every } = b.cases
  const cpu = (c, op) => (c?.[op] ? `${fmtMs(c[op].cpuMs)} (${fmtMs(c[op].ms)})` : c?.skipped ? 'skipped' : '—')
  const shown = (s) => (s ? `${s.label ?? 'not related'}, ${s.pathLength} people` : '—')
  return [
    `### In Chromium: median main-thread CPU ms (wall ms) of ${b.runs} runs of ours, ${published?.runs ?? 0} of the published package; load average ${b.loadAverage} before, ${b.loadAverageAfter} after`,
    '',
    `"off": ours with its defaults on the generated tree; "every": the tree with the option data, and ${b.options.join(', ')} on. Views at scale 1 around the main person (tree_position 'main_to_middle'). Relationship: the leaf (${b.ids.leaf}) and the farthest person within ${b.ids.nearSteps} parent/child steps (${b.ids.near}: ${shown(every?.relationshipShown)}), then the farthest of all (${b.ids.far}, ${b.ids.farSteps} steps: ${shown(every?.relationshipFarShown)}). The published package has no relationship feature.`,
    '',
    table(
      [
        'operation',
        'published',
        'ours, off',
        'ours, every option',
        'every / off',
        'every / off (wall)',
        'every / published',
      ],
      OPTION_OPERATIONS.map(([op, label]) => [
        label,
        cpu(published, op),
        cpu(off, op),
        cpu(every, op),
        fmtRatio(b.ratios[op].everyOverOff),
        fmtRatio(b.ratios[op].everyOverOffWall),
        fmtRatio(b.ratios[op].everyOverPublished),
      ]),
    ),
    '',
    `Drawn at the leaf: off ${off?.drawnAtLeaf?.cards ?? '—'} cards; every ${every?.drawnAtLeaf?.cards ?? '—'} cards, ${every?.drawnAtLeaf?.privateCards ?? '—'} private, ${every?.drawnAtLeaf?.foldControls ?? '—'} fold controls, ${every?.drawnAtLeaf?.endedMarriageLinks ?? '—'} ended-marriage links.`,
  ]
}

function median(values) {
  const v = values.filter((x) => typeof x === 'number').sort((a, b) => a - b)
  return v.length ? (v.length % 2 ? v[v.length >> 1] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2) : null
}

const markdown = md.join('\n') + '\n'
mkdirSync(RESULTS, { recursive: true })
writeFileSync(join(RESULTS, 'latest.json'), JSON.stringify(results, null, 2) + '\n')
writeFileSync(join(RESULTS, 'latest.md'), markdown)
log('\n' + markdown)
log(`written ${join('bench', 'results', 'latest.json')} and ${join('bench', 'results', 'latest.md')}`)
