/** The published `CalculateTree`: the layout with the data among the options. */
import type { Data } from '../data/types'
import type { CalculateTreeOptions, Tree } from '../layout/types'
import { calculateTree } from '../layout/calculate-tree'

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
