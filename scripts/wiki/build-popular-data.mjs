// Builds static/data/wikidata-popular.json (the big-tree examples' data) from the committed wiki stash:
// the people connected to Charles III (Q43274), breadth-first, up to LIMIT, in family-chart's data format.
// Run: node scripts/wiki/build-popular-data.mjs
import { readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildSync } from 'esbuild'

const LIMIT = 500
const START = 'Q43274'
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const stashDir = join(root, 'static/data/wiki-stash')
const persons = readdirSync(stashDir)
  .filter((f) => /^persons-\d+\.json$/.test(f))
  .flatMap((f) => Object.values(JSON.parse(readFileSync(join(stashDir, f), 'utf8'))))

const bundled = buildSync({
  entryPoints: [join(root, 'src/wiki/build-chart-data.ts')],
  bundle: true,
  format: 'esm',
  write: false,
  platform: 'node',
})
const { buildChartData } = await import(
  'data:text/javascript;base64,' + Buffer.from(bundled.outputFiles[0].text).toString('base64')
)
const all = new Map(buildChartData(persons).map((d) => [d.id, d]))

const keep = new Set([START])
const queue = [START]
while (queue.length && keep.size < LIMIT) {
  const d = all.get(queue.shift())
  for (const id of [d.rels.father, d.rels.mother, ...(d.rels.spouses ?? []), ...(d.rels.children ?? [])]) {
    if (id && all.has(id) && !keep.has(id) && keep.size < LIMIT) {
      keep.add(id)
      queue.push(id)
    }
  }
}

const inSet = (id) => id && keep.has(id)
const out = [...keep].map((id) => {
  const d = all.get(id)
  const rels = {}
  if (inSet(d.rels.father)) rels.father = d.rels.father
  if (inSet(d.rels.mother)) rels.mother = d.rels.mother
  const spouses = (d.rels.spouses ?? []).filter(inSet)
  const children = (d.rels.children ?? []).filter(inSet)
  if (spouses.length) rels.spouses = spouses
  if (children.length) rels.children = children
  return {
    id,
    data: { gender: d.data.gender, label: d.data.label, desc: d.data.desc ?? '', avatar: d.data.avatar ?? '' },
    rels,
  }
})
writeFileSync(join(root, 'static/data/wikidata-popular.json'), JSON.stringify(out))
console.log(`wrote static/data/wikidata-popular.json: ${out.length} people`)
