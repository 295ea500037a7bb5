/** The people of an import who are their own ancestor: a walk over the father and mother each person was given. */
import type { PersonEntry } from './entries'

/**
 * Ids of the people on a cycle of parent links, in the order the walk meets them: the same people, in the same order,
 * as findOwnAncestors (data/validate) gives for the imported data, without a map of the data by id. Uses each entry's
 * `mark` (0: not seen, -1: done, k > 0: on the current path at position k - 1).
 */
export function ownAncestors(people: PersonEntry[]): string[] {
  const onCycle = new Set<PersonEntry>()
  const path: PersonEntry[] = []
  const next: number[] = []
  for (const start of people) {
    if (start.mark !== 0) continue
    path.push(start)
    next.push(0)
    start.mark = 1
    while (path.length) {
      const top = path.length - 1
      const entry = path[top]
      if (next[top] < 2) {
        const parent = next[top]++ === 0 ? entry.father : entry.mother
        if (parent === null) continue
        if (parent.mark > 0) {
          for (let i = parent.mark - 1; i < path.length; i++) onCycle.add(path[i])
        } else if (parent.mark === 0) {
          parent.mark = path.length + 1
          path.push(parent)
          next.push(0)
        }
      } else {
        entry.mark = -1
        path.pop()
        next.pop()
      }
    }
  }
  return [...onCycle].map((p) => p.id)
}
