// Names how every relative of one main person is related to them, in lower-case English.
import type { Data } from '../types'
import { buildRelationIndex, type RelationIndex } from '../relation-index'
import { ancestorSteps, isHalfKin } from './ancestors'

/** Options of the kinship naming. @since 0.8.0 */
export interface KinshipInfoConfig {
  /** Also name in-laws: the spouse's parents and siblings, the siblings' spouses and the children's spouses. */
  show_in_law?: boolean
}

/** Kinship label by person id, relative to the main person. The main person maps to 'self'. @since 0.8.0 */
export type Kinships = Record<string, string>

/** How a blood relative is reached: up from main to a lowest common ancestor, then down to the relative. */
interface Reach {
  up: number
  down: number
  lca: string
  /** The child of the common ancestor on the way down to the relative; absent when down is 0. */
  branch?: string
}

type Words = readonly [male: string, female: string, unknown: string]

/** '1st', '2nd', '3rd', '4th', '11th', '21st' ... */
function ordinal(n: number): string {
  const tens = n % 100
  if (tens >= 11 && tens <= 13) return `${n}th`
  const suffix = ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'
  return `${n}${suffix}`
}

/** '' for 0, 'great-' for 1, then '2nd great-', '3rd great-' ... */
function greatPrefix(count: number): string {
  if (count <= 0) return ''
  if (count === 1) return 'great-'
  return `${ordinal(count)} great-`
}

function removedSuffix(times: number): string {
  if (times <= 0) return ''
  const word = ['', 'once', 'twice', 'thrice'][times] ?? `${times} times`
  return ` ${word} removed`
}

function byGender(index: RelationIndex, id: string, words: Words): string {
  const gender = index.get(id)?.data?.gender
  return gender === 'M' ? words[0] : gender === 'F' ? words[1] : words[2]
}

/** The blood kinship label of `id`, `up` generations from main to the common ancestor and `down` back to `id`. */
function bloodLabel(index: RelationIndex, id: string, up: number, down: number, half: boolean): string {
  const word = (words: Words) => byGender(index, id, words)
  const halfPrefix = half ? 'half-' : ''
  if (up === 0 && down === 0) return 'self'
  if (down === 0) {
    if (up === 1) return word(['father', 'mother', 'parent'])
    return greatPrefix(up - 2) + word(['grandfather', 'grandmother', 'grandparent'])
  }
  if (up === 0) {
    if (down === 1) return word(['son', 'daughter', 'child'])
    return greatPrefix(down - 2) + word(['grandson', 'granddaughter', 'grandchild'])
  }
  if (up === 1 && down === 1) return halfPrefix + word(['brother', 'sister', 'sibling'])
  if (up === 1) {
    const grand = down === 2 ? '' : greatPrefix(down - 3) + 'grand'
    return halfPrefix + grand + word(['nephew', 'niece', 'nibling'])
  }
  if (down === 1) return halfPrefix + greatPrefix(up - 2) + word(['uncle', 'aunt', 'pibling'])
  return `${ordinal(Math.min(up, down) - 1)} ${halfPrefix}cousin${removedSuffix(Math.abs(up - down))}`
}

/** Whether `a` names a closer kinship than `b`: fewer generations, then a direct line, then fewer generations up. */
function closer(a: Reach, b: Reach): boolean {
  const costA = a.up + a.down
  const costB = b.up + b.down
  if (costA !== costB) return costA < costB
  const collateralA = a.up > 0 && a.down > 0
  const collateralB = b.up > 0 && b.down > 0
  if (collateralA !== collateralB) return !collateralA
  return a.up < b.up
}

/**
 * Finds, for every descendant of main's ancestors, the common ancestor that relates them most closely to main
 * (see `closer`). A bucketed breadth-first pass down from all of main's ancestors at once, each one starting at its
 * own distance from main, so every person is settled once and the work stays linear in the data.
 */
function reachBloodRelatives(index: RelationIndex, mainId: string): Map<string, Reach> {
  const ancestors = ancestorSteps(index, mainId)
  const best = new Map<string, Reach>()
  const buckets: string[][] = []
  const offer = (id: string, reach: Reach) => {
    const current = best.get(id)
    if (current && !closer(reach, current)) return
    const cost = reach.up + reach.down
    best.set(id, reach)
    ;(buckets[cost] ??= []).push(id)
  }
  for (const [id, step] of ancestors) offer(id, { up: step.up, down: 0, lca: id })

  const expanded = new Set<string>()
  for (let cost = 0; cost < buckets.length; cost++) {
    for (const id of buckets[cost] ?? []) {
      const reach = best.get(id)!
      if (expanded.has(id) || reach.up + reach.down !== cost) continue
      expanded.add(id)
      for (const child of index.rels(id).children) {
        const branch = reach.down === 0 ? child : reach.branch
        offer(child, { up: reach.up, down: reach.down + 1, lca: reach.lca, branch })
      }
    }
  }

  return best
}

/** A person's parents' other children, full or half, in a stable order. */
function siblingsOf(index: RelationIndex, id: string): string[] {
  const { father, mother } = index.rels(id)
  const siblings = new Set<string>()
  for (const parent of [father, mother]) {
    if (parent === undefined) continue
    for (const child of index.rels(parent).children) if (child !== id) siblings.add(child)
  }
  return [...siblings]
}

/**
 * Maps every person related to `mainId` to an English kinship label, lower case: 'self' for main, parents and
 * '[n-th great-]grand' ancestors, children and grandchildren, brothers and sisters, uncles and aunts, nephews and
 * nieces, 'n-th cousin [k times removed]', 'half-' kin when only one parent is shared, 'husband'/'wife'/'spouse',
 * and with `show_in_law` the parents-, siblings- and children-in-law. Gender words fall back to neutral ones
 * ('parent', 'child', 'sibling', ...) when the gender is missing. Blood kinship uses the closest common ancestor;
 * a spouse is named as a spouse even when also a blood relative. Relations are read from both sides, dangling ids
 * are ignored and cyclic data terminates. People not related to main are absent; an unknown `mainId` gives {}.
 * The result has no prototype, so any id is a plain key (read it with `kinships[id]` or `Object.hasOwn`).
 * @since next
 */
export function calculateKinships(mainId: string, data: Data, config: KinshipInfoConfig = {}): Kinships {
  const index = buildRelationIndex(data)
  // No prototype: ids such as "constructor" or "__proto__" are people like any other.
  const kinships: Kinships = Object.create(null)
  if (!index.has(mainId)) return kinships
  const ancestors = ancestorSteps(index, mainId)

  for (const [id, reach] of reachBloodRelatives(index, mainId)) {
    const towardMain = ancestors.get(reach.lca)?.via
    const collateral = reach.up > 0 && reach.down > 0
    const half =
      collateral && towardMain !== undefined && reach.branch !== undefined && isHalfKin(index, towardMain, reach.branch)
    kinships[id] = bloodLabel(index, id, reach.up, reach.down, half)
  }
  kinships[mainId] = 'self'

  const main = index.rels(mainId)
  for (const spouse of main.spouses) kinships[spouse] = byGender(index, spouse, ['husband', 'wife', 'spouse'])

  if (config.show_in_law) {
    const name = (id: string, words: Words) => {
      if (id !== mainId && kinships[id] === undefined) kinships[id] = byGender(index, id, words)
    }
    const parentInLaw: Words = ['father-in-law', 'mother-in-law', 'parent-in-law']
    const childInLaw: Words = ['son-in-law', 'daughter-in-law', 'child-in-law']
    for (const spouse of main.spouses) {
      const { father, mother } = index.rels(spouse)
      for (const parent of [father, mother]) if (parent !== undefined) name(parent, parentInLaw)
    }
    for (const child of main.children) {
      for (const childSpouse of index.rels(child).spouses) name(childSpouse, childInLaw)
    }
    const siblingInLaw: Words = ['brother-in-law', 'sister-in-law', 'sibling-in-law']
    for (const spouse of main.spouses) for (const sibling of siblingsOf(index, spouse)) name(sibling, siblingInLaw)
    for (const sibling of siblingsOf(index, mainId)) {
      for (const siblingSpouse of index.rels(sibling).spouses) name(siblingSpouse, siblingInLaw)
    }
  }
  return kinships
}
