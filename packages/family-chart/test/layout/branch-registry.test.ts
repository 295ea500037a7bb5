import fc from 'fast-check'
import { CoupleToggle } from '../../src/layout/layout-node'
import { createBranchRegistry, type BranchRegistry } from '../../src/layout/branch-registry'

// A node of a layout asking about its branches: a person's couples below (partners by position, -1 for none), or the
// parents above. Keys are made from positions the way the layout makes them from ids.
const askingNode = fc.record({
  at: fc.integer({ min: 0, max: 5 }),
  side: fc.constantFrom('couple' as const, 'parents' as const),
  partners: fc.uniqueArray(fc.integer({ min: -1, max: 5 }), { minLength: 1, maxLength: 3 }),
})

const coupleKey = (a: number, b: number) => (b < 0 ? `c:${a}|` : `c:${Math.min(a, b)}|${Math.max(a, b)}`)

function ask(registry: BranchRegistry, nodes: { at: number; side: 'couple' | 'parents'; partners: number[] }[]) {
  const keys: string[] = []
  nodes.forEach((n, i) => {
    const node = { i }
    if (n.side === 'parents') {
      keys.push(`a:${n.at}`)
      registry.shouldExpand(`a:${n.at}`, `t${i}`, { node, at: n.at, side: 'parents', partner: -1 })
    } else
      for (const p of n.partners.filter((p) => p !== n.at)) {
        keys.push(coupleKey(n.at, p))
        registry.shouldExpand(coupleKey(n.at, p), `t${i}`, { node, at: n.at, side: 'couple', partner: p })
      }
  })
  return keys
}

/** The registry that counts every key and the one that counts only keys that may repeat, asked the same. */
function bothAsked(nodes: Parameters<typeof ask>[1]) {
  const counted = createBranchRegistry(false, {}, 0)
  const lazy = createBranchRegistry(false, {}, 6)
  ask(counted, nodes)
  return { counted, lazy, keys: ask(lazy, nodes) }
}

describe('branch registry with the toggles off', () => {
  it('expands every branch and tells repeated branches exactly as counting every key does', () => {
    fc.assert(
      fc.property(fc.array(askingNode, { maxLength: 8 }), (nodes) => {
        const { counted, lazy, keys } = bothAsked(nodes)
        for (const key of keys) {
          expect(lazy.occurrences(key) > 1).toBe(counted.occurrences(key) > 1)
          if (counted.occurrences(key) > 1) expect(lazy.occurrences(key)).toBe(counted.occurrences(key))
        }
      }),
      { numRuns: 500, seed: 20261127 },
    )
  })

  it('says a node may repeat whenever one of its branches occurs twice', () => {
    fc.assert(
      fc.property(fc.array(askingNode, { maxLength: 8 }), (nodes) => {
        const { counted, lazy } = bothAsked(nodes)
        for (const n of nodes) {
          const partners = n.side === 'couple' ? n.partners.filter((p) => p !== n.at) : []
          const keys = n.side === 'parents' ? [`a:${n.at}`] : partners.map((p) => coupleKey(n.at, p))
          const node = { at: n.at, toggles: keys.map((key) => ({ key })), spouses: partners.map((at) => ({ at })) }
          if (keys.some((k) => counted.occurrences(k) > 1)) expect(lazy.mayRepeat(node)).toBe(true)
        }
      }),
      { numRuns: 500, seed: 20261127 },
    )
  })

  it('counts a couple seen from both partners twice, and a person met twice', () => {
    const registry = createBranchRegistry(false, {}, 4)
    expect(registry.shouldExpand('c:0|1', 'x', { node: {}, at: 0, side: 'couple', partner: 1 })).toBe(true)
    expect(registry.shouldExpand('c:2|', 'y', { node: {}, at: 2, side: 'couple', partner: -1 })).toBe(true)
    expect(registry.occurrences('c:0|1')).toBe(1)
    registry.shouldExpand('c:0|1', 'z', { node: {}, at: 1, side: 'couple', partner: 0 })
    expect(registry.occurrences('c:0|1')).toBe(2)
    expect(registry.occurrences('c:2|')).toBe(1)
  })

  it('counts every key when a node has no position to go by', () => {
    const registry = createBranchRegistry(false, {}, 4)
    registry.shouldExpand('a:x', 't1')
    registry.shouldExpand('a:x', 't2')
    expect(registry.occurrences('a:x')).toBe(2)
  })

  it("makes a couple toggle's key only for a branch that may repeat", () => {
    const reads: string[] = []
    const branch = (key: string) => ({
      get key() {
        reads.push(key)
        return key
      },
    })
    const registry = createBranchRegistry(false, {}, 6)
    registry.shouldExpand(branch('c:0|1'), 'x', { node: {}, at: 0, side: 'couple', partner: 1 })
    registry.shouldExpand(branch('c:2|3'), 'y', { node: {}, at: 2, side: 'couple', partner: 3 })
    registry.shouldExpand(branch('c:0|1'), 'z', { node: {}, at: 1, side: 'couple', partner: 0 })
    expect(reads).toEqual([])
    // Asking counts the couple seen from both partners (its keys are read) and leaves the other one unread.
    expect(registry.occurrences('c:0|1')).toBe(2)
    expect(registry.occurrences('c:2|3')).toBe(1)
    expect(reads).toEqual(['c:0|1', 'c:0|1'])
  })
})

describe('CoupleToggle', () => {
  it('gives the couple key, the same from either partner, made once', () => {
    const a = new CoupleToggle('anna', 'bob')
    const b = new CoupleToggle('bob', 'anna', false)
    expect(a.key).toBe('c:anna|bob')
    expect(b.key).toBe(a.key)
    expect(a.key).toBe(a.key)
    expect(new CoupleToggle('anna', undefined).key).toBe('c:anna|')
    expect([a.open, b.open]).toEqual([true, false])
  })
})
