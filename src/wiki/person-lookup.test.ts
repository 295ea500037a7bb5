import royals from './__fixtures__/wbgetentities-royals.json'
import { createWikiDataSource } from './wiki-data-source'
import { parseEntities } from './parse-entity'
import { createPersonLookup, type WikiSources } from './person-lookup'
import type { WbGetEntitiesAnswer, WikiPerson } from './types'

const all = parseEntities(royals as WbGetEntitiesAnswer)
const byId = Object.fromEntries(all.map((person) => [person.wiki_id, person]))

function sources(stashed: string[], overrides: Partial<WikiSources> = {}) {
  const calls = { live: [] as string[][], stashFiles: [] as number[] }
  const file = new Map<string, WikiPerson>(stashed.map((id) => [id, byId[id]]))
  const impl: WikiSources = {
    loadStashMap: async () => ({ persons: new Map(stashed.map((id) => [id, 0])), labels: new Map([['Q145', 0]]) }),
    loadStashPersons: async (n) => {
      calls.stashFiles.push(n)
      return file
    },
    loadStashLabels: async () => new Map([['Q145', 'United Kingdom']]),
    fetchLivePersons: async (ids) => {
      calls.live.push(ids)
      return ids.filter((id) => byId[id]).map((id) => byId[id])
    },
    fetchLiveLabels: async (ids) => new Map(ids.map((id) => [id, `live ${id}`])),
    ...overrides,
  }
  return { impl, calls }
}

describe('createPersonLookup', () => {
  it('looks in memory first, then the stash, then live', async () => {
    const { impl, calls } = sources(['Q43274', 'Q9682'])
    const lookup = createPersonLookup(impl)
    const first = await lookup.getPersons(['Q43274', 'Q36812'])
    expect(first.map((p) => p.wiki_id)).toEqual(['Q43274', 'Q36812'])
    expect(lookup.origin('Q43274')).toBe('stash')
    expect(lookup.origin('Q36812')).toBe('live')
    expect(calls.live).toEqual([['Q36812']])
    await lookup.getPersons(['Q43274', 'Q36812'])
    expect(calls.live).toHaveLength(1)
    expect(calls.stashFiles).toEqual([0])
  })

  it('logs a failed stash map read and goes live with empty maps', async () => {
    const log = jest.fn()
    const { impl, calls } = sources([], { loadStashMap: async () => Promise.reject(new Error('404')) })
    const lookup = createPersonLookup(impl, log)
    const found = await lookup.getPersons(['Q9682'])
    expect(found).toHaveLength(1)
    expect(log).toHaveBeenCalledTimes(1)
    expect(calls.live).toEqual([['Q9682']])
  })

  it('reads labels from the stash before asking live', async () => {
    const { impl } = sources([])
    const labels = await createPersonLookup(impl).getLabels(['Q145', 'Q82955'])
    expect(Object.fromEntries(labels)).toEqual({ Q145: 'United Kingdom', Q82955: 'live Q82955' })
  })

  it('keeps only the persons and labels it asked for, whatever a source answers', async () => {
    const { impl } = sources([], {
      fetchLivePersons: async () => [byId.Q43274, byId.Q9682],
      fetchLiveLabels: async () =>
        new Map([
          ['Q145', 'United Kingdom'],
          ['Q1', 'extra'],
        ]),
    })
    const lookup = createPersonLookup(impl)
    expect((await lookup.getPersons(['Q9682'])).map((p) => p.wiki_id)).toEqual(['Q9682'])
    expect(lookup.origin('Q43274')).toBeUndefined()
    expect([...(await lookup.getLabels(['Q82955'])).keys()]).toEqual([])
  })

  it('asks live for ids whose stash file cannot be read, logging once per file', async () => {
    const log = jest.fn()
    const { impl, calls } = sources(['Q9682'], {
      loadStashPersons: async () => {
        throw new Error('bad file')
      },
    })
    const lookup = createPersonLookup(impl, log)
    expect((await lookup.getPersons(['Q9682'])).map((p) => p.wiki_id)).toEqual(['Q9682'])
    expect(calls.live).toEqual([['Q9682']])
    expect(log).toHaveBeenCalledWith('Could not read wiki stash file persons-0', expect.any(Error))
  })
})

describe('the explorer data source over the lookup', () => {
  it('loads the asked person with relations naming parents, spouses and children not loaded yet', async () => {
    const { impl, calls } = sources([])
    const [charles] = await createWikiDataSource(createPersonLookup(impl)).load(['Q43274'])
    const { father, mother, spouses = [], children = [] } = charles.rels
    expect([father, mother, ...spouses, ...children].sort()).toEqual(
      ['Q152316', 'Q178927', 'Q36812', 'Q80976', 'Q9682', 'Q9685'].sort(),
    )
    // Only Charles was looked up: his relatives wait until the chart asks for them.
    expect(calls.live).toEqual([['Q43274']])
  })
})
