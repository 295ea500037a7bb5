/** Loads the family around a person and turns it into chart data, with labels for the displayed claims. */
import { fetchTreePersons } from './fetch-tree'
import { buildChartData } from './build-chart-data'
import { claimValues } from './parse-entity'
import type { PersonLookup } from './person-lookup'
import type { ChartPerson } from './types'
import { FETCH_DEPTH, FIELD_PROPERTIES } from './constants'
import { WikiRequestError } from './request-error'

export async function loadTreeData(
  mainId: string,
  lookup: PersonLookup,
  depth: number = FETCH_DEPTH,
): Promise<ChartPerson[]> {
  const persons = await fetchTreePersons(mainId, lookup, depth)
  if (!persons.some((p) => p.wiki_id === mainId)) {
    throw new WikiRequestError('not-found', 'Wikidata', `wbgetentities: ${mainId} is missing or not an item`, {
      summary: `No Wikidata person found for ${mainId}.`,
    })
  }
  const labelIds = new Set<string>()
  for (const p of persons)
    for (const prop of Object.keys(FIELD_PROPERTIES)) for (const v of claimValues(p, prop)) labelIds.add(v)
  const labels = labelIds.size ? await lookup.getLabels([...labelIds]) : new Map<string, string>()
  return buildChartData(persons, labels)
}
