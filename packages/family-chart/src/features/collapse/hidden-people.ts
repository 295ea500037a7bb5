/**
 * Who a fold hides, counted as a person sees it: everyone of the branch who is drawn nowhere else. With pedigree
 * collapse a person can be reached by two paths; folding one path leaves them drawn by the other, so they are not
 * counted (and not hidden).
 */
import type { TreeDatum } from '../../layout/types'
import type { FoldSide } from './fold-state'

/** The relations a fold follows, by id (ids of people missing from the data are never returned). */
export interface FoldGraph {
  parentsOf(id: string): string[]
  childrenOf(id: string): string[]
  spousesOf(id: string): string[]
}

/**
 * The people of a person's branch, the person left out, up to `generations` away: ancestors for 'ancestry';
 * descendants and the spouses drawn beside them for 'progeny'. Terminates on parent cycles.
 */
export function branchIds(graph: FoldGraph, id: string, side: FoldSide, generations = Infinity): string[] {
  const seen = new Set<string>([id])
  const found: string[] = []
  let row = [id]
  for (let gen = 0; gen < generations && row.length; gen++) {
    const next: string[] = []
    for (const person of row) {
      for (const relative of side === 'ancestry' ? graph.parentsOf(person) : graph.childrenOf(person)) {
        if (seen.has(relative)) continue
        seen.add(relative)
        found.push(relative)
        next.push(relative)
      }
    }
    if (side === 'progeny') {
      for (const child of next)
        for (const spouse of graph.spousesOf(child))
          if (!seen.has(spouse)) {
            seen.add(spouse)
            found.push(spouse)
          }
    }
    row = next
  }
  return found
}

/** Who a fold in place hides: the branch's people not drawn in the tree (`drawn`: the ids of its cards). */
export function hiddenByFold(
  graph: FoldGraph,
  id: string,
  side: FoldSide,
  drawn: ReadonlySet<string>,
  generations = Infinity,
): string[] {
  return branchIds(graph, id, side, generations).filter((other) => !drawn.has(other))
}

/** The cards drawn beyond a card on one side: its parents upward, or its children (with their spouses) downward. */
function cardsBeyond(card: TreeDatum, side: FoldSide): TreeDatum[] {
  const out: TreeDatum[] = []
  const stack = [card]
  while (stack.length) {
    const d = stack.pop()!
    const next = side === 'ancestry' ? d.parents : d.children
    for (const n of next ?? []) {
      out.push(n)
      if (side === 'progeny') for (const sp of n.spouses ?? []) out.push(sp)
      stack.push(n)
    }
  }
  return out
}

/**
 * Who folding a drawn card would hide: the people of the cards beyond it who have no card elsewhere in the tree.
 * `isPerson` leaves out cards that stand for nobody (empty cards of unknown parents, add-relative placeholders).
 */
export function hiddenIfFolded(
  card: TreeDatum,
  side: FoldSide,
  isPerson: (d: TreeDatum) => boolean = () => true,
): string[] {
  if (side === 'ancestry' && !(card.is_ancestry || card.main)) return []
  const beyond = cardsBeyond(card, side).filter((d) => isPerson(d) && d.data.id !== card.data.id)
  const inBranch = new Map<string, number>()
  for (const d of beyond) inBranch.set(d.data.id, (inBranch.get(d.data.id) ?? 0) + 1)
  const out: string[] = []
  for (const d of beyond) {
    const id = d.data.id
    const here = inBranch.get(id)
    // `duplicate` is how many cards the person has in the whole tree, when more than one.
    if (here !== undefined && here >= (d.duplicate ?? 1)) out.push(id)
    inBranch.delete(id)
  }
  return out
}
