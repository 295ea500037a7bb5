import { calculateTree } from '../../src/layout/calculate-tree'
import type { TreeDatum } from '../../src/layout/types'
import { smallFamily } from '../fixtures/small-family'

const pos = (nodes: TreeDatum[], id: string) => {
  const n = nodes.find((d) => d.data.id === id)
  if (!n) throw new Error(`${id} not drawn`)
  return [n.x, n.y]
}

describe('calculateTree on a small known family', () => {
  it('places ancestors above, spouse beside and children below (vertical)', () => {
    const tree = calculateTree(smallFamily(), { main_id: 'me' })
    const nodes = tree.data
    expect(tree.main_id).toBe('me')
    expect(pos(nodes, 'me')).toEqual([-125, 0])
    expect(pos(nodes, 'wife')).toEqual([125, 0])
    expect(pos(nodes, 'kid')).toEqual([0, 150])
    // The parents above the middle of the couple, as the published chart (test/layout/published-parity.test.ts).
    expect(pos(nodes, 'dad')).toEqual([-125, -150])
    expect(pos(nodes, 'mom')).toEqual([125, -150])
    expect(pos(nodes, 'gf')).toEqual([-250, -300])
    expect(pos(nodes, 'gm')).toEqual([0, -300])
    expect(nodes.find((d) => d.data.id === 'sis')).toBeUndefined()
    expect(nodes[0].data.id).toBe('me')
    expect(nodes[0].main).toBe(true)
  })

  it('swaps axes in horizontal orientation, the spacings keeping their axes: generations 250 apart, neighbours 150', () => {
    const tree = calculateTree(smallFamily(), { main_id: 'me', is_horizontal: true })
    expect(tree.is_horizontal).toBe(true)
    expect(pos(tree.data, 'me')).toEqual([0, -75])
    expect(pos(tree.data, 'wife')).toEqual([0, 75])
    expect(pos(tree.data, 'kid')).toEqual([250, 0])
    expect(pos(tree.data, 'dad')).toEqual([-250, -75])
    expect(pos(tree.data, 'gf')).toEqual([-500, -150])
    const spaced = calculateTree(smallFamily(), {
      main_id: 'me',
      is_horizontal: true,
      node_separation: 300,
      level_separation: 100,
    })
    expect(pos(spaced.data, 'kid')).toEqual([300, 0])
    expect(pos(spaced.data, 'wife')).toEqual([0, 50])
  })

  it('honours custom spacing', () => {
    const tree = calculateTree(smallFamily(), { main_id: 'me', node_separation: 300, level_separation: 200 })
    expect(pos(tree.data, 'wife')).toEqual([150, 0])
    expect(pos(tree.data, 'kid')).toEqual([0, 200])
  })

  it('builds links: couple to child, spouse line, child to parents', () => {
    const tree = calculateTree(smallFamily(), { main_id: 'me' })
    const child = tree.links.find((l) => l.kind === 'child')!
    expect(child.source).toEqual([0, 0])
    expect(child.target).toEqual([0, 150])
    const up = tree.links.find((l) => l.id === 'a:me')!
    expect(up.source).toEqual([-125, 0])
    expect(up.target).toEqual([0, -150])
    expect(tree.links.filter((l) => l.kind === 'spouse')).toHaveLength(3)
  })

  it('shows siblings of main beside main, under their parents', () => {
    const tree = calculateTree(smallFamily(), { main_id: 'me', show_siblings_of_main: true })
    const sis = tree.data.find((d) => d.data.id === 'sis')!
    expect(sis.sibling).toBe(true)
    expect(sis.y).toBe(0)
    const me = tree.data.find((d) => d.data.id === 'me')!
    expect(Math.abs(sis.x - me.x)).toBeGreaterThanOrEqual(250)
    expect(tree.links.some((l) => l.kind === 'sibling' && l.to === sis.tid)).toBe(true)
  })

  it('sorts children and siblings with the sort function', () => {
    const byBirthday = (a: any, b: any) => String(a.data.birthday ?? '').localeCompare(String(b.data.birthday ?? ''))
    const tree = calculateTree(smallFamily(), {
      main_id: 'me',
      show_siblings_of_main: true,
      sortChildrenFunction: byBirthday,
    })
    const sis = pos(tree.data, 'sis')
    const me = pos(tree.data, 'me')
    expect(sis[0]).toBeLessThan(me[0])
    const reversed = calculateTree(smallFamily(), {
      main_id: 'me',
      show_siblings_of_main: true,
      sortChildrenFunction: (a, b) => -byBirthday(a, b),
    })
    expect(pos(reversed.data, 'sis')[0]).toBeGreaterThan(pos(reversed.data, 'me')[0])
  })

  it('limits ancestry and progeny depth', () => {
    const tree = calculateTree(smallFamily(), { main_id: 'me', ancestry_depth: 1, progeny_depth: 0 })
    const ids = tree.data.map((d) => d.data.id).sort()
    expect(ids).toEqual(['dad', 'me', 'mom', 'wife'])
  })

  it('adds an empty card for the unknown parent when single_parent_empty_card is on', () => {
    const data = smallFamily().filter((d) => d.id !== 'wife' && d.id !== 'mom')
    const tree = calculateTree(data, {
      main_id: 'me',
      single_parent_empty_card: true,
      single_parent_empty_card_label: 'ADD',
    })
    const empty = tree.data.filter((d) => d.data.to_add)
    expect(empty.length).toBe(2)
    expect(empty.every((d) => d.data.data.label === 'ADD')).toBe(true)
    const coparent = empty.find((d) => d.y === 0)!
    expect(coparent.data.data.gender).toBe('F')
    expect(coparent.data._new_rel_data).toMatchObject({ rel_type: 'spouse', rel_id: 'me' })
    const mother = empty.find((d) => d.y === -150)!
    expect(mother.data._new_rel_data).toMatchObject({ rel_type: 'mother', rel_id: 'me' })
    const without = calculateTree(data, { main_id: 'me', single_parent_empty_card: false })
    expect(without.data.some((d) => d.data.to_add)).toBe(false)
    // On by default, as in the published calculateTree.
    expect(calculateTree(data, { main_id: 'me' }).data.filter((d) => d.data.to_add)).toHaveLength(2)
  })

  it('marks private cards and cards with hidden relatives', () => {
    const tree = calculateTree(smallFamily(), {
      main_id: 'me',
      private_cards_config: { condition: (d) => d.id === 'gm' },
    })
    expect(tree.data.find((d) => d.data.id === 'gm')!.is_private).toBe(true)
    expect(tree.data.find((d) => d.data.id === 'me')!.is_private).toBe(false)
    // dad's other child (sis) is not drawn, so dad's card offers the mini tree.
    expect(tree.data.find((d) => d.data.id === 'dad')!.all_rels_displayed).toBe(false)
    expect(tree.data.find((d) => d.data.id === 'kid')!.all_rels_displayed).toBe(true)
  })

  it('collapses and expands parents and children', () => {
    const hidden = calculateTree(smallFamily(), { main_id: 'me', hidden_rels: { parents: ['dad'], children: ['me'] } })
    const ids = hidden.data.map((d) => d.data.id)
    expect(ids).not.toContain('gf')
    expect(ids).not.toContain('kid')
    const shown = calculateTree(smallFamily(), { main_id: 'me', hidden_rels: { parents: [], children: [] } })
    expect(shown.data.map((d) => d.data.id)).toEqual(expect.arrayContaining(['gf', 'kid']))
  })

  it('lets modifyTreeHierarchy edit the hierarchy before positions are computed', () => {
    const tree = calculateTree(smallFamily(), {
      main_id: 'me',
      modifyTreeHierarchy: (root, isAncestry) => {
        if (isAncestry) root.children = root.children?.filter((c) => c.data.id !== 'mom')
      },
    })
    expect(tree.data.map((d) => d.data.id)).not.toContain('mom')
    expect(pos(tree.data, 'dad')).toEqual([0, -150])
  })

  it('gives a modifyTreeHierarchy hook lists of its own on every node: pushing onto one changes no other node', () => {
    const seen: { spouses: unknown[]; toggles: unknown[] }[] = []
    const visit = (node: any) => {
      seen.push(node)
      for (const child of node.children ?? []) visit(child)
    }
    const tree = calculateTree(smallFamily(), {
      main_id: 'me',
      modifyTreeHierarchy: (root) => {
        visit(root)
        // Outside code may treat the lists as its own, as with 0.8.0's hierarchy nodes.
        expect(() => {
          ;(root as any).toggles.push('mark')
        }).not.toThrow()
      },
    })
    expect(tree.data.length).toBeGreaterThan(0)
    const marked = seen.filter((n) => n.toggles.includes('mark'))
    // The hook runs twice, on the main node and on the ancestry root: exactly those two got the mark.
    expect(marked.length).toBe(2)
    for (const node of seen) expect(Object.isFrozen(node.spouses) || Object.isFrozen(node.toggles)).toBe(false)
  })

  it('counts the cards of the person a modifyTreeHierarchy hook puts on a node, not of the one it replaced', () => {
    const data = smallFamily()
    const wife = data.find((d) => d.id === 'wife')!
    const tree = calculateTree(data, {
      main_id: 'me',
      modifyTreeHierarchy: (root, isAncestry) => {
        // The hook draws the wife where the child was: two cards of hers, none of the child.
        if (!isAncestry) (root as any).children[0].data = wife
      },
    })
    const hers = tree.data.filter((d) => d.data.id === 'wife')
    expect(hers).toHaveLength(2)
    expect(hers.map((d) => d.duplicate)).toEqual([2, 2])
    expect(new Set(tree.data.map((d) => d.key)).size).toBe(tree.data.length)
  })

  it('falls back to the first person when main_id is unknown', () => {
    expect(calculateTree(smallFamily(), { main_id: 'nobody' }).main_id).toBe('me')
  })
})
