/** Builds the descendant hierarchy of the main person: spouses beside each person, children grouped by couple. */
import type { Data } from '../data/types'
import type { RelationIndex } from '../data/relation-index'
import {
  addToggle,
  CoupleToggle,
  createLayoutNode,
  createSpouseSlot,
  objectList,
  type LayoutNode,
  type SpouseSlot,
} from './layout-node'
import { createEmptyCard, oppositeGender } from './empty-card'
import type { BranchOwner, BranchRegistry } from './branch-registry'
import type { LayoutSettings } from './settings'
import { takeNode, type LayoutBudget } from './budget'
import { spouseOrder } from './spouse-order'

export interface ProgenyContext {
  index: RelationIndex
  data: Data
  settings: LayoutSettings
  branches: BranchRegistry
  budget: LayoutBudget
  /** The main person's ancestors, 1 by index position: in a parent cycle they are drawn above main, never again as descendants. */
  ancestorsOfMain: Uint8Array
  /** Children left out because they are also ancestors of main (a parent cycle). */
  cycleSkipped: Set<string>
  /** Lists that live only while one node is expanded, made once per layout (see progenyScratch). */
  scratch?: ProgenyScratch
}

/**
 * Lists one node's expansion fills and reads, and then no longer needs: the co-parent of each spouse slot, the
 * children of a person's one partner, the order of the couples. Reused from node to node, as one node is expanded at a
 * time: made anew for each, they were tens of megabytes of short-lived arrays on a big tree, each collection of
 * which also copied the layout's live nodes.
 *
 * They are refilled by index and then cut to length, never emptied first: V8 drops the storage of a list whose length
 * is set to 0, and the next push makes room for 17 again (about 25 MB over a million-person layout).
 */
interface ProgenyScratch {
  slotOther: number[]
  groups: ChildGroups
  vias: number[]
  /** Who asks the branch registry about a couple (it reads the fields during the call, keeps none of them). */
  owner: BranchOwner
}

function progenyScratch(ctx: ProgenyContext): ProgenyScratch {
  return (ctx.scratch ??= {
    slotOther: [],
    groups: { other: [], ids: [[]] },
    vias: [],
    owner: { node: ctx, at: -1, side: 'couple', partner: -1 },
  })
}

/** The person's children (index positions) grouped by their other parent (-1: none known), groups in the order first met. */
interface ChildGroups {
  // A few groups: arrays, not a Map.
  other: number[]
  ids: number[][]
}

/**
 * Expands one progeny node: attaches its spouse slots and, within the depth limit, its children (grouped by the
 * other parent, in spouse order). Children already on the current path are skipped, so cycles terminate.
 */
export function expandProgenyNode(ctx: ProgenyContext, node: LayoutNode, onPath: Uint8Array): void {
  const { index, settings } = ctx
  const pos = node.at
  // Ids by index place where the node has one: the ids list is small beside the people, whose records are spread over
  // the heap (reading each node's person cost a cache miss per node on a big tree).
  const hideChildren = settings.hiddenChildren.size > 0 && settings.hiddenChildren.has(idOf(ctx, node))
  const canGoDeeper = node.depth < settings.progenyDepth && !hideChildren && pos >= 0
  // Most people of a big tree have no spouse and no child drawn: nothing to add (no spouse slots, the person alone in
  // the block), and nothing to allocate.
  if (
    pos >= 0 &&
    !settings.sortSpousesFunction &&
    index.links.spouses.length[pos] === 0 &&
    !(index.links.children.length[pos] && (canGoDeeper || (settings.singleParentEmptyCard && !hideChildren)))
  )
    return
  // Spouses and co-parents by index position (no id lookups on the way).
  const spousePositions = spousePositionsOf(ctx, node, progenyScratch(ctx).slotOther)
  const groups = groupChildren(ctx, pos, canGoDeeper, hideChildren)
  for (let g = 0; g < groups.other.length; g++) {
    const other = groups.other[g]
    if (other >= 0 && !spousePositions.includes(other)) spousePositions.push(other)
  }
  // The co-parent of each spouse slot, by position (-1 for the empty card of an unknown one).
  const slotOther = spousePositions
  attachSpouseSlots(ctx, node, slotOther, groups.other.includes(-1) && settings.singleParentEmptyCard)
  ctx.budget.left -= node.spouses.length
  if (!groups.other.length || !canGoDeeper) return
  attachChildren(ctx, node, groups, slotOther, onPath)
}

/** The node's person's id, from the index when the node has a place there. */
const idOf = ({ index }: ProgenyContext, node: LayoutNode) => (node.at >= 0 ? index.ids[node.at] : node.data.id)

/** The groups of a person with no children to draw, shared (never written to): half the nodes of a big tree. */
const NO_CHILD_GROUPS: ChildGroups = { other: [], ids: [] }

/** Groups the person's children by co-parent; children that are also ancestors of main are left out (a parent cycle). */
function groupChildren(ctx: ProgenyContext, pos: number, canGoDeeper: boolean, hideChildren: boolean): ChildGroups {
  const { index, settings } = ctx
  const { father, mother, children: kids } = index.links
  // Beyond the depth limit the children are not drawn, but the empty card of an unknown co-parent is (as in the
  // published chart, which adds it to the data).
  const emptyCoparent =
    !canGoDeeper && settings.singleParentEmptyCard && pos >= 0 && !hideChildren && hasChildWithOneParent(ctx, pos)
  if (!emptyCoparent && (!canGoDeeper || !(pos >= 0 && kids.length[pos]))) return NO_CHILD_GROUPS
  // Only an empty co-parent's card to draw (emptyCoparent holds only beyond the depth limit).
  if (!canGoDeeper) return { other: [-1], ids: [[]] }
  const start = kids.start[pos]
  const end = start + kids.length[pos]
  // Most people have their children with one partner: one group, in the scratch lists (see ProgenyScratch).
  const shared = sharedCoparent(ctx, pos, start, end)
  if (shared !== MIXED) {
    const one = progenyScratch(ctx).groups
    one.other[0] = shared
    one.other.length = 1
    const ids = one.ids[0]
    let n = 0
    for (let k = start; k < end; k++) ids[n++] = kids.targets[k]
    ids.length = n
    return one
  }
  const groups: ChildGroups = { other: [], ids: [] }
  for (let k = start; k < end; k++) {
    const c = kids.targets[k]
    if (ctx.ancestorsOfMain[c]) {
      ctx.cycleSkipped.add(index.ids[c])
      continue
    }
    const other = father[c] === pos ? mother[c] : father[c]
    const g = groups.other.indexOf(other)
    if (g >= 0) groups.ids[g].push(c)
    else {
      groups.other.push(other)
      groups.ids.push([c])
    }
  }
  return groups
}

/** Not one co-parent: children with different partners, or a child that is also an ancestor of main. */
const MIXED = -2

/** The other parent (-1: unknown) all of a person's children share, or MIXED. */
function sharedCoparent({ index, ancestorsOfMain }: ProgenyContext, pos: number, start: number, end: number): number {
  const { father, mother, children: kids } = index.links
  let shared = MIXED
  for (let k = start; k < end; k++) {
    const c = kids.targets[k]
    if (ancestorsOfMain[c]) return MIXED
    const other = father[c] === pos ? mother[c] : father[c]
    if (shared === MIXED) shared = other
    else if (other !== shared) return MIXED
  }
  return shared
}

/** One spouse slot per spouse or co-parent, plus the empty card of an unknown co-parent (its slotOther is -1). */
function attachSpouseSlots(ctx: ProgenyContext, node: LayoutNode, slotOther: number[], emptyCoparent: boolean): void {
  if (!slotOther.length && !emptyCoparent) return
  const { index, settings } = ctx
  const known = slotOther.length
  const spouses = objectList<SpouseSlot>(known + (emptyCoparent ? 1 : 0))
  for (let i = 0; i < known; i++) {
    const p = slotOther[i]
    spouses[i] = createSpouseSlot(index.at(p), `${node.tid}+${index.ids[p]}`, p)
  }
  if (emptyCoparent) {
    const empty = createEmptyCard(
      node.data.id,
      'spouse',
      oppositeGender(node.data.data.gender),
      settings.emptyCardLabel,
    )
    spouses[known] = createSpouseSlot(empty, `${node.tid}+${empty.id}`, -1)
    slotOther.push(-1)
  }
  node.spouses = spouses
  placePersonInBlock(node)
}

/**
 * Children left to right as their couples sit, so the links from the couples to them do not cross: the spouse slots
 * (and the person's own, -1, for children without a known co-parent) by where they sit.
 */
function coupleOrder(node: LayoutNode, slotOther: number[], singleParentEmptyCard: boolean, vias: number[]): number[] {
  let n = 0
  for (let i = 0; i < slotOther.length; i++) vias[n++] = i
  if (!singleParentEmptyCard) vias[n++] = -1
  vias.length = n
  if (n > 1) {
    const at = (via: number) => (via < 0 ? node.person_slot : node.spouses[via].slot)
    vias.sort((a, b) => at(a) - at(b))
  }
  return vias
}

/** The child nodes of each open couple's branch (a toggle per couple), within the layout's budget. */
function attachChildren(
  ctx: ProgenyContext,
  node: LayoutNode,
  groups: ChildGroups,
  slotOther: number[],
  onPath: Uint8Array,
): void {
  const { index, branches } = ctx
  const id = idOf(ctx, node)
  // Room for every child (a few may be left out below: the list is cut to those kept).
  let kept = 0
  for (let g = 0; g < groups.ids.length; g++) kept += groups.ids[g].length
  const children = objectList<LayoutNode>(kept)
  kept = 0
  const vias = coupleOrder(node, slotOther, ctx.settings.singleParentEmptyCard, progenyScratch(ctx).vias)
  // Indexed loops: this runs for every parent of a big tree, and a for-of could make an iterator per list.
  for (let v = 0; v < vias.length; v++) {
    const via = vias[v]
    const other = via < 0 ? -1 : slotOther[via]
    const g = groups.other.indexOf(other)
    if (g < 0) continue
    const toggle = new CoupleToggle(id, other >= 0 ? index.ids[other] : undefined)
    const owner = progenyScratch(ctx).owner
    owner.node = node
    owner.at = node.at
    owner.partner = other
    toggle.open = branches.shouldExpand(toggle, node.tid, owner)
    addToggle(node, toggle)
    if (!toggle.open) continue
    const positions = sortChildPositions(ctx, groups.ids[g])
    for (let k = 0; k < positions.length; k++) {
      const p = positions[k]
      if (onPath[p] || !takeNode(ctx.budget)) continue
      const child = createLayoutNode(index.at(p), `${node.tid}/${index.ids[p]}`, 'progeny', node, node.depth + 1, p)
      child.via_spouse = via
      children[kept++] = child
    }
  }
  if (!kept) return
  children.length = kept
  node.children = children
}

/** Whether one of the person's children has no other parent known. */
function hasChildWithOneParent({ index }: ProgenyContext, pos: number): boolean {
  const { father, mother, children: kids } = index.links
  for (let k = kids.start[pos], end = k + kids.length[pos]; k < end; k++) {
    const c = kids.targets[k]
    if ((father[c] === pos ? mother[c] : father[c]) < 0) return true
  }
  return false
}

/** A person's spouses in drawing order (see spouse-order.ts), by index position; without a sort function, one or none straight from the index. */
function spousePositionsOf(ctx: ProgenyContext, node: LayoutNode, out: number[]): number[] {
  const { index } = ctx
  const sortFn = ctx.settings.sortSpousesFunction
  let n = 0
  if (!sortFn && node.at >= 0) {
    const { spouses } = index.links
    const count = spouses.length[node.at]
    if (count < 2) {
      if (count === 1) out[n++] = spouses.targets[spouses.start[node.at]]
      out.length = n
      return out
    }
  }
  for (const sid of spouseOrder(node.data, ctx.data, index, sortFn, ctx.settings.marriageOrder))
    out[n++] = index.positionOf(sid)
  out.length = n
  return out
}

/** Children by index position, in the order sortChildrenFunction gives (as they are without one). */
function sortChildPositions(ctx: ProgenyContext, positions: number[]): number[] {
  const fn = ctx.settings.sortChildrenFunction
  if (!fn) return positions
  const { index } = ctx
  return sortChildren(
    ctx,
    positions.map((p) => index.ids[p]),
  ).map((id) => index.positionOf(id))
}

export function sortChildren(ctx: ProgenyContext, ids: string[]): string[] {
  const fn = ctx.settings.sortChildrenFunction
  if (!fn) return ids
  return ids
    .map((id) => ctx.index.get(id)!)
    .sort(fn)
    .map((d) => d.id)
}

/**
 * Seats the person and their spouses in one row, as the published chart does: a man leftmost with his spouses to his
 * right in spouse order, anyone else rightmost with the spouses to the left.
 */
export function placePersonInBlock(node: LayoutNode): void {
  const k = node.spouses.length
  const spousesRight = node.data.data?.gender === 'M'
  node.person_slot = spousesRight ? 0 : k
  for (let i = 0; i < k; i++) node.spouses[i].slot = spousesRight ? i + 1 : k - 1 - i
}
