// How two people are related: the path between them and the words at both ends, on the kinship test family.
import { relationshipBetween } from '../../src/features/relationship/relationship-between'
import type { Data } from '../../src/data/types'
import { FamilyBuilder, bigFamily } from '../data/kinship/family'

const family = bigFamily()

describe('relationshipBetween', () => {
  it('goes up to the closest common ancestor and down again, with the kinship names both ways', () => {
    expect(relationshipBetween(family, 'main', 'cousin')).toEqual({
      path: ['main', 'dad', 'gf', 'uncle', 'cousin'],
      label: '1st cousin',
      reverseLabel: '1st cousin',
    })
    expect(relationshipBetween(family, 'main', 'gu2')).toMatchObject({
      label: '2nd cousin',
      reverseLabel: '2nd cousin',
    })
    expect(relationshipBetween(family, 'cousinSon', 'main')).toMatchObject({ label: '1st cousin once removed' })
  })

  it('names direct lines from both ends', () => {
    const r = relationshipBetween(family, 'ggf', 'main')!
    expect(r.path).toEqual(['ggf', 'gf', 'dad', 'main'])
    expect(r.label).toBe('great-grandson')
    expect(r.reverseLabel).toBe('great-grandfather')
  })

  it('tells half relations', () => {
    expect(relationshipBetween(family, 'main', 'halfUncle')).toMatchObject({
      label: 'half-uncle',
      reverseLabel: 'half-nephew',
    })
  })

  it('crosses marriages with in-law names where there is one', () => {
    const r = relationshipBetween(family, 'main', 'uncleWife')!
    expect(r.path).toEqual(['main', 'dad', 'gf', 'uncle', 'uncleWife'])
    expect(r.label).toBe("uncle's wife")
    const inLaw = relationshipBetween(family, 'auntHusband', 'uncle')!
    expect(inLaw.label).toBe('brother-in-law')
    expect(inLaw.path).toEqual(['auntHusband', 'aunt', 'gf', 'uncle'])
  })

  it('describes longer chains through marriages as possessives', () => {
    const data = new FamilyBuilder()
      .person('bobDad', 'M')
      .person('bobMom', 'F')
      .marry('bobDad', 'bobMom')
      .child('bob', 'M', 'bobDad', 'bobMom')
      .child('bobsBrother', 'M', 'bobDad', 'bobMom')
      .child('nephew', 'M', 'bobsBrother')
      .person('ann', 'F')
      .marry('ann', 'bob')
      .build()
    const r = relationshipBetween(data, 'ann', 'nephew')!
    expect(r.path[0]).toBe('ann')
    expect(r.path[r.path.length - 1]).toBe('nephew')
    expect(r.label).toBe("husband's nephew")
    expect(r.reverseLabel).toBe("uncle's wife")
  })

  it('cuts a chain where it turns from a child to their other parent', () => {
    const data = new FamilyBuilder()
      .person('dad', 'M')
      .person('mum', 'F')
      .child('kid', 'F', 'dad', 'mum')
      .person('mumsDad', 'M')
      .build()
    // Link mum to her father on both sides.
    const mum = data.find((d) => d.id === 'mum')!
    mum.rels.father = 'mumsDad'
    data.find((d) => d.id === 'mumsDad')!.rels.children = ['mum']
    // dad and mum are not married in the data: the path goes through their child.
    const r = relationshipBetween(data, 'dad', 'mumsDad')!
    expect(r.path).toEqual(['dad', 'kid', 'mum', 'mumsDad'])
    expect(r.label).toBe("daughter's grandfather")
  })

  it('says null when people are not connected or unknown, self for one person', () => {
    expect(relationshipBetween(family, 'main', 'stranger')).toBeNull()
    expect(relationshipBetween(family, 'main', 'nobody')).toBeNull()
    expect(relationshipBetween(family, 'main', 'main')).toEqual({ path: ['main'], label: 'self', reverseLabel: 'self' })
  })

  it('terminates on cyclic data', () => {
    const data: Data = [
      { id: 'a', data: { gender: 'M' }, rels: { father: 'b', children: ['b'] } },
      { id: 'b', data: { gender: 'M' }, rels: { father: 'a', children: ['a'] } },
      { id: 'c', data: { gender: 'F' }, rels: {} },
    ]
    expect(relationshipBetween(data, 'a', 'c')).toBeNull()
    expect(relationshipBetween(data, 'a', 'b')?.path).toEqual(['a', 'b'])
  })
})
