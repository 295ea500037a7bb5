// Builds the drop-in's ES module (`family-chart`, dist/family-chart.js) on its own, after tsup, in place of the one
// tsup made beside the other entries. Why: an application's bundler gives each set of chunks that share a module a
// chunk of its own. The drop-in's parts loaded on first use (the edit session, the fan's body, the exporter ...)
// each share a different handful of the drop-in's modules, so the drop-in arrived as some twenty small chunks, each
// gzipped alone. Here every such part also re-exports the drop-in's `createChart`, which reaches every module the
// drop-in loads up front: they all share the same set of chunks, so a bundler puts them in one chunk. The feature
// entries (`family-chart/core`, `family-chart/editing` ...) keep tsup's build: for them that link would load
// features they did not choose. Numbers: bench/NOTES.md, "Drop-in size, issue 47: one shared chunk".
import { build } from 'esbuild'
import { readFile, readdir, rm } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
const DROP_IN_CHART = join(ROOT, 'src/index.ts')
/** The name the link is exported by, from each part loaded on first use (nothing calls it). */
export const LINK_NAME = '__dropInChart'

/** The modules behind a dynamic import (the parts loaded on first use), as the build finds them. */
const parts = new Set()

/** Resolves an import as esbuild would without these plugins (the flag keeps them from resolving it again). */
const resolveAsUsual = (pluginBuild, args) =>
  pluginBuild.resolve(args.path, {
    kind: args.kind,
    importer: args.importer,
    resolveDir: args.resolveDir,
    pluginData: 'resolving',
  })

/** Gives every module behind a dynamic import a re-export of the drop-in's `createChart`. */
const partsShareOneChunk = {
  name: 'parts-share-one-chunk',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^\./ }, async (args) => {
      if (args.kind !== 'dynamic-import' || args.pluginData === 'resolving') return undefined
      const resolved = await resolveAsUsual(pluginBuild, args)
      if (resolved.errors.length > 0) return { errors: resolved.errors }
      parts.add(resolved.path)
      return { path: resolved.path }
    })
    pluginBuild.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (!parts.has(args.path)) return undefined
      const source = await readFile(args.path, 'utf8')
      const link = `\nexport { createChart as ${LINK_NAME} } from ${JSON.stringify(DROP_IN_CHART)}\n`
      return { contents: source + link, loader: 'ts', resolveDir: dirname(args.path) }
    })
  },
}

/**
 * Modules a part loaded on first use needs that the drop-in's namespace also exports. A bundler puts a module in the
 * chunks of every program or part that can reach it by any import, used or not; through the namespace the program
 * reaches these, so the part's use would load them up front. The part gets its own copy instead: the namespace's is
 * then used by nothing in a program that does not call it, and a bundler drops it. Only modules with no state of
 * their own belong here (two copies must behave as one).
 */
const OWN_COPY = new Set(['src/data/validate.ts'].map((path) => join(ROOT, path)))

const partsOwnCopies = {
  name: 'parts-own-copies',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^\./ }, async (args) => {
      if (args.kind !== 'import-statement' || args.pluginData === 'resolving' || !parts.has(args.importer))
        return undefined
      const resolved = await resolveAsUsual(pluginBuild, args)
      return OWN_COPY.has(resolved.path) ? { path: resolved.path, namespace: 'own-copy' } : undefined
    })
    pluginBuild.onLoad({ filter: /.*/, namespace: 'own-copy' }, async (args) => ({
      contents: await readFile(args.path, 'utf8'),
      loader: 'ts',
      resolveDir: dirname(args.path),
    }))
  },
}

await build({
  absWorkingDir: ROOT,
  entryPoints: { 'family-chart': 'src/index.ts' },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  target: 'es2022',
  platform: 'neutral',
  mainFields: ['module', 'main'],
  external: ['d3'],
  sourcemap: true,
  logLevel: 'warning',
  plugins: [partsShareOneChunk, partsOwnCopies],
})

/** A chunk's file name: esbuild's `[name]-[hash].js`. Entries and the script-tag bundles have no hash. */
const CHUNK = /-[A-Z0-9]{8}\.js$/
const IMPORTED = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s*)"\.\/([\w.-]+\.js)"/g

/**
 * Removes the ES chunks nothing imports: tsup's own drop-in split off parts that only it used (the chart types'
 * bodies, the data report), and its entry is overwritten above, so those files would ship unused.
 */
async function removeUnimportedChunks(dir) {
  const files = (await readdir(dir)).filter((name) => name.endsWith('.js'))
  const reached = new Set()
  const queue = files.filter((name) => !CHUNK.test(name))
  while (queue.length > 0) {
    const name = queue.pop()
    if (reached.has(name)) continue
    reached.add(name)
    for (const [, imported] of (await readFile(join(dir, name), 'utf8')).matchAll(IMPORTED)) queue.push(imported)
  }
  const unused = files.filter((name) => CHUNK.test(name) && !reached.has(name))
  await Promise.all(unused.flatMap((name) => [rm(join(dir, name)), rm(join(dir, `${name}.map`), { force: true })]))
}

await removeUnimportedChunks(join(ROOT, 'dist'))
