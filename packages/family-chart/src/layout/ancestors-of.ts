/** Everyone above a person through father and mother links, each once, whatever cycles the data holds. */
import type { RelationIndex } from '../data/relation-index'
import { drawnParentsAt } from './drawn-parents'

/** `chosen`: children drawn in a family other than father / mother (see parent-families.ts). */
export function ancestorsOf(
  index: RelationIndex,
  id: string,
  chosen: ReadonlyMap<number, [number, number]> = new Map(),
): Set<string> {
  const seen = new Set<string>()
  const stack = [id]
  while (stack.length) {
    for (const at of drawnParentsAt(index, chosen, index.positionOf(stack.pop()!))) {
      if (at < 0) continue
      const p = index.ids[at]
      if (!seen.has(p)) {
        seen.add(p)
        stack.push(p)
      }
    }
  }
  return seen
}
