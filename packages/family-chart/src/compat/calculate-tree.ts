/**
 * The published layout functions: `calculateTree` as 0.8 / 0.9 have it (the main person's record flagged `main`,
 * which card code written for them reads) and `CalculateTree`, with the data among the options.
 */
import type { Data } from '../data/types'
import type { CalculateTreeOptions, Tree } from '../layout/types'
import { calculateTree as layOut } from '../layout/calculate-tree'
import { flagMainPerson } from './main-flag'
import { keepInPlace } from '../layout/keep-in-place'
import { parentFamilyLayout } from '../layout/parent-families'
import { livingPrivacyRule } from '../data/privacy/living-privacy'
import { byMarriageDate } from '../layout/marriage-order'
import { relationIndexOfSteps } from '../data/relation-index-cache'

/**
 * Lays out the family around the main person: ancestors above, descendants below with spouses beside the person
 * they married, optional siblings of main. Terminates on any input (cycles, dangling references, duplicate ids). As
 * in 0.8 and 0.9, the main person's record says it is main (`datum.main`, not enumerable, so never saved).
 * @group Compatibility
 * @since 0.8.0
 */
export function calculateTree(data: Data, options: CalculateTreeOptions = {}): Tree {
  const tree = layOut(data, {
    parent_family_layout: parentFamilyLayout,
    privacy_rule: livingPrivacyRule,
    marriage_order: byMarriageDate,
    index_steps: relationIndexOfSteps,
    ...options,
  })
  keepInPlace(tree, options)
  flagMainPerson(tree.data, data)
  return tree
}

/**
 * Lays a tree out, as {@link calculateTree} does, from options that hold the data too.
 * @deprecated use `calculateTree(data, options)`.
 * @example
 * ```js
 * const tree = f3.CalculateTree({ data, main_id: 'me', node_separation: 250, level_separation: 150 })
 * ```
 * @group Compatibility
 * @since 0.8.0
 */
export function CalculateTree(options: CalculateTreeOptions & { data: Data }): Tree {
  return calculateTree(options.data, options)
}
