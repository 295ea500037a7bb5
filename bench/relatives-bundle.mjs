// The relatives layout (packages/family-chart/src/chart-types/relatives) bundled from source for the benchmarks: it
// is not in the library's public entry yet, so dist/ does not hold it. Written to bench/tmp/relatives-layout.mjs.
import { buildSync } from 'esbuild'
import { mkdirSync } from 'node:fs'
import { join, dirname } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const HERE = dirname(fileURLToPath(import.meta.url))
const ENTRY = join(HERE, '..', 'packages', 'family-chart', 'src', 'chart-types', 'relatives', 'index.ts')
export const RELATIVES_BUNDLE = join(HERE, 'tmp', 'relatives-layout.mjs')

/** Bundles (minified, as a browser would run it) and imports the layout. */
export async function loadRelativesLayout() {
  mkdirSync(join(HERE, 'tmp'), { recursive: true })
  buildSync({
    entryPoints: [ENTRY],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    minify: true,
    outfile: RELATIVES_BUNDLE,
  })
  return import(pathToFileURL(RELATIVES_BUNDLE).href)
}
