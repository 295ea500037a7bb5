/**
 * The parent-families layout step: a child's families other than the one drawn in the tree get cards on the parents'
 * row, clear of every card, a labelled 'parent-family' link and switches; the chosen family is drawn in the tree.
 * Both data shapes (0.8 other_parents, 0.9 rels.parents with more than two entries) give the same drawing.
 */
import { calculateTree as layOut } from '../../src/layout/calculate-tree'
import { parentFamilyLayout } from '../../src/layout/parent-families'
import type { CalculateTreeOptions } from '../../src/layout/types'
import { parentFamiliesOf } from '../../src/layout/parent-families'
import { TREE_DATUM_FIELDS, TREE_LINK_FIELDS } from '../../src/layout/tree-objects'
import { toParentsShape } from '../../src/data/data-shape'
import type { Data, Datum } from '../../src/data/types'
import type { Tree } from '../../src/layout/types'

/** The layout with its parent-family step, as the families feature and the family-chart entry run it. */
const calculateTree = (data: Parameters<typeof layOut>[0], options: CalculateTreeOptions = {}) =>
  layOut(data, { ...options, parent_family_layout: parentFamilyLayout })

const p = (id: string, gender: 'M' | 'F', rels: Record<string, unknown> = {}, data: Record<string, unknown> = {}) =>
  ({
    id,
    data: { gender, 'first name': id, ...data },
    rels: { spouses: [], children: [], ...rels },
  }) as unknown as Datum

/** Anna: born to Bert and Cara (who divorced), adopted by Dan and Eve; Cara's husband Finn is Anna's step-father. */
function family(): Data {
  return [
    p(
      'anna',
      'F',
      { father: 'bert', mother: 'cara', other_parents: ['dan', 'eve', 'finn'] },
      {
        parent_type__ref__dan: 'adopted',
        parent_type__ref__eve: 'adopted',
        parent_type__ref__finn: 'step',
      },
    ),
    p('bert', 'M', { spouses: ['cara'], children: ['anna'], father: 'gus' }, { marriage_end__ref__cara: 'divorced' }),
    p('cara', 'F', { spouses: ['bert', 'finn'], children: ['anna'] }, { marriage_end__ref__bert: 'divorced' }),
    p('dan', 'M', { spouses: ['eve'], children: ['anna'] }),
    p('eve', 'F', { spouses: ['dan'], children: ['anna'] }),
    p('finn', 'M', { spouses: ['cara'], children: ['anna'] }),
    p('gus', 'M', { children: ['bert'] }),
  ]
}

function overlaps(tree: Tree, w: number, h: number): string[] {
  const out: string[] = []
  for (let i = 0; i < tree.data.length; i++) {
    for (let j = i + 1; j < tree.data.length; j++) {
      const a = tree.data[i],
        b = tree.data[j]
      if (Math.abs(a.x - b.x) < w && Math.abs(a.y - b.y) < h) out.push(`${a.data.id}/${b.data.id}`)
    }
  }
  return out
}

// Empty cards (a missing parent, drawn by default as in the published chart) are not people.
const ids = (tree: Tree) =>
  tree.data
    .map((d) => d.data.id)
    .filter((id) => !id.startsWith('__empty__'))
    .sort()

describe('parent families on the chart', () => {
  it('groups the parents into families with their types', () => {
    const data = family()
    const byId = new Map(data.map((d) => [d.id, d]))
    const families = parentFamiliesOf(data[0], (id) => byId.get(id))
    expect(families).toEqual([
      { parents: ['bert', 'cara'], type: 'birth', drawn: true },
      { parents: ['dan', 'eve'], type: 'adopted', drawn: false },
      { parents: ['finn'], type: 'step', drawn: false },
    ])
  })

  it('draws every family of main: the birth one in the tree, the others beside it, no card over another', () => {
    const tree = calculateTree(family(), { main_id: 'anna' })
    expect(ids(tree)).toEqual(['anna', 'bert', 'cara', 'dan', 'eve', 'finn', 'gus'])
    // Birth parents in the tree as before: the ancestry link and gus above bert.
    expect(tree.links.some((l) => l.kind === 'ancestry' && l.from === 'anna')).toBe(true)
    const at = (id: string) => tree.data.find((d) => d.data.id === id)!
    expect(at('gus').y).toBeLessThan(at('bert').y)
    // The other families on the parents' row.
    for (const id of ['dan', 'eve', 'finn']) expect(at(id).y).toBe(at('bert').y)
    expect(overlaps(tree, 250 - 1, 150 - 1)).toEqual([])
    const labels = tree.links.filter((l) => l.kind === 'parent-family').map((l) => [l.family?.text, l.family?.title])
    expect(labels).toEqual([
      ['adoptive', 'Adoptive family of anna'],
      ['step', 'Step family of anna'],
    ])
    // The adoptive couple is linked as spouses; every card and link keeps the one shape.
    expect(tree.links.some((l) => l.kind === 'spouse' && l.spouses?.map((s) => s.data.id).join() === 'dan,eve')).toBe(
      true,
    )
    for (const d of tree.data) expect(Object.keys(d)).toEqual([...TREE_DATUM_FIELDS])
    for (const l of tree.links) expect(Object.keys(l)).toEqual([...TREE_LINK_FIELDS])
  })

  it('puts switches on the child card (next family) and on each other family (that family)', () => {
    const tree = calculateTree(family(), { main_id: 'anna' })
    const at = (id: string) => tree.data.find((d) => d.data.id === id)!
    expect(at('anna').family_switch).toMatchObject({
      child: 'anna',
      parents: ['dan', 'eve'],
      type: 'adopted',
      label: 'Show the adoptive family of anna in the tree',
    })
    expect(at('dan').family_switch).toMatchObject({ parents: ['dan', 'eve'] })
    expect(at('finn').family_switch).toMatchObject({ parents: ['finn'], type: 'step' })
    expect(at('bert').family_switch).toBeUndefined()
  })

  it('draws the chosen family in the tree and the birth family beside it', () => {
    const tree = calculateTree(family(), { main_id: 'anna', parent_families: { anna: ['eve', 'dan'] } })
    const ancestry = tree.links.find((l) => l.kind === 'ancestry' && l.from === 'anna')!
    const inTree = tree.data
      .filter((d) => d.is_ancestry && d.toward_main?.data.id === 'anna' && d.link_to_main === ancestry.id)
      .map((d) => d.data.id)
    expect(inTree.sort()).toEqual(['dan', 'eve'])
    const birth = tree.links.find((l) => l.kind === 'parent-family' && l.family?.type === 'birth')!
    expect(birth.family?.text).toBe('birth')
    // Birth parents' ancestors are no longer drawn (only the family itself is, beside the tree).
    expect(ids(tree)).not.toContain('gus')
    expect(overlaps(tree, 249, 149)).toEqual([])
  })

  it('shows the families of an ancestor on the path to main', () => {
    const data = [...family(), p('kid', 'M', { mother: 'anna' })]
    ;(data[0].rels as any).children = ['kid']
    const tree = calculateTree(data, { main_id: 'kid' })
    expect(ids(tree)).toEqual(['anna', 'bert', 'cara', 'dan', 'eve', 'finn', 'gus', 'kid'])
    expect(tree.links.filter((l) => l.kind === 'parent-family')).toHaveLength(2)
    expect(overlaps(tree, 249, 149)).toEqual([])
  })

  it('gives the same drawing from 0.9 data with more than two rels.parents', () => {
    const legacy = calculateTree(family(), { main_id: 'anna' })
    const shaped = calculateTree(toParentsShape(family()), { main_id: 'anna' })
    const picture = (t: Tree) => t.data.map((d) => `${d.data.id}@${d.x},${d.y}`).sort()
    expect(picture(shaped)).toEqual(picture(legacy))
    expect(shaped.links.map((l) => l.family?.text ?? l.kind).sort()).toEqual(
      legacy.links.map((l) => l.family?.text ?? l.kind).sort(),
    )
  })

  it('leaves a tree without other parents as it was, and keeps clear of cards in a horizontal tree', () => {
    const plain = family().map((d) => ({ ...d, rels: { ...d.rels, other_parents: undefined } }))
    const tree = calculateTree(plain as Data, { main_id: 'anna' })
    expect(tree.links.some((l) => l.kind === 'parent-family')).toBe(false)
    expect(tree.data.every((d) => d.family_switch === undefined)).toBe(true)
    const horizontal = calculateTree(family(), { main_id: 'anna', is_horizontal: true })
    expect(overlaps(horizontal, 249, 149)).toEqual([])
    expect(horizontal.links.filter((l) => l.kind === 'parent-family')).toHaveLength(2)
  })
})

describe('a child with other parents only', () => {
  const data = () => [
    p(
      'kim',
      'F',
      { other_parents: ['ad', 'am'] },
      { parent_type__ref__ad: 'adopted', parent_type__ref__am: 'adopted' },
    ),
    p('ad', 'M', { spouses: ['am'], children: ['kim'], father: 'adg' }),
    p('am', 'F', { spouses: ['ad'], children: ['kim'] }),
    p('adg', 'M', { children: ['ad'] }),
  ]

  it('draws the adoptive family beside the tree, and in it once chosen (with its ancestors)', () => {
    const beside = calculateTree(data(), { main_id: 'kim' })
    expect(ids(beside)).toEqual(['ad', 'am', 'kim'])
    expect(beside.links.filter((l) => l.kind === 'parent-family').map((l) => l.family?.text)).toEqual(['adoptive'])
    expect(beside.data.find((d) => d.data.id === 'kim')!.family_switch?.parents).toEqual(['ad', 'am'])
    const chosen = calculateTree(data(), { main_id: 'kim', parent_families: { kim: ['ad', 'am'] } })
    expect(ids(chosen)).toEqual(['ad', 'adg', 'am', 'kim'])
    expect(chosen.links.some((l) => l.kind === 'parent-family')).toBe(false)
    expect(chosen.links.some((l) => l.kind === 'ancestry' && l.from === 'kim')).toBe(true)
  })
})

describe('the core layout without the parent-family step', () => {
  it('draws a child with its father and mother only: no family beside the tree, no switch', () => {
    const tree = layOut(family(), { main_id: 'anna' })
    expect(tree.links.filter((l) => l.kind === 'parent-family')).toEqual([])
    expect(tree.data.filter((d) => d.family_switch)).toEqual([])
    expect(tree.data.filter((d) => d.data.id === 'anna')).toHaveLength(1)
  })
})
