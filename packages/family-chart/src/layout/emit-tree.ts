/** Turns positioned hierarchy nodes into the plain TreeDatum list and link list the view draws. */
import type { RelationIndex } from '../data/relation-index'
import type { LayoutNode } from './layout-node'
import type { TreeDatum, TreeLink } from './types'
import type { LayoutSettings } from './settings'
import { isEmptyCard } from './empty-card'
import { ITEMS_PER_STEP, type Steps } from './steps'

export interface EmitInput {
  progenyRoot: LayoutNode
  ancestryRoot: LayoutNode
  settings: LayoutSettings
  index: RelationIndex
  occurrences: (key: string) => number
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
  parents: TreeDatum[][]
  sources: [number, number][]
}

/** 0 for a spouse beside the person; else how many of the person's other spouses sit between them. */
function laneOf(node: LayoutNode, i: number): number {
  return Math.max(0, Math.abs(node.spouses[i].slot - node.person_slot) - 1)
}

export function* emitTree({ progenyRoot, ancestryRoot, settings, index, occurrences }: EmitInput): Steps<{ nodes: TreeDatum[]; links: TreeLink[] }> {
  let done = 0
  const nodes: TreeDatum[] = []
  // Beside each card, the index position of its person when the layout node knows it (-1: look it up by id).
  const known: number[] = []
  const positionOf = (node: LayoutNode) => (node.at >= 0 && index.ids[node.at] === node.data.id ? node.at : -1)
  const links: TreeLink[] = []
  const { nodeSeparation: along, levelSeparation: across, isHorizontal } = settings
  // Screen coordinates of a slot (along the generation) and a depth (across generations).
  const xOf = (slot: number, depth: number) => (isHorizontal ? depth * across : slot * along)
  const yOf = (slot: number, depth: number) => (isHorizontal ? slot * along : depth * across)
  const toggleOf = (node: LayoutNode) => {
    if (!node.toggles.length) return undefined
    const shared = node.toggles.filter((t) => occurrences(t.key) > 1)
    return shared.length ? shared : undefined
  }
  const mid = (a: TreeDatum, b: TreeDatum): [number, number] => [(a.x + b.x) / 2, (a.y + b.y) / 2]
  const besideSpouse = (node: LayoutNode, i: number, depth: number): [number, number] => {
    const at = node.spouses[i].x!
    const slot = at + Math.sign(node.x - at) / 2
    return [xOf(slot, depth), yOf(slot, depth)]
  }

  // Progeny side, main first (pre-order, so the first occurrence of a person comes first).
  // Beside each node waiting on the stack, the family of its parent (none under the root).
  const stack: LayoutNode[] = [...(progenyRoot.children ?? [])].reverse()
  const familyStack: (Family | undefined)[] = stack.map(() => undefined)
  while (stack.length) {
    if (++done % ITEMS_PER_STEP === 0) yield
    const node = stack.pop()!
    const family = familyStack.pop()
    const parentTd = family?.td
    const x = xOf(node.x, node.depth)
    const y = yOf(node.x, node.depth)
    const main = node.kind === 'main' || undefined
    const sibling = node.kind === 'sibling' || undefined
    const coparent = parentTd && node.via_spouse >= 0 ? parentTd.spouses?.[node.via_spouse] : undefined
    const linkId = parentTd ? 'l:' + node.tid : ''
    // Children of the same couple share one parents list and one start point for their links (as siblings of main
    // share main's parents): a big tree makes far fewer small arrays, which the garbage collector copies while they live.
    const couple = node.via_spouse + 1
    const parents = family ? (family.parents[couple] ??= coparent ? [family.td, coparent] : [family.td]) : undefined
    // One literal per case, with every field the node gets here (in the order they were always set), so the object
    // is made at its final size instead of growing a property store afterwards.
    const td: TreeDatum = parentTd
      ? {
        data: node.data, x, y, depth: node.depth, tid: node.tid, is_ancestry: false, main, sibling, toggles: toggleOf(node),
        parents, parent: parentTd, toward_main: parentTd, link_to_main: linkId,
        spouses: undefined, children: undefined, key: '', duplicate: undefined, is_private: undefined, all_rels_displayed: false,
      }
      : {
        data: node.data, x, y, depth: node.depth, tid: node.tid, is_ancestry: false, main, sibling, toggles: toggleOf(node),
        parents: undefined, parent: undefined, toward_main: undefined, link_to_main: undefined,
        spouses: undefined, children: undefined, key: '', duplicate: undefined, is_private: undefined, all_rels_displayed: false,
      }
    nodes.push(td)
    known.push(positionOf(node))
    if (parentTd) {
      ;(parentTd.children ??= []).push(td)
      const parentNode = node.parent!
      const lane = node.via_spouse >= 0 ? laneOf(parentNode, node.via_spouse) : 0
      // A couple's children hang from the gap beside the spouse, on the person's side: between the two for a couple
      // side by side, else under the gap where that couple's own link runs.
      const source = (family!.sources[couple] ??= coparent ? besideSpouse(parentNode, node.via_spouse, parentNode.depth) : [parentTd.x, parentTd.y])
      const link: TreeLink = { id: linkId, kind: 'child', source, target: [x, y], from: parentTd.tid!, to: node.tid }
      if (lane) link.lane = lane
      links.push(link)
    }
    if (node.spouses.length) {
      const spouses: TreeDatum[] = []
      for (let i = 0; i < node.spouses.length; i++) {
        const slot = node.spouses[i]
        const sx = xOf(slot.x!, node.depth)
        const sy = yOf(slot.x!, node.depth)
        const linkId = 's:' + slot.tid
        const sp: TreeDatum = {
          data: slot.data, x: sx, y: sy, depth: node.depth, tid: slot.tid, is_ancestry: false, spouse: td, toward_main: td, link_to_main: linkId,
          key: '', duplicate: undefined, is_private: undefined, all_rels_displayed: false,
        }
        nodes.push(sp)
        known.push(-1)
        const lane = laneOf(node, i)
        // A link that runs below the row leaves the person's card a little toward the spouse, so the links to the
        // spouses on either side (or in further lanes) do not start from one point.
        const start = lane ? node.x + Math.sign(slot.x! - node.x) * Math.min(LANE_START, LANE_START_STEP * (lane + 1)) : node.x
        const link: TreeLink = { id: linkId, kind: 'spouse', source: [xOf(start, node.depth), yOf(start, node.depth)], target: [sx, sy], from: node.tid, to: slot.tid, spouses: [td, sp] }
        if (lane) link.lane = lane
        links.push(link)
        spouses.push(sp)
      }
      td.spouses = spouses
    }
    const children = node.children
    if (children) {
      const own: Family = { td, parents: [], sources: [] }
      for (let i = children.length - 1; i >= 0; i--) {
        stack.push(children[i])
        familyStack.push(own)
      }
    }
  }

  const mainTd = nodes.find((n) => n.main)!
  // Ancestry side: the root is the main person, already emitted.
  const aStack: [LayoutNode, TreeDatum][] = [[ancestryRoot, mainTd]]
  mainTd.toggles = [...(mainTd.toggles ?? []), ...(toggleOf(ancestryRoot) ?? [])]
  if (!mainTd.toggles.length) delete mainTd.toggles
  let mainParents: TreeDatum[] = []
  while (aStack.length) {
    if (++done % ITEMS_PER_STEP === 0) yield
    const [node, td] = aStack.pop()!
    const linkId = 'a:' + node.tid
    const parents = (node.children ?? []).map((p) => {
      const ptd: TreeDatum = {
        data: p.data, x: xOf(p.x, -p.depth), y: yOf(p.x, -p.depth), depth: p.depth, tid: p.tid,
        is_ancestry: true, toward_main: td, link_to_main: linkId, toggles: toggleOf(p), children: [td],
        parents: undefined, coparent: undefined, key: '', duplicate: undefined, is_private: undefined, all_rels_displayed: false,
      }
      nodes.push(ptd)
      known.push(positionOf(p))
      return ptd
    })
    if (!parents.length) continue
    td.parents = parents
    if (node === ancestryRoot) mainParents = parents
    const target = parents.length === 2 ? mid(parents[0], parents[1]) : ([parents[0].x, parents[0].y] as [number, number])
    links.push({ id: linkId, kind: 'ancestry', source: [td.x, td.y], target, from: node.tid, to: parents[0].tid! })
    if (parents.length === 2) {
      parents[0].coparent = parents[1]
      parents[1].coparent = parents[0]
      const [f, m] = parents
      links.push({ id: `s:${m.tid}`, kind: 'spouse', source: [f.x, f.y], target: [m.x, m.y], from: f.tid!, to: m.tid!, spouses: [f, m] })
    }
    for (let i = node.children!.length - 1; i >= 0; i--) aStack.push([node.children![i], parents[i]])
  }

  // Siblings of main hang from main's parents.
  if (mainParents.length) {
    const source = mainParents.length === 2 ? mid(mainParents[0], mainParents[1]) : ([mainParents[0].x, mainParents[0].y] as [number, number])
    for (const td of nodes) {
      if (!td.sibling) continue
      td.parents = mainParents
      td.toward_main = mainParents[0]
      td.link_to_main = `l:${td.tid}`
      links.push({ id: `l:${td.tid}`, kind: 'sibling', source, target: [td.x, td.y], from: mainParents[0].tid!, to: td.tid! })
    }
  }

  yield
  yield* finishNodes(nodes, known, index, settings)
  return { nodes, links }
}

/** Duplicate counts, private flags, mini-tree flags and stable view keys. */
function* finishNodes(nodes: TreeDatum[], known: number[], index: RelationIndex, settings: LayoutSettings): Steps<void> {
  // Cards are counted by the position of their person in the index; the few that are not people of the data
  // (empty cards) by id.
  const { father, mother, spouses, children } = index.links
  const counts = new Int32Array(index.ids.length)
  const otherCounts = new Map<string, number>()
  const at = new Int32Array(nodes.length)
  for (let k = 0; k < nodes.length; k++) {
    const id = nodes[k].data.id
    const p = known[k] >= 0 ? known[k] : index.positionOf(id)
    at[k] = p
    if (p >= 0) counts[p]++
    else otherCounts.set(id, (otherCounts.get(id) ?? 0) + 1)
  }
  yield
  const allShown = (list: { start: Int32Array; length: Int32Array; targets: Int32Array }, p: number) => {
    for (let k = list.start[p], end = k + list.length[p]; k < end; k++) if (!counts[list.targets[k]]) return false
    return true
  }
  // How many cards of each person were finished so far: the first keeps the person's id as its key.
  const seen = new Int32Array(index.ids.length)
  const otherSeen = new Set<string>()
  for (let k = 0; k < nodes.length; k++) {
    if ((k + 1) % ITEMS_PER_STEP === 0) yield
    const td = nodes[k]
    const id = td.data.id
    const p = at[k]
    const count = p >= 0 ? counts[p] : otherCounts.get(id)!
    const empty = isEmptyCard(td.data)
    if (count > 1 && !empty) td.duplicate = count
    if (p >= 0) td.key = seen[p]++ ? td.tid : id
    else {
      td.key = otherSeen.has(id) ? td.tid : id
      otherSeen.add(id)
    }
    if (empty) {
      td.all_rels_displayed = true
      continue
    }
    if (settings.privateCondition) {
      try {
        td.is_private = !!settings.privateCondition(td.data)
      } catch {
        td.is_private = false
      }
    }
    td.all_rels_displayed = p < 0 || ((father[p] < 0 || counts[father[p]] > 0) && (mother[p] < 0 || counts[mother[p]] > 0)
      && allShown(spouses, p) && allShown(children, p))
  }
}
