/**
 * How many layout nodes one calculateTree may build. Pedigree collapse (the same ancestors reached along many
 * paths) can multiply the nodes of a small family without end; the budget keeps the work in proportion to the
 * people, and records whether anything was left out for it.
 */

/** Hard cap on drawn nodes, whatever the data, so no input can exhaust memory. */
export const MAX_LAYOUT_NODES = 400_000
/** Nodes the layout may build before repeated branches count as runaway pedigree collapse: a base plus a few per person. */
export const BASE_LAYOUT_NODES = 2000
export const NODES_PER_PERSON = 4

export interface LayoutBudget {
  left: number
  /** Set once a node was left out because the budget was spent. */
  cut: boolean
}

/** The budget for a family of `people`: enough for every person in several places, never above the hard cap. */
export function layoutBudget(people: number, cap = MAX_LAYOUT_NODES): LayoutBudget {
  return { left: Math.min(cap, BASE_LAYOUT_NODES + NODES_PER_PERSON * people), cut: false }
}

/** Takes one node from the budget; false, and the budget marked cut, when it is spent. */
export function takeNode(budget: LayoutBudget): boolean {
  if (budget.left <= 0) {
    budget.cut = true
    return false
  }
  budget.left--
  return true
}
