/**
 * Where blocks of couples cannot all sit on one row each: a block whose people descend from one another (a marriage
 * to one's own descendant), blocks that would each have to sit above the other (marriages across generations that
 * cross), and parents who are their own ancestors (bad data). Each is a strongly connected part of the graph of
 * blocks (Tarjan's algorithm); it is taken apart, its cycles of parents broken, and its couples joined again one by
 * one where that makes no cycle. What could not be joined is said on the cards (notes.ts).
 */
import type { Blocks } from './couples'
import type { FamilyGraph } from './families'
import type { ParentArcs } from './parent-arcs'

/** What the resolution decided: child links the generations ignore, and the couples drawn on different rows. */
export interface CycleResolution {
  /** 1 for a child link that would close a cycle of parents: drawn, but not below its parents. */
  ignored: Uint8Array
  /** People on a cycle of parents in the data. */
  cyclePeople: number[]
  /** Families whose two parents could not share a row. */
  splitCouples: number[]
}

/** Above this many people a tangle stays taken apart: joining couples back checks paths, quadratic in its size. */
const MAX_REJOINED = 400

/**
 * Takes apart the tangles among `suspects` (the people a topological sort of the blocks could not order) and records
 * what it decided in `result`.
 */
export function resolveCycles(
  graph: FamilyGraph,
  blocks: Blocks,
  arcs: ParentArcs,
  suspects: number[],
  result: CycleResolution,
): void {
  const n = graph.people.length
  for (const tangle of tangledBlocks(graph, blocks, arcs, n, suspects)) {
    const inTangle = new Uint8Array(n)
    for (const p of tangle) inTangle[p] = 1
    for (const p of tangle) blocks.reset(p)
    breakParentCycles(graph, arcs, tangle, inTangle, result)
    rejoinCouples(graph, blocks, arcs, tangle, inTangle, result)
  }
}

export function noCycles(graph: FamilyGraph): CycleResolution {
  return { ignored: new Uint8Array(graph.edgeFamily.length), cyclePeople: [], splitCouples: [] }
}

/**
 * The people of each strongly connected set of blocks among the suspects' blocks that is more than one block, or a
 * block above itself.
 */
function tangledBlocks(graph: FamilyGraph, blocks: Blocks, arcs: ParentArcs, n: number, suspects: number[]) {
  const root = new Int32Array(n).fill(-1)
  for (const p of suspects) root[p] = blocks.find(p)
  const members = new Map<number, number[]>()
  for (const p of suspects) {
    const list = members.get(root[p])
    if (list) list.push(p)
    else members.set(root[p], [p])
  }
  // The blocks below block r: through the child links of each of its people.
  const below = (r: number, visit: (s: number) => void) => {
    for (const p of members.get(r)!)
      for (let k = arcs.start[p]; k < arcs.start[p + 1]; k++) {
        const s = root[graph.edgeChild[arcs.edges[k]]]
        if (s >= 0) visit(s)
      }
  }
  const out: number[][] = []
  for (const component of stronglyConnected([...members.keys()], n, below)) {
    let selfLoop = false
    if (component.length === 1) below(component[0], (s) => (selfLoop ||= s === component[0]))
    if (component.length > 1 || selfLoop) out.push(component.flatMap((r) => members.get(r)!))
  }
  return out
}

/**
 * Tarjan's strongly connected components, iterative (a long line of descent would overflow the stack): `nodes` are
 * numbers below `n`, `next` lists the nodes a node leads to.
 */
export function stronglyConnected(nodes: number[], n: number, next: (v: number, visit: (w: number) => void) => void) {
  const order = new Int32Array(n).fill(-1)
  const low = new Int32Array(n)
  const onStack = new Uint8Array(n)
  const stack: number[] = []
  const components: number[][] = []
  let counter = 0
  for (const start of nodes) {
    if (order[start] >= 0) continue
    const frames: { v: number; targets: number[]; i: number }[] = []
    const enter = (v: number) => {
      order[v] = low[v] = counter++
      stack.push(v)
      onStack[v] = 1
      const targets: number[] = []
      next(v, (w) => targets.push(w))
      frames.push({ v, targets, i: 0 })
    }
    enter(start)
    while (frames.length) {
      const top = frames[frames.length - 1]
      if (top.i < top.targets.length) {
        const w = top.targets[top.i++]
        if (order[w] < 0) enter(w)
        else if (onStack[w]) low[top.v] = Math.min(low[top.v], order[w])
        continue
      }
      frames.pop()
      if (frames.length) low[frames[frames.length - 1].v] = Math.min(low[frames[frames.length - 1].v], low[top.v])
      if (low[top.v] !== order[top.v]) continue
      const component: number[] = []
      let w: number
      do {
        w = stack.pop()!
        onStack[w] = 0
        component.push(w)
      } while (w !== top.v)
      components.push(component)
    }
  }
  return components
}

/** Depth-first over the child links among the tangle's people: a link back to a person on the path closes a cycle. */
function breakParentCycles(
  graph: FamilyGraph,
  arcs: ParentArcs,
  tangle: number[],
  inTangle: Uint8Array,
  result: CycleResolution,
): void {
  const state = new Map<number, 1 | 2>()
  const onCycle = new Set<number>()
  for (const start of tangle) {
    if (state.has(start)) continue
    const frames: [number, number][] = [[start, arcs.start[start]]]
    state.set(start, 1)
    while (frames.length) {
      const frame = frames[frames.length - 1]
      const [p, k] = frame
      if (k >= arcs.start[p + 1]) {
        state.set(p, 2)
        frames.pop()
        continue
      }
      frame[1]++
      const e = arcs.edges[k]
      const c = graph.edgeChild[e]
      if (!inTangle[c] || result.ignored[e]) continue
      const seen = state.get(c)
      if (seen === 1) {
        result.ignored[e] = 1
        onCycle.add(c).add(p)
      } else if (seen === undefined) {
        state.set(c, 1)
        frames.push([c, arcs.start[c]])
      }
    }
  }
  for (const p of onCycle) result.cyclePeople.push(p)
}

/** Joins the tangle's couples again, each unless one of the two blocks would then be above the other. */
function rejoinCouples(
  graph: FamilyGraph,
  blocks: Blocks,
  arcs: ParentArcs,
  tangle: number[],
  inTangle: Uint8Array,
  result: CycleResolution,
): void {
  const families = new Set<number>()
  for (const p of tangle)
    for (let k = arcs.start[p]; k < arcs.start[p + 1]; k++) families.add(graph.edgeFamily[arcs.edges[k]])
  // Couples without children have no child links: find them by their parents.
  for (let f = 0; f < graph.parentA.length; f++) if (inTangle[graph.parentA[f]]) families.add(f)
  for (const f of [...families].sort((a, b) => a - b)) {
    const a = graph.parentA[f]
    const b = graph.parentB[f]
    if (b < 0 || !inTangle[a] || !inTangle[b] || blocks.find(a) === blocks.find(b)) continue
    const fits =
      tangle.length <= MAX_REJOINED &&
      !leadsTo(graph, blocks, arcs, tangle, inTangle, a, b, result) &&
      !leadsTo(graph, blocks, arcs, tangle, inTangle, b, a, result)
    if (fits) blocks.union(a, b)
    else result.splitCouples.push(f)
  }
}

/** Whether some person of `to`'s block descends from `from`'s block, through child links inside the tangle. */
function leadsTo(
  graph: FamilyGraph,
  blocks: Blocks,
  arcs: ParentArcs,
  tangle: number[],
  inTangle: Uint8Array,
  from: number,
  to: number,
  result: CycleResolution,
): boolean {
  const target = blocks.find(to)
  const reached = new Set<number>([blocks.find(from)])
  const queue = [blocks.find(from)]
  while (queue.length) {
    const r = queue.pop()!
    for (const p of tangle) {
      if (blocks.find(p) !== r) continue
      for (let k = arcs.start[p]; k < arcs.start[p + 1]; k++) {
        const e = arcs.edges[k]
        const c = graph.edgeChild[e]
        if (!inTangle[c] || result.ignored[e]) continue
        const rc = blocks.find(c)
        if (rc === target) return true
        if (!reached.has(rc)) {
          reached.add(rc)
          queue.push(rc)
        }
      }
    }
  }
  return false
}
