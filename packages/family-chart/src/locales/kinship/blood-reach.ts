// How every blood relative of one person is reached: up to the closest common ancestor, then down, with the way.
import type { RelationIndex } from '../../data/relation-index'
import { ancestorSteps, pathDown, type AncestorStep } from '../../data/kinship/ancestors'

// Ego's ancestors, each at its shortest distance with the child toward ego, and the line down from one to ego: the
// same walk the kinship labels use.
export { ancestorSteps as ancestorsOf, pathDown as lineDownToEgo, type AncestorStep }

/** How a blood relative is reached: `up` from ego to the common ancestor `lca`, `down` from it, through `parent`. */
export interface Reach {
  up: number
  down: number
  lca: string
  /** The relative's parent on the way down; absent when `down` is 0. */
  parent?: string
}

/** Whether reach `a` names a closer kinship than `b`: fewer generations, then a direct line, then fewer up. */
function closer(a: Reach, b: Reach): boolean {
  if (a.up + a.down !== b.up + b.down) return a.up + a.down < b.up + b.down
  const collateralA = a.up > 0 && a.down > 0
  const collateralB = b.up > 0 && b.down > 0
  if (collateralA !== collateralB) return !collateralA
  return a.up < b.up
}

/**
 * Every descendant of ego's ancestors with the way that relates them most closely to ego: a breadth-first pass down
 * from all ancestors at once, bucketed by generations in all, so a person's way is settled before their children
 * are reached from them and the work stays linear in the data.
 */
export function reachBlood(index: RelationIndex, ancestors: Map<string, AncestorStep>): Map<string, Reach> {
  const best = new Map<string, Reach>()
  const buckets: string[][] = []
  const offer = (id: string, reach: Reach) => {
    const current = best.get(id)
    if (current && !closer(reach, current)) return
    best.set(id, reach)
    ;(buckets[reach.up + reach.down] ??= []).push(id)
  }
  for (const [id, step] of ancestors) offer(id, { up: step.up, down: 0, lca: id })
  const expanded = new Set<string>()
  for (let cost = 0; cost < buckets.length; cost++) {
    for (const id of buckets[cost] ?? []) {
      const reach = best.get(id)!
      if (expanded.has(id) || reach.up + reach.down !== cost) continue
      expanded.add(id)
      for (const child of index.rels(id).children) {
        offer(child, { up: reach.up, down: reach.down + 1, lca: reach.lca, parent: id })
      }
    }
  }
  return best
}

/** The people from the common ancestor's child down to the relative, following each one's parent on the way. */
export function lineDownToRelative(reaches: Map<string, Reach>, relativeId: string): string[] {
  const line: string[] = []
  let id: string | undefined = relativeId
  while (id !== undefined && line.length <= reaches.size) {
    const reach = reaches.get(id)
    if (!reach || reach.down === 0) break
    line.push(id)
    id = reach.parent
  }
  return line.reverse()
}
