/**
 * The explorer's people as a family-chart data source (Chart.setDataSource): a batch of Q-ids is looked up (memory,
 * stash, then live Wikidata, see person-lookup.ts), the labels of the displayed claims are fetched, and each person
 * becomes one chart datum whose relations still name relatives not loaded yet, which the chart asks for when its
 * view reaches them.
 */
import type { DataSource, Datum } from 'family-chart'
import { FEMALE, FIELD_PROPERTIES, MALE, PROP } from './constants'
import { isImageHostUrl, isItemId } from './ids'
import { claimValues } from './parse-entity'
import type { PersonLookup } from './person-lookup'
import type { WikiPerson } from './types'

function unique(ids: string[], self: string): string[] {
  return [...new Set(ids)].filter((id) => id !== self && isItemId(id))
}

function labelled(ids: string[], labels: ReadonlyMap<string, string>): string {
  return ids.map((id) => labels.get(id) ?? id).join(', ')
}

/** One Wikidata person as a chart datum (0.8 shape); relatives are named by Q-id whether loaded or not. */
export function wikiPersonToDatum(person: WikiPerson, labels: ReadonlyMap<string, string>): Datum {
  const id = person.wiki_id
  const sex = claimValues(person, PROP.gender)[0]
  const data: Datum['data'] = {
    // The chart needs a gender; without a P21 claim the person is drawn as male, as the explorer always did.
    gender: sex === FEMALE ? 'F' : sex === MALE ? 'M' : 'M',
    label: person.label,
    desc: person.desc,
    avatar: isImageHostUrl(person.avatar) ? person.avatar : '',
  }
  const given = claimValues(person, PROP.givenName)
  const family = claimValues(person, PROP.familyName)
  if (given.length) data['given name'] = labelled(given, labels)
  if (family.length) data['family name'] = labelled(family, labels)
  for (const [property, field] of Object.entries(FIELD_PROPERTIES)) {
    const values = claimValues(person, property)
    if (values.length) data[field] = labelled(values, labels)
  }
  const rels: Datum['rels'] = {
    spouses: unique(claimValues(person, PROP.spouse), id),
    children: unique(claimValues(person, PROP.child), id),
  }
  const father = unique(claimValues(person, PROP.father), id)[0]
  const mother = unique(claimValues(person, PROP.mother), id)[0]
  if (father) rels.father = father
  if (mother && mother !== father) rels.mother = mother
  return { id, data, rels }
}

/** A data source over a person lookup; `search` lists people by label through `searchPeople` when given. */
export function createWikiDataSource(
  lookup: PersonLookup,
  searchPeople?: (text: string) => Promise<string[]>,
): DataSource {
  return {
    async load(ids) {
      const persons = await lookup.getPersons(ids.filter(isItemId))
      const labelIds = new Set<string>()
      for (const p of persons)
        for (const prop of Object.keys(FIELD_PROPERTIES)) for (const v of claimValues(p, prop)) labelIds.add(v)
      for (const p of persons)
        for (const v of [...claimValues(p, PROP.givenName), ...claimValues(p, PROP.familyName)]) labelIds.add(v)
      const labels = labelIds.size ? await lookup.getLabels([...labelIds]) : new Map<string, string>()
      return persons.map((p) => wikiPersonToDatum(p, labels))
    },
    ...(searchPeople
      ? {
          async search(text: string) {
            const ids = (await searchPeople(text)).filter(isItemId)
            return (await lookup.getPersons(ids)).map((p) => wikiPersonToDatum(p, new Map()))
          },
        }
      : {}),
  }
}
