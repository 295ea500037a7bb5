/** Turns positioned hierarchy nodes into the plain TreeDatum list and link list the view draws. */
import type { RelationIndex } from '../data/relation-index'
import type { LayoutNode } from './layout-node'
import type { TreeDatum, TreeLink } from './types'
import type { LayoutSettings } from './settings'
import { isEmptyCard } from './empty-card'

export interface EmitInput {
  progenyRoot: LayoutNode
  ancestryRoot: LayoutNode
  settings: LayoutSettings
  index: RelationIndex
  occurrences: (key: string) => number
}

export function emitTree({ progenyRoot, ancestryRoot, settings, index, occurrences }: EmitInput) {
  const nodes: TreeDatum[] = []
  const links: TreeLink[] = []
  // The TreeDatum made for each progeny node, so a child finds its parent's without a lookup by tid.
  const emitted = new WeakMap<LayoutNode, TreeDatum>()
  const place = (slotX: number, depth: number): [number, number] => {
    const along = slotX * settings.nodeSeparation
    const across = depth * settings.levelSeparation
    return settings.isHorizontal ? [across, along] : [along, across]
  }
  const make = (node: LayoutNode | { data: LayoutNode['data']; tid: string }, x: number, y: number, depth: number, extra: Partial<TreeDatum>): TreeDatum => {
    const td = Object.assign({ data: node.data, x, y, depth, tid: node.tid } as TreeDatum, extra)
    nodes.push(td)
    return td
  }
  const toggleOf = (node: LayoutNode) => {
    const shared = node.toggles.filter((t) => occurrences(t.key) > 1)
    return shared.length ? shared : undefined
  }
  const mid = (a: TreeDatum, b: TreeDatum): [number, number] => [(a.x + b.x) / 2, (a.y + b.y) / 2]

  // Progeny side, main first (pre-order, so the first occurrence of a person comes first).
  const stack: LayoutNode[] = [...(progenyRoot.children ?? [])].reverse()
  while (stack.length) {
    const node = stack.pop()!
    const [x, y] = place(node.x, node.depth)
    const isMain = node.kind === 'main'
    const parentTd = node.parent && node.parent.kind !== 'root' ? emitted.get(node.parent) : undefined
    const td = make(node, x, y, node.depth, {
      is_ancestry: false,
      main: isMain || undefined,
      sibling: node.kind === 'sibling' || undefined,
      toggles: toggleOf(node),
    })
    emitted.set(node, td)
    if (parentTd) {
      const coparent = node.via_spouse >= 0 ? parentTd.spouses?.[node.via_spouse] : undefined
      td.parents = coparent ? [parentTd, coparent] : [parentTd]
      td.parent = parentTd
      td.toward_main = parentTd
      td.link_to_main = `l:${node.tid}`
      ;(parentTd.children ??= []).push(td)
      const source = coparent ? mid(parentTd, coparent) : ([parentTd.x, parentTd.y] as [number, number])
      links.push({ id: `l:${node.tid}`, kind: 'child', source, target: [x, y], from: parentTd.tid!, to: node.tid })
    }
    if (node.spouses.length) {
      td.spouses = node.spouses.map((slot) => {
        const [sx, sy] = place(slot.x!, node.depth)
        const sp = make(slot, sx, sy, node.depth, { is_ancestry: false, spouse: td, toward_main: td, link_to_main: `s:${slot.tid}` })
        links.push({ id: `s:${slot.tid}`, kind: 'spouse', source: [x, y], target: [sx, sy], from: node.tid, to: slot.tid, spouses: [td, sp] })
        return sp
      })
    }
    const children = node.children ?? []
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i])
  }

  const mainTd = nodes.find((n) => n.main)!
  // Ancestry side: the root is the main person, already emitted.
  const aStack: [LayoutNode, TreeDatum][] = [[ancestryRoot, mainTd]]
  mainTd.toggles = [...(mainTd.toggles ?? []), ...(toggleOf(ancestryRoot) ?? [])]
  if (!mainTd.toggles.length) delete mainTd.toggles
  let mainParents: TreeDatum[] = []
  while (aStack.length) {
    const [node, td] = aStack.pop()!
    const parents = (node.children ?? []).map((p) => {
      const [x, y] = place(p.x, -p.depth)
      const ptd = make(p, x, y, p.depth, { is_ancestry: true, toward_main: td, link_to_main: `a:${node.tid}`, toggles: toggleOf(p) })
      ;(ptd.children ??= []).push(td)
      return ptd
    })
    if (!parents.length) continue
    td.parents = parents
    if (node === ancestryRoot) mainParents = parents
    const target = parents.length === 2 ? mid(parents[0], parents[1]) : ([parents[0].x, parents[0].y] as [number, number])
    links.push({ id: `a:${node.tid}`, kind: 'ancestry', source: [td.x, td.y], target, from: node.tid, to: parents[0].tid! })
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

  finishNodes(nodes, index, settings)
  return { nodes, links }
}

/** Duplicate counts, private flags, mini-tree flags and stable view keys. */
function finishNodes(nodes: TreeDatum[], index: RelationIndex, settings: LayoutSettings) {
  const counts = new Map<string, number>()
  for (const td of nodes) counts.set(td.data.id, (counts.get(td.data.id) ?? 0) + 1)
  const seen = new Set<string>()
  const shown = (id: string | undefined) => !id || counts.has(id)
  const allShown = (ids: string[]) => {
    for (let i = 0; i < ids.length; i++) if (!counts.has(ids[i])) return false
    return true
  }
  for (const td of nodes) {
    const id = td.data.id
    const count = counts.get(id)!
    const empty = isEmptyCard(td.data)
    if (count > 1 && !empty) td.duplicate = count
    td.key = seen.has(id) ? td.tid : id
    seen.add(id)
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
    const r = index.rels(id)
    td.all_rels_displayed = shown(r.father) && shown(r.mother) && allShown(r.spouses) && allShown(r.children)
  }
}
