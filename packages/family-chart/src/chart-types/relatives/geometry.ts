/** Screen positions from the placement: along a row (x when vertical), across rows (y), the main person at 0, 0. */
import type { FamilyGraph } from './families'
import { upperOffset, type Rows } from './rows'

export interface Geometry {
  /** A person's card centre. */
  person(p: number): [number, number]
  /** Where a family's children's links start: between the couple, beside the spouse, or at the one parent's card. */
  family(f: number): [number, number]
  /** A dummy item's point (a link's channel through a row). */
  item(i: number): [number, number]
}

export interface GeometryInput {
  graph: FamilyGraph
  rows: Rows
  x: Float64Array
  card: number
  level: number
  isHorizontal: boolean
  main: number
}

export function createGeometry({ graph, rows, x, card, level, isHorizontal, main }: GeometryInput): Geometry {
  const mainBlock = rows.blockOf[main]
  const alongZero = x[mainBlock] + rows.slot[main] * card
  const acrossZero = rows.itemRow[mainBlock] * level
  const at = (along: number, row: number): [number, number] => {
    const a = along - alongZero
    const c = row * level - acrossZero
    return isHorizontal ? [c, a] : [a, c]
  }
  return {
    person: (p) => at(x[rows.blockOf[p]] + rows.slot[p] * card, rows.itemRow[rows.blockOf[p]]),
    family: (f) => {
      const block = rows.blockOf[rows.anchor[f]]
      return at(x[block] + upperOffset(graph, rows, f) * card, rows.itemRow[block])
    },
    item: (i) => at(x[i], rows.itemRow[i]),
  }
}
