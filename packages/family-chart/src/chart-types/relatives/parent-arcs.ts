/** The child links of the chart by parent: for each person, the child links that lead down from them. */
import type { FamilyGraph } from './families'

export interface ParentArcs {
  /** The child links of person p as a parent: `edges[start[p] .. start[p + 1])`. */
  start: Int32Array
  edges: Int32Array
}

export function parentArcs(graph: FamilyGraph): ParentArcs {
  const n = graph.people.length
  const start = new Int32Array(n + 1)
  const { parentA, parentB, edgeFamily } = graph
  const m = edgeFamily.length
  for (let e = 0; e < m; e++) {
    const f = edgeFamily[e]
    start[parentA[f] + 1]++
    if (parentB[f] >= 0) start[parentB[f] + 1]++
  }
  for (let p = 0; p < n; p++) start[p + 1] += start[p]
  const fill = start.slice(0, n)
  const edges = new Int32Array(start[n])
  for (let e = 0; e < m; e++) {
    const f = edgeFamily[e]
    edges[fill[parentA[f]]++] = e
    if (parentB[f] >= 0) edges[fill[parentB[f]]++] = e
  }
  return { start, edges }
}
