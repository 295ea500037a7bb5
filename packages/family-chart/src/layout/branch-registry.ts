/** Decides which occurrence of a shared branch (pedigree collapse) is expanded, and counts occurrences. */

export interface BranchRegistry {
  /** True when the branch `key` should be expanded at the node `tid`. */
  shouldExpand(key: string, tid: string): boolean
  occurrences(key: string): number
  /** Keys whose chosen open occurrence never showed up (e.g. the main person changed). */
  unmatchedChoices(): string[]
}

export function createBranchRegistry(enabled: boolean, open: Record<string, string> = {}): BranchRegistry {
  const counts = new Map<string, number>()
  const expanded = new Set<string>()
  const matched = new Set<string>()
  return {
    shouldExpand(key, tid) {
      counts.set(key, (counts.get(key) ?? 0) + 1)
      if (!enabled) return true
      const chosen = open[key]
      if (chosen !== undefined) {
        if (chosen !== tid) return false
        matched.add(key)
        return true
      }
      if (expanded.has(key)) return false
      expanded.add(key)
      return true
    },
    occurrences: (key) => counts.get(key) ?? 0,
    unmatchedChoices: () => Object.keys(open).filter((k) => counts.has(k) && !matched.has(k)),
  }
}
