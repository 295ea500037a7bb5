// Tests of add-relative mode as data: placeholders, cancelling, submitting and gender swaps.
import type { Data, Datum } from '../../src/data/types'
import {
  DEFAULT_ADD_REL_LABELS,
  addRelativePlaceholders,
  removePlaceholders,
  submitPlaceholder,
  swapPlaceholderGenders,
} from '../../src/edit/add-relative'
import { expectConsistent, family, frozen, get, ids } from './helpers'

const placeholders = (data: Data) => data.filter((d) => d.to_add)
const byType = (data: Data, type: string, otherParent?: string): Datum[] =>
  placeholders(data).filter(
    (d) =>
      d._new_rel_data?.rel_type === type &&
      (otherParent === undefined || d._new_rel_data.other_parent_id === otherParent),
  )
const one = (data: Data, type: string, otherParent?: string): Datum => {
  const found = byType(data, type, otherParent)
  expect(found).toHaveLength(1)
  return found[0]
}

describe('addRelativePlaceholders', () => {
  it('adds father, mother, a spouse and a son and daughter per spouse, wired both ways', () => {
    const input = frozen([{ id: 'me', data: { gender: 'M' }, rels: {} }])
    const out = addRelativePlaceholders(input.data, 'me')
    expect(JSON.stringify(input.data)).toBe(input.json)
    expectConsistent(out)

    const father = one(out, 'father')
    const mother = one(out, 'mother')
    const spouse = one(out, 'spouse')
    const me = get(out, 'me')
    expect(me.rels.father).toBe(father.id)
    expect(me.rels.mother).toBe(mother.id)
    expect(me.rels.spouses).toEqual([spouse.id])
    expect(father.data).toEqual({ gender: 'M' })
    expect(mother.data).toEqual({ gender: 'F' })
    expect(spouse.data).toEqual({ gender: 'F' })
    expect(father.rels.children).toEqual(['me'])
    expect(mother.rels.children).toEqual(['me'])
    // the new parents are a couple
    expect(father.rels.spouses).toEqual([mother.id])
    expect(spouse.rels.spouses).toEqual(['me'])

    const son = one(out, 'son', spouse.id)
    const daughter = one(out, 'daughter', spouse.id)
    expect(son.data.gender).toBe('M')
    expect(daughter.data.gender).toBe('F')
    for (const child of [son, daughter]) {
      expect(child.rels.father).toBe('me')
      expect(child.rels.mother).toBe(spouse.id)
    }
    expect(me.rels.children).toEqual([son.id, daughter.id])
    expect(spouse.rels.children).toEqual([son.id, daughter.id])
    expect(placeholders(out)).toHaveLength(5)

    for (const p of placeholders(out)) {
      expect(p.to_add).toBe(true)
      expect(p._new_rel_data!.rel_id).toBe('me')
      expect(p._new_rel_data!.label).toBe(DEFAULT_ADD_REL_LABELS[p._new_rel_data!.rel_type])
      expect(p.data.label).toBeUndefined()
    }
    expect(father._new_rel_data!.other_parent_id).toBeUndefined()
  })

  it('has the documented default labels', () => {
    expect(DEFAULT_ADD_REL_LABELS).toEqual({
      father: 'Add Father',
      mother: 'Add Mother',
      spouse: 'Add Spouse',
      son: 'Add Son',
      daughter: 'Add Daughter',
      parent: 'Add Adoptive, Step or Foster Parent',
    })
  })

  it('keeps existing parents, adds children for every existing spouse too, and uses custom labels', () => {
    const input = frozen(family())
    const out = addRelativePlaceholders(input.data, 'dad', { son: 'New son' })
    expect(JSON.stringify(input.data)).toBe(input.json)
    expectConsistent(out)
    expect(byType(out, 'father')).toHaveLength(0)
    expect(byType(out, 'mother')).toHaveLength(0)
    expect(get(out, 'dad').rels.father).toBe('gf')

    const spouse = one(out, 'spouse')
    expect(get(out, 'dad').rels.spouses).toEqual(['mom', spouse.id])
    const sonWithMom = one(out, 'son', 'mom')
    one(out, 'daughter', 'mom')
    one(out, 'son', spouse.id)
    expect(sonWithMom._new_rel_data!.label).toBe('New son')
    expect(one(out, 'daughter', 'mom')._new_rel_data!.label).toBe('Add Daughter')
    expect(sonWithMom.rels).toMatchObject({ father: 'dad', mother: 'mom' })
    expect(get(out, 'mom').rels.children).toEqual(['kid', sonWithMom.id, one(out, 'daughter', 'mom').id])
    // untouched people are not copied needlessly, touched ones are
    expect(get(out, 'gf')).toBe(get(input.data, 'gf'))
    expect(get(out, 'mom')).not.toBe(get(input.data, 'mom'))
  })

  it('places a female person as mother of the placeholder children, with a male placeholder spouse', () => {
    const out = addRelativePlaceholders(family(), 'mom')
    expectConsistent(out)
    const spouse = one(out, 'spouse')
    expect(spouse.data.gender).toBe('M')
    for (const type of ['son', 'daughter']) {
      expect(one(out, type, 'dad').rels).toMatchObject({ father: 'dad', mother: 'mom' })
      expect(one(out, type, spouse.id).rels).toMatchObject({ father: spouse.id, mother: 'mom' })
    }
  })

  it('adds only the missing parent and links it as spouse of the existing one', () => {
    const out = addRelativePlaceholders(family(), 'kid')
    expectConsistent(out)
    expect(byType(out, 'father')).toHaveLength(0)
    expect(byType(out, 'mother')).toHaveLength(0)
    const half: Data = [
      { id: 'c', data: { gender: 'M' }, rels: { mother: 'm' } },
      { id: 'm', data: { gender: 'F' }, rels: { children: ['c'] } },
    ]
    const out2 = addRelativePlaceholders(half, 'c')
    expectConsistent(out2)
    const father = one(out2, 'father')
    expect(get(out2, 'c').rels).toMatchObject({ father: father.id, mother: 'm' })
    expect(get(out2, 'm').rels.spouses).toEqual([father.id])
    expect(byType(out2, 'mother')).toHaveLength(0)
  })

  it('skips the parts canAdd forbids', () => {
    const noParents = addRelativePlaceholders(family(), 'kid', {}, { parent: false, spouse: true, child: true })
    expect(byType(noParents, 'father').length + byType(noParents, 'mother').length).toBe(0)
    const single = [{ id: 'me', data: { gender: 'F' as const }, rels: {} }]
    const onlyParents = addRelativePlaceholders(single, 'me', {}, { parent: true, spouse: false, child: false })
    expect(
      placeholders(onlyParents)
        .map((d) => d._new_rel_data!.rel_type)
        .sort(),
    ).toEqual(['father', 'mother'])
    const noSpouse = addRelativePlaceholders(family(), 'dad', {}, { parent: true, spouse: false, child: true })
    expect(byType(noSpouse, 'spouse')).toHaveLength(0)
    expect(placeholders(noSpouse).map((d) => d._new_rel_data!.other_parent_id)).toEqual(['mom', 'mom'])
    const noChildren = addRelativePlaceholders(family(), 'dad', {}, { parent: true, spouse: true, child: false })
    expect(byType(noChildren, 'son').length + byType(noChildren, 'daughter').length).toBe(0)
    expect(addRelativePlaceholders(single, 'me', {}, { parent: false, spouse: false, child: true })).toEqual(single)
  })

  it('replaces the placeholders of an earlier call instead of piling them up', () => {
    const once = addRelativePlaceholders(family(), 'dad')
    const twice = addRelativePlaceholders(once, 'dad')
    expect(placeholders(twice)).toHaveLength(placeholders(once).length)
    expectConsistent(twice)
  })

  it('throws for an unknown person', () => {
    expect(() => addRelativePlaceholders(family(), 'nobody')).toThrow('nobody')
  })
})

describe('removePlaceholders', () => {
  it('drops every placeholder and every reference to one', () => {
    const withPlaceholders = frozen(addRelativePlaceholders(family(), 'dad'))
    const out = removePlaceholders(withPlaceholders.data)
    expect(JSON.stringify(withPlaceholders.data)).toBe(withPlaceholders.json)
    expect(out).toEqual(family())
    expectConsistent(out)
  })

  it('cleans references in parent slots too', () => {
    const out = removePlaceholders(addRelativePlaceholders([{ id: 'me', data: { gender: 'M' }, rels: {} }], 'me'))
    // the lists created for the placeholders go with them: the record is as it was
    expect(out).toEqual([{ id: 'me', data: { gender: 'M' }, rels: {} }])
  })
})

/** Saving a placeholder, then leaving add-relative mode: what ends up in the saved data. */
const saveAndLeave = (data: Data, id: string, fields: Record<string, unknown>): Data =>
  removePlaceholders(submitPlaceholder(data, id, fields))

describe('submitPlaceholder', () => {
  it('turns a placeholder into a real person and keeps the other placeholders, as the mode goes on', () => {
    const start = frozen(addRelativePlaceholders([{ id: 'me', data: { gender: 'M' }, rels: {} }], 'me'))
    const father = one(start.data, 'father')
    const out = submitPlaceholder(start.data, father.id, { 'first name': 'Abe', gender: 'M' })
    expect(JSON.stringify(start.data)).toBe(start.json)
    expectConsistent(out)
    const real = get(out, father.id)
    expect(real.to_add).toBeUndefined()
    expect(real._new_rel_data).toBeUndefined()
    expect(real.data).toEqual({ gender: 'M', 'first name': 'Abe' })
    // the mother, spouse, son and daughter placeholders are still offered
    expect(
      placeholders(out)
        .map((d) => d._new_rel_data!.rel_type)
        .sort(),
    ).toEqual(['daughter', 'mother', 'son', 'spouse'])
    expect(real.rels.spouses).toEqual([one(out, 'mother').id])
  })

  it('then leaving the mode keeps only what was saved', () => {
    const start = addRelativePlaceholders([{ id: 'me', data: { gender: 'M' }, rels: {} }], 'me')
    const father = one(start, 'father')
    const out = saveAndLeave(start, father.id, { 'first name': 'Abe', gender: 'M' })
    expectConsistent(out)
    expect(ids(out).sort()).toEqual([father.id, 'me'].sort())
    expect(get(out, father.id).rels).toEqual({ spouses: [], children: ['me'] })
    expect(get(out, 'me').rels).toEqual({ father: father.id })
  })

  it('father then mother: the same person gets both parents, who are a couple', () => {
    const start = addRelativePlaceholders([{ id: 'me', data: { gender: 'F' }, rels: {} }], 'me')
    const father = one(start, 'father')
    const mother = one(start, 'mother')
    const afterFather = submitPlaceholder(start, father.id, { 'first name': 'Zen' })
    const out = removePlaceholders(submitPlaceholder(afterFather, mother.id, { 'first name': 'Zebra' }))
    expectConsistent(out)
    expect(get(out, 'me').rels).toMatchObject({ father: father.id, mother: mother.id })
    expect(get(out, father.id).rels.spouses).toEqual([mother.id])
  })

  it('a child added with the placeholder spouse gets that spouse as parent when the spouse is saved next', () => {
    const start = addRelativePlaceholders([{ id: 'me', data: { gender: 'M' }, rels: {} }], 'me')
    const spouse = one(start, 'spouse')
    const son = one(start, 'son', spouse.id)
    const daughter = one(start, 'daughter', spouse.id)
    let data = submitPlaceholder(start, son.id, { 'first name': 'Ben' })
    data = submitPlaceholder(data, daughter.id, { 'first name': 'Becky' })
    expect(get(data, son.id).rels.mother).toBe(spouse.id)
    data = removePlaceholders(submitPlaceholder(data, spouse.id, { 'first name': 'Andrea' }))
    expectConsistent(data)
    for (const child of [son.id, daughter.id])
      expect(get(data, child).rels).toMatchObject({ father: 'me', mother: spouse.id })
    expect(get(data, spouse.id).rels).toEqual({ spouses: ['me'], children: [son.id, daughter.id] })
    expect(data).toHaveLength(4)
  })

  it('a child of the placeholder spouse keeps only the real parent when the mode ends without the spouse', () => {
    const start = addRelativePlaceholders(family(), 'mom')
    const spouse = one(start, 'spouse')
    const daughter = one(start, 'daughter', spouse.id)
    const out = saveAndLeave(start, daughter.id, {})
    expectConsistent(out)
    expect(out.find((d) => d.id === spouse.id)).toBeUndefined()
    expect(get(out, daughter.id).rels).toEqual({ mother: 'mom', spouses: [], children: [] })
    expect(get(out, 'mom').rels.spouses).toEqual(['dad'])
  })

  it('keeps a new spouse; its placeholder children go when the mode ends', () => {
    const start = addRelativePlaceholders(family(), 'dad')
    const spouse = one(start, 'spouse')
    const saved = submitPlaceholder(start, spouse.id, { 'first name': 'Zoe' })
    expect(byType(saved, 'son', spouse.id)).toHaveLength(1)
    const out = removePlaceholders(saved)
    expectConsistent(out)
    expect(get(out, spouse.id).rels).toEqual({ spouses: ['dad'], children: [] })
    expect(get(out, 'dad').rels.spouses).toEqual(['mom', spouse.id])
    expect(get(out, 'dad').rels.children).toEqual(['kid'])
    expect(get(out, spouse.id).data).toEqual({ gender: 'F', 'first name': 'Zoe' })
  })

  it('a child of a real spouse keeps both parents', () => {
    const start = addRelativePlaceholders(family(), 'dad')
    const son = one(start, 'son', 'mom')
    const out = saveAndLeave(start, son.id, { 'first name': 'Max' })
    expectConsistent(out)
    expect(get(out, son.id).rels).toEqual({ father: 'dad', mother: 'mom', spouses: [], children: [] })
    expect(get(out, 'dad').rels.children).toEqual(['kid', son.id])
    expect(get(out, 'mom').rels.children).toEqual(['kid', son.id])
  })

  it('keeps links to a spouse that was submitted earlier', () => {
    const round1 = addRelativePlaceholders(family(), 'dad')
    const spouseId = one(round1, 'spouse').id
    const afterSpouse = saveAndLeave(round1, spouseId, { 'first name': 'Zoe' })
    const round2 = addRelativePlaceholders(afterSpouse, 'dad')
    const son = one(round2, 'son', spouseId)
    const out = saveAndLeave(round2, son.id, { 'first name': 'Ned' })
    expectConsistent(out)
    expect(get(out, son.id).rels).toMatchObject({ father: 'dad', mother: spouseId })
    expect(get(out, spouseId).rels).toEqual({ spouses: ['dad'], children: [son.id] })
    expect(placeholders(out)).toHaveLength(0)
  })

  it('throws for an unknown placeholder', () => {
    expect(() => submitPlaceholder(family(), 'nope', {})).toThrow('nope')
  })
})

describe('the co-parent placeholder', () => {
  const withSingleParentKids: Data = [
    { id: 'me', data: { gender: 'M' }, rels: { children: ['ben', 'becky'] } },
    { id: 'ben', data: { gender: 'M' }, rels: { father: 'me' } },
    { id: 'becky', data: { gender: 'F' }, rels: { father: 'me' } },
  ]

  it('is offered as the other parent of children who have only the person, beside a new spouse', () => {
    const out = addRelativePlaceholders(withSingleParentKids, 'me')
    expectConsistent(out)
    const spouses = byType(out, 'spouse')
    expect(spouses).toHaveLength(2)
    const [coParent, fresh] = spouses
    expect(coParent.data.gender).toBe('F')
    expect(coParent.rels.children!.slice(0, 2)).toEqual(['ben', 'becky'])
    expect(get(out, 'ben').rels.mother).toBe(coParent.id)
    expect(fresh.rels.children!.every((id) => get(out, id).to_add)).toBe(true)
    // each couple gets its own son and daughter placeholders
    for (const s of spouses) {
      one(out, 'son', s.id)
      one(out, 'daughter', s.id)
    }
  })

  it('saving it gives those children their second parent; not saving it leaves them as they were', () => {
    const start = addRelativePlaceholders(withSingleParentKids, 'me')
    const coParent = byType(start, 'spouse')[0]
    const saved = saveAndLeave(start, coParent.id, { 'first name': 'Andrea' })
    expectConsistent(saved)
    expect(get(saved, 'ben').rels).toMatchObject({ father: 'me', mother: coParent.id })
    expect(get(saved, 'becky').rels).toMatchObject({ father: 'me', mother: coParent.id })
    expect(removePlaceholders(start)).toEqual(withSingleParentKids)
  })

  it('is not offered when canAdd forbids a spouse, nor when every child has two parents', () => {
    expect(
      byType(
        addRelativePlaceholders(withSingleParentKids, 'me', {}, { parent: true, spouse: false, child: true }),
        'spouse',
      ),
    ).toHaveLength(0)
    expect(byType(addRelativePlaceholders(family(), 'dad'), 'spouse')).toHaveLength(1)
  })
})

describe('adding each relative type', () => {
  /** mom's relatives as placeholders, then one of them submitted with a first name. */
  const addToMom = (type: string, otherParent?: string) => {
    const start = addRelativePlaceholders(family(), 'mom')
    const placeholder = one(start, type, otherParent)
    const out = saveAndLeave(start, placeholder.id, { 'first name': 'New' })
    expectConsistent(out)
    return { out, id: placeholder.id }
  }
  /** family() with mom's relations replaced and one new person appended. */
  const expected = (momRels: Datum['rels'], added: Datum, dadChildren = ['kid']): Data =>
    family()
      .map((d) => {
        if (d.id === 'mom') return { ...d, rels: momRels }
        if (d.id === 'dad') return { ...d, rels: { ...d.rels, children: dadChildren } }
        return d
      })
      .concat(added)

  it('father: a new male parent of the person, not linked to any other placeholder', () => {
    const { out, id } = addToMom('father')
    expect(out).toEqual(
      expected(
        { father: id, spouses: ['dad'], children: ['kid'] },
        { id, data: { gender: 'M', 'first name': 'New' }, rels: { spouses: [], children: ['mom'] } },
      ),
    )
  })

  it('mother: a new female parent of the person', () => {
    const { out, id } = addToMom('mother')
    expect(out).toEqual(
      expected(
        { mother: id, spouses: ['dad'], children: ['kid'] },
        { id, data: { gender: 'F', 'first name': 'New' }, rels: { spouses: [], children: ['mom'] } },
      ),
    )
  })

  it('spouse: a new spouse of the opposite gender, listed after the existing one', () => {
    const { out, id } = addToMom('spouse')
    expect(out).toEqual(
      expected(
        { spouses: ['dad', id], children: ['kid'] },
        { id, data: { gender: 'M', 'first name': 'New' }, rels: { spouses: ['mom'], children: [] } },
      ),
    )
  })

  it('son with an existing spouse: a child of both', () => {
    const { out, id } = addToMom('son', 'dad')
    expect(out).toEqual(
      expected(
        { spouses: ['dad'], children: ['kid', id] },
        {
          id,
          data: { gender: 'M', 'first name': 'New' },
          rels: { father: 'dad', mother: 'mom', spouses: [], children: [] },
        },
        ['kid', id],
      ),
    )
  })

  it('daughter with an existing spouse: a child of both', () => {
    const { out, id } = addToMom('daughter', 'dad')
    expect(out).toEqual(
      expected(
        { spouses: ['dad'], children: ['kid', id] },
        {
          id,
          data: { gender: 'F', 'first name': 'New' },
          rels: { father: 'dad', mother: 'mom', spouses: [], children: [] },
        },
        ['kid', id],
      ),
    )
  })

  it('son or daughter with the new-spouse placeholder: a child of the person alone', () => {
    const start = addRelativePlaceholders(family(), 'mom')
    const spouse = one(start, 'spouse')
    for (const type of ['son', 'daughter']) {
      const child = one(start, type, spouse.id)
      const out = saveAndLeave(start, child.id, {})
      expectConsistent(out)
      expect(out).toEqual(
        expected(
          { spouses: ['dad'], children: ['kid', child.id] },
          {
            id: child.id,
            data: { gender: type === 'son' ? 'M' : 'F' },
            rels: { mother: 'mom', spouses: [], children: [] },
          },
        ),
      )
    }
  })

  it('a missing parent joins the known parent as spouse', () => {
    const onlyMother: Data = [
      { id: 'c', data: { gender: 'M' }, rels: { mother: 'm' } },
      { id: 'm', data: { gender: 'F' }, rels: { children: ['c'] } },
    ]
    const withFather = addRelativePlaceholders(onlyMother, 'c')
    const father = one(withFather, 'father')
    expect(saveAndLeave(withFather, father.id, {})).toEqual([
      { id: 'c', data: { gender: 'M' }, rels: { mother: 'm', father: father.id } },
      { id: 'm', data: { gender: 'F' }, rels: { children: ['c'], spouses: [father.id] } },
      { id: father.id, data: { gender: 'M' }, rels: { spouses: ['m'], children: ['c'] } },
    ])

    const onlyFather: Data = [
      { id: 'c', data: { gender: 'F' }, rels: { father: 'f' } },
      { id: 'f', data: { gender: 'M' }, rels: { children: ['c'] } },
    ]
    const withMother = addRelativePlaceholders(onlyFather, 'c')
    const mother = one(withMother, 'mother')
    expect(saveAndLeave(withMother, mother.id, { 'first name': 'Ida' })).toEqual([
      { id: 'c', data: { gender: 'F' }, rels: { father: 'f', mother: mother.id } },
      { id: 'f', data: { gender: 'M' }, rels: { children: ['c'], spouses: [mother.id] } },
      { id: mother.id, data: { gender: 'F', 'first name': 'Ida' }, rels: { spouses: ['f'], children: ['c'] } },
    ])
  })

  it('offers a child only together with its other parent', () => {
    const single: Data = [{ id: 'me', data: { gender: 'M' }, rels: {} }]
    expect(
      byType(addRelativePlaceholders(single, 'me', {}, { parent: true, spouse: false, child: true }), 'son'),
    ).toHaveLength(0)
    const out = addRelativePlaceholders(single, 'me')
    const spouse = one(out, 'spouse')
    for (const child of [one(out, 'son'), one(out, 'daughter')]) {
      expect(child._new_rel_data!.other_parent_id).toBe(spouse.id)
      expect(child.rels).toEqual({ father: 'me', mother: spouse.id, spouses: [], children: [] })
    }
  })
})

describe('swapPlaceholderGenders', () => {
  const switchToFemale = (data: Data): Data =>
    data.map((d) => (d.id === 'me' ? { ...d, data: { ...d.data, gender: 'F' as const } } : d))

  it('flips the placeholder spouse and puts the person in the mother slot of placeholder children', () => {
    const start = addRelativePlaceholders([{ id: 'me', data: { gender: 'M' }, rels: {} }], 'me')
    const input = frozen(switchToFemale(start))
    const out = swapPlaceholderGenders(input.data, 'me')
    expect(JSON.stringify(input.data)).toBe(input.json)
    expectConsistent(out)
    const spouse = one(out, 'spouse')
    expect(spouse.data.gender).toBe('M')
    for (const type of ['son', 'daughter']) {
      const child = one(out, type)
      expect(child.rels.mother).toBe('me')
      expect(child.rels.father).toBe(spouse.id)
    }
    expect(one(out, 'son').data.gender).toBe('M')
    expect(one(out, 'father').data.gender).toBe('M')
  })

  it('is idempotent and swaps back when the gender returns', () => {
    const start = addRelativePlaceholders([{ id: 'me', data: { gender: 'M' }, rels: {} }], 'me')
    const female = swapPlaceholderGenders(switchToFemale(start), 'me')
    expect(swapPlaceholderGenders(female, 'me')).toEqual(female)
    const back = swapPlaceholderGenders(
      female.map((d) => (d.id === 'me' ? { ...d, data: { gender: 'M' as const } } : d)),
      'me',
    )
    expect(back).toEqual(start)
  })

  it('swaps the parent slots of placeholder children with a real spouse, whose gender stays', () => {
    const couple: Data = [
      { id: 'a', data: { gender: 'M' }, rels: { spouses: ['b'] } },
      { id: 'b', data: { gender: 'F' }, rels: { spouses: ['a'] } },
    ]
    const adding = addRelativePlaceholders(couple, 'a', {}, { parent: false, spouse: true, child: true })
    const out = swapPlaceholderGenders(
      adding.map((d) => (d.id === 'a' ? { ...d, data: { gender: 'F' as const } } : d)),
      'a',
    )
    expectConsistent(out)
    const spouse = one(out, 'spouse')
    expect(spouse.data.gender).toBe('M')
    expect(get(out, 'b').data.gender).toBe('F')
    for (const type of ['son', 'daughter']) {
      expect(one(out, type, 'b').rels).toEqual({ father: 'b', mother: 'a', spouses: [], children: [] })
      expect(one(out, type, spouse.id).rels).toEqual({ father: spouse.id, mother: 'a', spouses: [], children: [] })
    }

    const son = one(out, 'son', 'b')
    expect(saveAndLeave(out, son.id, {})).toEqual([
      { id: 'a', data: { gender: 'F' }, rels: { spouses: ['b'], children: [son.id] } },
      { id: 'b', data: { gender: 'F' }, rels: { spouses: ['a'], children: [son.id] } },
      { id: son.id, data: { gender: 'M' }, rels: { father: 'b', mother: 'a', spouses: [], children: [] } },
    ])
    // cancelling instead keeps the person's new gender and drops every placeholder
    // (a's copy made above with a spread does not carry the library's note that a's children list is its own)
    expect(removePlaceholders(out)).toEqual([
      { id: 'a', data: { gender: 'F' }, rels: { spouses: ['b'], children: [] } },
      { id: 'b', data: { gender: 'F' }, rels: { spouses: ['a'] } },
    ])
  })

  it("leaves the real people and other persons' placeholders alone", () => {
    const start = addRelativePlaceholders(family(), 'dad')
    const out = swapPlaceholderGenders(start, 'mom')
    expect(out).toEqual(start)
    expect(swapPlaceholderGenders(start, 'missing')).toEqual(start)
  })
})
