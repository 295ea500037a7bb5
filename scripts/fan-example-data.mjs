// Writes static/data/data-royal-fan.json, the fan chart example's people (examples/v2/30-fan-chart): King Felipe VI
// of Spain, whose five generations are all known in the royal houses' Wikidata facts, every ancestor of his there,
// and their children (so brothers and sisters are there to move to). Relations to people left out are dropped.
//
//   node scripts/fan-example-data.mjs      ROYAL_CSV (default /work/shared/data/royal-houses-wikidata.csv)
import { writeFileSync } from 'node:fs'
import { join, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { royalHousesData } from '../bench/royal-houses.mjs'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
const FELIPE = 'Q191045'

const all = royalHousesData()
const byId = new Map(all.map((d) => [d.id, d]))
const ancestors = new Set()
const stack = [FELIPE]
while (stack.length) {
  const id = stack.pop()
  if (ancestors.has(id)) continue
  ancestors.add(id)
  const { father, mother } = byId.get(id).rels
  stack.push(...[father, mother].filter(Boolean))
}
const kept = new Set(ancestors)
for (const id of ancestors) for (const child of byId.get(id).rels.children) kept.add(child)

const keep = (ids) => (ids ?? []).filter((id) => kept.has(id))
const people = [...kept].map((id) => {
  const { rels, data } = byId.get(id)
  const out = { spouses: keep(rels.spouses), children: keep(rels.children) }
  if (kept.has(rels.father)) out.father = rels.father
  if (kept.has(rels.mother)) out.mother = rels.mother
  return { id, data: { label: data.label, gender: data.gender }, rels: out }
})
// The main person first: the chart starts on the first person of the data.
people.sort((a, b) => (a.id === FELIPE ? -1 : b.id === FELIPE ? 1 : 0))
writeFileSync(join(ROOT, 'static/data/data-royal-fan.json'), JSON.stringify(people, null, 1) + '\n')
console.log(`${people.length} people, ${ancestors.size} of them Felipe VI and his ancestors`)
