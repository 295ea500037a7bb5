// What a program pays for the chart, entry by entry: the three-line program (createChart → setCardHtml +
// setCardDisplay → updateTree) bundled by esbuild from our built package and from the published 0.9.0, what each
// feature adds to the core, what each language adds to the core with the locale feature, and what the entries that
// need no chart (family-chart/gedcom) weigh alone. Minified ESM (esbuild's default target), d3 external, gzip level 9;
// code a program loads only when used (the exporter, behind a dynamic import) is not counted, as a bundler splits it
// off.
//
//   node bench/entry-sizes.mjs          prints the table
//   node bench/entry-sizes.mjs --json   prints the figures as JSON (the size budget test reads them)

import { gzipSync } from 'node:zlib'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const HERE = dirname(fileURLToPath(import.meta.url))
const ROOT = join(HERE, '..')

/** The three lines of the program, after an import line and before a use line. */
export const program = (importLine, useLine = '') => `${importLine}
const chart = createChart('#FamilyChart', [])${useLine}
chart.setCardHtml().setCardDisplay([['first name', 'last name'], ['birthday']])
chart.updateTree({ initial: true })
`

/** The features a program can add to the core, with the entry each comes from and its export's name. */
export const FEATURES = [
  ['search', 'personSearch'],
  ['hover-path', 'hoverPath'],
  ['collapse', 'collapse'],
  ['card-actions', 'cardActions'],
  ['relationship', 'relationship'],
  ['kinships', 'kinships'],
  ['privacy', 'privacy'],
  ['data-source', 'dataSource'],
  ['editing', 'editing'],
  ['export', 'exportFeature'],
  ['large-trees', 'largeTrees'],
  ['svg-cards', 'svgCards'],
  ['validation', 'validation'],
  ['families', 'families'],
  ['relatives', 'relativesChart'],
  ['locale', 'locale'],
  ['fan', 'fanChart'],
]

/**
 * Entries that stand alone (no chart): a program using each, with what it imports. Locales and framework bindings join
 * this list when they become entries.
 */
export const STANDALONE = [
  [
    'gedcom',
    `import { importGedcom, exportGedcom } from 'family-chart/gedcom'
const { data } = importGedcom(document.body.textContent)
console.log(exportGedcom(data, { version: '7.0' }))
`,
  ],
]

/** The languages beside the built-in English, each measured as core + the locale feature + `setLocale(it)`. */
export const LOCALES = ['de', 'fr', 'es', 'pt', 'it', 'nl', 'pl', 'ru', 'he', 'ar', 'zh', 'ja']

/**
 * A program's chunks as esbuild writes them with code splitting (dynamic imports land in chunks of their own):
 * `upFront`, its entry chunk and every chunk reached by static imports, and `later`, the rest.
 */
export async function programChunks(code) {
  const esbuild = await import('esbuild')
  const out = await esbuild.build({
    stdin: { contents: code, resolveDir: ROOT, loader: 'js', sourcefile: 'program.js' },
    bundle: true,
    write: false,
    splitting: true,
    outdir: join(ROOT, 'bench', 'tmp', 'entry-sizes'),
    format: 'esm',
    minify: true,
    legalComments: 'none',
    external: ['d3'],
    metafile: true,
    logLevel: 'silent',
  })
  const byPath = new Map(out.outputFiles.map((f) => [f.path, f.contents]))
  const outputs = out.metafile.outputs
  // The program itself: the chunks a dynamic import loads are entry points too, and may come first in the list.
  const entry = Object.keys(outputs).find((k) => outputs[k].entryPoint === 'program.js')
  const seen = new Set()
  const visit = (key) => {
    if (seen.has(key)) return
    seen.add(key)
    for (const imp of outputs[key].imports) if (imp.kind === 'import-statement' && outputs[imp.path]) visit(imp.path)
  }
  visit(entry)
  const bytesOf = (key) => byPath.get(join(ROOT, key))
  return {
    upFront: [...seen].map(bytesOf),
    later: Object.keys(outputs)
      .filter((key) => !seen.has(key) && key.endsWith('.js'))
      .map(bytesOf),
  }
}

/**
 * The bytes of a program as loaded up front (programChunks' `upFront`): minified, and each chunk gzipped, summed; and
 * how many chunks that is.
 */
export async function upFrontBytes(code) {
  const chunks = (await programChunks(code)).upFront
  const joined = Buffer.concat(chunks.map((c) => Buffer.from(c)))
  return {
    minBytes: joined.length,
    gzipBytes: chunks.reduce((sum, c) => sum + gzipSync(c, { level: 9 }).length, 0),
    chunks: chunks.length,
  }
}

export async function measureEntrySizes() {
  const published = await upFrontBytes(program("import { createChart } from 'family-chart-published'"))
  const core = await upFrontBytes(program("import { createChart } from 'family-chart/core'"))
  const dropIn = await upFrontBytes(program("import { createChart } from 'family-chart'"))
  const features = []
  for (const [entry, name] of FEATURES) {
    const withIt = await upFrontBytes(
      program(
        `import { createChart } from 'family-chart/core'\nimport { ${name} } from 'family-chart/${entry}'`,
        `.use(${name})`,
      ),
    )
    features.push({ entry: `family-chart/${entry}`, name, addsGzipBytes: withIt.gzipBytes - core.gzipBytes, ...withIt })
  }
  const withLocale = features.find((f) => f.entry === 'family-chart/locale')
  const locales = []
  for (const code of LOCALES) {
    const withIt = await upFrontBytes(
      program(
        `import { createChart } from 'family-chart/core'\nimport { locale } from 'family-chart/locale'\nimport messages from 'family-chart/locales/${code}'`,
        `.use(locale).setLocale(messages)`,
      ),
    )
    locales.push({
      entry: `family-chart/locales/${code}`,
      addsGzipBytes: withIt.gzipBytes - withLocale.gzipBytes,
      ...withIt,
    })
  }
  const standalone = []
  for (const [entry, code] of STANDALONE)
    standalone.push({ entry: `family-chart/${entry}`, ...(await upFrontBytes(code)) })
  return { published, core, dropIn, features, locales, standalone }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const sizes = await measureEntrySizes()
  if (process.argv.includes('--json')) {
    process.stdout.write(JSON.stringify(sizes))
  } else {
    const kb = (b) => (b / 1024).toFixed(1) + ' KB'
    console.table([
      {
        program: 'published 0.9.0 (family-chart)',
        gzip: kb(sizes.published.gzipBytes),
        min: kb(sizes.published.minBytes),
      },
      { program: 'ours, family-chart/core', gzip: kb(sizes.core.gzipBytes), min: kb(sizes.core.minBytes) },
      {
        program: 'ours, family-chart (every feature)',
        gzip: kb(sizes.dropIn.gzipBytes),
        min: kb(sizes.dropIn.minBytes),
      },
      ...sizes.features.map((f) => ({
        program: `core + ${f.entry}`,
        gzip: kb(f.gzipBytes),
        min: kb(f.minBytes),
        adds: kb(f.addsGzipBytes),
      })),
      ...sizes.locales.map((l) => ({
        program: `core + locale + ${l.entry}`,
        gzip: kb(l.gzipBytes),
        min: kb(l.minBytes),
        adds: kb(l.addsGzipBytes),
      })),
      ...sizes.standalone.map((s) => ({ program: `${s.entry} alone`, gzip: kb(s.gzipBytes), min: kb(s.minBytes) })),
    ])
  }
}
