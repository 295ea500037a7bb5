/**
 * How many people folding a card would hide, for every card of a tree in one walk. In a tree where nobody has two
 * cards (no pedigree collapse) that is the number of person cards beyond the card, so each card's count is its
 * branches' counts plus the cards next to it: summing bottom-up visits each card once, where counting card by card
 * walked the founder's whole progeny for the founder, and most of it again for each child.
 */
import type { TreeDatum } from '../../layout/types'
import type { FoldSide } from './fold-state'

const next = (d: TreeDatum, side: FoldSide) => (side === 'ancestry' ? d.parents : d.children) ?? []

/** Whether the tree's counts can be summed: every person has a single card. */
export function hasNoDuplicateCards(cards: readonly TreeDatum[]): boolean {
  for (const d of cards) if ((d.duplicate ?? 1) > 1) return false
  return true
}

/**
 * The number of person cards beyond `card` on `side` (parents upward; children and their spouses downward), summed
 * bottom-up and kept in `memo` for the other cards of the same tree and side. Only valid without duplicate cards.
 */
export function cardsBeyondCount(
  card: TreeDatum,
  side: FoldSide,
  isPerson: (d: TreeDatum) => boolean,
  memo: Map<TreeDatum, number>,
): number {
  if (side === 'ancestry' && !(card.is_ancestry || card.main)) return 0
  const stack = [card]
  // Iterative post-order: a tree of thousands of generations must not exhaust the call stack.
  while (stack.length) {
    const d = stack[stack.length - 1]
    if (memo.has(d)) {
      stack.pop()
      continue
    }
    let waiting = false
    for (const n of next(d, side))
      if (!memo.has(n)) {
        stack.push(n)
        waiting = true
      }
    if (waiting) continue
    stack.pop()
    let count = 0
    for (const n of next(d, side)) {
      count += memo.get(n)! + (isPerson(n) ? 1 : 0)
      if (side === 'progeny') for (const sp of n.spouses ?? []) if (isPerson(sp)) count++
    }
    memo.set(d, count)
  }
  return memo.get(card)!
}
