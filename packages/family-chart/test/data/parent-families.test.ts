// Several parent families (rels.other_parents), parent types and ended marriages in the data: both shapes, validation,
// the relation index, and edits that keep other_parents consistent.
import { toLegacyShape, toParentsShape } from '../../src/data/data-shape'
import { validateData } from '../../src/data/validate'
import { buildRelationIndex } from '../../src/data/relation-index'
import { relationIndexOf } from '../../src/data/relation-index-cache'
import { connectedIds } from '../../src/data/connected'
import { otherParentsOf, parentTypeOf } from '../../src/data/parent-families'
import { calculateTree as layOut } from '../../src/layout/calculate-tree'
import { parentFamilyLayout } from '../../src/layout/parent-families'
import type { CalculateTreeOptions } from '../../src/layout/types'
import { deletePerson } from '../../src/edit/delete-person'
import { removeRelation } from '../../src/edit/remove-relative'
import { cleanData } from '../../src/edit/clean-data'
import { addRelativePlaceholders } from '../../src/edit/add-relative'
import { calculateKinships } from '../../src/data/kinship/calculate-kinships'
import type { Data } from '../../src/data/types'
import { deepFreeze, expectConsistent, get } from '../edit/helpers'

/** The layout with its parent-family step, as the families feature and the family-chart entry run it. */
const calculateTree = (data: Parameters<typeof layOut>[0], options: CalculateTreeOptions = {}) =>
  layOut(data, { ...options, parent_family_layout: parentFamilyLayout })

/**
 * Kim's birth parents bd + bm, adoptive parents ad + am (a couple), and a step-mother sm married to bd:
 *   bd + bm -> kim (birth);  ad + am -> kim (adopted);  bd + sm -> kim (step, for sm)
 */
function adoption(): Data {
  return [
    {
      id: 'kim',
      data: {
        gender: 'F',
        parent_type__ref__ad: 'adopted',
        parent_type__ref__am: 'adopted',
        parent_type__ref__sm: 'step',
      },
      rels: { father: 'bd', mother: 'bm', other_parents: ['ad', 'am', 'sm'] },
    },
    { id: 'bd', data: { gender: 'M' }, rels: { spouses: ['bm', 'sm'], children: ['kim'] } },
    { id: 'bm', data: { gender: 'F' }, rels: { spouses: ['bd'], children: ['kim'] } },
    { id: 'ad', data: { gender: 'M' }, rels: { spouses: ['am'], children: ['kim'] } },
    { id: 'am', data: { gender: 'F' }, rels: { spouses: ['ad'], children: ['kim'] } },
    { id: 'sm', data: { gender: 'F' }, rels: { spouses: ['bd'], children: ['kim'] } },
  ]
}

describe('other_parents and parent types in the two shapes', () => {
  it('0.8 → 0.9 lists the default family first, then other_parents; back again gives the same data', () => {
    const input = deepFreeze(adoption())
    const nine = toParentsShape(input)
    expect(get(nine, 'kim').rels).toEqual({ parents: ['bd', 'bm', 'ad', 'am', 'sm'] })
    expect(toLegacyShape(nine)).toEqual(adoption())
  })

  it('0.9 → 0.8 takes the first two birth parents as father and mother, by gender, wherever they are listed', () => {
    const data: Data = [
      {
        id: 'c',
        data: { gender: 'M', parent_type__ref__am: 'adopted', parent_type__ref__ad: 'adopted' },
        rels: { parents: ['am', 'ad', 'bm', 'bd'] },
      },
      { id: 'am', data: { gender: 'F' }, rels: { children: ['c'] } },
      { id: 'ad', data: { gender: 'M' }, rels: { children: ['c'] } },
      { id: 'bm', data: { gender: 'F' }, rels: { children: ['c'] } },
      { id: 'bd', data: { gender: 'M' }, rels: { children: ['c'] } },
    ]
    expect(toLegacyShape(data)[0].rels).toEqual({ mother: 'bm', father: 'bd', other_parents: ['am', 'ad'] })
  })

  it('with no birth parent the first family takes the slots; a single birth parent stays alone when the next ones are a couple', () => {
    const onlyAdoptive: Data = [
      {
        id: 'c',
        data: { gender: 'M', parent_type__ref__a: 'adopted', parent_type__ref__b: 'foster' },
        rels: { parents: ['a', 'b'] },
      },
      { id: 'a', data: { gender: 'M' }, rels: { children: ['c'] } },
      { id: 'b', data: { gender: 'F' }, rels: { children: ['c'] } },
    ]
    expect(toLegacyShape(onlyAdoptive)[0].rels).toEqual({ father: 'a', mother: 'b' })
    // Mother alone by birth, and a second birth claim by a couple: the couple stays one family.
    const claim: Data = [
      { id: 'c', data: { gender: 'M' }, rels: { mother: 'm', other_parents: ['x', 'y'] } },
      { id: 'm', data: { gender: 'F' }, rels: { children: ['c'] } },
      { id: 'x', data: { gender: 'M' }, rels: { spouses: ['y'], children: ['c'] } },
      { id: 'y', data: { gender: 'F' }, rels: { spouses: ['x'], children: ['c'] } },
    ]
    expect(toLegacyShape(toParentsShape(claim))).toEqual(claim)
  })

  it('parentTypeOf reads the type, and birth when the field is missing or not a type', () => {
    const kim = get(adoption(), 'kim')
    expect(parentTypeOf(kim, 'ad')).toBe('adopted')
    expect(parentTypeOf(kim, 'bd')).toBe('birth')
    expect(parentTypeOf({ data: { gender: 'M', parent_type__ref__x: 'nonsense' as never } }, 'x')).toBe('birth')
    expect(otherParentsOf(kim)).toEqual(['ad', 'am', 'sm'])
  })
})

describe('validateData with several parent families', () => {
  it('accepts other_parents named on both sides, in both shapes', () => {
    expect(validateData(adoption())).toEqual([])
    expect(validateData(toParentsShape(adoption()))).toEqual([])
  })

  it('reports an other parent who does not list the child, and a missing one', () => {
    const data = adoption()
    get(data, 'ad').rels.children = []
    get(data, 'kim').rels.other_parents!.push('ghost')
    const problems = validateData(data).map((p) => `${p.type} ${p.id}: ${p.message}`)
    expect(problems).toContain(
      'one-sided-relation kim: Person "kim" names "ad" as parent (rels.other_parents), but "ad" does not name "kim" back.',
    )
    expect(problems).toContain(
      'missing-reference kim: Person "kim" names "ghost" as parent (rels.other_parents) but no such person exists.',
    )
  })

  it('reports a third birth parent, naming the field that says otherwise', () => {
    const data = adoption()
    delete get(data, 'kim').data['parent_type__ref__sm']
    const problem = validateData(data).find((p) => p.type === 'too-many-parents')!
    expect(problem.id).toBe('kim')
    expect(problem.message).toContain('has 3 birth parents ("bd", "bm", "sm")')
    expect(problem.message).toContain('data["parent_type__ref__sm"]')
    // The same in the 0.9 shape, where the published 0.9 allowed any number of parents.
    expect(validateData(toParentsShape(data)).map((p) => p.type)).toEqual(['too-many-parents'])
  })
})

describe('the chart and edits with other_parents', () => {
  it('the relation index never makes an other parent a father or mother, even with a free slot', () => {
    const data = adoption()
    delete get(data, 'kim').rels.father
    get(data, 'bd').rels.children = []
    const index = buildRelationIndex(data)
    expect(index.rels('kim')).toMatchObject({ father: undefined, mother: 'bm' })
    expect(index.rels('ad').children).toEqual([])
    expect(relationIndexOf(data).rels('kim').father).toBeUndefined()
  })

  it('the cached index notices a change of other_parents', () => {
    const data = adoption()
    delete get(data, 'kim').rels.father
    get(data, 'bd').rels.children = []
    expect(relationIndexOf(data).rels('kim').father).toBeUndefined()
    get(data, 'kim').rels.other_parents = ['am', 'sm']
    expect(relationIndexOf(data).rels('kim').father).toBe('ad')
  })

  it('calculateTree and kinships run on it and draw the default family in the tree (the others beside it)', () => {
    const tree = calculateTree(adoption(), { main_id: 'kim' })
    const drawn = tree.data.map((n) => n.data.id).sort()
    expect(drawn).toEqual(expect.arrayContaining(['kim', 'bd', 'bm']))
    // The adoptive parents are never in the tree's father / mother places: only at the end of a parent-family link.
    const ad = tree.data.find((n) => n.data.id === 'ad')!
    expect(ad.link_to_main?.startsWith('pf:')).toBe(true)
    expect(tree.links.filter((l) => l.kind === 'ancestry' && l.from === 'kim').map((l) => l.to)).not.toContain(ad.tid)
    expect(calculateKinships('kim', adoption())).toMatchObject({ bd: 'father', bm: 'mother' })
  })

  it('people linked only through an adoption count as connected', () => {
    expect([...connectedIds(adoption(), 'ad')].sort()).toEqual(['ad', 'am', 'bd', 'bm', 'kim', 'sm'])
  })

  it('deleting a person removes them from other_parents and their __ref__ fields', () => {
    const { data, removed } = deletePerson(deepFreeze(adoption()), 'am')
    expect(removed).toBe(true)
    expect(get(data, 'kim').rels.other_parents).toEqual(['ad', 'sm'])
    expect(get(data, 'kim').data).not.toHaveProperty('parent_type__ref__am')
    expectConsistent(data)
    const noOthers = deletePerson(deletePerson(deletePerson(data, 'ad').data, 'sm').data, 'x').data
    expect(get(noOthers, 'kim').rels).not.toHaveProperty('other_parents')
  })

  it('removing an other parent detaches both sides and drops the type field', () => {
    const data = removeRelation(deepFreeze(adoption()), 'kim', 'sm')
    expect(get(data, 'kim').rels.other_parents).toEqual(['ad', 'am'])
    expect(get(data, 'kim').data).not.toHaveProperty('parent_type__ref__sm')
    expect(get(data, 'sm').rels.children).toEqual([])
    expectConsistent(data)
  })

  it('cleanData and add-relative placeholders keep other_parents as they were', () => {
    expect(cleanData(adoption())).toEqual(adoption())
    expect(get(cleanData(adoption(), '0.9'), 'kim').rels.parents).toEqual(['bd', 'bm', 'ad', 'am', 'sm'])
    const placed = addRelativePlaceholders(deepFreeze(adoption()), 'kim')
    expect(get(placed, 'kim').rels.other_parents).toEqual(['ad', 'am', 'sm'])
    expect(cleanData(placed)).toEqual(adoption())
  })
})
