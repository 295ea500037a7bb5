// The royal houses' Wikidata facts (the shared CSV the wiki stash is built from) as family-chart data: parents by
// gender into father / mother (a third parent into rels.other_parents), the two parents of a child as spouses,
// every relation on both sides. For the relatives-chart benchmarks.
import { join, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { readRoyalCsv } from '../scripts/wiki/read-royal-csv.mjs'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
export const ROYAL_CSV = process.env.ROYAL_CSV ?? join(ROOT, '..', 'shared', 'data', 'royal-houses-wikidata.csv')
/** Prince Bernhard of Lippe-Biesterfeld (Q57304): the main person of issue 48's figures. */
export const BERNHARD = 'Q57304'

export function royalHousesData(path = ROYAL_CSV) {
  const persons = readRoyalCsv(path)
  const byId = new Map()
  for (const p of persons.values())
    byId.set(p.id, { id: p.id, data: { gender: p.gender ?? 'M', label: p.label }, rels: { spouses: [], children: [] } })
  const marry = (a, b) => {
    if (byId.get(a).rels.spouses.includes(b)) return
    byId.get(a).rels.spouses.push(b)
    byId.get(b).rels.spouses.push(a)
  }
  for (const p of persons.values()) {
    const d = byId.get(p.id)
    for (const q of p.parents) {
      const first = persons.get(q).gender === 'F' ? 'mother' : 'father'
      const second = first === 'father' ? 'mother' : 'father'
      if (!d.rels[first]) d.rels[first] = q
      else if (!d.rels[second]) d.rels[second] = q
      else (d.rels.other_parents ??= []).push(q)
      byId.get(q).rels.children.push(p.id)
    }
    if (d.rels.father && d.rels.mother) marry(d.rels.father, d.rels.mother)
  }
  return [...byId.values()]
}
