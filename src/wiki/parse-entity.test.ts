import royals from './__fixtures__/wbgetentities-royals.json'
import labelsAnswer from './__fixtures__/wbgetentities-labels.json'
import { claimValues, parseEntities, parseLabels } from './parse-entity'
import { pickDescription, pickLabel } from './text-fallback'
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

  it('gives an empty list when the answer has no entities key', () => {
    expect(parseEntities({ error: { code: 'no-such-entity' } })).toEqual([])
    expect(parseEntities(null)).toEqual([])
  })

  it('skips missing entities in a labels answer', () => {
    expect(parseLabels(labelsAnswer as WbGetEntitiesAnswer)).toEqual({ Q82955: 'politician', Q145: 'United Kingdom' })
  })
})

describe('label and description fallbacks', () => {
  it('prefers English', () => {
    expect(pickLabel({ de: { language: 'de', value: 'Karl' }, en: { language: 'en', value: 'Charles' } })).toBe('Charles')
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
