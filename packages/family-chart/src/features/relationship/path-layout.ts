// Which main person and depths draw every card of a relationship path, tried with the pure layout (no DOM).
import type { Data } from '../../data/types'
import type { CalculateTreeOptions, Tree } from '../../layout/types'
import { buildRelationIndex } from '../../data/relation-index'

/** The layout settings that draw a path: the main person and the two depths (undefined: every generation). */
export interface PathLayout {
  main_id: string
  ancestry_depth: number | undefined
  progeny_depth: number | undefined
  /** How many of the path's people the tree with these settings draws (all of them unless no candidate could). */
  drawn: number
}

type Layout = (data: Data, options: CalculateTreeOptions) => Tree

/** The people of a tree, by id. */
function drawnIds(tree: Tree | undefined): Set<string> {
  return new Set((tree?.data ?? []).map((d) => d.data.id))
}

/** How many of the path's people a tree draws. */
export function countDrawn(tree: Tree | undefined, path: string[]): number {
  const ids = drawnIds(tree)
  return path.filter((id) => ids.has(id)).length
}

/**
 * The path's people from the one most generations up (the common ancestor of blood relatives), then its two ends:
 * the main person most likely to have the whole path among their descendants, their spouses and their ancestors.
 */
export function mainCandidates(data: Data, path: string[]): string[] {
  const index = buildRelationIndex(data)
  let generation = 0
  let top = path[0]
  let topGeneration = 0
  for (let i = 1; i < path.length; i++) {
    const { father, mother, children } = index.rels(path[i - 1])
    if (father === path[i] || mother === path[i]) generation++
    else if (children.includes(path[i])) generation--
    if (generation > topGeneration) [top, topGeneration] = [path[i], generation]
  }
  return [...new Set([top, path[0], path[path.length - 1], ...path])]
}

/**
 * The first settings that draw the whole path: the current ones when they do, then each candidate main person with
 * the current depths, then with every generation. When none draws it all, those that draw most of it.
 */
export function layoutShowingPath(
  data: Data,
  path: string[],
  options: CalculateTreeOptions,
  layout: Layout,
  current?: Tree,
): PathLayout {
  const { ancestry_depth, progeny_depth } = options
  if (current && options.main_id && countDrawn(current, path) === path.length) {
    return { main_id: options.main_id, ancestry_depth, progeny_depth, drawn: path.length }
  }
  let best: PathLayout | null = null
  const depths: [number | undefined, number | undefined][] = [[ancestry_depth, progeny_depth]]
  if (ancestry_depth !== undefined || progeny_depth !== undefined) depths.push([undefined, undefined])
  for (const [a, p] of depths) {
    for (const main_id of mainCandidates(data, path)) {
      const drawn = countDrawn(layout(data, { ...options, main_id, ancestry_depth: a, progeny_depth: p }), path)
      const tried: PathLayout = { main_id, ancestry_depth: a, progeny_depth: p, drawn }
      if (drawn === path.length) return tried
      if (!best || drawn > best.drawn) best = tried
    }
  }
  return best ?? { main_id: path[0], ancestry_depth, progeny_depth, drawn: 0 }
}
