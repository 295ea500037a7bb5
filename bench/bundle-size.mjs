// Bundle sizes: raw, minified and gzip (zlib, level 9) of our ESM and IIFE bundles vs the published ones.
//
//   node bench/bundle-size.mjs
//
// Our ESM build (dist/family-chart.js) is not minified by tsup, so its "min" figure is the same file minified with
// esbuild (whitespace, identifiers, syntax), which is what an application bundler would ship. Our IIFE
// (dist/family-chart.min.js) and the published family-chart.min.js are already minified and measured as they are.
// The published ESM (dist/family-chart.esm.js) is minified the same way as ours for a like-for-like ESM figure.
// d3 is external in every one of these bundles.
//
// Our ESM build is split: family-chart.js imports shared chunks statically, and the exporter and the other parts
// features load on first use (the relationship view, the actions menu, the data source wiring, the overview) only
// when used. Its figures are those of family-chart.js bundled by esbuild with its static chunks (what an app ships up
// front); the exporter's lazy chunk and the script-tag exporter family-chart-export.min.js are listed apart.

import { readFileSync, existsSync, readdirSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const HERE = dirname(fileURLToPath(import.meta.url))
const ROOT = join(HERE, '..')
const require = createRequire(import.meta.url)

const gzip = (buf) => gzipSync(buf, { level: 9 }).length

async function minify(code) {
  const esbuild = await import('esbuild')
  const out = await esbuild.transform(code, { minify: true, format: 'esm', target: 'es2019', legalComments: 'none' })
  return Buffer.from(out.code)
}

/**
 * The ESM entry as an app's bundler ships it: its statically imported chunks bundled in (scope-hoisted, minified),
 * dynamically imported chunks (the exporter) left out, since they load only when used. `rawBytes` is what the bundle
 * read: the entry and those chunks as the build wrote them (the drop-in's entry file alone is a list of re-exports).
 */
async function bundleEntry(file) {
  const esbuild = await import('esbuild')
  const lazy = {
    name: 'lazy-chunks-external',
    setup(build) {
      build.onResolve({ filter: /^\.\/[\w-]+\.js$/ }, (args) =>
        args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
      )
    },
  }
  const out = await esbuild.build({
    entryPoints: [file],
    bundle: true,
    write: false,
    minify: true,
    format: 'esm',
    target: 'es2019',
    legalComments: 'none',
    external: ['d3'],
    plugins: [lazy],
    metafile: true,
    logLevel: 'silent',
  })
  const rawBytes = Object.values(out.metafile.inputs).reduce((sum, input) => sum + input.bytes, 0)
  return { min: Buffer.from(out.outputFiles[0].contents), rawBytes }
}

async function measure(file, { alreadyMinified, bundle = false }) {
  if (!file || !existsSync(file)) return { file, missing: true }
  const raw = readFileSync(file)
  const bundled = bundle ? await bundleEntry(file) : null
  const min = bundled ? bundled.min : alreadyMinified ? raw : await minify(raw.toString('utf8'))
  return {
    file: file.slice(ROOT.length + 1),
    rawBytes: bundled ? bundled.rawBytes : raw.length,
    minBytes: min.length,
    gzipBytes: gzip(min),
    minifiedBy: bundle ? 'esbuild bundle' : alreadyMinified ? 'as shipped' : 'esbuild',
  }
}

/** The exporter's lazy ESM chunk (renderer-<hash>.js), if the build has one. */
function exporterChunk(dir) {
  const name = existsSync(dir) ? readdirSync(dir).find((f) => /^renderer-[\w-]+\.js$/.test(f)) : null
  return name ? join(dir, name) : null
}

export async function runBundleSize() {
  const ours = join(ROOT, 'packages', 'family-chart', 'dist')
  const pub = dirname(require.resolve('family-chart-published'))
  const rows = [
    {
      name: 'ours ESM (family-chart.js + static chunks)',
      ...(await measure(join(ours, 'family-chart.js'), { alreadyMinified: false, bundle: true })),
    },
    {
      name: 'ours IIFE (family-chart.min.js)',
      ...(await measure(join(ours, 'family-chart.min.js'), { alreadyMinified: true })),
    },
    {
      name: 'published ESM (family-chart.esm.js)',
      ...(await measure(join(pub, 'family-chart.esm.js'), { alreadyMinified: false })),
    },
    {
      name: 'published UMD (family-chart.min.js)',
      ...(await measure(join(pub, 'family-chart.min.js'), { alreadyMinified: true })),
    },
    {
      name: 'ours exporter, lazy ESM chunk (renderer-*.js)',
      ...(await measure(exporterChunk(ours), { alreadyMinified: false })),
    },
    {
      name: 'ours exporter, lazy script (family-chart-export.min.js)',
      ...(await measure(join(ours, 'family-chart-export.min.js'), { alreadyMinified: true })),
    },
  ]
  const [oursEsm, oursIife, pubEsm, pubMin] = rows
  const ratio = (a, b, key) => (a[key] && b[key] ? a[key] / b[key] : null)
  const comparisons = [
    {
      figure: 'IIFE/UMD min',
      ours: oursIife.minBytes,
      published: pubMin.minBytes,
      ratio: ratio(oursIife, pubMin, 'minBytes'),
    },
    {
      figure: 'IIFE/UMD gzip',
      ours: oursIife.gzipBytes,
      published: pubMin.gzipBytes,
      ratio: ratio(oursIife, pubMin, 'gzipBytes'),
    },
    {
      figure: 'ESM min',
      ours: oursEsm.minBytes,
      published: pubEsm.minBytes,
      ratio: ratio(oursEsm, pubEsm, 'minBytes'),
    },
    {
      figure: 'ESM gzip',
      ours: oursEsm.gzipBytes,
      published: pubEsm.gzipBytes,
      ratio: ratio(oursEsm, pubEsm, 'gzipBytes'),
    },
    {
      figure: 'ours ESM gzip vs published min.js gzip',
      ours: oursEsm.gzipBytes,
      published: pubMin.gzipBytes,
      ratio: ratio(oursEsm, pubMin, 'gzipBytes'),
    },
  ]
  return { files: rows, comparisons }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { files, comparisons } = await runBundleSize()
  const kb = (b) => (b == null ? '—' : (b / 1024).toFixed(1) + ' KB')
  console.table(
    files.map((f) => ({
      bundle: f.name,
      raw: kb(f.rawBytes),
      min: kb(f.minBytes),
      gzip: kb(f.gzipBytes),
      minified: f.minifiedBy ?? 'missing',
    })),
  )
  console.table(
    comparisons.map((c) => ({
      figure: c.figure,
      ours: kb(c.ours),
      published: kb(c.published),
      'ours/published': c.ratio?.toFixed(3) ?? '—',
    })),
  )
}
