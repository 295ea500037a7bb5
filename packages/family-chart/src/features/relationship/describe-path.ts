// Words for a chain of relatives that no single kinship name covers: "wife's 2nd cousin", "son's mother-in-law".
import type { Data } from '../../data/types'
import type { RelationIndex } from '../../data/relation-index'
import { calculateKinships } from '../../data/kinship/calculate-kinships'

type Step = 'up' | 'down' | 'spouse'

/** How `next` is linked to `id`: one of its parents, one of its children, or a spouse. */
function stepBetween(index: RelationIndex, id: string, next: string): Step {
  const { father, mother, children } = index.rels(id)
  if (father === next || mother === next) return 'up'
  if (children.includes(next)) return 'down'
  return 'spouse'
}

/**
 * Cuts the path where a kinship name ends: at a marriage, and where it turns from going down to going up again (a
 * child's other parent is not a blood relative). Each piece is a run of people named from its first one.
 */
function pieces(index: RelationIndex, path: string[]): string[][] {
  const out: string[][] = []
  let piece = [path[0]]
  let wentDown = false
  const cut = (next: string[]) => {
    if (piece.length > 1) out.push(piece)
    piece = next
    wentDown = false
  }
  for (let i = 1; i < path.length; i++) {
    const [prev, id] = [path[i - 1], path[i]]
    const step = stepBetween(index, prev, id)
    if (step === 'spouse') {
      cut([prev, id])
      cut([id])
      continue
    }
    if (step === 'up' && wentDown) cut([prev])
    piece.push(id)
    if (step === 'down') wentDown = true
  }
  cut([])
  return out
}

/** The kinship name of a piece's last person from its first, with in-law names where the library has them. */
function pieceName(data: Data, piece: string[]): string {
  const from = piece[0]
  const to = piece[piece.length - 1]
  return calculateKinships(from, data, { show_in_law: true })[to] ?? 'relative'
}

/** The path as possessive words from its first person: "husband's brother's son". */
export function describePath(data: Data, index: RelationIndex, path: string[]): string {
  return pieces(index, path)
    .map((piece) => pieceName(data, piece))
    .join("'s ")
}
