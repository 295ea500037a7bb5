// Tests of detaching parents, children and spouses, including who keeps shared children.
import type { Data, Datum } from '../../src/data/types'
import { removeRelation, sharedChildren } from '../../src/edit/remove-relative'
import { deletePerson } from '../../src/edit/delete-person'
import { expectConsistent, family, frozen, get } from './helpers'
import { markPlaceholder } from '../../src/data/markers'

/** dad has kid with mom, and step with ex; mom also has her own child solo. */
function blended(): Data {
  return [
    { id: 'dad', data: { gender: 'M' }, rels: { spouses: ['mom', 'ex'], children: ['kid', 'kid2', 'step'] } },
    { id: 'mom', data: { gender: 'F' }, rels: { spouses: ['dad'], children: ['kid', 'solo', 'kid2'] } },
    { id: 'ex', data: { gender: 'F' }, rels: { spouses: ['dad'], children: ['step'] } },
    { id: 'kid', data: { gender: 'F' }, rels: { father: 'dad', mother: 'mom' } },
    { id: 'kid2', data: { gender: 'M' }, rels: { father: 'dad', mother: 'mom' } },
    { id: 'solo', data: { gender: 'M' }, rels: { mother: 'mom' } },
    { id: 'step', data: { gender: 'M' }, rels: { father: 'dad', mother: 'ex' } },
  ]
}

describe('sharedChildren', () => {
  it('lists only the children of both people, in data order and either argument order', () => {
    expect(sharedChildren(blended(), 'dad', 'mom')).toEqual(['kid', 'kid2'])
    expect(sharedChildren(blended(), 'mom', 'dad')).toEqual(['kid', 'kid2'])
    expect(sharedChildren(blended(), 'dad', 'ex')).toEqual(['step'])
    expect(sharedChildren(blended(), 'mom', 'ex')).toEqual([])
    expect(sharedChildren(blended(), 'dad', 'dad')).toEqual([])
  })

  it('reads relations named on one side and skips placeholders, not people with a to_add field', () => {
    const t: Datum = { id: 't', data: { gender: 'F' }, rels: { father: 'a', mother: 'b' } }
    markPlaceholder(t, { rel_type: 'daughter', label: 'Add Daughter', rel_id: 'a', other_parent_id: 'b' })
    const data: Data = [
      { id: 'a', data: { gender: 'M' }, rels: { spouses: ['b'] } },
      { id: 'b', data: { gender: 'F' }, rels: {} },
      { id: 'c', data: { gender: 'F' }, rels: { father: 'a', mother: 'b' } },
      t,
      { id: 'u', data: { gender: 'M' }, rels: { father: 'a', mother: 'b' }, to_add: true },
    ]
    expect(sharedChildren(data, 'a', 'b')).toEqual(['c', 'u'])
  })
})

describe('removeRelation', () => {
  it('clears a father on both sides', () => {
    const input = frozen(family())
    const out = removeRelation(input.data, 'dad', 'gf')
    expect(JSON.stringify(input.data)).toBe(input.json)
    expectConsistent(out)
    expect(get(out, 'dad').rels.father).toBeUndefined()
    expect(get(out, 'dad').rels.mother).toBe('gm')
    expect(get(out, 'gf').rels.children).toEqual([])
    expect(get(out, 'gf').rels.spouses).toEqual(['gm'])
  })

  it('clears a mother on both sides', () => {
    const out = removeRelation(family(), 'kid', 'mom')
    expectConsistent(out)
    expect(get(out, 'kid').rels).toEqual({ father: 'dad', spouses: [], children: [] })
    expect(get(out, 'mom').rels.children).toEqual([])
    expect(get(out, 'dad').rels.children).toEqual(['kid'])
  })

  it('detaches a child from the person only', () => {
    const input = frozen(family())
    const out = removeRelation(input.data, 'dad', 'kid')
    expect(JSON.stringify(input.data)).toBe(input.json)
    expectConsistent(out)
    expect(get(out, 'kid').rels.father).toBeUndefined()
    expect(get(out, 'kid').rels.mother).toBe('mom')
    expect(get(out, 'dad').rels.children).toEqual([])
    expect(get(out, 'mom').rels.children).toEqual(['kid'])
    expect(get(out, 'dad').rels.spouses).toEqual(['mom'])
  })

  it('removes a spouse without shared children without asking', () => {
    const data: Data = [
      { id: 'a', data: { gender: 'M' }, rels: { spouses: ['b'] } },
      { id: 'b', data: { gender: 'F' }, rels: { spouses: ['a'] } },
    ]
    const out = removeRelation(data, 'a', 'b')
    expect(get(out, 'a').rels.spouses).toEqual([])
    expect(get(out, 'b').rels.spouses).toEqual([])
  })

  it('requires keepChildrenWith when the spouses share children', () => {
    const input = frozen(blended())
    expect(() => removeRelation(input.data, 'dad', 'mom')).toThrow(
      new Error('keepChildrenWith is required when spouses share children'),
    )
    expect(() => removeRelation(input.data, 'dad', 'mom', {})).toThrow('keepChildrenWith is required')
    expect(JSON.stringify(input.data)).toBe(input.json)
  })

  it("keepChildrenWith 'person': the spouse loses the shared children", () => {
    const input = frozen(blended())
    const out = removeRelation(input.data, 'dad', 'mom', { keepChildrenWith: 'person' })
    expect(JSON.stringify(input.data)).toBe(input.json)
    expectConsistent(out)
    expect(get(out, 'dad').rels.spouses).toEqual(['ex'])
    expect(get(out, 'mom').rels.spouses).toEqual([])
    expect(get(out, 'dad').rels.children).toEqual(['kid', 'kid2', 'step'])
    expect(get(out, 'mom').rels.children).toEqual(['solo'])
    expect(get(out, 'kid').rels).toEqual({ father: 'dad' })
    expect(get(out, 'kid2').rels).toEqual({ father: 'dad' })
  })

  it("keepChildrenWith 'spouse': the person loses the shared children", () => {
    const out = removeRelation(blended(), 'dad', 'mom', { keepChildrenWith: 'spouse' })
    expectConsistent(out)
    expect(get(out, 'dad').rels.children).toEqual(['step'])
    expect(get(out, 'mom').rels.children).toEqual(['kid', 'solo', 'kid2'])
    expect(get(out, 'kid').rels).toEqual({ mother: 'mom' })
    expect(get(out, 'step').rels).toEqual({ father: 'dad', mother: 'ex' })
  })

  it('recognises a spouse named on one side only', () => {
    const data: Data = [
      { id: 'a', data: { gender: 'M' }, rels: {} },
      { id: 'b', data: { gender: 'F' }, rels: { spouses: ['a'] } },
    ]
    const out = removeRelation(data, 'a', 'b')
    expect(get(out, 'b').rels.spouses).toEqual([])
  })

  it('returns the data unchanged for people who are not related, and throws for an unknown person', () => {
    const data = family()
    expect(removeRelation(data, 'kid', 'gf')).toEqual(data)
    expect(() => removeRelation(data, 'ghost', 'kid')).toThrow('ghost')
  })
})

describe('a child of two fathers (the second kept as mother, the 0.8 shape)', () => {
  const twoFathers = (): Data => [
    { id: 'a', data: { gender: 'M' }, rels: { spouses: ['b'], children: ['c'] } },
    { id: 'b', data: { gender: 'M' }, rels: { spouses: ['a'], children: ['c'] } },
    { id: 'c', data: { gender: 'F' }, rels: { father: 'a', mother: 'b' } },
  ]

  it('keeps the remaining father in the father slot when the other one is detached', () => {
    const next = removeRelation(twoFathers(), 'c', 'a')
    expect(get(next, 'c').rels).toEqual({ father: 'b' })
    expectConsistent(next)
  })

  it('does the same when that father is deleted', () => {
    const { data } = deletePerson(twoFathers(), 'a')
    expect(get(data, 'c').rels).toEqual({ father: 'b' })
  })

  it('leaves a mother alone in the mother slot', () => {
    const data: Data = [
      { id: 'm', data: { gender: 'F' }, rels: { children: ['c'] } },
      { id: 'f', data: { gender: 'M' }, rels: { children: ['c'] } },
      { id: 'c', data: { gender: 'M' }, rels: { father: 'f', mother: 'm' } },
    ]
    expect(get(removeRelation(data, 'c', 'f'), 'c').rels).toEqual({ mother: 'm' })
  })
})
