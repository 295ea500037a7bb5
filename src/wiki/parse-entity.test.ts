import royals from './__fixtures__/wbgetentities-royals.json'
import labelsAnswer from './__fixtures__/wbgetentities-labels.json'
import { claimValues, parseEntities, parseLabels } from './parse-entity'
import { pickDescription, pickLabel } from './text-fallback'
import { WikiRequestError } from './request-error'
import type { WbGetEntitiesAnswer } from './types'

const persons = parseEntities(royals as WbGetEntitiesAnswer)
const byId = Object.fromEntries(persons.map((person) => [person.wiki_id, person]))

describe('parseEntities', () => {
  it('reads every entity with its label, description and claims', () => {
    expect(persons).toHaveLength(7)
    expect(byId.Q43274.label).toBe('Charles III')
    expect(byId.Q43274.desc).toBe('King of the United Kingdom since 2022')
    expect(claimValues(byId.Q43274, 'P40')).toEqual(['Q36812', 'Q152316'])
  })

  it('ignores deprecated-rank claims', () => {
    expect(claimValues(byId.Q43274, 'P27')).toEqual(['Q145'])
  })

  it('keeps the P18 file name as the avatar until it is resolved', () => {
    expect(byId.Q43274.avatar).toBe('King Charles III (cropped).jpg')
    expect(byId.Q9682.avatar).toBe('')
  })

  it('says the answer has an unexpected form when it has no entities object', () => {
    expect(() => parseEntities({ error: { code: 'no-such-entity', info: 'Could not find an entity' } })).toThrow(
      'Wikidata sent an answer in an unexpected form.',
    )
    for (const answer of [null, 'text', [], { entities: [] }, { entities: 'x' }])
      expect(() => parseEntities(answer)).toThrow(WikiRequestError)
  })

  it('skips missing entities in a labels answer', () => {
    expect(Object.fromEntries(parseLabels(labelsAnswer as WbGetEntitiesAnswer))).toEqual({
      Q82955: 'politician',
      Q145: 'United Kingdom',
    })
  })
})

describe('label and description fallbacks', () => {
  it('prefers English', () => {
    expect(pickLabel({ de: { language: 'de', value: 'Karl' }, en: { language: 'en', value: 'Charles' } })).toBe(
      'Charles',
    )
  })

  it('falls back to the first language with its code in brackets', () => {
    expect(byId.Q152316.label).toBe('Prinz Harry (de)')
    expect(pickDescription({ fr: { language: 'fr', value: 'roi' } })).toBe('roi (fr)')
  })

  it("says 'no label' / 'no description' when there is none", () => {
    expect(pickLabel({})).toBe('no label')
    expect(pickLabel(undefined)).toBe('no label')
    expect(byId.Q152316.desc).toBe('no description')
  })
})

describe('hostile entities', () => {
  const statement = (value: unknown, rank = 'normal') => ({ rank, mainsnak: { datavalue: { value } } })
  const answer = (entities: string) => JSON.parse(`{"entities":${entities}}`) as unknown

  it('drops entities keyed by prototype names or anything but an item id, and entities whose id disagrees', () => {
    const parsed = parseEntities(
      answer(
        '{"__proto__":{"id":"__proto__"},"constructor":{},"hasOwnProperty":{},"Q1":{"id":"Q2"},"Q3":{"id":"Q3"},"Q4":null,"Q5":[]}',
      ),
    )
    expect(parsed.map((p) => p.wiki_id)).toEqual(['Q3'])
  })

  it('keeps only claim values that fit their property: item ids, and bare file names for the image', () => {
    const [person] = parseEntities({
      entities: {
        Q1: {
          claims: {
            P22: [
              statement('__proto__'),
              statement({ id: 'constructor' }),
              statement({ id: { id: 'Q2' } }),
              statement({ id: 'Q7' }),
            ],
            P25: 'not a list',
            P26: [null, 3, 'x', [], statement(['Q8'])],
            P40: [statement({ id: 'Q9' }, 'deprecated'), statement({ id: 'Q10' })],
            P18: [statement('https://evil.example/a.png'), statement('../etc/passwd'), statement('Portrait.jpg')],
            P999: [statement({ id: 'Q11' })],
            ['__proto__']: [statement({ id: 'Q12' })],
          },
        },
      },
    })
    expect(person.claims).toEqual([
      { property: 'P22', value: 'Q7' },
      { property: 'P40', value: 'Q10' },
      { property: 'P18', value: 'Portrait.jpg' },
    ])
    expect(person.avatar).toBe('Portrait.jpg')
  })

  it('reads labels and descriptions only when they are text', () => {
    const [person] = parseEntities({
      entities: {
        Q1: {
          labels: {
            en: { value: { toString: 'x' } },
            de: { language: 'de', value: ['Karl'] },
            fr: { language: '<b>', value: 'Charles' },
          },
          descriptions: 'nope',
        },
      },
    })
    expect(person.label).toBe('Charles (fr)')
    expect(person.desc).toBe('no description')
    const [long] = parseEntities({ entities: { Q1: { labels: { en: { value: 'x'.repeat(100_000) } } } } })
    expect(long.label.length).toBeLessThanOrEqual(400)
  })

  it('gives labels in a map without prototype, so prototype names are never found by accident', () => {
    const labels = parseLabels(
      answer('{"__proto__":{"labels":{"en":{"value":"x"}}},"Q1":{"labels":{"en":{"value":"one"}}}}'),
    )
    expect([...labels]).toEqual([['Q1', 'one']])
    expect(labels.get('constructor')).toBeUndefined()
  })
})
