// Reduces bench/results/latest.json to what the Performance page shows (no raw runs), checking its shape on the way.

/** The path the page and the error messages name; the plugin reads the file from the site directory. */
const RESULTS_FILE = 'bench/results/latest.json'

/** The Chromium figures the page shows, in the order of bench/browser.mjs (BROWSER_FIGURES). */
const BROWSER_FIGURES = [
  'createMs',
  'switchToLeafMs',
  'switchToFounderMs',
  'panMs',
  'zoomMs',
  'domAfterCreate',
  'domAfterInteraction',
  'heapAfterCreateMB',
  'createLongestTaskMs',
  'switchLongestTaskMs',
]

/** run.mjs writes '—' when a target was not measured in the run (a part left out with BENCH_PARTS). */
const TARGET_STATUS = { met: 'met', 'not met': 'not met', '—': 'not measured' }

class BenchmarkResultsError extends Error {
  constructor(file, problem) {
    super(`${file}: ${problem}. Re-run \`npm run bench\` (see bench/README.md) or restore the committed file.`)
    this.name = 'BenchmarkResultsError'
    // The build prints the stack of a failing plugin; for a data problem the message is all there is to say.
    this.stack = `${this.name}: ${this.message}`
  }
}

/** Reads typed fields from the parsed JSON and says exactly which one is wrong when the shape is not as expected. */
function reader(file) {
  const fail = (path, expected, value) => {
    const found = value === undefined ? 'it is missing' : `found ${JSON.stringify(value)?.slice(0, 60)}`
    throw new BenchmarkResultsError(file, `"${path}" should be ${expected}, ${found}`)
  }
  const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v)
  return {
    object(value, path) {
      if (!isObject(value)) fail(path, 'an object', value)
      return value
    },
    array(value, path) {
      if (!Array.isArray(value)) fail(path, 'an array', value)
      return value
    },
    string(value, path) {
      if (typeof value !== 'string' || !value) fail(path, 'a non-empty string', value)
      return value
    },
    number(value, path) {
      if (typeof value !== 'number' || !Number.isFinite(value)) fail(path, 'a number', value)
      return value
    },
    optionalNumber(value, path) {
      if (value === null || value === undefined) return null
      if (typeof value !== 'number' || !Number.isFinite(value)) fail(path, 'a number or null', value)
      return value
    },
    optionalString(value, path) {
      if (value === null || value === undefined) return null
      if (typeof value !== 'string' || !value) fail(path, 'a non-empty string or null', value)
      return value
    },
    oneOf(value, path, allowed) {
      if (!Object.prototype.hasOwnProperty.call(allowed, value))
        fail(
          path,
          `one of ${Object.keys(allowed)
            .map((k) => `"${k}"`)
            .join(', ')}`,
          value,
        )
      return allowed[value]
    },
    fail,
  }
}

/** 'skipped (>60s)' or 'create: skipped (>120s)' → the limit in ms; other reasons (an error, a crash) carry none. */
function timeLimitMs(skipped) {
  const match = skipped && /(?:^|: )skipped \(>(\d+(?:\.\d+)?)s\)$/.exec(skipped)
  return match ? Number(match[1]) * 1000 : null
}

/** The browser steps (named as bench/browser.mjs names them in a timeout) that measure one figure each. */
const STEP_FIGURES = {
  create: 'createMs',
  'pan step': 'panMs',
  'zoom step': 'zoomMs',
  'switch to leaf': 'switchToLeafMs',
  'switch to founder': 'switchToFounderMs',
}

/** Which figure's step ran out of time: 'pan step: skipped (>15s)' → 'panMs'; null for other steps and errors. */
function limitedFigure(skipped) {
  if (timeLimitMs(skipped) === null) return null
  const step = skipped.slice(0, skipped.indexOf(': skipped'))
  return Object.prototype.hasOwnProperty.call(STEP_FIGURES, step) ? STEP_FIGURES[step] : null
}

function summarizeNodeSide(read, side, path) {
  read.object(side, path)
  const skipped = read.optionalString(side.skipped, `${path}.skipped`)
  const medianMs = read.optionalNumber(side.medianMs, `${path}.medianMs`)
  if (medianMs === null && skipped === null)
    read.fail(`${path}.medianMs`, 'a number when the case was not skipped', side.medianMs)
  return { ms: skipped ? null : medianMs, skipped, limitMs: timeLimitMs(skipped) }
}

function summarizeNode(read, rows) {
  return read.array(rows, 'node').map((row, i) => {
    const path = `node[${i}]`
    read.object(row, path)
    const ours = summarizeNodeSide(read, row.ours, `${path}.ours`)
    const published = summarizeNodeSide(read, row.published, `${path}.published`)
    const cards =
      read.optionalNumber(row.ours.nodes, `${path}.ours.nodes`) ??
      read.optionalNumber(row.published.nodes, `${path}.published.nodes`)
    return {
      size: read.number(row.size, `${path}.size`),
      main: read.oneOf(row.main, `${path}.main`, { founder: 'founder', leaf: 'leaf' }),
      cards,
      ours,
      published,
      speedUp: ours.ms !== null && published.ms !== null && ours.ms > 0 ? published.ms / ours.ms : null,
    }
  })
}

function summarizeBrowserSide(read, side, path) {
  read.object(side, path)
  const figures = read.object(side.figures, `${path}.figures`)
  const skipped = read.optionalString(side.skipped, `${path}.skipped`)
  const values = {}
  for (const key of BROWSER_FIGURES) values[key] = read.optionalNumber(figures[key], `${path}.figures.${key}`)
  // A run stops at its first timeout: that figure exceeded the limit, the ones after it were not reached.
  return { figures: values, skipped, limitMs: timeLimitMs(skipped), limitedFigure: limitedFigure(skipped) }
}

function summarizeBrowser(read, rows) {
  return read.array(rows, 'browser').map((row, i) => {
    const path = `browser[${i}]`
    read.object(row, path)
    return {
      size: read.number(row.size, `${path}.size`),
      ours: summarizeBrowserSide(read, row.ours, `${path}.ours`),
      published: summarizeBrowserSide(read, row.published, `${path}.published`),
    }
  })
}

function summarizeBundle(read, bundle) {
  read.object(bundle, 'bundle')
  return {
    comparisons: read.array(bundle.comparisons, 'bundle.comparisons').map((c, i) => {
      const path = `bundle.comparisons[${i}]`
      read.object(c, path)
      return {
        figure: read.string(c.figure, `${path}.figure`),
        oursBytes: read.number(c.ours, `${path}.ours`),
        publishedBytes: read.number(c.published, `${path}.published`),
      }
    }),
  }
}

/** exportSvg of the founder view per size (bench/export-svg.mjs); a skipped size keeps its reason. */
function summarizeExport(read, part) {
  read.object(part, 'export')
  return read.array(part.rows, 'export.rows').map((row, i) => {
    const path = `export.rows[${i}]`
    read.object(row, path)
    const skipped = read.optionalString(row.skipped, `${path}.skipped`)
    const medianMs = read.optionalNumber(row.medianMs, `${path}.medianMs`)
    if (medianMs === null && skipped === null)
      read.fail(`${path}.medianMs`, 'a number when the size was not skipped', row.medianMs)
    return {
      size: read.number(row.size, `${path}.size`),
      cards: read.optionalNumber(row.cards, `${path}.cards`),
      medianMs: skipped ? null : medianMs,
      firstMs: read.optionalNumber(row.firstMs, `${path}.firstMs`),
      svgBytes: read.optionalNumber(row.svgBytes, `${path}.svgBytes`),
      skipped,
    }
  })
}

/** The GEDCOM import part (bench/gedcom-import.mjs): its run and one row per size, without the raw runs. */
function summarizeGedcom(read, gedcom) {
  read.object(gedcom, 'gedcom')
  const date = read.string(gedcom.date, 'gedcom.date')
  if (Number.isNaN(Date.parse(date))) read.fail('gedcom.date', 'an ISO date', gedcom.date)
  return {
    date,
    node: read.string(gedcom.node, 'gedcom.node'),
    targetMs: read.number(gedcom.targetMs, 'gedcom.targetMs'),
    rows: read.array(gedcom.rows, 'gedcom.rows').map((row, i) => {
      const path = `gedcom.rows[${i}]`
      read.object(row, path)
      return {
        size: read.number(row.size, `${path}.size`),
        families: read.number(row.families, `${path}.families`),
        lines: read.number(row.lines, `${path}.lines`),
        bytes: read.number(row.bytes, `${path}.bytes`),
        importMs: read.number(row.importMs, `${path}.importMs`),
        importCpuMs: read.optionalNumber(row.importCpuMs, `${path}.importCpuMs`),
        exportMs: read.number(row.exportMs, `${path}.exportMs`),
      }
    }),
  }
}

/** The Lighthouse part (bench/lighthouse.mjs): medians per page type and the site's bundle sizes, without the runs. */
function summarizeLighthouse(read, part) {
  read.object(part, 'lighthouse')
  const date = read.string(part.date, 'lighthouse.date')
  if (Number.isNaN(Date.parse(date))) read.fail('lighthouse.date', 'an ISO date', part.date)
  const targets = read.object(part.targets, 'lighthouse.targets')
  const bundle = read.object(part.bundle, 'lighthouse.bundle')
  const sizes = (value, path) => {
    read.object(value, path)
    return {
      rawBytes: read.number(value.rawBytes, `${path}.rawBytes`),
      gzipBytes: read.number(value.gzipBytes, `${path}.gzipBytes`),
    }
  }
  return {
    date,
    lighthouseVersion: read.string(part.lighthouseVersion, 'lighthouse.lighthouseVersion'),
    settings: read.string(part.settings, 'lighthouse.settings'),
    runsPerPage: read.number(part.runsPerPage, 'lighthouse.runsPerPage'),
    targets: {
      score: read.number(targets.score, 'lighthouse.targets.score'),
      cls: read.number(targets.cls, 'lighthouse.targets.cls'),
      tbtMs: read.number(targets.tbtMs, 'lighthouse.targets.tbtMs'),
    },
    pages: read.array(part.pages, 'lighthouse.pages').map((page, i) => {
      const path = `lighthouse.pages[${i}]`
      read.object(page, path)
      const f = read.object(page.figures, `${path}.figures`)
      const figure = (key) => read.optionalNumber(f[key], `${path}.figures.${key}`)
      return {
        type: read.string(page.type, `${path}.type`),
        path: read.string(page.path, `${path}.path`),
        runs: read.number(page.runs, `${path}.runs`),
        score: figure('score'),
        fcpMs: figure('fcpMs'),
        lcpMs: figure('lcpMs'),
        tbtMs: figure('tbtMs'),
        cls: figure('cls'),
        transferBytes: figure('transferBytes'),
        scriptTransferBytes: figure('scriptTransferBytes'),
      }
    }),
    bundle: {
      js: {
        files: read.number(bundle.js?.files, 'lighthouse.bundle.js.files'),
        ...sizes(bundle.js, 'lighthouse.bundle.js'),
      },
      css: {
        files: read.number(bundle.css?.files, 'lighthouse.bundle.css.files'),
        ...sizes(bundle.css, 'lighthouse.bundle.css'),
      },
      entry: sizes(bundle.entry, 'lighthouse.bundle.entry'),
      largest: read.array(bundle.largest, 'lighthouse.bundle.largest').map((f, i) => ({
        name: read.string(f.name, `lighthouse.bundle.largest[${i}].name`),
        ...sizes(f, `lighthouse.bundle.largest[${i}]`),
      })),
      duplicates: read.array(bundle.duplicates, 'lighthouse.bundle.duplicates').length,
    },
  }
}

/**
 * How time grows with people between the smallest and the largest size a library finished (1 = linear), as in
 * run.mjs: log(t2 / t1) / log(n2 / n1).
 */
function growthExponents(node) {
  const result = []
  for (const main of ['founder', 'leaf']) {
    for (const lib of ['ours', 'published']) {
      const measured = node.filter((r) => r.main === main && r[lib].ms !== null).sort((a, b) => a.size - b.size)
      if (measured.length < 2) continue
      const first = measured[0]
      const last = measured[measured.length - 1]
      const exponent = Math.log(last[lib].ms / first[lib].ms) / Math.log(last.size / first.size)
      result.push({ lib, main, exponent, fromSize: first.size, toSize: last.size })
    }
  }
  return result
}

/**
 * The parts a run kept from earlier runs, one group per run they come from. Files written before runs kept parts of
 * several dates hold a single group as an object.
 */
function summarizeCarriedOver(read, raw) {
  if (raw === undefined) return []
  const groups = Array.isArray(raw) ? raw : [raw]
  return groups.map((group, g) => {
    const path = Array.isArray(raw) ? `carriedOver[${g}]` : 'carriedOver'
    read.object(group, path)
    return {
      parts: read.array(group.parts, `${path}.parts`).map((p, i) => read.string(p, `${path}.parts[${i}]`)),
      from: read.string(group.from, `${path}.from`),
    }
  })
}

/**
 * The page's data from the parsed results. Parts left out of a run (BENCH_PARTS) come out as empty lists or null;
 * parts that are there must have the shape run.mjs writes, or this throws a BenchmarkResultsError naming the field.
 */
function summarizeBenchmark(raw, file = RESULTS_FILE) {
  const read = reader(file)
  read.object(raw, '(top level)')
  const machine = read.object(raw.machine, 'machine')
  const libraries = read.object(raw.libraries, 'libraries')
  const ours = read.object(libraries.ours, 'libraries.ours')
  const published = read.object(libraries.published, 'libraries.published')
  const sizes = read.array(raw.sizes, 'sizes').map((s, i) => read.number(s, `sizes[${i}]`))
  if (!sizes.length) read.fail('sizes', 'a non-empty array', raw.sizes)
  const date = read.string(raw.date, 'date')
  if (Number.isNaN(Date.parse(date))) read.fail('date', 'an ISO date', raw.date)

  const node = raw.node === undefined ? [] : summarizeNode(read, raw.node)
  return {
    file,
    date,
    durationSeconds: read.optionalNumber(raw.durationSeconds, 'durationSeconds'),
    machine: {
      os: read.string(machine.os, 'machine.os'),
      cpu: read.string(machine.cpu, 'machine.cpu'),
      cores: read.number(machine.cores, 'machine.cores'),
      memoryGB: read.number(machine.memoryGB, 'machine.memoryGB'),
      node: read.string(machine.node, 'machine.node'),
      chromium: read.optionalString(machine.chromium, 'machine.chromium'),
    },
    libraries: {
      ours: read.string(ours.version, 'libraries.ours.version'),
      published: read.string(published.version, 'libraries.published.version'),
      distChangedDuringRun: ours.distChangedDuringRun === true,
    },
    sizes,
    node,
    growth: growthExponents(node),
    browser: raw.browser === undefined ? [] : summarizeBrowser(read, raw.browser),
    bundle: raw.bundle === undefined ? null : summarizeBundle(read, raw.bundle),
    export: raw.export === undefined ? [] : summarizeExport(read, raw.export),
    carriedOver: summarizeCarriedOver(read, raw.carriedOver),
    gedcom: raw.gedcom === undefined ? null : summarizeGedcom(read, raw.gedcom),
    lighthouse: raw.lighthouse === undefined ? null : summarizeLighthouse(read, raw.lighthouse),
    targets: read.array(raw.targets, 'targets').map((t, i) => {
      const path = `targets[${i}]`
      read.object(t, path)
      return {
        target: read.string(t.target, `${path}.target`),
        measured: read.string(t.measured, `${path}.measured`),
        status: read.oneOf(t.status, `${path}.status`, TARGET_STATUS),
      }
    }),
  }
}

/** Parses the file's text and summarises it; invalid JSON becomes a BenchmarkResultsError too. */
function parseBenchmarkResults(text, file = RESULTS_FILE) {
  let raw
  try {
    raw = JSON.parse(text)
  } catch (err) {
    throw new BenchmarkResultsError(file, `not valid JSON (${err.message})`)
  }
  return summarizeBenchmark(raw, file)
}

module.exports = {
  RESULTS_FILE,
  BROWSER_FIGURES,
  BenchmarkResultsError,
  summarizeBenchmark,
  parseBenchmarkResults,
  timeLimitMs,
  limitedFigure,
}
