// The failed-load message's title names people in words: a label, a relation to a loaded person, or "a relative of"
// the main person; a Q-id only for the main person the address named when nothing else is known.
import type { Datum } from 'family-chart'
import { describePerson, failedLoadTitle, type FailureContext } from './failure-title'
import { wikiPersonToDatum } from './wiki-data-source'
import { createPersonLookup, type WikiSources } from './person-lookup'
import type { WikiPerson } from './types'

const person = (id: string, label: string, claims: [string, string][]): WikiPerson => ({
  wiki_id: id,
  label,
  desc: '',
  avatar: '',
  claims: claims.map(([property, value]) => ({ property, value })),
})

// The fixture family of the e2e tests: Fritz (main) → father Gunnar → father Hugo (not loaded).
const FRITZ = wikiPersonToDatum(person('Q804', 'Fritz Live', [['P22', 'Q805']]), new Map())
const GUNNAR = wikiPersonToDatum(
  person('Q805', 'Gunnar Live', [
    ['P22', 'Q806'],
    ['P25', 'Q807'],
    ['P26', 'Q808'],
    ['P40', 'Q804'],
    ['P40', 'Q809'],
  ]),
  new Map(),
)
/** A stand-in card for Hugo, as the chart draws one while he is missing: no label. */
const HUGO_STAND_IN: Datum = { id: 'Q806', data: { gender: 'M' }, rels: { children: ['Q805'] } }

function context(people: Datum[], known: Record<string, string> = {}, mainId = 'Q804'): FailureContext {
  return { mainId, people, knownLabel: (id) => known[id] }
}

describe('failedLoadTitle', () => {
  it('names a failed relative by the relation a loaded person states, not by their Q-id', () => {
    const title = failedLoadTitle(['Q806'], context([FRITZ, GUNNAR, HUGO_STAND_IN]))
    expect(title).toBe('Could not load the father of Gunnar Live.')
    expect(title).not.toMatch(/Q\d/)
  })

  it('uses the label when the page already knows it (a person in the lookup, a search result)', () => {
    const title = failedLoadTitle(['Q806'], context([FRITZ, GUNNAR, HUGO_STAND_IN], { Q806: 'Hugo Live' }))
    expect(title).toBe('Could not load Hugo Live.')
  })

  it('says each relation the loaded person states', () => {
    const ctx = context([FRITZ, GUNNAR])
    expect(describePerson('Q807', ctx)).toBe('the mother of Gunnar Live')
    expect(describePerson('Q808', ctx)).toBe('a spouse of Gunnar Live')
    expect(describePerson('Q809', ctx)).toBe('a child of Gunnar Live')
  })

  it('prefers the main person as the one who names the relative', () => {
    // Fritz (main) and Ida both name Q820, who failed; Fritz's relation is the one a reader sees from the centre.
    const fritz = wikiPersonToDatum(person('Q804', 'Fritz Live', [['P26', 'Q820']]), new Map())
    const ida = wikiPersonToDatum(person('Q821', 'Ida Live', [['P40', 'Q820']]), new Map())
    expect(describePerson('Q820', context([ida, fritz]))).toBe('a spouse of Fritz Live')
    expect(describePerson('Q820', context([ida, fritz], {}, 'Q1'))).toBe('a child of Ida Live')
  })

  it('falls back to "a relative of" the main person when no loaded person names the failed one', () => {
    expect(failedLoadTitle(['Q900008'], context([FRITZ, GUNNAR]))).toBe('Could not load a relative of Fritz Live.')
  })

  it('counts the others that failed in the same request', () => {
    const ctx = context([FRITZ, GUNNAR])
    expect(failedLoadTitle(['Q806', 'Q807'], ctx)).toBe('Could not load the father of Gunnar Live and 1 more relative.')
    expect(failedLoadTitle(['Q806', 'Q807', 'Q808'], ctx)).toBe(
      'Could not load the father of Gunnar Live and 2 more relatives.',
    )
  })

  it("says the main person's family when the main person is among the failed", () => {
    expect(failedLoadTitle(['Q806', 'Q804'], context([FRITZ, GUNNAR]))).toBe('Could not load the family of Fritz Live.')
    // Nobody drawn yet: a label from the lookup, and the address's Q-id only when there is nothing else.
    expect(failedLoadTitle(['Q42'], context([], { Q42: 'Douglas Adams' }, 'Q42'))).toBe(
      'Could not load the family of Douglas Adams.',
    )
    expect(failedLoadTitle(['Q42'], context([], {}, 'Q42'))).toBe('Could not load the family of Q42.')
  })

  it("never names someone 'no label' or a blank label", () => {
    const unnamed = wikiPersonToDatum(person('Q810', 'no label', [['P22', 'Q811']]), new Map())
    const blank = wikiPersonToDatum(person('Q812', '  ', [['P22', 'Q811']]), new Map())
    expect(describePerson('Q811', context([FRITZ, unnamed, blank]))).toBe('a relative of Fritz Live')
    expect(describePerson('Q810', context([FRITZ], { Q810: 'no label' }))).toBe('a relative of Fritz Live')
  })

  it('keeps a hostile label as it is (the page shows it as text)', () => {
    const hostile = wikiPersonToDatum(person('Q813', '<img src=x onerror=alert(1)>', [['P22', 'Q814']]), new Map())
    expect(describePerson('Q814', context([FRITZ, hostile]))).toBe('the father of <img src=x onerror=alert(1)>')
  })
})

describe('the lookup’s known labels', () => {
  it('knows the label of a person or label it looked up before, and asks nobody for it', async () => {
    const calls: string[] = []
    const sources: WikiSources = {
      loadStashMap: async () => ({ persons: new Map(), labels: new Map() }),
      loadStashPersons: async () => new Map(),
      loadStashLabels: async () => new Map(),
      fetchLivePersons: async (ids) => {
        calls.push(...ids)
        return [person('Q806', 'Hugo Live', [])]
      },
      fetchLiveLabels: async (ids) => {
        calls.push(...ids)
        return new Map([['Q145', 'United Kingdom']])
      },
    }
    const lookup = createPersonLookup(sources, () => {})
    expect(lookup.knownLabel('Q806')).toBeUndefined()
    await lookup.getPersons(['Q806'])
    await lookup.getLabels(['Q145'])
    const asked = calls.length
    expect(lookup.knownLabel('Q806')).toBe('Hugo Live')
    expect(lookup.knownLabel('Q145')).toBe('United Kingdom')
    expect(lookup.knownLabel('Q1')).toBeUndefined()
    expect(calls).toHaveLength(asked)
  })
})
