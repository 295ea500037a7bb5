// How the drop-in program's up-front bytes split into chunks: each chunk gzipped alone (what the size budget counts,
// as a server sends them) against all of them gzipped as one file (what merging them would give), and the chunks a
// program loads later. Prints only; run after `npm run build -w family-chart`.
//
//   node bench/upfront-chunks.mjs

import { gzipSync } from 'node:zlib'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { program } from './entry-sizes.mjs'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
const gzip = (bytes) => gzipSync(bytes, { level: 9 }).length

const esbuild = await import('esbuild')
const out = await esbuild.build({
  stdin: {
    contents: program("import { createChart } from 'family-chart'"),
    resolveDir: ROOT,
    loader: 'js',
    sourcefile: 'program.js',
  },
  bundle: true,
  write: false,
  splitting: true,
  outdir: join(ROOT, 'bench', 'tmp', 'upfront-chunks'),
  format: 'esm',
  minify: true,
  legalComments: 'none',
  external: ['d3'],
  metafile: true,
  logLevel: 'silent',
})
const outputs = out.metafile.outputs
const bytesOf = new Map(out.outputFiles.map((f) => [f.path, f.contents]))
const entry = Object.keys(outputs).find((key) => outputs[key].entryPoint === 'program.js')
const upFront = new Set()
const visit = (key) => {
  if (upFront.has(key)) return
  upFront.add(key)
  for (const imp of outputs[key].imports) if (imp.kind === 'import-statement' && outputs[imp.path]) visit(imp.path)
}
visit(entry)

const chunks = [...upFront].map((key) => bytesOf.get(join(ROOT, key)))
const later = Object.keys(outputs).filter((key) => !upFront.has(key) && key.endsWith('.js'))
const alone = chunks.reduce((sum, c) => sum + gzip(c), 0)
const merged = gzip(Buffer.concat(chunks.map((c) => Buffer.from(c))))
console.log(`up front: ${chunks.length} chunks, ${kb(chunks.reduce((sum, c) => sum + c.length, 0))} min`)
console.log(`  gzipped each alone: ${kb(alone)}; gzipped as one file: ${kb(merged)} (${kb(alone - merged)} less)`)
console.log(`  each chunk (gzip): ${chunks.map((c) => kb(gzip(c))).join(', ')}`)
console.log(
  `later (dynamic imports): ${later.length} chunks, ${kb(later.reduce((sum, key) => sum + gzip(bytesOf.get(join(ROOT, key))), 0))} gzip`,
)
