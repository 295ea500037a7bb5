// How two people are related: the chain of people from one to the other and the relationship in words, both ways.
import type { Data } from '../../data/types'
import { buildRelationIndex, type RelationIndex } from '../../data/relation-index'
import { ancestorSteps, pathDown, type AncestorStep } from '../../data/kinship/ancestors'
import { calculateKinships } from '../../data/kinship/calculate-kinships'
import { describePath } from './describe-path'

/**
 * Two people's relationship: `path` runs from the first person to the second (both included), `label` says what
 * the second is to the first ("2nd cousin once removed", "sister-in-law", "wife's nephew") and `reverseLabel` what
 * the first is to the second.
 * @since next
 */
export interface Relationship {
  path: string[]
  label: string
  reverseLabel: string
}

/** The common ancestor closest to both: fewest generations in all, then a direct line, then fewest up from `a`. */
function closestCommonAncestor(a: Map<string, AncestorStep>, b: Map<string, AncestorStep>): string | undefined {
  let best: { id: string; upA: number; upB: number } | undefined
  for (const [id, stepA] of a) {
    const stepB = b.get(id)
    if (!stepB) continue
    const candidate = { id, upA: stepA.up, upB: stepB.up }
    if (!best || rankCommon(candidate) < rankCommon(best)) best = candidate
  }
  return best?.id
}

/** Sort key of a common ancestor: generations in all, then collateral after direct, then generations up. */
function rankCommon({ upA, upB }: { upA: number; upB: number }): number {
  const collateral = upA > 0 && upB > 0 ? 1 : 0
  return ((upA + upB) * 2 + collateral) * 1e6 + upA
}

/** The path up from `a` to the closest common ancestor and down to `b`, or undefined when they share none. */
function bloodPath(index: RelationIndex, a: string, b: string): string[] | undefined {
  const stepsA = ancestorSteps(index, a)
  const stepsB = ancestorSteps(index, b)
  const lca = closestCommonAncestor(stepsA, stepsB)
  if (lca === undefined) return undefined
  return [...pathDown(stepsA, lca).reverse(), ...pathDown(stepsB, lca).slice(1)]
}

/** Neighbours by blood and marriage, in a stable order: parents, spouses, children. */
function neighbours(index: RelationIndex, id: string): string[] {
  const { father, mother, spouses, children } = index.rels(id)
  return [father, mother, ...spouses, ...children].filter((n): n is string => n !== undefined && index.has(n))
}

/** The shortest chain of parent, child and spouse links from `a` to `b` (breadth first), or undefined. */
function shortestPath(index: RelationIndex, a: string, b: string): string[] | undefined {
  const cameFrom = new Map<string, string | null>([[a, null]])
  const queue = [a]
  for (let head = 0; head < queue.length && !cameFrom.has(b); head++) {
    for (const next of neighbours(index, queue[head])) {
      if (cameFrom.has(next)) continue
      cameFrom.set(next, queue[head])
      queue.push(next)
    }
  }
  if (!cameFrom.has(b)) return undefined
  const path: string[] = []
  for (let id: string | null | undefined = b; id != null; id = cameFrom.get(id)) path.push(id)
  return path.reverse()
}

/** The label of `to` seen from `from`: the library's kinship name when it has one, else the path described. */
function labelOf(data: Data, index: RelationIndex, path: string[]): string {
  const from = path[0]
  const to = path[path.length - 1]
  return calculateKinships(from, data, { show_in_law: true })[to] ?? describePath(data, index, path)
}

/**
 * How `toId` is related to `fromId`: through their closest common ancestor when they are blood relatives, else
 * along the shortest chain of parents, children and marriages. `null` when either is unknown or they are not
 * connected at all.
 * @since next
 */
export function relationshipBetween(data: Data, fromId: string, toId: string): Relationship | null {
  const index = buildRelationIndex(data)
  if (!index.has(fromId) || !index.has(toId)) return null
  if (fromId === toId) return { path: [fromId], label: 'self', reverseLabel: 'self' }
  const path = bloodPath(index, fromId, toId) ?? shortestPath(index, fromId, toId)
  if (!path) return null
  return { path, label: labelOf(data, index, path), reverseLabel: labelOf(data, index, [...path].reverse()) }
}
