// Which drawn links of a tree lie on a relationship path: the pure part of highlighting the path.
import type { Tree, TreeDatum, TreeLink } from '../../layout/types'

/** The unordered pair of two ids, as a key. */
const pairKey = (a: string, b: string) => (a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`)

/**
 * The people a link joins, as two groups: a parent link (child, ancestry, sibling, parent-family) runs from a
 * couple to a child, so its parent end stands for both parents of that child.
 */
function linkEnds(link: TreeLink, byTid: Map<string, TreeDatum>): [string[], string[]] | null {
  const from = byTid.get(link.from)
  const to = byTid.get(link.to)
  if (!from || !to) return null
  if (link.kind === 'spouse') return [[from.data.id], [to.data.id]]
  // The child end: the node a child / sibling link leads to; the node an ancestry / parent-family link starts from.
  const [child, parent] = link.kind === 'child' || link.kind === 'sibling' ? [to, from] : [from, to]
  const parents = new Set([parent.data.id, ...(child.parents ?? []).map((p) => p.data.id)])
  if (parent.spouse) parents.add(parent.spouse.data.id)
  if (parent.coparent) parents.add(parent.coparent.data.id)
  return [[child.data.id], [...parents]]
}

/** The ids of the tree's links that join two people next to each other on the path. */
export function linksOnPath(tree: Pick<Tree, 'data' | 'links'>, path: string[]): Set<string> {
  const steps = new Set<string>()
  for (let i = 1; i < path.length; i++) steps.add(pairKey(path[i - 1], path[i]))
  const byTid = new Map<string, TreeDatum>()
  for (const d of tree.data) if (d.tid !== undefined) byTid.set(d.tid, d)
  const out = new Set<string>()
  for (const link of tree.links) {
    const ends = linkEnds(link, byTid)
    if (ends && ends[0].some((a) => ends[1].some((b) => steps.has(pairKey(a, b))))) out.add(link.id)
  }
  return out
}
