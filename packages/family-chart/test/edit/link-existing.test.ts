// Tests of link-existing: the candidate list and merging a placeholder into an existing person.
import type { Data, Datum } from '../../src/data/types'
import { addRelativePlaceholders, removePlaceholders } from '../../src/edit/add-relative'
import { linkExistingCandidates, linkExistingPerson } from '../../src/edit/link-existing'
import { expectConsistent, frozen, get, ids } from './helpers'
import { markUnknown } from '../../src/data/markers'

/**
 * gf + gm -> dad; dad + mom -> kid -> gkid; plus unrelated people: aunt (with her son cousin), stranger,
 * and an unknown (deleted) person.
 */
function tree(): Data {
  return [
    { id: 'dad', data: { gender: 'M' }, rels: { father: 'gf', mother: 'gm', spouses: ['mom'], children: ['kid'] } },
    { id: 'mom', data: { gender: 'F' }, rels: { spouses: ['dad'], children: ['kid'] } },
    { id: 'kid', data: { gender: 'M' }, rels: { father: 'dad', mother: 'mom', children: ['gkid'] } },
    { id: 'gkid', data: { gender: 'F' }, rels: { father: 'kid' } },
    { id: 'gf', data: { gender: 'M' }, rels: { spouses: ['gm'], children: ['dad'] } },
    { id: 'gm', data: { gender: 'F' }, rels: { spouses: ['gf'], children: ['dad'] } },
    { id: 'aunt', data: { gender: 'F' }, rels: { children: ['cousin'] } },
    { id: 'cousin', data: { gender: 'M' }, rels: { mother: 'aunt' } },
    { id: 'stranger', data: { gender: 'M' }, rels: {} },
    unknownPerson({ id: 'gone', data: { gender: 'F' }, rels: {} }),
  ]
}

/** A person the library marked unknown (what deletePerson leaves when removing them would split the family). */
function unknownPerson(d: Datum): Datum {
  markUnknown(d)
  return d
}

const placeholder = (data: Data, type: string, otherParent?: string) =>
  data.find(
    (d) =>
      d._new_rel_data?.rel_type === type &&
      (otherParent === undefined || d._new_rel_data.other_parent_id === otherParent),
  )!

describe('linkExistingCandidates', () => {
  it('excludes the person, ancestors, descendants, spouses, placeholders and unknown people', () => {
    const data = addRelativePlaceholders(tree(), 'dad')
    const spouse = placeholder(data, 'spouse')
    // the new wife of dad: only women (see 'offers only people whose gender fits the role')
    expect(ids(linkExistingCandidates(data, spouse.id))).toEqual(['aunt'])
  })

  it("for a new child also excludes the other parent's descendants", () => {
    const base = tree()
    // mom has a child of her own from before
    base[1] = { ...base[1], rels: { spouses: ['dad'], children: ['kid', 'mine'] } }
    base.push({ id: 'mine', data: { gender: 'F' }, rels: { mother: 'mom', children: ['mine2'] } })
    base.push({ id: 'mine2', data: { gender: 'F' }, rels: { mother: 'mine' } })
    const data = addRelativePlaceholders(base, 'dad')
    const son = placeholder(data, 'son', 'mom')
    expect(ids(linkExistingCandidates(data, son.id))).toEqual(['aunt', 'cousin', 'stranger'])
    // a new spouse may still be linked to mom's earlier descendants
    expect(ids(linkExistingCandidates(data, placeholder(data, 'spouse').id))).toEqual(['aunt', 'mine', 'mine2'])
  })

  it('for a new child also excludes the other parent and their ancestors, so nobody becomes their own ancestor', () => {
    // p + s are a couple; s's parents sf + sm and grandfather sgf are not related to p by blood
    const base: Data = [
      { id: 'p', data: { gender: 'M' }, rels: { spouses: ['s'] } },
      { id: 's', data: { gender: 'F' }, rels: { spouses: ['p'], father: 'sf', mother: 'sm' } },
      { id: 'sf', data: { gender: 'M' }, rels: { father: 'sgf', spouses: ['sm'], children: ['s', 'sib'] } },
      { id: 'sm', data: { gender: 'F' }, rels: { spouses: ['sf'], children: ['s', 'sib'] } },
      { id: 'sgf', data: { gender: 'M' }, rels: { children: ['sf'] } },
      { id: 'sib', data: { gender: 'F' }, rels: { father: 'sf', mother: 'sm' } },
      { id: 'loner', data: { gender: 'M' }, rels: {} },
    ]
    const data = addRelativePlaceholders(base, 'p')
    const son = placeholder(data, 'son', 's')
    expect(ids(linkExistingCandidates(data, son.id))).toEqual(['sib', 'loner'])
    // a new spouse of p may be any woman outside p's own line and p's spouses
    expect(ids(linkExistingCandidates(data, placeholder(data, 'spouse').id))).toEqual(['sm', 'sib'])
    // the child of the placeholder spouse has p as its only real parent: s stays out as p's spouse
    const spouse = placeholder(data, 'spouse')
    expect(ids(linkExistingCandidates(data, placeholder(data, 'son', spouse.id).id))).toEqual([
      'sf',
      'sm',
      'sgf',
      'sib',
      'loner',
    ])
  })

  it('returns the unrelated people for a new parent and nothing for a non-placeholder', () => {
    const data = addRelativePlaceholders(tree(), 'mom')
    const father = placeholder(data, 'father')
    expect(ids(linkExistingCandidates(data, father.id))).toEqual(['gf', 'cousin', 'stranger'])
    expect(linkExistingCandidates(data, 'stranger')).toEqual([])
    expect(linkExistingCandidates(data, 'nobody')).toEqual([])
  })
})

describe('link existing keeps genders consistent', () => {
  it('offers only men as a father, women as a mother and the opposite gender as a spouse; any gender as a child', () => {
    const data = addRelativePlaceholders(tree(), 'mom')
    const genderOf = (id: string) => get(data, id).data.gender
    expect(linkExistingCandidates(data, placeholder(data, 'father').id).map((d) => genderOf(d.id))).toEqual([
      'M',
      'M',
      'M',
    ])
    expect(ids(linkExistingCandidates(data, placeholder(data, 'mother').id))).toEqual(['gm', 'aunt'])
    expect(ids(linkExistingCandidates(data, placeholder(data, 'spouse').id))).toEqual(['gf', 'cousin', 'stranger'])
    const son = placeholder(data, 'son', 'dad')
    expect(ids(linkExistingCandidates(data, son.id))).toContain('aunt')
  })

  it('refuses to save a woman as a father or a man as a mother', () => {
    const data = addRelativePlaceholders(tree(), 'mom')
    expect(() => linkExistingPerson(data, placeholder(data, 'father').id, 'aunt')).toThrow(/gender does not fit/)
    expect(() => linkExistingPerson(data, placeholder(data, 'mother').id, 'stranger')).toThrow(/gender does not fit/)
    const linked = removePlaceholders(linkExistingPerson(data, placeholder(data, 'father').id, 'stranger'))
    expect(get(linked, 'mom').rels.father).toBe('stranger')
  })

  it('after linking a spouse, a new son names each parent in the slot of their gender', () => {
    const first = addRelativePlaceholders(tree(), 'stranger')
    const withSpouse = removePlaceholders(linkExistingPerson(first, placeholder(first, 'spouse').id, 'aunt'))
    const adding = addRelativePlaceholders(withSpouse, 'stranger')
    const son = placeholder(adding, 'son', 'aunt')
    expect(son.rels).toMatchObject({ father: 'stranger', mother: 'aunt' })
  })
})

/** Linking, then leaving add-relative mode: what ends up in the saved data. */
const linkAndLeave = (data: Data, placeholderId: string, existingId: string): Data =>
  removePlaceholders(linkExistingPerson(data, placeholderId, existingId))

describe('linkExistingPerson', () => {
  it('links an existing person as a spouse; the other placeholders stay, the new couple taking over its children', () => {
    const input = frozen(addRelativePlaceholders(tree(), 'dad'))
    const spouse = placeholder(input.data, 'spouse')
    const son = placeholder(input.data, 'son', spouse.id)
    const linked = linkExistingPerson(input.data, spouse.id, 'aunt')
    expect(JSON.stringify(input.data)).toBe(input.json)
    expectConsistent(linked)
    expect(linked.find((d) => d.id === spouse.id)).toBeUndefined()
    expect(get(linked, son.id)).toMatchObject({ to_add: true, rels: { father: 'dad', mother: 'aunt' } })
    expect(get(linked, son.id)._new_rel_data!.other_parent_id).toBe('aunt')
    const out = removePlaceholders(linked)
    expectConsistent(out)
    expect(out.filter((d) => d.to_add)).toHaveLength(0)
    expect(out.find((d) => d.id === spouse.id)).toBeUndefined()
    expect(get(out, 'dad').rels.spouses).toEqual(['mom', 'aunt'])
    expect(get(out, 'aunt').rels).toEqual({ children: ['cousin'], spouses: ['dad'] })
    expect(get(out, 'dad').rels.children).toEqual(['kid'])
  })

  it('links an existing person as a child of the person and the real spouse', () => {
    const data = addRelativePlaceholders(tree(), 'dad')
    const son = placeholder(data, 'son', 'mom')
    const out = linkAndLeave(data, son.id, 'stranger')
    expectConsistent(out)
    expect(get(out, 'stranger').rels).toEqual({ father: 'dad', mother: 'mom' })
    expect(get(out, 'dad').rels.children).toEqual(['kid', 'stranger'])
    expect(get(out, 'mom').rels.children).toEqual(['kid', 'stranger'])
  })

  it('the linked child replaces an earlier parent, who stops listing them', () => {
    const data = addRelativePlaceholders(tree(), 'dad')
    const son = placeholder(data, 'son', 'mom')
    const out = linkAndLeave(data, son.id, 'cousin')
    expectConsistent(out)
    expect(get(out, 'cousin').rels).toMatchObject({ father: 'dad', mother: 'mom' })
    expect(get(out, 'aunt').rels.children).toEqual([])
  })

  it('a child of the placeholder spouse keeps only the real parent', () => {
    const data = addRelativePlaceholders(tree(), 'mom')
    const spouse = placeholder(data, 'spouse')
    const daughter = placeholder(data, 'daughter', spouse.id)
    const out = linkAndLeave(data, daughter.id, 'stranger')
    expectConsistent(out)
    expect(get(out, 'stranger').rels).toEqual({ mother: 'mom' })
  })

  it('links an existing person as a parent, joining the other parent as spouse', () => {
    const data = addRelativePlaceholders(tree(), 'mom')
    const father = placeholder(data, 'father')
    const mother = placeholder(data, 'mother')
    const out = linkAndLeave(data, father.id, 'stranger')
    expectConsistent(out)
    expect(get(out, 'mom').rels.father).toBe('stranger')
    expect(get(out, 'mom').rels.mother).toBeUndefined()
    expect(get(out, 'stranger').rels).toEqual({ children: ['mom'] })
    expect(out.find((d) => d.id === mother.id)).toBeUndefined()

    const half: Data = [
      { id: 'c', data: { gender: 'M' }, rels: { mother: 'm' } },
      { id: 'm', data: { gender: 'F' }, rels: { children: ['c'] } },
      { id: 'x', data: { gender: 'M', 'first name': 'Xan' }, rels: {} },
    ]
    const withF = addRelativePlaceholders(half, 'c')
    const linked = linkAndLeave(withF, placeholder(withF, 'father').id, 'x')
    expectConsistent(linked)
    expect(get(linked, 'c').rels).toMatchObject({ father: 'x', mother: 'm' })
    expect(get(linked, 'x').rels).toEqual({ children: ['c'], spouses: ['m'] })
    expect(get(linked, 'x').data).toEqual({ gender: 'M', 'first name': 'Xan' })
    expect(get(linked, 'm').rels.spouses).toEqual(['x'])
  })

  it('combines relations: the linked person keeps their own spouse, children and parents they had', () => {
    const base: Data = [
      { id: 'me', data: { gender: 'F' }, rels: {} },
      {
        id: 'x',
        data: { gender: 'M', 'first name': 'Xan' },
        rels: { mother: 'xm', spouses: ['xw'], children: ['xc'] },
      },
      { id: 'xm', data: { gender: 'F' }, rels: { children: ['x'] } },
      { id: 'xw', data: { gender: 'F' }, rels: { spouses: ['x'], children: ['xc'] } },
      { id: 'xc', data: { gender: 'F' }, rels: { father: 'x', mother: 'xw' } },
    ]
    const data = addRelativePlaceholders(base, 'me')
    // as the new father: x's own family stays, x gains me as child and meets no placeholder mother
    const asFather = linkAndLeave(data, placeholder(data, 'father').id, 'x')
    expectConsistent(asFather)
    expect(asFather).toEqual([
      { id: 'me', data: { gender: 'F' }, rels: { father: 'x' } },
      {
        id: 'x',
        data: { gender: 'M', 'first name': 'Xan' },
        rels: { mother: 'xm', spouses: ['xw'], children: ['xc', 'me'] },
      },
      base[2],
      base[3],
      base[4],
    ])
    // as the new spouse
    const asSpouse = linkAndLeave(data, placeholder(data, 'spouse').id, 'x')
    expectConsistent(asSpouse)
    expect(asSpouse).toEqual([
      { id: 'me', data: { gender: 'F' }, rels: { spouses: ['x'] } },
      {
        id: 'x',
        data: { gender: 'M', 'first name': 'Xan' },
        rels: { mother: 'xm', spouses: ['xw', 'me'], children: ['xc'] },
      },
      base[2],
      base[3],
      base[4],
    ])
  })

  it('throws when the ids are not a placeholder and a real person', () => {
    const data = addRelativePlaceholders(tree(), 'dad')
    const spouse = placeholder(data, 'spouse')
    const son = placeholder(data, 'son', spouse.id)
    expect(() => linkExistingPerson(data, 'stranger', 'aunt')).toThrow('stranger')
    expect(() => linkExistingPerson(data, spouse.id, 'nobody')).toThrow('nobody')
    expect(() => linkExistingPerson(data, spouse.id, son.id)).toThrow(son.id)
  })
})
