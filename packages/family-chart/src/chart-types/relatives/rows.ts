/**
 * The rows the ordering and placement work on (Sugiyama's proper layered graph): each row's items are blocks (a
 * person, a couple, a person with their spouses) and, for a child link that passes a row, a dummy item on that row
 * (a channel the link runs in). Segments join items of neighbouring rows: from the point a family's children hang
 * from (between a couple) to the child, through the dummies of a long link.
 */
import type { FamilyGraph } from './families'
import { inRuns, type Steps } from '../../schedule/steps'

export interface Rows {
  /** Blocks are items 0..blocks-1; dummies follow. */
  blocks: number
  itemRow: number[]
  /** Each row's items, left to right (changed by the ordering). */
  rows: number[][]
  /** Each block's people left to right, and each person's place in their block (changed when a block turns round). */
  members: number[][]
  slot: Int32Array
  blockOf: Int32Array
  /** The person of a family whose card its children's links start from, when not between the couple. */
  anchor: Int32Array
  /** 1 for a family whose two parents sit side by side or with the parent's other spouses between them. */
  together: Uint8Array
  /** For a couple with others between them: the parent who has several spouses (the links run toward them). */
  centre: Int32Array
  /** Segments: upper item and family (-1 on a dummy), lower item and person (-1 on a dummy), the child link. */
  segUpper: number[]
  segFamily: number[]
  segLower: number[]
  segPerson: number[]
  segEdge: number[]
  /** Each child link's dummies, top to bottom: `linkDummies[e]` (undefined for a link without). */
  linkDummies: (number[] | undefined)[]
}

export interface RowsInput {
  graph: FamilyGraph
  blockOf: Int32Array
  members: number[][]
  blockRow: Int32Array
  ignored: Uint8Array
}

export function* buildRowsSteps({ graph, blockOf, members, blockRow, ignored }: RowsInput): Steps<Rows> {
  const n = graph.people.length
  const slot = new Int32Array(n)
  members.forEach((list) => list.forEach((p, i) => (slot[p] = i)))
  const r: Rows = {
    blocks: members.length,
    itemRow: Array.from(blockRow),
    rows: [],
    members,
    slot,
    blockOf,
    anchor: new Int32Array(graph.parentA.length),
    together: new Uint8Array(graph.parentA.length),
    centre: new Int32Array(graph.parentA.length),
    segUpper: [],
    segFamily: [],
    segLower: [],
    segPerson: [],
    segEdge: [],
    linkDummies: new Array(graph.edgeFamily.length),
  }
  yield* describeFamiliesSteps(graph, r)
  yield* inRuns(graph.edgeFamily.length, (from, to) => {
    for (let e = from; e < to; e++) if (!ignored[e]) addLink(graph, r, e)
  })
  yield* inRuns(r.itemRow.length, (from, to) => {
    for (let i = from; i < to; i++) (r.rows[r.itemRow[i]] ??= []).push(i)
  })
  for (let row = 0; row < r.rows.length; row++) r.rows[row] ??= []
  return r
}

/** Where each family's children hang from: between the couple, or from one parent's card. */
function* describeFamiliesSteps(graph: FamilyGraph, r: Rows): Steps<void> {
  const { parentA, parentB } = graph
  const partners = new Int32Array(graph.people.length)
  yield* inRuns(parentA.length, (from, to) => {
    for (let f = from; f < to; f++) {
      const [a, b] = [parentA[f], parentB[f]]
      if (b >= 0 && r.blockOf[a] === r.blockOf[b]) {
        partners[a]++
        partners[b]++
      }
    }
  })
  yield* inRuns(parentA.length, (from, to) => {
    for (let f = from; f < to; f++) {
      const [a, b] = [parentA[f], parentB[f]]
      r.anchor[f] = a
      if (b < 0) continue
      if (r.blockOf[a] === r.blockOf[b]) {
        r.together[f] = 1
        r.centre[f] = partners[b] > partners[a] ? b : a
      } else if (r.itemRow[r.blockOf[b]] > r.itemRow[r.blockOf[a]]) r.anchor[f] = b
    }
  })
}

/** The segments of child link `e`, with a dummy on each row it passes. */
function addLink(graph: FamilyGraph, r: Rows, e: number): void {
  const f = graph.edgeFamily[e]
  const c = graph.edgeChild[e]
  const upper = r.blockOf[r.anchor[f]]
  const lower = r.blockOf[c]
  const from = r.itemRow[upper]
  const to = r.itemRow[lower]
  if (to <= from) return
  let item = upper
  let family = f
  const dummies: number[] = []
  for (let row = from + 1; row < to; row++) {
    const dummy = r.itemRow.length
    r.itemRow.push(row)
    dummies.push(dummy)
    addSegment(r, item, family, dummy, -1, e)
    item = dummy
    family = -1
  }
  addSegment(r, item, family, lower, c, e)
  if (dummies.length) r.linkDummies[e] = dummies
}

function addSegment(r: Rows, upper: number, family: number, lower: number, person: number, e: number): void {
  r.segUpper.push(upper)
  r.segFamily.push(family)
  r.segLower.push(lower)
  r.segPerson.push(person)
  r.segEdge.push(e)
}

/** Where on its item (in card slots from the item's first card) a segment's upper end is. */
export function upperOffset(graph: FamilyGraph, r: Rows, family: number): number {
  if (family < 0) return 0
  if (!r.together[family]) return r.slot[r.anchor[family]]
  const a = r.slot[graph.parentA[family]]
  const b = r.slot[graph.parentB[family]]
  if (Math.abs(a - b) === 1) return (a + b) / 2
  // Others between them: from beside the spouse, on the side of the parent with several spouses.
  const centre = r.slot[r.centre[family]]
  const spouse = centre === a ? b : a
  return spouse + Math.sign(centre - spouse) / 2
}

/** Where on its item a segment's lower end is. */
export function lowerOffset(r: Rows, person: number): number {
  return person < 0 ? 0 : r.slot[person]
}

/** Width of an item in card slots. */
export function itemSize(r: Rows, item: number): number {
  return item < r.blocks ? r.members[item].length : 0
}
