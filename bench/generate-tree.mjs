// Writes the benchmark's generated trees to bench/tmp/ and reads them back (the generator itself is tree-generator.mjs).
//
//   node bench/generate-tree.mjs [sizes]        writes bench/tmp/tree-<size>.json (default 1000,5000,10000,50000,100000)

import { mkdirSync, writeFileSync, existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  DEFAULT_SEED,
  GENERATOR_VERSION,
  generateTree,
  pickFounderId,
  pickLeafId,
  treeStats,
  checkBothSided,
} from './tree-generator.mjs'

export { DEFAULT_SEED, generateTree, pickFounderId, pickLeafId, treeStats, checkBothSided }

const HERE = dirname(fileURLToPath(import.meta.url))
export const TMP_DIR = join(HERE, 'tmp')
export const DEFAULT_SIZES = [1000, 5000, 10000, 50000, 100000]

export function treePath(size) {
  return join(TMP_DIR, `tree-${size}.json`)
}

/** Generates (or reuses) bench/tmp/tree-<size>.json; returns { size, file, data, founderId, leafId }. */
export function ensureTree(size, seed = DEFAULT_SEED) {
  const file = treePath(size)
  const metaFile = file.replace(/\.json$/, '.meta.json')
  if (existsSync(file) && existsSync(metaFile)) {
    const meta = JSON.parse(readFileSync(metaFile, 'utf8'))
    if (meta.seed === seed && meta.size === size && meta.generatorVersion === GENERATOR_VERSION) {
      return { ...meta, file, data: JSON.parse(readFileSync(file, 'utf8')) }
    }
  }
  const data = generateTree(size, seed)
  const meta = {
    size,
    seed,
    generatorVersion: GENERATOR_VERSION,
    founderId: pickFounderId(data),
    leafId: pickLeafId(data),
    stats: treeStats(data),
  }
  mkdirSync(TMP_DIR, { recursive: true })
  writeFileSync(file, JSON.stringify(data))
  writeFileSync(metaFile, JSON.stringify(meta, null, 2))
  return { ...meta, file, data }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const sizes = (process.argv[2] || process.env.BENCH_SIZES || DEFAULT_SIZES.join(',')).split(',').map(Number)
  for (const size of sizes) {
    const t = ensureTree(size)
    const problems = checkBothSided(t.data)
    console.log(
      `${t.file}: founder ${t.founderId}, leaf ${t.leafId}, ${JSON.stringify(t.stats)}${problems.length ? `, ${problems.length} one-sided relations!` : ''}`,
    )
  }
}
