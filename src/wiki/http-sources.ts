/** WikiSources backed by fetch: the committed stash under {base}/data/wiki-stash and the live Wikidata API. */
import { batchIds, entitiesUrl, imageInfoUrl } from './api-urls'
import { parseImageUrl } from './image-url'
import { parseEntities, parseLabels } from './parse-entity'
import type { StashMap, WikiSources } from './person-lookup'
import type { WbGetEntitiesAnswer, WikiPerson } from './types'

/** GET a JSON document; a non-OK status throws 'HTTP error! status: {code}'. */
export async function fetchJson<T>(url: string, fetchImpl: typeof fetch = fetch): Promise<T> {
  const response = await fetchImpl(url)
  if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`)
  return (await response.json()) as T
}

/** Resolves each person's P18 file name to a Commons URL; a failed lookup leaves the person without an image. */
async function resolveAvatars(persons: WikiPerson[], fetchImpl: typeof fetch): Promise<WikiPerson[]> {
  return Promise.all(
    persons.map(async (person) => {
      if (!person.avatar || person.avatar.startsWith('https://')) return person
      try {
        const url = parseImageUrl(await fetchJson(imageInfoUrl(person.avatar), fetchImpl))
        return { ...person, avatar: url }
      } catch {
        return { ...person, avatar: '' }
      }
    }),
  )
}

/** Sources for createPersonLookup; `base` is the site's base URL ('/' by default). */
export function createHttpSources(base = '/', fetchImpl: typeof fetch = (...args) => fetch(...args)): WikiSources {
  const stash = (file: string) => `${base.replace(/\/$/, '')}/data/wiki-stash/${file}`
  return {
    loadStashMap: () => fetchJson<StashMap>(stash('stash-map.json'), fetchImpl),
    loadStashPersons: (n) => fetchJson<Record<string, WikiPerson>>(stash(`persons-${n}.json`), fetchImpl),
    loadStashLabels: (n) => fetchJson<Record<string, string>>(stash(`labels-${n}.json`), fetchImpl),
    async fetchLivePersons(ids) {
      const batches = await Promise.all(batchIds(ids).map((batch) => fetchJson<WbGetEntitiesAnswer>(entitiesUrl(batch, true), fetchImpl)))
      return resolveAvatars(batches.flatMap(parseEntities), fetchImpl)
    },
    async fetchLiveLabels(ids) {
      const batches = await Promise.all(batchIds(ids).map((batch) => fetchJson<WbGetEntitiesAnswer>(entitiesUrl(batch, false), fetchImpl)))
      return Object.assign({}, ...batches.map(parseLabels))
    },
  }
}
