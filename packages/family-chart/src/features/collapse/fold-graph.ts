/** The relations a fold follows, read from a store's data: the parents drawn (the chosen parent family), children, spouses. */
import type { Datum } from '../../data/types'
import type { Store } from '../../store/types'
import { choiceFor } from '../../layout/parent-families'
import type { FoldGraph } from './hidden-people'

const ids = (list: unknown): string[] =>
  Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : []

export function foldGraph(getDatum: (id: string) => Datum | undefined, choices?: Record<string, string[]>): FoldGraph {
  const known = (list: string[]) => list.filter((id) => getDatum(id))
  return {
    parentsOf(id) {
      const d = getDatum(id)
      if (!d) return []
      const chosen = choiceFor(choices, id)
      return known(chosen ?? ids([d.rels?.father, d.rels?.mother]))
    },
    childrenOf: (id) => known(ids(getDatum(id)?.rels?.children)),
    spousesOf: (id) => known(ids(getDatum(id)?.rels?.spouses)),
  }
}

/** The graph of a store's data, by an id map made once per data array (a big tree's lookups stay constant time). */
const byData = new WeakMap<object, Map<string, Datum>>()
export function storeFoldGraph(store: Store): FoldGraph {
  const data = store.getData()
  let map = byData.get(data)
  if (!map) {
    map = new Map(data.map((d) => [d.id, d]))
    byData.set(data, map)
  }
  const m = map
  return foldGraph((id) => m.get(id), store.state.parent_families)
}
