/**
 * Who the relatives chart draws: everyone reached from the main person through parents (those of adoptive, step and
 * foster families included), spouses and children, up to a number of steps; a breadth-first walk over the index.
 */
import type { RelationIndex } from '../../data/relation-index'
import { otherParentsOf } from '../../data/parent-families'
import { ITEMS_PER_STEP, untilDone, type Steps } from '../../schedule/steps'

/** Folded relations (CalculateTreeOptions.hidden_rels): the walk does not go on through them. */
export interface Folds {
  parents: Set<string>
  children: Set<string>
}

export interface Reach {
  /** Index positions of the people reached, in the order reached (main first): position k is person k of the chart. */
  order: Int32Array
  /** Index position → the person's number in the chart, or -1 when not drawn. */
  localOf: Int32Array
  /** Steps from the main person, by chart number. */
  hops: Int32Array
  /** 1 for a person some of whose relatives are not drawn (past the depth, or folded). */
  cut: Uint8Array
}

/** Calls `visit` with the index position of every relative of person `p` (repeats possible); folds respected. */
export function forEachRelative(index: RelationIndex, p: number, folds: Folds, visit: (q: number) => void): void {
  const { father, mother, spouses, children } = index.links
  const id = index.ids[p]
  const d = index.at(p)
  if (!folds.parents.size || !folds.parents.has(id)) {
    if (father[p] >= 0) visit(father[p])
    if (mother[p] >= 0) visit(mother[p])
    const others = d.rels?.other_parents
    if (Array.isArray(others) && others.length) for (const o of otherParentsOf(d)) visitId(index, o, visit)
  }
  for (let k = spouses.start[p], end = k + spouses.length[p]; k < end; k++) visit(spouses.targets[k])
  if (folds.children.size && folds.children.has(id)) return
  for (let k = children.start[p], end = k + children.length[p]; k < end; k++)
    if (!folds.children.size || !childOfFolded(index, children.targets[k], folds)) visit(children.targets[k])
  // Children of another family of theirs (adopted, step, foster) are left out of the index's lists: they name this
  // person in rels.other_parents. Only a list longer than the index's can hold one.
  const listed = d.rels?.children
  if (Array.isArray(listed) && listed.length > children.length[p])
    for (const c of listed) {
      if (typeof c !== 'string') continue
      const child = index.get(c)
      if (child && otherParentsOf(child).includes(id)) visitId(index, c, visit)
    }
}

/**
 * Whether a child hangs from a folded person: a fold of someone's descendants hides their children with every
 * spouse, so the walk does not reach them from the other parent either (they stay drawn when reached another way).
 */
function childOfFolded(index: RelationIndex, c: number, folds: Folds): boolean {
  const { father, mother } = index.links
  return (
    (father[c] >= 0 && folds.children.has(index.ids[father[c]])) ||
    (mother[c] >= 0 && folds.children.has(index.ids[mother[c]]))
  )
}

function visitId(index: RelationIndex, id: string, visit: (q: number) => void): void {
  const q = index.positionOf(id)
  if (q >= 0) visit(q)
}

/** The walk from `mainAt`, `limit` steps at most; pauses every few hundred people. */
export function* reachSteps(index: RelationIndex, mainAt: number, limit: number, folds: Folds): Steps<Reach> {
  const n = index.ids.length
  const localOf = new Int32Array(n).fill(-1)
  const queue = new Int32Array(n)
  const hopsByPlace = new Int32Array(n)
  let head = 0
  let tail = 0
  queue[tail++] = mainAt
  localOf[mainAt] = 0
  const walk = () => {
    for (let done = 0; done < ITEMS_PER_STEP && head < tail; done++) {
      const p = queue[head++]
      const h = hopsByPlace[p]
      if (h >= limit) continue
      forEachRelative(index, p, folds, (q) => {
        if (localOf[q] >= 0) return
        localOf[q] = tail
        hopsByPlace[q] = h + 1
        queue[tail++] = q
      })
    }
    return head >= tail
  }
  yield* untilDone(walk)
  const order = queue.slice(0, tail)
  const hops = new Int32Array(tail)
  for (let k = 0; k < tail; k++) hops[k] = hopsByPlace[order[k]]
  const cut = new Uint8Array(tail)
  yield* markCut(index, { order, localOf, hops, cut }, limit, folds)
  return { order, localOf, hops, cut }
}

/** Marks the people with a relative not drawn: those at the depth limit, and those whose relations are folded. */
function* markCut(index: RelationIndex, reach: Reach, limit: number, folds: Folds): Steps<void> {
  const { order, localOf, hops, cut } = reach
  const hasFolds = folds.parents.size > 0 || folds.children.size > 0
  const none: Folds = { parents: new Set(), children: new Set() }
  let k = 0
  yield* untilDone(() => {
    for (let done = 0; done < ITEMS_PER_STEP && k < order.length; done++, k++) {
      const p = order[k]
      const id = index.ids[p]
      if (hops[k] < limit && !(hasFolds && (folds.parents.has(id) || folds.children.has(id)))) continue
      forEachRelative(index, p, none, (q) => {
        if (localOf[q] < 0) cut[k] = 1
      })
    }
    return k >= order.length
  })
}
