/** Builds chart people (family-chart data) from loaded Wikidata persons, keeping relations consistent on both sides. */
import { FEMALE, FIELD_PROPERTIES, MALE, PROP } from './constants'
import { isImageHostUrl } from './ids'
import { claimValues } from './parse-entity'
import type { ChartPerson, WikiPerson } from './types'

function genderOf(person: WikiPerson): 'M' | 'F' | null {
  const value = claimValues(person, PROP.gender)[0]
  if (value === MALE) return 'M'
  if (value === FEMALE) return 'F'
  return null
}

function joinLabels(ids: string[], labels: ReadonlyMap<string, string>): string {
  return ids.map((id) => labels.get(id) ?? id).join(', ')
}

/** The data fields of one person: names, label, description, avatar and the known claims as text. */
function personFields(person: WikiPerson, labels: ReadonlyMap<string, string>): Record<string, string> {
  const fields: Record<string, string> = {
    label: person.label,
    desc: person.desc,
    // Only addresses on the image host reach the card: an unresolved file name or any other URL gives no image.
    avatar: isImageHostUrl(person.avatar) ? person.avatar : '',
  }
  const given = claimValues(person, PROP.givenName)
  const family = claimValues(person, PROP.familyName)
  if (given.length) fields['given name'] = joinLabels(given, labels)
  if (family.length) fields['family name'] = joinLabels(family, labels)
  for (const [property, field] of Object.entries(FIELD_PROPERTIES)) {
    const values = claimValues(person, property)
    if (values.length) fields[field] = joinLabels(values, labels)
  }
  return fields
}

function addUnique(list: string[], id: string): void {
  if (!list.includes(id)) list.push(id)
}

/**
 * Chart data for the loaded persons. Rules: relatives outside the loaded set are dropped; duplicate persons and
 * spouses are removed; a parent missing on the child is inferred from the parent's gender; a child whose parent of
 * the same kind is someone else is dropped from that person's children; a child's two parents become spouses.
 */
export function buildChartData(persons: WikiPerson[], labels: ReadonlyMap<string, string> = new Map()): ChartPerson[] {
  const byId = new Map<string, WikiPerson>()
  for (const person of persons) if (!byId.has(person.wiki_id)) byId.set(person.wiki_id, person)
  const present = (id: string | undefined): id is string => id !== undefined && byId.has(id)

  const gender = new Map<string, 'M' | 'F' | null>()
  const father = new Map<string, string>()
  const mother = new Map<string, string>()
  for (const [id, person] of byId) {
    gender.set(id, genderOf(person))
    const f = claimValues(person, PROP.father).find(present)
    const m = claimValues(person, PROP.mother).find(present)
    if (f && f !== id) father.set(id, f)
    if (m && m !== id) mother.set(id, m)
  }
  // A parent who lists a child the child does not name: infer the missing parent by the parent's gender.
  for (const [id, person] of byId) {
    for (const child of claimValues(person, PROP.child).filter(present)) {
      if (child === id) continue
      if (gender.get(id) === 'M' && !father.has(child)) father.set(child, id)
      if (gender.get(id) === 'F' && !mother.has(child)) mother.set(child, id)
    }
  }

  const fathers = new Set(father.values())
  const mothers = new Set(mother.values())
  const data = new Map<string, ChartPerson>()
  for (const [id, person] of byId) {
    // Without a P21 claim the role tells the gender; a person with neither is drawn as male, as the chart needs one.
    const inferred = gender.get(id) ?? (fathers.has(id) ? 'M' : mothers.has(id) ? 'F' : 'M')
    data.set(id, {
      id,
      data: { gender: inferred, ...personFields(person, labels) },
      rels: { spouses: [], children: [] },
    })
  }
  for (const [child, parent] of father) data.get(child)!.rels.father = parent
  for (const [child, parent] of mother) data.get(child)!.rels.mother = parent
  // Children lists mirror the parents the children name: a listed child with another parent of that kind is dropped.
  for (const datum of data.values()) {
    const { father: f, mother: m } = datum.rels
    if (f) addUnique(data.get(f)!.rels.children!, datum.id)
    if (m) addUnique(data.get(m)!.rels.children!, datum.id)
    if (f && m) {
      addUnique(data.get(f)!.rels.spouses!, m)
      addUnique(data.get(m)!.rels.spouses!, f)
    }
  }
  for (const [id, person] of byId) {
    for (const spouse of claimValues(person, PROP.spouse).filter(present)) {
      if (spouse === id) continue
      addUnique(data.get(id)!.rels.spouses!, spouse)
      addUnique(data.get(spouse)!.rels.spouses!, id)
    }
  }
  return [...data.values()]
}
