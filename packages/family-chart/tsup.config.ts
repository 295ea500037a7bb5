// Builds ESM, CJS (with .d.ts) and a minified IIFE bundle exposing global `f3` that reads global `d3`; the exporter
// is a lazy chunk of the ESM build and, for script tags, its own file family-chart-export.min.js (global `f3Export`);
// and the same for the separate GEDCOM entry point `family-chart/gedcom` (global `f3Gedcom`, no d3).
import { defineConfig } from 'tsup'
import type { Plugin } from 'esbuild'
import { join } from 'node:path'

const d3AsGlobal: Plugin = {
  name: 'd3-as-global',
  setup(build) {
    build.onResolve({ filter: /^d3$/ }, () => ({ path: 'd3', namespace: 'd3-global' }))
    build.onLoad({ filter: /.*/, namespace: 'd3-global' }, () => ({
      contents: 'module.exports = globalThis.d3',
      loader: 'js',
    }))
  },
}

// The script-tag bundle loads the exporter as a script beside it instead of inlining the dynamic import.
const exporterAsScript: Plugin = {
  name: 'exporter-as-script',
  setup(build) {
    build.onResolve({ filter: /\/load-renderer$/ }, (args) => ({
      path: join(args.resolveDir, 'load-renderer.iife.ts'),
    }))
  },
}

/** The feature entries (`family-chart/<name>`), each a file of src/entries/. */
const FEATURE_ENTRIES = [
  'search',
  'hover-path',
  'collapse',
  'card-actions',
  'relationship',
  'kinships',
  'privacy',
  'data-source',
  'editing',
  'export',
  'large-trees',
  'svg-cards',
  'validation',
  'families',
  'fan',
]

export default defineConfig([
  {
    entry: {
      'family-chart': 'src/index.ts',
      core: 'src/entries/core.ts',
      ...Object.fromEntries(FEATURE_ENTRIES.map((name) => [name, `src/entries/${name}.ts`])),
    },
    format: ['esm', 'cjs'],
    dts: true,
    splitting: true,
    sourcemap: true,
    external: ['d3'],
    target: 'es2022',
  },
  {
    entry: { 'family-chart.min': 'src/namespace.ts' },
    format: ['iife'],
    globalName: 'f3',
    minify: true,
    sourcemap: true,
    target: 'es2022',
    outExtension: () => ({ js: '.js' }),
    esbuildPlugins: [d3AsGlobal, exporterAsScript],
    // A plain copy of the namespace, which is also its own `default`, like the ESM default export.
    footer: { js: 'if (typeof f3 === "object" && f3) { f3 = Object.assign({}, f3); f3.default = f3 }' },
  },
  {
    entry: { 'family-chart-export.min': 'src/features/export/renderer.ts' },
    format: ['iife'],
    globalName: 'f3Export',
    minify: true,
    sourcemap: true,
    target: 'es2022',
    outExtension: () => ({ js: '.js' }),
  },
  {
    entry: { gedcom: 'src/gedcom/index.ts' },
    format: ['esm', 'cjs'],
    dts: true,
    sourcemap: true,
    target: 'es2022',
  },
  {
    entry: { 'family-chart-gedcom.min': 'src/gedcom/index.ts' },
    format: ['iife'],
    globalName: 'f3Gedcom',
    minify: true,
    sourcemap: true,
    target: 'es2022',
    outExtension: () => ({ js: '.js' }),
  },
])
