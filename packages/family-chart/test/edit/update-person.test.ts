// Tests of editing a person's fields and of the gender lock.
import type { Data } from '../../src/data/types'
import { addRelativePlaceholders, swapPlaceholderGenders } from '../../src/edit/add-relative'
import { isGenderLocked, updatePersonFields } from '../../src/edit/update-person'
import { expectConsistent, family, frozen, get } from './helpers'

describe('updatePersonFields', () => {
  it("merges fields into the person's data and copies only what it touches", () => {
    const input = frozen(family())
    const out = updatePersonFields(input.data, 'kid', { 'first name': 'Lea', birthday: '2001' })
    expect(JSON.stringify(input.data)).toBe(input.json)
    expect(get(out, 'kid').data).toEqual({ gender: 'F', 'first name': 'Lea', birthday: '2001' })
    expect(get(out, 'kid').rels).toEqual(get(input.data, 'kid').rels)
    expect(get(out, 'dad')).toBe(get(input.data, 'dad'))
    expect(out).not.toBe(input.data)
  })

  it('moves a parent to the slot matching a new gender, the other parent taking the free slot', () => {
    const input = frozen(family())
    const out = updatePersonFields(input.data, 'dad', { gender: 'F' })
    expect(JSON.stringify(input.data)).toBe(input.json)
    expectConsistent(out)
    expect(get(out, 'dad').data.gender).toBe('F')
    expect(get(out, 'kid').rels).toMatchObject({ father: 'mom', mother: 'dad' })
    // dad is a child too: that slot is about gf/gm and does not move
    expect(get(out, 'dad').rels).toMatchObject({ father: 'gf', mother: 'gm' })
  })

  it('moves a single parent without inventing another one', () => {
    const data: Data = [
      { id: 'p', data: { gender: 'M' }, rels: { children: ['c'] } },
      { id: 'c', data: { gender: 'M' }, rels: { father: 'p' } },
    ]
    const out = updatePersonFields(data, 'p', { gender: 'F' })
    expect(get(out, 'c').rels).toEqual({ mother: 'p' })
    expectConsistent(out)
  })

  it('leaves children alone when the gender does not change', () => {
    const data = family()
    const out = updatePersonFields(data, 'dad', { gender: 'M', 'first name': 'Tim' })
    expect(get(out, 'kid')).toBe(get(data, 'kid'))
  })

  it('composes with swapPlaceholderGenders the way the edit form uses them', () => {
    const single: Data = [{ id: 'me', data: { gender: 'M' }, rels: {} }]
    const adding = addRelativePlaceholders(single, 'me')
    const out = swapPlaceholderGenders(updatePersonFields(adding, 'me', { gender: 'F' }), 'me')
    expectConsistent(out)
    const spouse = out.find((d) => d._new_rel_data?.rel_type === 'spouse')!
    expect(spouse.data.gender).toBe('M')
    for (const child of out.filter(
      (d) => d._new_rel_data?.rel_type === 'son' || d._new_rel_data?.rel_type === 'daughter',
    )) {
      expect(child.rels).toMatchObject({ mother: 'me', father: spouse.id })
    }
  })

  it('throws for an unknown person', () => {
    expect(() => updatePersonFields(family(), 'ghost', {})).toThrow('ghost')
  })
})

describe('isGenderLocked', () => {
  it('locks people with real children and not childless ones', () => {
    const data = family()
    expect(isGenderLocked(data, 'dad')).toBe(true)
    expect(isGenderLocked(data, 'gm')).toBe(true)
    expect(isGenderLocked(data, 'kid')).toBe(false)
    expect(isGenderLocked(data, 'missing')).toBe(false)
  })

  it('counts a child named on only one side', () => {
    const data: Data = [
      { id: 'p', data: { gender: 'M' }, rels: {} },
      { id: 'c', data: { gender: 'M' }, rels: { father: 'p' } },
    ]
    expect(isGenderLocked(data, 'p')).toBe(true)
  })

  it('ignores placeholder children but locks placeholder parents', () => {
    const data = addRelativePlaceholders([{ id: 'me', data: { gender: 'M' }, rels: {} }], 'me')
    expect(isGenderLocked(data, 'me')).toBe(false)
    const type = (t: string) => data.find((d) => d._new_rel_data?.rel_type === t)!.id
    expect(isGenderLocked(data, type('father'))).toBe(true)
    expect(isGenderLocked(data, type('mother'))).toBe(true)
    expect(isGenderLocked(data, type('spouse'))).toBe(false)
    expect(isGenderLocked(data, type('son'))).toBe(false)
  })
})
