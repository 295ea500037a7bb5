import { loadTreeData } from './load-tree-data'
import type { PersonLookup } from './person-lookup'
import type { WikiPerson } from './types'

const person = (id: string, label: string, claims: [string, string][]): WikiPerson => ({
  wiki_id: id,
  label,
  desc: '',
  avatar: '',
  claims: claims.map(([property, value]) => ({ property, value })),
})

function fakeLookup(persons: WikiPerson[], labels: Record<string, string>) {
  const asked: string[][] = []
  const lookup: PersonLookup = {
    getPersons: async (ids) => persons.filter((p) => ids.includes(p.wiki_id)),
    getLabels: async (ids) => {
      asked.push(ids)
      return new Map(ids.filter((id) => labels[id]).map((id) => [id, labels[id]]))
    },
    origin: () => 'memory',
  }
  return { lookup, asked }
}

describe('loadTreeData', () => {
  it('loads the person and relatives and labels their displayed claims', async () => {
    const { lookup, asked } = fakeLookup(
      [
        person('Q1', 'King', [
          ['P21', 'Q6581097'],
          ['P40', 'Q2'],
          ['P106', 'Q100'],
        ]),
        person('Q2', 'Prince', [
          ['P21', 'Q6581097'],
          ['P22', 'Q1'],
        ]),
      ],
      { Q100: 'monarch' },
    )
    const data = await loadTreeData('Q1', lookup)
    const king = data.find((d) => d.id === 'Q1')!
    expect(king.data.occupation).toBe('monarch')
    expect(king.rels.children).toEqual(['Q2'])
    expect(data.find((d) => d.id === 'Q2')!.rels.father).toBe('Q1')
    expect(asked).toEqual([['Q100']])
  })

  it('fails clearly when the main person is unknown', async () => {
    const { lookup } = fakeLookup([], {})
    await expect(loadTreeData('Q404', lookup)).rejects.toThrow('No Wikidata person found for Q404.')
  })
})
