// Bundles the 'A million people' demo's Web Worker (src/demos/million/million.worker.ts) into one classic script,
// static/workers/million-family.worker.js. Docusaurus' production build breaks webpack's own worker chunks (its
// chunk-asset plugin adds code that needs the page's webpack runtime, facebook/docusaurus#8389), so the worker is
// served as a static file instead. src/demos/million/worker-bundle.test.ts fails when the file is not up to date.
//
//   node scripts/build-million-worker.mjs            writes the file
//   node scripts/build-million-worker.mjs --print    prints the bundle instead (the test compares it with the file)
import { buildSync } from 'esbuild'
import { writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
export const WORKER_ENTRY = join(ROOT, 'src', 'demos', 'million', 'million.worker.ts')
export const WORKER_FILE = join(ROOT, 'static', 'workers', 'million-family.worker.js')

export function bundleMillionWorker() {
  const out = buildSync({
    entryPoints: [WORKER_ENTRY],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
  })
  return `// Built by scripts/build-million-worker.mjs from src/demos/million/million.worker.ts: do not edit.\n${out.outputFiles[0].text}`
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--print')) {
  process.stdout.write(bundleMillionWorker())
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(WORKER_FILE, bundleMillionWorker())
  console.log(`wrote ${WORKER_FILE}`)
}
