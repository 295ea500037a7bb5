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
 * Modules a part gets its own copy of, when it imports them from code the drop-in does not load up front
 * (own-copies.json). Why: a bundler puts a module in the chunks of every program or part that can reach it by any
 * import, used or not. The drop-in's namespace reaches these (the published `handlers` build forms, `validateData`
 * checks data ...), so a part's use of them made their code load up front, though a program that only draws never
 * calls it. With its own copy the part no longer shares them, and a bundler drops the namespace's copy from a program
 * that does not use it. Only modules with no state of their own belong in the list, since two copies must behave as
 * one: no module-level `let`, no Symbol() (a mark one copy sets would be invisible to the other, so data/markers.ts
 * stays out), no Map or Set made at load, no class that code checks with instanceof
 * (test/architecture/own-copies.test.ts checks it). Numbers: bench/NOTES.md, "Drop-in size, issue 47: parts' own
 * copies".
 */
const OWN_COPY = new Set(
  JSON.parse(await readFile(join(ROOT, 'scripts/own-copies.json'), 'utf8')).modules.map((path) => join(ROOT, path)),
)

/** Every module the drop-in's entry reaches by static imports: what its program may load up front. */
const upFront = await build({
  absWorkingDir: ROOT,
  entryPoints: ['src/index.ts'],
  bundle: true,
  write: false,
  format: 'esm',
  external: ['d3'],
  metafile: true,
  logLevel: 'warning',
  outdir: 'dist',
  plugins: [
    {
      name: 'parts-left-out',
      setup(pluginBuild) {
        pluginBuild.onResolve({ filter: /^\./ }, (args) =>
          args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
        )
      },
    },
  ],
})
const UP_FRONT = new Set(Object.keys(upFront.metafile.inputs).map((path) => join(ROOT, path)))

const partsOwnCopies = {
  name: 'parts-own-copies',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^\./ }, async (args) => {
      // Imports from the up-front code keep the shared module; those from a part's own code (or an own copy) may not.
      const fromUpFront = args.namespace !== 'own-copy' && UP_FRONT.has(args.importer)
      if (args.kind !== 'import-statement' || args.pluginData === 'resolving' || fromUpFront) return undefined
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
