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
import { doubled } from '../data/adjacency'

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
  /** About how many nodes the tree has, when the caller knows: the walks' arrays are made that big (they grow past it). */
  size?: number
}

/** The nodes breadth-first with their x (the root at 0), in the same order. */
export interface TidyResult<N> {
  nodes: N[]
  x: Float64Array
}

export function* tidyTreeSteps<N>({
  root,
  children,
  width,
  cousinGap,
  group,
  groupGap = 0,
  size = 0,
}: TidyInput<N>): Steps<TidyResult<N>> {
  const numbering = yield* numberBreadthFirst(root, children, width, group, size)
  const t = yield* createWalkState(numbering, cousinGap, groupGap)
  yield
  yield* firstWalk(t, numbering.levelStart)
  const x = yield* secondWalk(t)
  return { nodes: numbering.nodes, x }
}

/** The nodes numbered breadth-first, with what the walks read of each: parent, children, width and group. */
interface Numbering<N> {
  nodes: N[]
  parent: Int32Array
  /** The number of each node's first child (the children are a run of consecutive numbers) and how many it has. */
  first: Int32Array
  count: Int32Array
  width: Float64Array
  group: Int32Array
  /** Where each generation begins, and the node count after the last. */
  levelStart: number[]
}

/** The walks' state, one slot per node in breadth-first order, in typed arrays. */
interface WalkState {
  parent: Int32Array
  first: Int32Array
  count: Int32Array
  widthOf: Float64Array
  groupOf: Int32Array
  prelim: Float64Array
  mod: Float64Array
  change: Float64Array
  shiftOf: Float64Array
  thread: Int32Array
  ancestor: Int32Array
  /**
   * Each parent's default ancestor while its children are walked (-1: not set yet); the root's parent is a virtual
   * node that is never read back.
   */
  defaultAncestor: Int32Array
  cousinGap: number
  groupGap: number
}

/**
 * Numbers the tree breadth-first, reading each node's children, width and group once, into typed arrays: lists of
 * numbers grown by push are copied at each growth, and a tree of 300,000 nodes made tens of megabytes of them.
 */
function* numberBreadthFirst<N>(
  root: N,
  children: TidyInput<N>['children'],
  widthOf: TidyInput<N>['width'],
  groupOf: TidyInput<N>['group'],
  size: number,
): Steps<Numbering<N>> {
  const nodes = [root]
  // Made once at the size the caller expects: grown from small, a big tree copied each list at every doubling, and
  // each copy's fresh memory cost more than the copying.
  const room = Math.max(64, size)
  const b: Numbering<N> = {
    nodes,
    parent: new Int32Array(room),
    first: new Int32Array(room),
    count: new Int32Array(room),
    width: new Float64Array(room),
    group: new Int32Array(room),
    levelStart: [0],
  }
  b.parent[0] = -1
  let levelEnd = 1
  let numbered = 0
  // Every walk runs a slice of nodes per call of a plain function, its loop optimized (see schedule/steps.ts).
  yield* untilDone(() => {
    let v = numbered
    for (const stop = v + ITEMS_PER_STEP; v < nodes.length && v < stop; v++) {
      if (v === levelEnd) {
        b.levelStart.push(v)
        levelEnd = nodes.length
      }
      if (v === b.first.length) {
        b.first = doubled(b.first, v + 1)
        b.count = doubled(b.count, v + 1)
        b.width = doubled(b.width, v + 1)
        b.group = doubled(b.group, v + 1)
      }
      b.width[v] = widthOf(nodes[v])
      b.group[v] = groupOf ? groupOf(nodes[v]) : 0
      const kids = children(nodes[v])
      const n = kids ? kids.length : 0
      b.first[v] = nodes.length
      b.count[v] = n
      if (nodes.length + n > b.parent.length) b.parent = doubled(b.parent, nodes.length + n)
      for (let i = 0; i < n; i++) {
        b.parent[nodes.length] = v
        nodes.push(kids![i])
      }
    }
    numbered = v
    return v >= nodes.length
  })
  b.levelStart.push(nodes.length)
  const all = nodes.length
  return {
    ...b,
    parent: b.parent.subarray(0, all),
    first: b.first.subarray(0, all),
    count: b.count.subarray(0, all),
    width: b.width.subarray(0, all),
    group: b.group.subarray(0, all),
  }
}

/** Typed arrays for the walks; each node starts as its own ancestor. */
function* createWalkState(b: Numbering<unknown>, cousinGap: number, groupGap: number): Steps<WalkState> {
  const size = b.nodes.length
  const ancestor = new Int32Array(size)
  yield* inRuns(
    size,
    (from, to) => {
      for (let v = from; v < to; v++) ancestor[v] = v
    },
    ITEMS_PER_STEP * 8,
  )
  return {
    parent: b.parent,
    first: b.first,
    count: b.count,
    widthOf: b.width,
    groupOf: b.group,
    prelim: new Float64Array(size),
    mod: new Float64Array(size),
    change: new Float64Array(size),
    shiftOf: new Float64Array(size),
    thread: new Int32Array(size).fill(-1),
    ancestor,
    defaultAncestor: new Int32Array(size).fill(-1),
    cousinGap,
    groupGap,
  }
}

// The same arithmetic, in the same order, as d3.tree's separation((a, b) => (wa + wb) / 2 + gap), the gap by kinship.
const separation = (t: WalkState, a: number, b: number) =>
  (t.widthOf[a] + t.widthOf[b]) / 2 +
  (t.parent[a] !== t.parent[b] ? t.cousinGap : t.groupOf[a] !== t.groupOf[b] ? t.groupGap : 0)
// The next node on the left (right) contour of v's subtree: its first (last) child, or its thread.
const nextLeft = (t: WalkState, v: number) => (t.count[v] ? t.first[v] : t.thread[v])
const nextRight = (t: WalkState, v: number) => (t.count[v] ? t.first[v] + t.count[v] - 1 : t.thread[v])
const firstSibling = (t: WalkState, v: number) => (t.parent[v] < 0 ? v : t.first[t.parent[v]])

/** Shifts the subtree of wp right by `shift`, spreading the shift over the siblings between wm and wp. */
function moveSubtree(t: WalkState, wm: number, wp: number, shift: number): void {
  const delta = shift / (wp - wm)
  t.change[wp] -= delta
  t.shiftOf[wp] += shift
  t.change[wm] += delta
  t.prelim[wp] += shift
  t.mod[wp] += shift
}

/** Applies the shifts moveSubtree recorded to v's children, right to left. */
function executeShifts(t: WalkState, v: number): void {
  const { first, count, prelim, mod, shiftOf, change } = t
  let shift = 0
  let total = 0
  for (let w = first[v] + count[v] - 1; w >= first[v]; w--) {
    prelim[w] += shift
    mod[w] += shift
    shift += shiftOf[w] + (total += change[w])
  }
}

/** Pushes v's subtree right of its left siblings' subtrees (w: v's left sibling); returns the new default ancestor. */
function apportion(t: WalkState, v: number, w: number, defAncestor: number): number {
  if (w < 0) return defAncestor
  const { prelim, mod, ancestor, parent, thread } = t
  let vip = v,
    vop = v,
    vim = w,
    vom = firstSibling(t, v)
  let sip = mod[vip],
    sop = mod[vop],
    sim = mod[vim],
    som = mod[vom]
  for (;;) {
    vim = nextRight(t, vim)
    vip = nextLeft(t, vip)
    if (vim < 0 || vip < 0) break
    vom = nextLeft(t, vom)
    vop = nextRight(t, vop)
    ancestor[vop] = v
    const shift = prelim[vim] + sim - prelim[vip] - sip + separation(t, vim, vip)
    if (shift > 0) {
      const a = ancestor[vim]
      moveSubtree(t, parent[a] === parent[v] ? a : defAncestor, v, shift)
      sip += shift
      sop += shift
    }
    sim += mod[vim]
    sip += mod[vip]
    som += mod[vom]
    sop += mod[vop]
  }
  if (vim >= 0 && nextRight(t, vop) < 0) {
    thread[vop] = vim
    mod[vop] += sim - sop
  }
  if (vip >= 0 && nextLeft(t, vom) < 0) {
    thread[vom] = vip
    mod[vom] += sip - som
    defAncestor = v
  }
  return defAncestor
}

/** The first walk's work for one node: its preliminary x from its children and left sibling, then apportion. */
function walkUp(t: WalkState, v: number): void {
  const { parent, first, count, prelim, mod, defaultAncestor } = t
  const p = parent[v]
  const w = p >= 0 && v > first[p] ? v - 1 : -1
  if (count[v]) {
    executeShifts(t, v)
    const midpoint = (prelim[first[v]] + prelim[first[v] + count[v] - 1]) / 2
    if (w >= 0) {
      prelim[v] = prelim[w] + separation(t, v, w)
      mod[v] = prelim[v] - midpoint
    } else prelim[v] = midpoint
  } else if (w >= 0) prelim[v] = prelim[w] + separation(t, v, w)
  if (p >= 0) {
    const current = defaultAncestor[p]
    defaultAncestor[p] = apportion(t, v, w, current >= 0 ? current : first[p])
  }
}

/** The first walk: generations from the deepest up, each left to right. */
function* firstWalk(t: WalkState, levelStart: number[]): Steps<void> {
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
      walkUp(t, v++)
    }
    atLevel = level
    next = v
    return false
  })
}

/** The second walk: each node's x is its preliminary x plus the sum of its ancestors' mods. */
function* secondWalk(t: WalkState): Steps<Float64Array> {
  const { parent, prelim, mod } = t
  const size = prelim.length
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
  return x
}
