// Ancestor walks shared by the kinship features: generation distances up through father and mother.
import type { RelationIndex } from '../relation-index'

/** One ancestor of a start person: how many generations up, and the child through which it was first reached. */
export interface AncestorStep {
  /** Generations between the start person and this ancestor; 0 for the start person. */
  up: number
  /** The child of this ancestor on a shortest path down to the start person; absent for the start person. */
  via?: string
}

/**
 * Breadth-first walk from `startId` up through father and mother. Each ancestor is visited once, at its shortest
 * distance, so cyclic data terminates. The map includes the start person at distance 0 and keeps discovery order.
 */
export function ancestorSteps(index: RelationIndex, startId: string): Map<string, AncestorStep> {
  const steps = new Map<string, AncestorStep>()
  if (!index.has(startId)) return steps
  steps.set(startId, { up: 0 })
  const queue = [startId]
  for (let head = 0; head < queue.length; head++) {
    const id = queue[head]
    const up = steps.get(id)!.up + 1
    const { father, mother } = index.rels(id)
    for (const parent of [father, mother]) {
      if (parent === undefined || steps.has(parent)) continue
      steps.set(parent, { up, via: id })
      queue.push(parent)
    }
  }
  return steps
}

/** The ids on the recorded shortest path from an ancestor down to the start person, both ends included. */
export function pathDown(steps: Map<string, AncestorStep>, ancestorId: string): string[] {
  const path: string[] = []
  let id: string | undefined = ancestorId
  while (id !== undefined && path.length <= steps.size) {
    path.push(id)
    id = steps.get(id)?.via
  }
  return path
}

/** Whether two people count as half kin: exactly one known parent in common and another known parent on a side. */
export function isHalfKin(index: RelationIndex, a: string, b: string): boolean {
  const parentsOf = (id: string) => {
    const { father, mother } = index.rels(id)
    return [father, mother].filter((p): p is string => p !== undefined)
  }
  const pa = parentsOf(a)
  const pb = parentsOf(b)
  const shared = pa.filter((p) => pb.includes(p)).length
  return shared === 1 && new Set([...pa, ...pb]).size > 1
}
