// The language-neutral records a locale's rules read: generations, sexes on the way, side, half, elder, marriage, step.
import { kinshipRelations } from '../../src/locales/kinship/relations'
import { kinFamily } from './kin-family'

const relations = kinshipRelations('me', kinFamily())
const of = (id: string) => relations.get(id)!

describe('kinship records of the test family, seen from me', () => {
  it('gives a blood relative the way up and down, with the sexes on it', () => {
    expect(of('guChild')).toMatchObject({ up: 3, down: 2, sex: 'F', upLine: ['M', 'M', 'M'], downLine: ['M', 'F'] })
    expect(of('guChild').side).toBe('paternal')
    expect(of('cousinMatF')).toMatchObject({ up: 2, down: 2, side: 'maternal', downLine: ['F', 'F'] })
  })

  it('tells elder and younger from birth dates against the person of the same generation on my side', () => {
    expect(of('uncleElder').elder).toBe(true) // born 1946, my father 1950
    expect(of('uncleYounger').elder).toBe(false) // 1955
    expect(of('brother').elder).toBe(true)
    expect(of('cousinPatF').elder).toBe(false)
    expect(of('guChild').elder).toBeUndefined() // no birth date
    expect(of('nephew').elder).toBeUndefined() // another generation
  })

  it('marks a half-brother, through the parent we share', () => {
    expect(of('halfBrother')).toMatchObject({ half: true, side: 'paternal' })
    expect(of('brother').half).toBeUndefined()
  })

  it('says through whom a relation by marriage runs', () => {
    expect(of('wife')).toMatchObject({ marriage: 'spouse', sex: 'F' })
    expect(of('wifeFather')).toMatchObject({ marriage: 'kin-of-spouse', up: 1, down: 0, viaSex: 'F' })
    expect(of('wifeBrother')).toMatchObject({ marriage: 'kin-of-spouse', up: 1, down: 1, elder: true })
    expect(of('brotherWife')).toMatchObject({ marriage: 'spouse-of-kin', up: 1, down: 1, viaSex: 'M', elder: true })
    expect(of('daughterHusband')).toMatchObject({ marriage: 'spouse-of-kin', up: 0, down: 1, viaSex: 'F' })
  })

  it('names a parent’s other spouse and a spouse’s own child as step relations', () => {
    expect(of('stepmother')).toMatchObject({ step: true, up: 1, down: 0, viaSex: 'M' })
    expect(of('stepson')).toMatchObject({ step: true, up: 0, down: 1, viaSex: 'F' })
  })

  it('can leave in-laws and step relations out, and knows nobody for an unknown person', () => {
    const bloodOnly = kinshipRelations('me', kinFamily(), { inLaws: false, steps: false })
    expect(bloodOnly.has('wifeFather')).toBe(false)
    expect(bloodOnly.has('stepson')).toBe(false)
    expect(bloodOnly.get('wife')?.marriage).toBe('spouse')
    expect(kinshipRelations('nobody', kinFamily()).size).toBe(0)
  })

  it('reads a step parent the data names in other_parents', () => {
    const data = kinFamily()
    const me = data.find((d) => d.id === 'me')!
    me.rels.other_parents = ['stranger']
    me.data['parent_type__ref__stranger'] = 'step'
    expect(kinshipRelations('me', data).get('stranger')).toMatchObject({ step: true, up: 1, sex: 'M' })
  })

  it('ends on cyclic data', () => {
    const loop = [
      { id: 'a', data: { gender: 'M' as const }, rels: { father: 'b', children: ['b'] } },
      { id: 'b', data: { gender: 'M' as const }, rels: { father: 'a', children: ['a'] } },
    ]
    expect(kinshipRelations('a', loop).size).toBeGreaterThan(0)
  })
})
