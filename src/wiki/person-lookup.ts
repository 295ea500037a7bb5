/** Finds Wikidata persons memory first, then in the committed stash, then live; each source is injected. */
import type { StashMap } from './read-stash'
import type { WikiPerson } from './types'

export type { StashMap } from './read-stash'

/** Where persons and labels come from. Every answer is already checked (see read-stash.ts and parse-entity.ts). */
export interface WikiSources {
  loadStashMap(): Promise<StashMap>
  loadStashPersons(fileNumber: number): Promise<Map<string, WikiPerson>>
  loadStashLabels(fileNumber: number): Promise<Map<string, string>>
  fetchLivePersons(ids: string[]): Promise<WikiPerson[]>
  fetchLiveLabels(ids: string[]): Promise<Map<string, string>>
}

export interface PersonLookup {
  getPersons(ids: string[]): Promise<WikiPerson[]>
  getLabels(ids: string[]): Promise<Map<string, string>>
  /** Where each answered id came from, for the tests and for debugging. */
  origin(id: string): 'memory' | 'stash' | 'live' | undefined
  /** A label already in memory (a person or a label looked up before), without asking anyone; else undefined. */
  knownLabel(id: string): string | undefined
}

/**
 * A lookup with its own memory. The stash only saves requests: a stash map or file that cannot be read is logged
 * and its ids are asked live. Live failures reach the caller (as WikiRequestError from the HTTP sources).
 */
export function createPersonLookup(
  sources: WikiSources,
  log: (message: string, error: unknown) => void = console.error,
): PersonLookup {
  const persons = new Map<string, WikiPerson>()
  const labels = new Map<string, string>()
  const origins = new Map<string, 'memory' | 'stash' | 'live'>()
  let stashMap: Promise<StashMap> | null = null
  const stashFiles = new Map<string, Promise<Map<string, unknown>>>()

  function readStashMap(): Promise<StashMap> {
    stashMap ??= sources.loadStashMap().catch((error: unknown) => {
      log('Could not read the wiki stash map; continuing with live data only', error)
      return { persons: new Map(), labels: new Map() }
    })
    return stashMap
  }

  function readStashFile<T>(kind: 'persons' | 'labels', fileNumber: number): Promise<Map<string, T>> {
    const key = `${kind}-${fileNumber}`
    if (!stashFiles.has(key)) {
      const load = (async () =>
        kind === 'persons' ? sources.loadStashPersons(fileNumber) : sources.loadStashLabels(fileNumber))()
      stashFiles.set(
        key,
        load.catch((error: unknown) => {
          log(`Could not read wiki stash file ${key}`, error)
          return new Map()
        }),
      )
    }
    return stashFiles.get(key) as Promise<Map<string, T>>
  }

  /** Fills `store` from the stash; returns the ids the stash does not hold. */
  async function fromStash<T>(kind: 'persons' | 'labels', ids: string[], store: Map<string, T>): Promise<string[]> {
    const map = (await readStashMap())[kind]
    const byFile = new Map<number, string[]>()
    const missing: string[] = []
    for (const id of ids) {
      const fileNumber = map.get(id)
      if (fileNumber === undefined) missing.push(id)
      else byFile.set(fileNumber, [...(byFile.get(fileNumber) ?? []), id])
    }
    for (const [fileNumber, fileIds] of byFile) {
      const file = await readStashFile<T>(kind, fileNumber)
      for (const id of fileIds) {
        const found = file.get(id)
        if (found === undefined) {
          missing.push(id)
          continue
        }
        store.set(id, found)
        origins.set(id, 'stash')
      }
    }
    return missing
  }

  return {
    async getPersons(ids) {
      const wanted = [...new Set(ids)]
      for (const id of wanted) if (persons.has(id) && !origins.has(id)) origins.set(id, 'memory')
      const notInMemory = wanted.filter((id) => !persons.has(id))
      const notStashed = await fromStash('persons', notInMemory, persons)
      if (notStashed.length) {
        const asked = new Set(notStashed)
        // Only the asked ids are kept: an answer cannot slip other persons into memory.
        for (const person of await sources.fetchLivePersons(notStashed)) {
          if (!asked.has(person.wiki_id)) continue
          persons.set(person.wiki_id, person)
          origins.set(person.wiki_id, 'live')
        }
      }
      return wanted.map((id) => persons.get(id)).filter((person): person is WikiPerson => person !== undefined)
    },
    async getLabels(ids) {
      const wanted = [...new Set(ids)]
      const notStashed = await fromStash(
        'labels',
        wanted.filter((id) => !labels.has(id)),
        labels,
      )
      if (notStashed.length) {
        const asked = new Set(notStashed)
        for (const [id, label] of await sources.fetchLiveLabels(notStashed)) if (asked.has(id)) labels.set(id, label)
      }
      const answer = new Map<string, string>()
      for (const id of wanted) {
        const label = labels.get(id)
        if (label !== undefined) answer.set(id, label)
      }
      return answer
    },
    origin: (id) => origins.get(id),
    knownLabel: (id) => persons.get(id)?.label || labels.get(id) || undefined,
  }
}
