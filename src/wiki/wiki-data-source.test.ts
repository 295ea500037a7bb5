// The explorer's data source: Wikidata persons become chart people whose relations name relatives not loaded yet.
import { createWikiDataSource, wikiPersonToDatum } from './wiki-data-source'
import type { PersonLookup } from './person-lookup'
import type { WikiPerson } from './types'

const person = (id: string, label: string, claims: [string, string][]): WikiPerson => ({
  wiki_id: id,
  label,
  desc: '',
  avatar: '',
  claims: claims.map(([property, value]) => ({ property, value })),
})

const KING = person('Q1', 'King', [
  ['P21', 'Q6581097'],
  ['P40', 'Q2'],
  ['P26', 'Q3'],
  ['P22', 'Q9'],
  ['P106', 'Q100'],
])
const PRINCESS = person('Q2', 'Princess', [
  ['P21', 'Q6581072'],
  ['P22', 'Q1'],
  ['P25', 'Q3'],
])

function fakeLookup(persons: WikiPerson[]) {
  const asked: string[][] = []
  const lookup: PersonLookup = {
    getPersons: async (ids) => {
      asked.push(ids)
      return persons.filter((p) => ids.includes(p.wiki_id))
    },
    getLabels: async (ids) => new Map(ids.filter((id) => id === 'Q100').map((id) => [id, 'monarch'])),
    origin: () => 'memory',
    knownLabel: () => undefined,
  }
  return { lookup, asked }
}

describe('wikiPersonToDatum', () => {
  it('keeps relations to people not loaded, by Q-id, and labels the displayed claims', () => {
    const king = wikiPersonToDatum(KING, new Map([['Q100', 'monarch']]))
    expect(king.rels).toEqual({ father: 'Q9', spouses: ['Q3'], children: ['Q2'] })
    expect(king.data).toMatchObject({ gender: 'M', label: 'King', occupation: 'monarch' })
  })

  it('drops relations to itself and ids that are not items', () => {
    const odd = wikiPersonToDatum(
      person('Q5', 'Odd', [
        ['P40', 'Q5'],
        ['P40', 'javascript:x'],
        ['P25', 'Q6'],
      ]),
      new Map(),
    )
    expect(odd.rels).toEqual({ mother: 'Q6', spouses: [], children: [] })
  })
})

describe('createWikiDataSource', () => {
  it('loads the asked people, leaving out the unknown and the malformed ids', async () => {
    const { lookup, asked } = fakeLookup([KING, PRINCESS])
    const source = createWikiDataSource(lookup)
    const people = await source.load(['Q1', 'Q2', 'Q404', '<img>'])
    expect(people.map((p) => p.id)).toEqual(['Q1', 'Q2'])
    expect(asked[0]).toEqual(['Q1', 'Q2', 'Q404'])
    expect(people[0].data.occupation).toBe('monarch')
    expect(source.search).toBeUndefined()
  })

  it('searches through the given search and answers chart people', async () => {
    const { lookup } = fakeLookup([KING, PRINCESS])
    const source = createWikiDataSource(lookup, async (text) => (text === 'prin' ? ['Q2'] : []))
    expect((await source.search!('prin')).map((p) => p.data.label)).toEqual(['Princess'])
  })
})
