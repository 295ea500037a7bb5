// Builds ESM, CJS (with .d.ts) and a minified IIFE bundle exposing global `f3` that reads global `d3`; the exporter
// is a lazy chunk of the ESM build and, for script tags, its own file family-chart-export.min.js (global `f3Export`);
// the other parts features load on first use are lazy chunks of the ESM build and inside the IIFE bundle; the
// same for the separate GEDCOM entry point `family-chart/gedcom` (global `f3Gedcom`, no d3); and the framework
// bindings family-chart/react, /vue and /element.
import { defineConfig, type Options } from 'tsup'
import type { Plugin } from 'esbuild'
import { existsSync } from 'node:fs'
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

// The script-tag bundle cannot load chunks: each part a feature loads on first use (its `load-*.ts`, a dynamic import)
// comes from the static twin beside it (`load-*.static.ts`), which has the part at once, so the library stays
// synchronous there.
const lazyPartsStatic: Plugin = {
  name: 'lazy-parts-static',
  setup(build) {
    build.onResolve({ filter: /\/load-[\w-]+$/ }, (args) => {
      const twin = join(args.resolveDir, `${args.path}.static.ts`)
      return existsSync(twin) ? { path: twin } : undefined
    })
  },
}

// CommonJS is what Jest and Node load, where code written for 0.8 / 0.9 runs its tests: `editTree().open(d)` and
// then reading the form at once must work there as it did, so CommonJS takes the static twins too. Bundlers take the
// ES modules, which load the parts on first use.
const lazyPartsStaticInCommonJs: Plugin = {
  name: 'lazy-parts-static-in-cjs',
  setup(build) {
    // With code splitting tsup builds CommonJS as ES modules and converts them afterwards: the output's extension
    // is what tells the two builds apart.
    if (build.initialOptions.outExtension?.['.js'] === '.cjs') lazyPartsStatic.setup(build)
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
  'relatives',
  'locale',
  'fan',
]

/** The languages beside the built-in English, each its own entry (`family-chart/locales/<code>`). */
const LOCALES = ['de', 'fr', 'es', 'pt', 'it', 'nl', 'pl', 'ru', 'he', 'ar', 'zh', 'ja']

// The framework bindings import the library by its package name, which stays external, so an app that imports both
// ships the library once. Not split: each binding holds its own copy of the shared binding code, never a chunk of
// another. Their types are made in one pass (each pass type-checks the whole library behind them).
const BINDINGS = {
  react: 'src/bindings/react/index.ts',
  vue: 'src/bindings/vue/index.ts',
  element: 'src/bindings/element/index.ts',
}
const binding: Options = {
  format: ['esm', 'cjs'],
  sourcemap: true,
  target: 'es2022',
  splitting: false,
  external: ['family-chart', 'react', 'vue'],
  // The library is imported when the first chart mounts. CommonJS gets a require() for it, which Node and Jest load
  // without ES module support in their VM.
  esbuildOptions(options, { format }) {
    if (format === 'cjs') options.supported = { ...options.supported, 'dynamic-import': false }
  },
}

export default defineConfig([
  {
    entry: {
      'family-chart': 'src/index.ts',
      core: 'src/entries/core.ts',
      ...Object.fromEntries(FEATURE_ENTRIES.map((name) => [name, `src/entries/${name}.ts`])),
      ...Object.fromEntries(LOCALES.map((code) => [`locales/${code}`, `src/locales/${code}.ts`])),
    },
    format: ['esm', 'cjs'],
    dts: true,
    splitting: true,
    sourcemap: true,
    external: ['d3'],
    target: 'es2022',
    esbuildPlugins: [lazyPartsStaticInCommonJs],
  },
  {
    entry: { 'family-chart.min': 'src/namespace.ts' },
    format: ['iife'],
    globalName: 'f3',
    minify: true,
    sourcemap: true,
    target: 'es2022',
    outExtension: () => ({ js: '.js' }),
    esbuildPlugins: [d3AsGlobal, exporterAsScript, lazyPartsStatic],
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
    // For script tags: each language a file that adds itself to the global `f3Locales` (f3Locales.de ...).
    entry: Object.fromEntries(LOCALES.map((code) => [`locales/${code}.min`, `src/locales/${code}.ts`])),
    format: ['iife'],
    globalName: 'f3Locale',
    minify: true,
    target: 'es2022',
    outExtension: () => ({ js: '.js' }),
    footer: { js: '(globalThis.f3Locales = globalThis.f3Locales || {})[f3Locale.default.code] = f3Locale.default' },
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
  // React's is a client component: server renderers (Next.js) load it in the browser. esbuild drops a module's
  // directive when it bundles, so the built file gets it back as its first line.
  { ...binding, entry: { react: BINDINGS.react }, banner: { js: "'use client'" } },
  { ...binding, entry: { vue: BINDINGS.vue, element: BINDINGS.element }, dts: { entry: BINDINGS } },
])
