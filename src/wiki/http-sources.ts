/** WikiSources backed by fetch: the committed stash under {base}/data/wiki-stash and the live Wikidata API. */
import { batchIds, entitiesUrl, imageInfoUrl } from './api-urls'
import { fetchJson, type FetchJsonOptions } from './fetch-json'
import { isCommonsFileName, isImageHostUrl } from './ids'
import { parseImageUrl } from './image-url'
import { parseEntities, parseLabels } from './parse-entity'
import type { WikiSources } from './person-lookup'
import { readStashLabels, readStashMap, readStashPersons } from './read-stash'
import type { WikiPerson } from './types'

/**
 * Resolves each person's P18 file name to an image-host URL through Commons; anything that is not a bare file
 * name (a URL in the claim included) gives no image, and so does a failed lookup.
 */
async function resolveAvatars(persons: WikiPerson[], options: FetchJsonOptions): Promise<WikiPerson[]> {
  return Promise.all(
    persons.map(async (person) => {
      if (isImageHostUrl(person.avatar)) return person
      if (!isCommonsFileName(person.avatar)) return { ...person, avatar: '' }
      try {
        return { ...person, avatar: parseImageUrl(await fetchJson(imageInfoUrl(person.avatar), options)) }
      } catch {
        return { ...person, avatar: '' }
      }
    }),
  )
}

/** Sources for createPersonLookup; `base` is the site's base URL ('/' by default). */
export function createHttpSources(base = '/', options: FetchJsonOptions = {}): WikiSources {
  const stash = (file: string) => fetchJson(`${base.replace(/\/$/, '')}/data/wiki-stash/${file}`, options)
  const stashFile = (kind: 'persons' | 'labels', fileNumber: number) => {
    if (!Number.isSafeInteger(fileNumber) || fileNumber < 0)
      throw new RangeError(`No stash file number ${String(fileNumber)}`)
    return `${kind}-${fileNumber}.json`
  }
  return {
    loadStashMap: async () => readStashMap(await stash('stash-map.json')),
    async loadStashPersons(fileNumber) {
      const file = stashFile('persons', fileNumber)
      return readStashPersons(await stash(file), file)
    },
    async loadStashLabels(fileNumber) {
      const file = stashFile('labels', fileNumber)
      return readStashLabels(await stash(file), file)
    },
    async fetchLivePersons(ids) {
      const batches = await Promise.all(batchIds(ids).map((batch) => fetchJson(entitiesUrl(batch, true), options)))
      return resolveAvatars(batches.flatMap(parseEntities), options)
    },
    async fetchLiveLabels(ids) {
      const batches = await Promise.all(batchIds(ids).map((batch) => fetchJson(entitiesUrl(batch, false), options)))
      return new Map(batches.flatMap((batch) => [...parseLabels(batch)]))
    },
  }
}
