// Writes static/data/data-royal-houses.json: the family of Prince Bernhard of Lippe-Biesterfeld (Q57304), everyone
// connected to him by parent, child and spouse links in the royal houses' Wikidata facts, as family-chart data. The
// "Everyone at once" example and its e2e test read it. Run again when the CSV changes:
//   node scripts/wiki/build-royal-family.mjs [path/to/royal-houses-wikidata.csv]
import { writeFileSync } from 'node:fs'
import { join, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { royalHousesData, BERNHARD, ROYAL_CSV } from '../../bench/royal-houses.mjs'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const OUT = join(ROOT, 'static', 'data', 'data-royal-houses.json')

/** Everyone reached from `mainId` through father, mother, other parents, spouses and children. */
export function connectedFamily(data, mainId) {
  const byId = new Map(data.map((d) => [d.id, d]))
  const seen = new Set([mainId])
  const queue = [mainId]
  while (queue.length) {
    const { rels } = byId.get(queue.shift())
    const next = [rels.father, rels.mother, ...(rels.other_parents ?? []), ...rels.spouses, ...rels.children]
    for (const id of next)
      if (id && byId.has(id) && !seen.has(id)) {
        seen.add(id)
        queue.push(id)
      }
  }
  return data.filter((d) => seen.has(d.id))
}

const family = connectedFamily(royalHousesData(process.argv[2] ?? ROYAL_CSV), BERNHARD)
// Wikidata gives a few people a third or fourth parent (its own noise): they are kept, as parents of a kind unknown.
for (const d of family) for (const q of d.rels.other_parents ?? []) d.data[`parent_type__ref__${q}`] = 'unknown'
// Bernhard first: the example's main person, and the first person a chart without a main id would take.
family.sort((a, b) => (a.id === BERNHARD ? -1 : b.id === BERNHARD ? 1 : 0))
writeFileSync(OUT, JSON.stringify(family) + '\n')
console.log(`${family.length} people written to ${OUT}`)
