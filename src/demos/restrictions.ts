/**
 * Tree-restrictions demo: which people someone may see. Visible are the person's blood relatives, their spouses,
 * the blood relatives of the person's spouse(s) and their spouses, and the parents of the blood relatives' spouses.
 */
import type { Data, Datum } from 'family-chart'
import { closure, readFamily, type Family } from './relations'

/** Blood relatives of a person: everyone descending from one of the person's ancestors (the person included). */
export function bloodRelatives(family: Family, id: string): Set<string> {
  if (!family.has(id)) return new Set()
  const ancestors = closure([id], (p) => family.parents(p))
  return closure(ancestors, (p) => family.children(p))
}

function spousesOf(family: Family, people: Iterable<string>): Set<string> {
  const out = new Set<string>()
  for (const id of people) for (const s of family.spouses(id)) out.add(s)
  return out
}

/** The ids a person may see under the restriction rules (empty when the person is not in the data). */
export function restrictedIds(data: Data, youId: string): Set<string> {
  const family = readFamily(data)
  if (!family.has(youId)) return new Set()
  const blood = bloodRelatives(family, youId)
  const bloodSpouses = spousesOf(family, blood)
  const visible = new Set([...blood, ...bloodSpouses])
  for (const spouse of family.spouses(youId)) {
    const spouseBlood = bloodRelatives(family, spouse)
    for (const id of spouseBlood) visible.add(id)
    for (const id of spousesOf(family, spouseBlood)) visible.add(id)
  }
  for (const spouse of bloodSpouses) for (const parent of family.parents(spouse)) visible.add(parent)
  return visible
}

/** Keeps only the ids in `keep`; relations to anyone else are dropped on both sides. New records, data order. */
export function trimData(data: Data, keep: Set<string>): Data {
  const only = (ids: string[] | undefined) => (ids ?? []).filter((id) => keep.has(id))
  return data
    .filter((d) => keep.has(d.id))
    .map((d): Datum => {
      const rels: Datum['rels'] = { spouses: only(d.rels.spouses), children: only(d.rels.children) }
      if (d.rels.father && keep.has(d.rels.father)) rels.father = d.rels.father
      if (d.rels.mother && keep.has(d.rels.mother)) rels.mother = d.rels.mother
      return { ...d, data: { ...d.data }, rels }
    })
}

/** The data as the restricted person sees it. */
export function restrictData(data: Data, youId: string): Data {
  return trimData(data, restrictedIds(data, youId))
}
