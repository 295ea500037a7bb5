/** Each block's people left to right (block-order.ts), spouses in the order the chart draws them (spouse-order.ts). */
import type { Data } from '../../data/types'
import type { RelationIndex } from '../../data/relation-index'
import { spouseOrder } from '../../layout/spouse-order'
import type { LayoutSettings } from '../../layout/settings'
import type { FamilyGraph } from './families'
import type { BlockList } from './couples'
import { arrangeBlock } from './block-order'
import { inRuns, type Steps } from '../../schedule/steps'

export function* arrangeBlocksSteps(
  graph: FamilyGraph,
  list: BlockList,
  context: { data: Data; index: RelationIndex; settings: LayoutSettings },
): Steps<number[][]> {
  const partners = new Map<number, number[]>()
  const join = (p: number, q: number) => {
    const known = partners.get(p)
    if (known) known.push(q)
    else partners.set(p, [q])
  }
  yield* inRuns(graph.parentA.length, (from, to) => {
    for (let f = from; f < to; f++) {
      const [a, b] = [graph.parentA[f], graph.parentB[f]]
      if (b < 0 || list.blockOf[a] !== list.blockOf[b]) continue
      join(a, b)
      join(b, a)
    }
  })
  const ranked = new Set<number>()
  const partnersOf = (p: number): number[] => {
    const list = partners.get(p) ?? []
    if (list.length < 2 || ranked.has(p)) return list
    ranked.add(p)
    const rank = spouseRanks(graph, p, context)
    return list.sort(
      (q, r) => (rank.get(graph.people[q].id) ?? Infinity) - (rank.get(graph.people[r].id) ?? Infinity) || q - r,
    )
  }
  const isMale = (p: number) => graph.people[p].data?.gender === 'M'
  const arranged: number[][] = new Array(list.members.length)
  yield* inRuns(arranged.length, (from, to) => {
    for (let b = from; b < to; b++) arranged[b] = arrangeBlock(list.members[b], { partnersOf, isMale })
  })
  return arranged
}

/** The place of each spouse id in the person's spouse order; the page's sort function gets a copy of the person. */
function spouseRanks(
  graph: FamilyGraph,
  p: number,
  { data, index, settings }: { data: Data; index: RelationIndex; settings: LayoutSettings },
): Map<string, number> {
  const person = graph.people[p]
  const copy = { ...person, rels: { ...person.rels, spouses: [...(person.rels?.spouses ?? [])] } }
  let order: string[]
  try {
    order = spouseOrder(copy, data, index, settings.sortSpousesFunction, settings.marriageOrder)
  } catch {
    order = index.rels(person.id).spouses
  }
  return new Map(order.map((id, i) => [id, i]))
}
