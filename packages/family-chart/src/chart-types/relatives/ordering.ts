/** The state the ordering of the rows works on (order-rows.ts, transpose.ts): where each item starts along its row. */
import { itemSize, type Rows } from './rows'
import type { FamilyGraph } from './families'
import type { SegmentLists } from './segment-lists'
import type { Scratch } from './scratch'

/** A dummy's width in card slots, for the barycentres (a link channel is narrower than a card). */
export const DUMMY_WIDTH = 0.3

/** What the ordering works on: the rows, their links and where each item starts. */
export interface Ordering {
  graph: FamilyGraph
  r: Rows
  lists: SegmentLists
  /** Where each item starts along its row, in card slots. */
  start: Float64Array
  /** Scratch: the position each item of the row being sorted wants. */
  wanted: Float64Array
  /** Working arrays of the crossing counts. */
  scratch: Scratch
}

/** An item's width in card slots. */
export const widthOf = (r: Rows, item: number) => (item < r.blocks ? itemSize(r, item) : DUMMY_WIDTH)

/** Half a card (or a channel): from an item's start to its first centre. */
export const half = (r: Rows, item: number) => (item < r.blocks ? 0.5 : DUMMY_WIDTH / 2)

/** Where a point `offset` slots into an item is along its row. */
export const pointX = (o: Ordering, item: number, offset: number) => o.start[item] + offset + half(o.r, item)

/** Each item's start from its row's order. */
export function layRow(o: Ordering, row: number): void {
  let at = 0
  for (const item of o.r.rows[row]) {
    o.start[item] = at
    at += widthOf(o.r, item)
  }
}
