// Refreshes the wiki explorer's stash from the live Wikidata and Commons APIs (for maintainers with internet access):
// re-reads every stashed person (labels, descriptions, claims, image URL) and the labels of the claims the chart shows,
// keeping the file layout and numbering of static/data/wiki-stash. Uses the site's own client code (src/wiki).
// Usage: node scripts/wiki/refresh-stash.mjs [--dry-run]
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildSync } from 'esbuild'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const stashDir = join(root, 'static', 'data', 'wiki-stash')
const dryRun = process.argv.includes('--dry-run')

const bundled = buildSync({
  stdin: {
    contents: `export { createHttpSources } from './src/wiki/http-sources'
export { FIELD_PROPERTIES } from './src/wiki/build-chart-data'
export { claimValues } from './src/wiki/parse-entity'`,
    resolveDir: root,
    loader: 'ts',
  },
  bundle: true,
  format: 'esm',
  write: false,
  platform: 'node',
})
const { createHttpSources, FIELD_PROPERTIES, claimValues } = await import(
  'data:text/javascript;base64,' + Buffer.from(bundled.outputFiles[0].text).toString('base64')
)

const map = JSON.parse(readFileSync(join(stashDir, 'stash-map.json'), 'utf8'))
const live = createHttpSources('/', fetch)
const ids = Object.keys(map.persons)
console.log(`refreshing ${ids.length} persons from Wikidata…`)
let persons
try {
  persons = await live.fetchLivePersons(ids)
} catch (err) {
  console.error(`Could not reach the Wikidata API (${err.cause?.message ?? err.message}); the stash is unchanged.`)
  process.exit(1)
}
const found = new Map(persons.map((p) => [p.wiki_id, p]))
const missing = ids.filter((id) => !found.has(id))
if (missing.length) console.warn(`not found on Wikidata, kept as they were: ${missing.join(', ')}`)

const labelIds = new Set()
for (const p of persons)
  for (const prop of Object.keys(FIELD_PROPERTIES)) for (const v of claimValues(p, prop)) labelIds.add(v)
const labels = await live.fetchLiveLabels([...labelIds])
console.log(`fetched ${persons.length} persons and ${Object.keys(labels).length} labels`)

const files = new Map()
for (const [id, n] of Object.entries(map.persons)) {
  if (!files.has(n)) files.set(n, JSON.parse(readFileSync(join(stashDir, `persons-${n}.json`), 'utf8')))
  if (found.has(id)) files.get(n)[id] = found.get(id)
}
const labelFileCount = Math.max(1, new Set(Object.values(map.labels)).size)
const labelFiles = new Map()
for (const n of Object.values(map.labels)) {
  if (!labelFiles.has(n)) labelFiles.set(n, JSON.parse(readFileSync(join(stashDir, `labels-${n}.json`), 'utf8')))
}
let next = 0
for (const [id, label] of Object.entries(labels)) {
  const n = map.labels[id] ?? next++ % labelFileCount
  map.labels[id] = n
  if (!labelFiles.has(n)) labelFiles.set(n, {})
  labelFiles.get(n)[id] = label
}

if (dryRun) {
  console.log('dry run: nothing written')
} else {
  for (const [n, content] of files) writeFileSync(join(stashDir, `persons-${n}.json`), JSON.stringify(content))
  for (const [n, content] of labelFiles) writeFileSync(join(stashDir, `labels-${n}.json`), JSON.stringify(content))
  writeFileSync(join(stashDir, 'stash-map.json'), JSON.stringify(map))
  console.log('stash refreshed; run node scripts/wiki/build-popular-data.mjs to refresh the big-tree data too')
}
