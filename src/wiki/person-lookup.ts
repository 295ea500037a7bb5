/** Finds Wikidata persons memory first, then in the committed stash, then live; each source is injected. */
import type { WikiPerson } from './types'

/** The stash index: which numbered file holds each person and each label. */
export interface StashMap {
  persons: Record<string, number>
  labels: Record<string, number>
}

export interface WikiSources {
  loadStashMap(): Promise<StashMap>
  loadStashPersons(fileNumber: number): Promise<Record<string, WikiPerson>>
  loadStashLabels(fileNumber: number): Promise<Record<string, string>>
  fetchLivePersons(ids: string[]): Promise<WikiPerson[]>
  fetchLiveLabels(ids: string[]): Promise<Record<string, string>>
}

export interface PersonLookup {
  getPersons(ids: string[]): Promise<WikiPerson[]>
  getLabels(ids: string[]): Promise<Record<string, string>>
  /** Where each answered id came from, for the tests and for debugging. */
  origin(id: string): 'memory' | 'stash' | 'live' | undefined
}

const EMPTY_MAP: StashMap = { persons: {}, labels: {} }

/** A lookup with its own memory; a failed stash map read is logged and treated as an empty stash. */
export function createPersonLookup(sources: WikiSources, log: (message: string, error: unknown) => void = console.error): PersonLookup {
  const persons = new Map<string, WikiPerson>()
  const labels = new Map<string, string>()
  const origins = new Map<string, 'memory' | 'stash' | 'live'>()
  let stashMap: Promise<StashMap> | null = null
  const stashFiles = new Map<string, Promise<Record<string, unknown>>>()

  function readStashMap(): Promise<StashMap> {
    stashMap ??= sources.loadStashMap().then(
      (map) => ({ persons: map?.persons ?? {}, labels: map?.labels ?? {} }),
      (error) => {
        log('Could not read the wiki stash map; continuing with live data only', error)
        return EMPTY_MAP
      },
    )
    return stashMap
  }

  function readStashFile<T>(kind: 'persons' | 'labels', fileNumber: number): Promise<Record<string, T>> {
    const key = `${kind}-${fileNumber}`
    if (!stashFiles.has(key)) {
      const load = kind === 'persons' ? sources.loadStashPersons(fileNumber) : sources.loadStashLabels(fileNumber)
      stashFiles.set(key, load.catch((error) => {
        log(`Could not read wiki stash file ${key}`, error)
        return {}
      }) as Promise<Record<string, unknown>>)
    }
    return stashFiles.get(key) as Promise<Record<string, T>>
  }

  async function fromStash<T>(kind: 'persons' | 'labels', ids: string[], store: Map<string, T>): Promise<string[]> {
    const map = (await readStashMap())[kind]
    const byFile = new Map<number, string[]>()
    const missing: string[] = []
    for (const id of ids) {
      const fileNumber = map[id]
      if (fileNumber === undefined) missing.push(id)
      else byFile.set(fileNumber, [...(byFile.get(fileNumber) ?? []), id])
    }
    for (const [fileNumber, fileIds] of byFile) {
      const file = await readStashFile<T>(kind, fileNumber)
      for (const id of fileIds) {
        if (file[id] !== undefined) {
          store.set(id, file[id])
          origins.set(id, 'stash')
        } else missing.push(id)
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
        for (const person of await sources.fetchLivePersons(notStashed)) {
          persons.set(person.wiki_id, person)
          origins.set(person.wiki_id, 'live')
        }
      }
      return wanted.map((id) => persons.get(id)).filter((person): person is WikiPerson => person !== undefined)
    },
    async getLabels(ids) {
      const wanted = [...new Set(ids)]
      const notStashed = await fromStash('labels', wanted.filter((id) => !labels.has(id)), labels)
      if (notStashed.length) {
        for (const [id, label] of Object.entries(await sources.fetchLiveLabels(notStashed))) labels.set(id, label)
      }
      const answer: Record<string, string> = {}
      for (const id of wanted) if (labels.has(id)) answer[id] = labels.get(id)!
      return answer
    },
    origin: (id) => origins.get(id),
  }
}
