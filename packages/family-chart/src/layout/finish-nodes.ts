/** The last step of emitting a tree: what each card can know only once every card is counted. */
import type { RelationIndex } from '../data/relation-index'
import type { Tree, TreeDatum } from './types'
import type { LayoutSettings } from './settings'
import { isEmptyCard } from './empty-card'
import { cardsOf, type CardCounts } from './card-counts'
import { inRuns, type Steps } from '../schedule/steps'

/** Duplicate counts, private flags and mini-tree flags, once every card is counted; returns the tree's bounds. */
export function* finishNodes(
  nodes: TreeDatum[],
  cards: CardCounts,
  index: RelationIndex,
  settings: LayoutSettings,
): Steps<Tree['dim']> {
  const { father, mother, spouses, children } = index.links
  const { counts } = cards
  const allShown = (list: { start: Int32Array; length: Int32Array; targets: Int32Array }, p: number) => {
    for (let k = list.start[p], end = k + list.length[p]; k < end; k++) if (!counts[list.targets[k]]) return false
    return true
  }
  const finish = (k: number) => {
    const td = nodes[k]
    const p = cards.at[k]
    const count = cardsOf(cards, k, td)
    const empty = isEmptyCard(td.data)
    if (count > 1 && !empty) td.duplicate = count
    if (empty) {
      td.all_rels_displayed = true
      return
    }
    if (settings.privateCondition) {
      try {
        td.is_private = !!settings.privateCondition(td.data)
      } catch {
        td.is_private = false
      }
    }
    td.all_rels_displayed =
      p < 0 ||
      ((father[p] < 0 || counts[father[p]] > 0) &&
        (mother[p] < 0 || counts[mother[p]] > 0) &&
        allShown(spouses, p) &&
        allShown(children, p))
  }
  let minX = Infinity,
    maxX = -Infinity,
    minY = Infinity,
    maxY = -Infinity
  // A run of cards per call of a plain function (see schedule/steps.ts), its bounds kept in locals.
  yield* inRuns(nodes.length, (from, to) => {
    let x0 = minX,
      x1 = maxX,
      y0 = minY,
      y1 = maxY
    for (let k = from; k < to; k++) {
      finish(k)
      const { x, y } = nodes[k]
      if (x < x0) x0 = x
      if (x > x1) x1 = x
      if (y < y0) y0 = y
      if (y > y1) y1 = y
    }
    minX = x0
    maxX = x1
    minY = y0
    maxY = y1
  })
  return { width: maxX - minX, height: maxY - minY, x_off: -minX, y_off: -minY }
}
