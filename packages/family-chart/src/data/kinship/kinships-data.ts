// Picks the few people that connect the main person to one relative, to draw a small kinship chart.
import type { Data, Datum } from '../types'
import { buildRelationIndex, type RelationIndex } from '../relation-index'
import { ancestorSteps, pathDown } from './ancestors'

/**
 * The closest common ancestors of `a` and `b`: those with the fewest generations up from `a` plus up from `b`
 * (a person counts as their own ancestor, so a direct line links through its upper end). Returns both people, every
 * closest common ancestor and one shortest path from each such ancestor down to both people; null when unrelated.
 */
function bloodLink(index: RelationIndex, a: string, b: string): Set<string> | null {
  const fromA = ancestorSteps(index, a)
  const fromB = ancestorSteps(index, b)
  let closest: string[] = []
  let bestCost = Infinity
  for (const [id, stepB] of fromB) {
    const stepA = fromA.get(id)
    if (!stepA) continue
    const cost = stepA.up + stepB.up
    if (cost < bestCost) {
      bestCost = cost
      closest = [id]
    } else if (cost === bestCost) {
      closest.push(id)
    }
  }
  if (closest.length === 0) return null

  const ids = new Set<string>()
  for (const ancestor of closest) {
    for (const id of pathDown(fromA, ancestor)) ids.add(id)
    for (const id of pathDown(fromB, ancestor)) ids.add(id)
  }
  return ids
}

function parentsOf(index: RelationIndex, id: string): string[] {
  const { father, mother } = index.rels(id)
  return [father, mother].filter((p): p is string => p !== undefined)
}

/** The parents two different people have in common; empty when they are not (half) siblings. */
function sharedParents(index: RelationIndex, a: string, b: string): string[] {
  if (a === b) return []
  const parentsOfB = parentsOf(index, b)
  return parentsOf(index, a).filter((p) => parentsOfB.includes(p))
}

/**
 * The people linking main to an in-law, or null: a spouse's parent or sibling (through the spouse and, for a
 * sibling, their shared parents), or a child's or sibling's spouse (through that child, or sibling and parents).
 */
function inLawIds(index: RelationIndex, mainId: string, relId: string): Set<string> | null {
  const main = index.rels(mainId)
  for (const spouse of main.spouses) {
    if (parentsOf(index, spouse).includes(relId)) return new Set([mainId, spouse, relId])
  }
  const relSpouses = index.rels(relId).spouses
  for (const child of main.children) {
    if (relSpouses.includes(child)) return new Set([mainId, child, relId])
  }
  for (const spouse of main.spouses) {
    const shared = sharedParents(index, spouse, relId)
    if (shared.length > 0) return new Set([mainId, spouse, ...shared, relId])
  }
  for (const sibling of relSpouses) {
    const shared = sharedParents(index, mainId, sibling)
    if (shared.length > 0) return new Set([mainId, ...shared, sibling, relId])
  }
  return null
}

/** The people connecting main and rel, or null when they are not kin: spouse, blood or in-law link. */
function connectingIds(index: RelationIndex, mainId: string, relId: string): Set<string> | null {
  if (mainId === relId) return new Set([mainId])
  if (index.rels(mainId).spouses.includes(relId)) return new Set([mainId, relId])
  return bloodLink(index, mainId, relId) ?? inLawIds(index, mainId, relId)
}

/** Copies the chosen people in data order, keeping only relations between chosen people (on both sides). */
function trimmedCopy(index: RelationIndex, chosen: Set<string>): Data {
  const copies: Data = []
  for (const id of index.ids) {
    if (!chosen.has(id)) continue
    const person = index.get(id)!
    const source = index.rels(id)
    const rels: Datum['rels'] = {
      spouses: source.spouses.filter((s) => chosen.has(s)),
      children: source.children.filter((c) => chosen.has(c)),
    }
    if (source.father !== undefined && chosen.has(source.father)) rels.father = source.father
    if (source.mother !== undefined && chosen.has(source.mother)) rels.mother = source.mother
    copies.push({ ...person, data: { ...person.data }, rels })
  }
  return copies
}

/**
 * The minimal set of people that shows how `relId` is related to `mainId`, as a new data list fit for a small
 * kinship chart: both people, the paths up from each of them to their closest common ancestor(s) (both partners
 * when the common ancestors are a couple), or the spouse link for a spouse and for in-laws (a spouse's parents and
 * siblings, a sibling's or child's spouse). People are new objects in data order; each one's relations are trimmed
 * to people inside the subset and stated on both sides. The input is not changed. Returns [] when the two are not
 * related that way or either id is unknown.
 * @since next
 */
export function getKinshipsDataStash(mainId: string, relId: string, data: Data): Data {
  const index = buildRelationIndex(data)
  if (!index.has(mainId) || !index.has(relId)) return []
  const chosen = connectingIds(index, mainId, relId)
  return chosen ? trimmedCopy(index, chosen) : []
}
