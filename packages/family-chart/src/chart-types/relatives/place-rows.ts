/**
 * Positions along the rows, for the order found: each row in turn placed as near as can be to where its links
 * want it (the barycentre of the other ends of its links, above and below), keeping its order and the spacing
 * (placeInOrder), sweeping down and up a few times: a quadratic placement, solved row by row. A link's channel
 * (dummies) weighs more, so long links run straight, as in Gansner's placement.
 */
import type { FamilyGraph } from './families'
import { itemSize, type Rows } from './rows'
import type { SegmentLists } from './segment-lists'
import { placeInOrder } from './isotonic'
import { Scratch } from './scratch'
import type { Steps } from '../../schedule/steps'

const MAX_ROUNDS = 8
/** A round that moves no card more than this (pixels) ends the placement. */
const SETTLED = 0.5

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
  scratch: Scratch
}

/** Each item's position in pixels (its first card's centre), by item. */
export function* placeRowsSteps(
  graph: FamilyGraph,
  r: Rows,
  lists: SegmentLists,
  spacing: Spacing,
): Steps<Float64Array> {
  const p: Placement = { graph, r, lists, spacing, x: new Float64Array(r.itemRow.length), scratch: new Scratch() }
  for (let row = 0; row < r.rows.length; row++) {
    packRow(p, row)
    yield
  }
  for (let round = 0, moved = Infinity; round < MAX_ROUNDS && moved > SETTLED; round++) {
    moved = 0
    for (let row = 0; row < r.rows.length; row++) {
      moved = Math.max(moved, placeRow(p, row))
      yield
    }
    for (let row = r.rows.length - 1; row >= 0; row--) {
      moved = Math.max(moved, placeRow(p, row))
      yield
    }
  }
  for (let row = 0; row < r.rows.length; row++) {
    roundRow(p, row)
    yield
  }
  return p.x
}

/**
 * Whole pixels, the spacing kept: a placement stopped at half a pixel leaves neighbours a fraction apart from where
 * their links want them, which blurs straight links and makes equal rows differ by a fraction.
 */
function roundRow(p: Placement, row: number): void {
  const items = p.r.rows[row]
  for (let i = 0; i < items.length; i++) {
    const rounded = Math.round(p.x[items[i]])
    p.x[items[i]] = i ? Math.max(rounded, p.x[items[i - 1]] + gapAfter(p, items[i - 1], items[i])) : rounded
  }
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

/** Places one row; returns how far its items moved at most. */
function placeRow(p: Placement, row: number): number {
  const items = p.r.rows[row]
  const n = items.length
  const wanted = p.scratch.float(0, n)
  const weight = p.scratch.float(1, n)
  const gap = p.scratch.float(2, n)
  for (let i = 0; i < n; i++) {
    const [w, at] = pull(p, items[i])
    weight[i] = w || 1e-3
    wanted[i] = w ? at / w : p.x[items[i]]
    gap[i] = i + 1 < n ? gapAfter(p, items[i], items[i + 1]) : 0
  }
  const out = p.scratch.float(3, n)
  placeInOrder(wanted, weight, gap, out, n, p.scratch)
  let moved = 0
  for (let i = 0; i < n; i++) {
    moved = Math.max(moved, Math.abs(out[i] - p.x[items[i]]))
    p.x[items[i]] = out[i]
  }
  return moved
}

/** The total weight of the item's links and the weighted sum of the positions they want for it. */
function pull(p: Placement, item: number): [number, number] {
  const { r, lists, spacing, x } = p
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
    add(r.segUpper[s], lists.upperAt[s], lists.lowerAt[s])
  }
  for (let k = lists.belowStart[item]; k < lists.belowStart[item + 1]; k++) {
    const s = lists.belowList[k]
    add(r.segLower[s], lists.lowerAt[s], lists.upperAt[s])
  }
  return [weight, sum]
}
