// How the drop-in program's up-front bytes split into chunks: each chunk gzipped alone (what the size budget counts,
// as a server sends them) against all of them gzipped as one file (what merging them would give), and the chunks a
// program loads later. Prints only; run after `npm run build -w family-chart`.
//
//   node bench/upfront-chunks.mjs

import { gzipSync } from 'node:zlib'
import { program, programChunks } from './entry-sizes.mjs'

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
const gzip = (bytes) => gzipSync(bytes, { level: 9 }).length

const { upFront, later } = await programChunks(program("import { createChart } from 'family-chart'"))
const alone = upFront.reduce((sum, c) => sum + gzip(c), 0)
const merged = gzip(Buffer.concat(upFront.map((c) => Buffer.from(c))))
console.log(`up front: ${upFront.length} chunks, ${kb(upFront.reduce((sum, c) => sum + c.length, 0))} min`)
console.log(`  gzipped each alone: ${kb(alone)}; gzipped as one file: ${kb(merged)} (${kb(alone - merged)} less)`)
console.log(`  each chunk (gzip): ${upFront.map((c) => kb(gzip(c))).join(', ')}`)
console.log(`later (dynamic imports): ${later.length} chunks, ${kb(later.reduce((sum, c) => sum + gzip(c), 0))} gzip`)
