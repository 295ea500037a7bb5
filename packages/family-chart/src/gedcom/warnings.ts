/** Collects the import's warnings, up to a limit, so a broken file of 100,000 lines cannot flood the caller. */

export const MAX_WARNINGS = 200

export interface WarningList {
  add(message: string): void
  /** The warnings, with a closing line counting those left out. */
  list(): string[]
}

export function createWarningList(max = MAX_WARNINGS): WarningList {
  const kept: string[] = []
  let dropped = 0
  return {
    add(message) {
      if (kept.length < max) kept.push(message)
      else dropped++
    },
    list: () => (dropped ? [...kept, `… and ${dropped} more warning${dropped === 1 ? '' : 's'}.`] : [...kept]),
  }
}
