/** Turns positioned hierarchy nodes into the plain TreeDatum list and link list the view draws. */
import type { RelationIndex } from '../data/relation-index'
import { objectList, type BranchToggle, type LayoutNode, type SpouseSlot } from './layout-node'
import type { Tree, TreeDatum, TreeLink } from './types'
import type { LayoutSettings } from './settings'
import { createTreeLink } from './tree-objects'
import { countCard, createCardCounts, type CardCounts } from './card-counts'
import { ITEMS_PER_STEP, untilDone, type Steps } from '../schedule/steps'
import { finishNodes } from './finish-nodes'

export interface EmitInput {
  progenyRoot: LayoutNode
  ancestryRoot: LayoutNode
  settings: LayoutSettings
  index: RelationIndex
  occurrences: (key: string) => number
  /** False when no branch of the node can occur twice (see BranchRegistry.mayRepeat). */
  mayRepeat: (node: LayoutNode) => boolean
  /** The slot drawn at 0 along the generations: the centre of the main person's block, as in the published chart. */
  origin: number
}

/** Where, in card slots from the person's centre, a link that runs below the row leaves the person's card. */
const LANE_START = 0.3
const LANE_START_STEP = 0.1

/**
 * What the children of one card share, per co-parent (its spouse slot + 1; 0 for children without one): their
 * parents list and the point their links start from.
 */
interface Family {
  td: TreeDatum
  /** How many children the card has (the length of its children list). */
  count: number
  parents: TreeDatum[][]
  sources: [number, number][]
}

/** 0 for a spouse beside the person; else how many of the person's other spouses sit between them. */
function laneOf(node: LayoutNode, i: number): number {
  return Math.max(0, Math.abs(node.spouses[i].slot - node.person_slot) - 1)
}

/** What the emission's steps share: the lists they fill, the card counts, and the settings that place a slot. */
interface Emission {
  nodes: TreeDatum[]
  links: TreeLink[]
  /** Cards per person, counted as they are made. */
  cards: CardCounts
  index: RelationIndex
  /** True when no hook changed the hierarchy: every node's `at` is its person's place (see positionOf). */
  placesKept: boolean
  occurrences: (key: string) => number
  mayRepeat: (node: LayoutNode) => boolean
  along: number
  across: number
  isHorizontal: boolean
  origin: number
  /** The siblings of main in the order they are emitted (their links come after the ancestry's parents are known). */
  siblings: TreeDatum[]
}

/**
 * The progeny still to emit, as three parallel stacks: each node, the family of its parent (none under the root),
 * and its place among its parent's children (its card goes to the same place in the parent card's list).
 */
interface ProgenyStack {
  nodes: LayoutNode[]
  families: (Family | undefined)[]
  places: number[]
}

export function* emitTree({
  progenyRoot,
  ancestryRoot,
  settings,
  index,
  occurrences,
  mayRepeat,
  origin,
}: EmitInput): Steps<{ nodes: TreeDatum[]; links: TreeLink[]; dim: Tree['dim'] }> {
  const { nodeSeparation: along, levelSeparation: across, isHorizontal } = settings
  const e: Emission = {
    nodes: [],
    links: [],
    cards: createCardCounts(index),
    index,
    placesKept: !settings.modifyTreeHierarchy,
    occurrences,
    mayRepeat,
    along,
    across,
    isHorizontal,
    origin,
    siblings: [],
  }
  yield* emitProgeny(e, progenyRoot)
  const mainTd = e.nodes.find((n) => n.main)!
  const mainParents = yield* emitAncestry(e, ancestryRoot, mainTd)
  linkSiblingsOfMain(e, mainParents)
  yield
  const dim = yield* finishNodes(e.nodes, e.cards, index, settings)
  return { nodes: e.nodes, links: e.links, dim }
}

// Screen coordinates of a slot (along the generation) and a depth (across generations).
const xOf = (e: Emission, slot: number, depth: number) =>
  e.isHorizontal ? depth * e.across : (slot - e.origin) * e.along
const yOf = (e: Emission, slot: number, depth: number) =>
  e.isHorizontal ? (slot - e.origin) * e.along : depth * e.across

/**
 * The person's place in the relation index, or -1 for a card of no indexed person. The layout sets each node's
 * person and place together; only a modifyTreeHierarchy hook can have put another person on a node, so only then is
 * the place checked against the person's id (reading both for every card of a big tree cost tens of milliseconds).
 */
const positionOf = (e: Emission, node: LayoutNode | SpouseSlot) =>
  node.at >= 0 && (e.placesKept || e.index.ids[node.at] === node.data.id) ? node.at : -1

const mid = (a: TreeDatum, b: TreeDatum): [number, number] => [(a.x + b.x) / 2, (a.y + b.y) / 2]

/** The node's branch toggles that are shared (their branch occurs more than once), or undefined for none. */
function sharedToggles(e: Emission, node: LayoutNode): LayoutNode['toggles'] | undefined {
  if (!node.toggles.length || !e.mayRepeat(node)) return undefined
  // Most branches occur once: look before making a list.
  let shared = 0
  for (const t of node.toggles) if (e.occurrences(t.key) > 1) shared++
  if (!shared) return undefined
  // Plain copies: the layout's couple toggles make their key when read (layout-node.ts), and a card's toggles are
  // page code's to read, spread or serialise.
  const plain = (t: BranchToggle): BranchToggle => ({ key: t.key, open: t.open })
  return shared === node.toggles.length
    ? node.toggles.map(plain)
    : node.toggles.filter((t) => e.occurrences(t.key) > 1).map(plain)
}

/** The point half a slot from spouse `i` toward the person, in screen coordinates. */
function besideSpouse(e: Emission, node: LayoutNode, i: number, depth: number): [number, number] {
  const at = node.spouses[i].x!
  const slot = at + Math.sign(node.x - at) / 2
  return [xOf(e, slot, depth), yOf(e, slot, depth)]
}

/** Progeny side, main first (pre-order, so the first occurrence of a person comes first). */
function* emitProgeny(e: Emission, progenyRoot: LayoutNode): Steps<void> {
  const nodes = [...(progenyRoot.children ?? [])].reverse()
  const stack: ProgenyStack = { nodes, families: nodes.map(() => undefined), places: nodes.map(() => 0) }
  // A run of cards per call of a plain function, its loop optimized (see schedule/steps.ts).
  const progenyRun = () => {
    for (let n = 0; n < ITEMS_PER_STEP && stack.nodes.length; n++)
      emitProgenyNode(e, stack, stack.nodes.pop()!, stack.families.pop(), stack.places.pop()!)
    return !stack.nodes.length
  }
  yield* untilDone(progenyRun)
}

/** One person of the progeny side: their card, the link from their parent, their spouses; their children go on the stack. */
function emitProgenyNode(
  e: Emission,
  stack: ProgenyStack,
  node: LayoutNode,
  family: Family | undefined,
  place: number,
): void {
  const parentTd = family?.td
  const x = xOf(e, node.x, node.depth)
  const y = yOf(e, node.x, node.depth)
  const main = node.kind === 'main' || undefined
  const sibling = node.kind === 'sibling' || undefined
  const coparent = parentTd && node.via_spouse >= 0 ? parentTd.spouses?.[node.via_spouse] : undefined
  const linkId = parentTd ? 'l:' + node.tid : ''
  // Children of the same couple share one parents list and one start point for their links (as siblings of main
  // share main's parents): a big tree makes far fewer small arrays, which the garbage collector copies while they live.
  const couple = node.via_spouse + 1
  const parents = family ? (family.parents[couple] ??= coparent ? [family.td, coparent] : [family.td]) : undefined
  // Every card literal has every field, in the order of tree-objects.ts (see there why).
  const td: TreeDatum = {
    data: node.data,
    x,
    y,
    depth: node.depth,
    tid: node.tid,
    is_ancestry: false,
    main,
    sibling,
    spouse: undefined,
    coparent: undefined,
    toggles: sharedToggles(e, node),
    parents,
    parent: parentTd,
    toward_main: parentTd,
    link_to_main: parentTd ? linkId : undefined,
    spouses: undefined,
    children: undefined,
    key: '',
    duplicate: undefined,
    is_private: undefined,
    all_rels_displayed: false,
    family_switch: undefined,
  }
  e.nodes.push(td)
  countCard(e.cards, td, positionOf(e, node), e.index)
  if (sibling) e.siblings.push(td)
  // The card's point, one array for every link that ends or starts there: the link from its parent, the links to
  // spouses beside it, the links to its children without a known co-parent (keepInPlace moves each point once).
  const point: [number, number] = [x, y]
  if (parentTd) linkToParent(e, node, td, family!, place, coparent, point)
  if (node.spouses.length) td.spouses = emitSpouses(e, node, td, point)
  const children = node.children
  if (children) {
    // One entry per co-parent slot (and one for children without a known co-parent), set when first needed.
    const couples = node.spouses.length + 1
    const own: Family = { td, count: children.length, parents: objectList(couples), sources: objectList(couples) }
    own.sources[0] = point
    for (let i = children.length - 1; i >= 0; i--) {
      stack.nodes.push(children[i])
      stack.families.push(own)
      stack.places.push(i)
    }
  }
}

/** Puts the card in its parent card's children list and links it to the parent (or to the gap beside the co-parent). */
function linkToParent(
  e: Emission,
  node: LayoutNode,
  td: TreeDatum,
  family: Family,
  place: number,
  coparent: TreeDatum | undefined,
  target: [number, number],
): void {
  const parentTd = family.td
  const parentNode = node.parent!
  const couple = node.via_spouse + 1
  ;(parentTd.children ??= objectList(family.count))[place] = td
  const lane = node.via_spouse >= 0 ? laneOf(parentNode, node.via_spouse) : 0
  // A couple's children hang from the gap beside the spouse, on the person's side: between the two for a couple
  // side by side, else under the gap where that couple's own link runs.
  const source = (family.sources[couple] ??= coparent
    ? besideSpouse(e, parentNode, node.via_spouse, parentNode.depth)
    : [parentTd.x, parentTd.y])
  // Every link literal has every field, in the order of tree-objects.ts.
  e.links.push({
    id: td.link_to_main!,
    kind: 'child',
    source,
    target,
    from: parentTd.tid!,
    to: node.tid,
    spouses: undefined,
    lane: lane || undefined,
    family: undefined,
  })
}

/** The cards of the person's spouses beside them, each linked to the person; returns them in slot order. */
function emitSpouses(e: Emission, node: LayoutNode, td: TreeDatum, point: [number, number]): TreeDatum[] {
  const spouses = objectList<TreeDatum>(node.spouses.length)
  for (let i = 0; i < node.spouses.length; i++) {
    const slot = node.spouses[i]
    const sx = xOf(e, slot.x, node.depth)
    const sy = yOf(e, slot.x, node.depth)
    const linkId = 's:' + slot.tid
    const sp: TreeDatum = {
      data: slot.data,
      x: sx,
      y: sy,
      depth: node.depth,
      tid: slot.tid,
      is_ancestry: false,
      main: undefined,
      sibling: undefined,
      spouse: td,
      coparent: undefined,
      toggles: undefined,
      parents: undefined,
      parent: undefined,
      toward_main: td,
      link_to_main: linkId,
      spouses: undefined,
      children: undefined,
      key: '',
      duplicate: undefined,
      is_private: undefined,
      all_rels_displayed: false,
      family_switch: undefined,
    }
    e.nodes.push(sp)
    countCard(e.cards, sp, positionOf(e, slot), e.index)
    const lane = laneOf(node, i)
    // A link that runs below the row leaves the person's card a little toward the spouse, so the links to the
    // spouses on either side (or in further lanes) do not start from one point.
    const start = lane
      ? node.x + Math.sign(slot.x - node.x) * Math.min(LANE_START, LANE_START_STEP * (lane + 1))
      : node.x
    const source: [number, number] = lane ? [xOf(e, start, node.depth), yOf(e, start, node.depth)] : point
    e.links.push({
      id: linkId,
      kind: 'spouse',
      source,
      target: [sx, sy],
      from: node.tid,
      to: slot.tid,
      spouses: [td, sp],
      lane: lane || undefined,
      family: undefined,
    })
    spouses[i] = sp
  }
  return spouses
}

/** Ancestry side: the root is the main person, already emitted. Returns main's parents (empty when none is drawn). */
function* emitAncestry(e: Emission, ancestryRoot: LayoutNode, mainTd: TreeDatum): Steps<TreeDatum[]> {
  let done = 0
  const aStack: [LayoutNode, TreeDatum][] = [[ancestryRoot, mainTd]]
  const mainToggles = [...(mainTd.toggles ?? []), ...(sharedToggles(e, ancestryRoot) ?? [])]
  mainTd.toggles = mainToggles.length ? mainToggles : undefined
  let mainParents: TreeDatum[] = objectList()
  while (aStack.length) {
    if (++done % ITEMS_PER_STEP === 0) yield
    const [node, td] = aStack.pop()!
    const above = node.children ?? []
    const parents = emitParents(e, node, td)
    if (!parents.length) continue
    td.parents = parents
    if (node === ancestryRoot) mainParents = parents
    linkParents(e, node, td, parents)
    for (let i = above.length - 1; i >= 0; i--) aStack.push([above[i], parents[i]])
  }
  return mainParents
}

/** The cards of a person's parents on the ancestry side, each with the person as its one child. */
function emitParents(e: Emission, node: LayoutNode, td: TreeDatum): TreeDatum[] {
  const linkId = 'a:' + node.tid
  const above = node.children ?? []
  const parents = objectList<TreeDatum>(above.length)
  for (let i = 0; i < above.length; i++) {
    const p = above[i]
    const children = objectList<TreeDatum>(1)
    children[0] = td
    const ptd: TreeDatum = {
      data: p.data,
      x: xOf(e, p.x, -p.depth),
      y: yOf(e, p.x, -p.depth),
      depth: p.depth,
      tid: p.tid,
      is_ancestry: true,
      main: undefined,
      sibling: undefined,
      spouse: undefined,
      coparent: undefined,
      toggles: sharedToggles(e, p),
      parents: undefined,
      parent: undefined,
      toward_main: td,
      link_to_main: linkId,
      spouses: undefined,
      children,
      key: '',
      duplicate: undefined,
      is_private: undefined,
      all_rels_displayed: false,
      family_switch: undefined,
    }
    e.nodes.push(ptd)
    countCard(e.cards, ptd, positionOf(e, p), e.index)
    parents[i] = ptd
  }
  return parents
}

/** The link from a person up to their parents (to the middle of a couple), and the couple's own link. */
function linkParents(e: Emission, node: LayoutNode, td: TreeDatum, parents: TreeDatum[]): void {
  const target = parents.length === 2 ? mid(parents[0], parents[1]) : ([parents[0].x, parents[0].y] as [number, number])
  e.links.push(createTreeLink('a:' + node.tid, 'ancestry', [td.x, td.y], target, node.tid, parents[0].tid!))
  if (parents.length === 2) {
    parents[0].coparent = parents[1]
    parents[1].coparent = parents[0]
    const [f, m] = parents
    e.links.push(createTreeLink(`s:${m.tid}`, 'spouse', [f.x, f.y], [m.x, m.y], f.tid!, m.tid!, [f, m]))
  }
}

/** Siblings of main hang from main's parents. */
function linkSiblingsOfMain(e: Emission, mainParents: TreeDatum[]): void {
  if (!mainParents.length) return
  const source =
    mainParents.length === 2
      ? mid(mainParents[0], mainParents[1])
      : ([mainParents[0].x, mainParents[0].y] as [number, number])
  for (const td of e.siblings) {
    td.parents = mainParents
    td.toward_main = mainParents[0]
    td.link_to_main = `l:${td.tid}`
    e.links.push(createTreeLink(`l:${td.tid}`, 'sibling', source, [td.x, td.y], mainParents[0].tid!, td.tid!))
  }
}
