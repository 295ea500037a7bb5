/**
 * The tidy tree of Buchheim, Jünger and Leipert (Walker's algorithm in linear time), the one d3.tree computes, on
 * typed arrays instead of two wrapper objects per node, and as steps (see schedule/steps.ts) so a tree of 100,000 nodes is
 * positioned a slice at a time. Same arithmetic in the same order per node as d3.tree with nodeSize([1, 1]), so the
 * positions are identical (test/layout/tidy-tree.test.ts compares the two).
 *
 * Nodes are numbered breadth-first, so the children of a node are a run of consecutive numbers and each generation
 * is one run too. The first walk goes through the generations from the deepest up, each left to right: every node
 * comes after its children and its left siblings, and what it reads and writes lies in its parent's subtree, so
 * this order gives what d3's post-order gives.
 */
import { ITEMS_PER_STEP, inRuns, untilDone, type Steps } from '../schedule/steps'

/**
 * A tree to position: children of each node (none or an empty list for a leaf), and the width of each node. Two
 * neighbours in a row are (width a + width b) / 2 apart, plus `cousinGap` when they are not siblings, or plus
 * `groupGap` when they are siblings of different groups (half siblings: children of one person by different partners).
 */
export interface TidyInput<N> {
  root: N
  children: (node: N) => readonly N[] | null | undefined
  width: (node: N) => number
  cousinGap: number
  group?: (node: N) => number
  groupGap?: number
}

/** The nodes breadth-first with their x (the root at 0), in the same order. */
export interface TidyResult<N> {
  nodes: N[]
  x: Float64Array
}

export function* tidyTreeSteps<N>({ root, children, width, cousinGap, group, groupGap = 0 }: TidyInput<N>): Steps<TidyResult<N>> {
  // Breadth-first numbering; `levelStart` holds where each generation begins.
  const nodes: N[] = [root]
  const parentList: number[] = [-1]
  const firstList: number[] = []
  const countList: number[] = []
  // Widths read once per node, so the walks below compare numbers instead of reading nodes.
  const widthList: number[] = []
  const groupList: number[] = []
  const levelStart: number[] = [0]
  let levelEnd = 1
  let numbered = 0
  // Every walk runs a slice of nodes per call of a plain function, its loop optimized (see schedule/steps.ts).
  yield* untilDone(() => {
    let v = numbered
    for (const stop = v + ITEMS_PER_STEP; v < nodes.length && v < stop; v++) {
      if (v === levelEnd) {
        levelStart.push(v)
        levelEnd = nodes.length
      }
      widthList.push(width(nodes[v]))
      groupList.push(group ? group(nodes[v]) : 0)
      const kids = children(nodes[v])
      const n = kids ? kids.length : 0
      firstList.push(nodes.length)
      countList.push(n)
      for (let i = 0; i < n; i++) {
        nodes.push(kids![i])
        parentList.push(v)
      }
    }
    numbered = v
    return v >= nodes.length
  })
  const size = nodes.length
  const parent = Int32Array.from(parentList)
  const first = Int32Array.from(firstList)
  const count = Int32Array.from(countList)
  const widthOf = Float64Array.from(widthList)
  const groupOf = Int32Array.from(groupList)
  const prelim = new Float64Array(size)
  const mod = new Float64Array(size)
  const change = new Float64Array(size)
  const shiftOf = new Float64Array(size)
  const thread = new Int32Array(size).fill(-1)
  const ancestor = new Int32Array(size)
  yield* inRuns(size, (from, to) => {
    for (let v = from; v < to; v++) ancestor[v] = v
  }, ITEMS_PER_STEP * 8)
  // Each parent's default ancestor while its children are walked (-1: not set yet); the root's parent is a
  // virtual node that is never read back.
  const defaultAncestor = new Int32Array(size).fill(-1)
  yield

  // The same arithmetic, in the same order, as d3.tree's separation((a, b) => (wa + wb) / 2 + gap), the gap by kinship.
  const sep = (a: number, b: number) => (widthOf[a] + widthOf[b]) / 2 + (parent[a] !== parent[b] ? cousinGap : groupOf[a] !== groupOf[b] ? groupGap : 0)
  const nextLeft = (v: number) => (count[v] ? first[v] : thread[v])
  const nextRight = (v: number) => (count[v] ? first[v] + count[v] - 1 : thread[v])
  const firstSibling = (v: number) => (parent[v] < 0 ? v : first[parent[v]])
  const moveSubtree = (wm: number, wp: number, shift: number) => {
    const delta = shift / (wp - wm)
    change[wp] -= delta
    shiftOf[wp] += shift
    change[wm] += delta
    prelim[wp] += shift
    mod[wp] += shift
  }
  const executeShifts = (v: number) => {
    let shift = 0
    let total = 0
    for (let w = first[v] + count[v] - 1; w >= first[v]; w--) {
      prelim[w] += shift
      mod[w] += shift
      shift += shiftOf[w] + (total += change[w])
    }
  }
  // Pushes v's subtree right of its left siblings' subtrees; returns the new default ancestor.
  const apportion = (v: number, w: number, defAncestor: number): number => {
    if (w < 0) return defAncestor
    let vip = v, vop = v, vim = w, vom = firstSibling(v)
    let sip = mod[vip], sop = mod[vop], sim = mod[vim], som = mod[vom]
    for (;;) {
      vim = nextRight(vim)
      vip = nextLeft(vip)
      if (vim < 0 || vip < 0) break
      vom = nextLeft(vom)
      vop = nextRight(vop)
      ancestor[vop] = v
      const shift = prelim[vim] + sim - prelim[vip] - sip + sep(vim, vip)
      if (shift > 0) {
        const a = ancestor[vim]
        moveSubtree(parent[a] === parent[v] ? a : defAncestor, v, shift)
        sip += shift
        sop += shift
      }
      sim += mod[vim]
      sip += mod[vip]
      som += mod[vom]
      sop += mod[vop]
    }
    if (vim >= 0 && nextRight(vop) < 0) {
      thread[vop] = vim
      mod[vop] += sim - sop
    }
    if (vip >= 0 && nextLeft(vom) < 0) {
      thread[vom] = vip
      mod[vom] += sip - som
      defAncestor = v
    }
    return defAncestor
  }

  levelStart.push(size)
  const walkUp = (v: number) => {
    const p = parent[v]
    const w = p >= 0 && v > first[p] ? v - 1 : -1
    if (count[v]) {
      executeShifts(v)
      const midpoint = (prelim[first[v]] + prelim[first[v] + count[v] - 1]) / 2
      if (w >= 0) {
        prelim[v] = prelim[w] + sep(v, w)
        mod[v] = prelim[v] - midpoint
      } else prelim[v] = midpoint
    } else if (w >= 0) prelim[v] = prelim[w] + sep(v, w)
    if (p >= 0) {
      const current = defaultAncestor[p]
      defaultAncestor[p] = apportion(v, w, current >= 0 ? current : first[p])
    }
  }
  // Generations from the deepest up, each left to right.
  let atLevel = levelStart.length - 2
  let next = levelStart[atLevel]
  yield* untilDone(() => {
    let level = atLevel
    let v = next
    for (let n = 0; n < ITEMS_PER_STEP; n++) {
      if (v === levelStart[level + 1]) {
        if (--level < 0) return true
        v = levelStart[level]
      }
      walkUp(v++)
    }
    atLevel = level
    next = v
    return false
  })

  const x = new Float64Array(size)
  // The virtual parent of the root has mod -prelim(root): the root lands at 0.
  const rootShift = -prelim[0]
  x[0] = prelim[0] + rootShift
  mod[0] += rootShift
  yield* inRuns(size, (from, to) => {
    for (let v = Math.max(1, from); v < to; v++) {
      const p = parent[v]
      x[v] = prelim[v] + mod[p]
      mod[v] += mod[p]
    }
  })
  return { nodes, x }
}
