/** Everyone above a person through father and mother links, each once, whatever cycles the data holds. */
import type { RelationIndex } from '../data/relation-index'

export function ancestorsOf(index: RelationIndex, id: string): Set<string> {
  const seen = new Set<string>()
  const stack = [id]
  while (stack.length) {
    const r = index.rels(stack.pop()!)
    for (const p of [r.father, r.mother]) {
      if (p && !seen.has(p)) {
        seen.add(p)
        stack.push(p)
      }
    }
  }
  return seen
}
