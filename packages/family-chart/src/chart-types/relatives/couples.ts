/**
 * Couples share a row: the people joined by marriages (and by children in common) form one block, drawn side by
 * side. A union-find over the couples, then each block's people listed.
 */
import type { FamilyGraph } from './families'

/** Union-find over the people of the chart. */
export class Blocks {
  readonly up: Int32Array
  constructor(n: number) {
    this.up = new Int32Array(n)
    for (let i = 0; i < n; i++) this.up[i] = i
  }
  find(p: number): number {
    let r = p
    while (this.up[r] !== r) r = this.up[r]
    // Path halving on the way back keeps later look-ups short.
    while (this.up[p] !== r) {
      const next = this.up[p]
      this.up[p] = r
      p = next
    }
    return r
  }
  union(a: number, b: number): void {
    const ra = this.find(a)
    const rb = this.find(b)
    if (ra !== rb) this.up[Math.max(ra, rb)] = Math.min(ra, rb)
  }
  /** Takes person `p` out of its block (only for a person whose whole block is taken apart). */
  reset(p: number): void {
    this.up[p] = p
  }
}

/** Every couple of the graph in one block. */
export function joinCouples(graph: FamilyGraph): Blocks {
  const blocks = new Blocks(graph.people.length)
  for (let f = 0; f < graph.parentA.length; f++)
    if (graph.parentB[f] >= 0) blocks.union(graph.parentA[f], graph.parentB[f])
  return blocks
}

/** Block numbers 0..count-1 in the order of their first person, and each block's people. */
export interface BlockList {
  blockOf: Int32Array
  members: number[][]
}

export function listBlocks(blocks: Blocks, n: number): BlockList {
  const blockOf = new Int32Array(n).fill(-1)
  const members: number[][] = []
  for (let p = 0; p < n; p++) {
    const r = blocks.find(p)
    if (blockOf[r] < 0) {
      blockOf[r] = members.length
      members.push([])
    }
    blockOf[p] = blockOf[r]
    members[blockOf[p]].push(p)
  }
  return { blockOf, members }
}
