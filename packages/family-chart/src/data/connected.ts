/** Which people are connected to a given person through any chain of relations. */
import type { Data } from './types'
import { buildRelationIndex } from './relation-index'
import { otherParentsOf } from './parent-families'

/**
 * The ids of everyone connected to a person through parents (those of other families in `rels.other_parents`
 * included), spouses and children. @since next
 */
export function connectedIds(data: Data, startId: string): Set<string> {
  const index = buildRelationIndex(data)
  const seen = new Set<string>()
  if (!index.has(startId)) return seen
  const queue = [startId]
  seen.add(startId)
  while (queue.length) {
    const id = queue.pop()!
    const r = index.rels(id)
    const d = index.get(id)
    // The index leaves out links to other parent families (the chart does not draw them): read them from the data.
    const adopted = Array.isArray(d?.rels?.children)
      ? d!.rels.children.filter((c) => otherParentsOf(index.get(c)).includes(id))
      : []
    for (const n of [r.father, r.mother, ...r.spouses, ...r.children, ...otherParentsOf(d), ...adopted]) {
      if (typeof n === 'string' && index.has(n) && !seen.has(n)) {
        seen.add(n)
        queue.push(n)
      }
    }
  }
  return seen
}
