import { calculateTree } from '../../../src/layout/calculate-tree'
import type { Tree } from '../../../src/layout/types'
import { arrowDirection, neighbourInDirection, type ArrowDirection } from '../../../src/view/keyboard/neighbour'
import { smallFamily } from '../../fixtures/small-family'

/** Walks the arrows from a person and returns the person id reached (or null). */
function walk(tree: Tree, fromId: string, ...moves: ArrowDirection[]): string | null {
  let node = tree.data.find((d) => d.data.id === fromId) ?? null
  for (const move of moves) {
    if (!node) return null
    node = neighbourInDirection(tree, node, move)
  }
  return node?.data.id ?? null
}

describe('arrow-key neighbours on a vertical layout', () => {
  const tree = calculateTree(smallFamily(), { main_id: 'me', show_siblings_of_main: true })

  it('Up goes to a parent and on to a grandparent', () => {
    expect(['dad', 'mom']).toContain(walk(tree, 'me', 'up'))
    expect(['gf', 'gm']).toContain(walk(tree, 'dad', 'up'))
  })

  it('Down goes to a child, and from a parent back to their child', () => {
    expect(walk(tree, 'me', 'down')).toBe('kid')
    expect(walk(tree, 'wife', 'down')).toBe('kid')
    expect(walk(tree, 'dad', 'down')).toBe('me')
  })

  it('Left and Right go to the spouse and the siblings drawn on the same row', () => {
    // The row of the main person reads: Sam (me), his wife Ana, his sister Mia.
    const row = tree.data
      .filter((d) => d.y === 0)
      .sort((a, b) => a.x - b.x)
      .map((d) => d.data.id)
    expect(row).toEqual(['me', 'wife', 'sis'])
    expect(walk(tree, 'me', 'right')).toBe('wife')
    expect(walk(tree, 'me', 'right', 'right')).toBe('sis')
    expect(walk(tree, 'sis', 'left')).toBe('wife')
    expect(walk(tree, 'dad', 'right')).toBe('mom')
    expect(walk(tree, 'mom', 'left')).toBe('dad')
  })

  it('returns null at the edge of the drawing', () => {
    expect(walk(tree, 'kid', 'down')).toBeNull()
    const row = tree.data.filter((d) => d.y === 0).sort((a, b) => a.x - b.x)
    expect(neighbourInDirection(tree, row[0], 'left')).toBeNull()
  })

  it('reaches every drawn card from the main person', () => {
    const seen = new Set<string>()
    const queue = [tree.data.find((d) => d.main)!]
    while (queue.length) {
      const node = queue.shift()!
      if (seen.has(node.tid!)) continue
      seen.add(node.tid!)
      for (const dir of ['up', 'down', 'left', 'right'] as const) {
        const next = neighbourInDirection(tree, node, dir)
        if (next) queue.push(next)
      }
    }
    expect(seen.size).toBe(tree.data.length)
  })
})

describe('arrow-key neighbours on a horizontal layout', () => {
  const tree = calculateTree(smallFamily(), {
    main_id: 'me',
    is_horizontal: true,
    node_separation: 120,
    level_separation: 280,
  })

  it('Left goes to a parent and Right to a child (generations run left to right)', () => {
    expect(['dad', 'mom']).toContain(walk(tree, 'me', 'left'))
    expect(walk(tree, 'me', 'right')).toBe('kid')
    expect(walk(tree, 'kid', 'left', 'left')).toBe(walk(tree, 'me', 'left'))
  })

  it('Up and Down go to the spouse in the same column', () => {
    const me = tree.data.find((d) => d.data.id === 'me')!
    const wife = tree.data.find((d) => d.data.id === 'wife')!
    expect(me.x).toBe(wife.x)
    expect(walk(tree, 'me', wife.y > me.y ? 'down' : 'up')).toBe('wife')
    expect(walk(tree, 'wife', wife.y > me.y ? 'up' : 'down')).toBe('me')
  })
})

it('reads only the four arrow keys', () => {
  expect(arrowDirection('ArrowUp')).toBe('up')
  expect(arrowDirection('ArrowLeft')).toBe('left')
  expect(arrowDirection('Enter')).toBeNull()
})
