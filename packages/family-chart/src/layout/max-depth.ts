/** getMaxDepth: how many generations of ancestors and descendants a person has (cycle-safe, breadth-first). */
import type { Data } from '../data/types'
import { buildRelationIndex, type RelationIndex } from '../data/relation-index'

function generations(index: RelationIndex, start: string, next: (id: string) => (string | undefined)[]): number {
  const seen = new Set([start])
  let frontier = [start]
  let depth = 0
  while (true) {
    const nextFrontier: string[] = []
    for (const id of frontier) {
      for (const n of next(id)) {
        if (!n || seen.has(n)) continue
        seen.add(n)
        nextFrontier.push(n)
      }
    }
    if (!nextFrontier.length) return depth
    depth++
    frontier = nextFrontier
  }
}

/**
 * How many generations of ancestors and descendants a person has in the data (what Chart.getMaxDepth returns).
 * @since next
 */
export function getMaxDepth(id: string, data: Data): { ancestry: number; progeny: number } {
  const index = buildRelationIndex(data)
  if (!index.has(id)) return { ancestry: 0, progeny: 0 }
  return {
    ancestry: generations(index, id, (p) => [index.rels(p).father, index.rels(p).mother]),
    progeny: generations(index, id, (p) => index.rels(p).children),
  }
}
