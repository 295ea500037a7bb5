/** Which people are connected to a given person through any chain of relations. */
import type { Data } from './types'
import { buildRelationIndex } from './relation-index'

/** The ids of everyone connected to a person through parents, spouses and children. @since next */
export function connectedIds(data: Data, startId: string): Set<string> {
  const index = buildRelationIndex(data)
  const seen = new Set<string>()
  if (!index.has(startId)) return seen
  const queue = [startId]
  seen.add(startId)
  while (queue.length) {
    const id = queue.pop()!
    const r = index.rels(id)
    for (const n of [r.father, r.mother, ...r.spouses, ...r.children]) {
      if (n && !seen.has(n)) {
        seen.add(n)
        queue.push(n)
      }
    }
  }
  return seen
}
