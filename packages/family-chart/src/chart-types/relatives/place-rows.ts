/**
 * Positions along the rows, for the order found: each row in turn placed as near as can be to where its links
 * want it (the barycentre of the other ends of its links, above and below), keeping its order and the spacing
 * (placeInOrder), sweeping down and up a few times: a quadratic placement, solved row by row. A link's channel
 * (dummies) weighs more, so long links run straight, as in Gansner's placement.
 */
import type { FamilyGraph } from './families'
import { itemSize, lowerOffset, upperOffset, type Rows } from './rows'
import type { SegmentLists } from './segment-lists'
import { placeInOrder } from './isotonic'
import type { Steps } from '../../schedule/steps'

const ROUNDS = 8

/** Distances in pixels between the centres of neighbours on a row. */
export interface Spacing {
  /** Card to card (node separation). */
  card: number
  /** A card to a link's channel. */
  cardToChannel: number
  /** Two channels. */
  channel: number
}

interface Placement {
  graph: FamilyGraph
  r: Rows
  lists: SegmentLists
  spacing: Spacing
  /** Where each item's first card (or channel) is. */
  x: Float64Array
}

/** Each item's position in pixels (its first card's centre), by item. */
export function* placeRowsSteps(
  graph: FamilyGraph,
  r: Rows,
  lists: SegmentLists,
  spacing: Spacing,
): Steps<Float64Array> {
  const p: Placement = { graph, r, lists, spacing, x: new Float64Array(r.itemRow.length) }
  for (let row = 0; row < r.rows.length; row++) packRow(p, row)
  yield
  for (let round = 0; round < ROUNDS; round++) {
    for (let row = 0; row < r.rows.length; row++) {
      placeRow(p, row)
      yield
    }
    for (let row = r.rows.length - 1; row >= 0; row--) {
      placeRow(p, row)
      yield
    }
  }
  return p.x
}

/** The least distance from item a's first card to the next item b's, in pixels. */
function gapAfter(p: Placement, a: number, b: number): number {
  const { r, spacing } = p
  const extent = a < r.blocks ? (itemSize(r, a) - 1) * spacing.card : 0
  const cards = (a < r.blocks ? 1 : 0) + (b < r.blocks ? 1 : 0)
  return extent + (cards === 2 ? spacing.card : cards === 1 ? spacing.cardToChannel : spacing.channel)
}

/** The row packed to its least width, centred on 0: where the sweeps start from. */
function packRow(p: Placement, row: number): void {
  const items = p.r.rows[row]
  let at = 0
  for (let i = 0; i < items.length; i++) {
    p.x[items[i]] = at
    if (i + 1 < items.length) at += gapAfter(p, items[i], items[i + 1])
  }
  for (const item of items) p.x[item] -= at / 2
}

function placeRow(p: Placement, row: number): void {
  const items = p.r.rows[row]
  const n = items.length
  const wanted = new Float64Array(n)
  const weight = new Float64Array(n)
  const gap = new Float64Array(n)
  for (let i = 0; i < n; i++) {
    const [w, at] = pull(p, items[i])
    weight[i] = w || 1e-3
    wanted[i] = w ? at / w : p.x[items[i]]
    if (i + 1 < n) gap[i] = gapAfter(p, items[i], items[i + 1])
  }
  const out = new Float64Array(n)
  placeInOrder(wanted, weight, gap, out)
  for (let i = 0; i < n; i++) p.x[items[i]] = out[i]
}

/** The total weight of the item's links and the weighted sum of the positions they want for it. */
function pull(p: Placement, item: number): [number, number] {
  const { r, lists, graph, spacing, x } = p
  let weight = 0
  let sum = 0
  const add = (other: number, otherOffset: number, ownOffset: number) => {
    const dummies = (other >= r.blocks ? 1 : 0) + (item >= r.blocks ? 1 : 0)
    const w = dummies === 2 ? 8 : dummies === 1 ? 2 : 1
    weight += w
    sum += w * (x[other] + (otherOffset - ownOffset) * spacing.card)
  }
  for (let k = lists.aboveStart[item]; k < lists.aboveStart[item + 1]; k++) {
    const s = lists.aboveList[k]
    add(r.segUpper[s], upperOffset(graph, r, r.segFamily[s]), lowerOffset(r, r.segPerson[s]))
  }
  for (let k = lists.belowStart[item]; k < lists.belowStart[item + 1]; k++) {
    const s = lists.belowList[k]
    add(r.segLower[s], lowerOffset(r, r.segPerson[s]), upperOffset(graph, r, r.segFamily[s]))
  }
  return [weight, sum]
}
