/**
 * Which centre and depths draw a relationship path in the fan. A fan shows one person's ancestors and, below, their
 * descendants: a path of blood relatives is drawn whole around its topmost person (the common ancestor) with enough
 * generations below. A path through a marriage cannot be drawn whole (a fan shows no spouses but parents); the
 * topmost person still draws most of it.
 */
import type { Data } from '../../data/types'
import { buildRelationIndex } from '../../data/relation-index'
import type { Tree } from '../../layout/types'
import { FAN_LIMITS } from './fan-options'

/** The settings the relationship feature applies: centre and depths. */
export interface FanPathSettings {
  main_id: string
  ancestry_depth: number | undefined
  progeny_depth: number | undefined
}

/** Generations from the path's first person to each of its people (up positive); a marriage keeps the generation. */
function generations(data: Data, path: string[]): number[] {
  const index = buildRelationIndex(data)
  const out = [0]
  for (let i = 1; i < path.length; i++) {
    const { father, mother, children } = index.rels(path[i - 1])
    const step = father === path[i] || mother === path[i] ? 1 : children.includes(path[i]) ? -1 : 0
    out.push(out[i - 1] + step)
  }
  return out
}

/**
 * The settings that draw `path` in the fan: the current ones when the drawn fan holds every person of the path, else
 * the topmost person in the centre with the descendants' rings reaching the lowest person of the path.
 */
export function fanPathSettings(
  data: Data,
  path: string[],
  current: FanPathSettings,
  drawn: Tree | undefined,
): FanPathSettings {
  const shown = new Set((drawn?.data ?? []).map((d) => d.data.id))
  if (drawn && path.every((id) => shown.has(id))) return current
  const up = generations(data, path)
  const top = Math.max(...up)
  const below = top - Math.min(...up)
  const progeny = Math.min(FAN_LIMITS.progenyDepth.max, Math.max(current.progeny_depth ?? 0, below))
  return { main_id: path[up.indexOf(top)], ancestry_depth: current.ancestry_depth, progeny_depth: progeny }
}
