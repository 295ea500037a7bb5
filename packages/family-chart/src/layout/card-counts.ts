/**
 * Counts the cards of each person as the layout makes them (a person reachable by two paths has two cards) and gives
 * each card its view key: the first card of a person keeps the person's id, the others their tree id.
 */
import type { RelationIndex } from '../data/relation-index'
import type { TreeDatum } from './types'

export interface CardCounts {
  /** For each card, in the order made: the position of its person in the index, or -1 (an empty card). */
  at: number[]
  /** Cards per person, by index position. */
  counts: Int32Array
  /** Cards per id, for the few cards that are not people of the data (empty cards). */
  others: Map<string, number>
}

export function createCardCounts(index: RelationIndex): CardCounts {
  return { at: [], counts: new Int32Array(index.ids.length), others: new Map() }
}

/**
 * Counts a card just made, and sets its key. `known` is its person's index position when the layout knows it, else
 * -1 (it is then looked up by id).
 */
export function countCard(cards: CardCounts, td: TreeDatum, known: number, index: RelationIndex): void {
  // A known place gives the id without reading the person's record (a cache miss per card on a big tree).
  if (known >= 0) {
    cards.at.push(known)
    td.key = cards.counts[known]++ ? td.tid : index.ids[known]
    return
  }
  const id = td.data.id
  const p = index.positionOf(id)
  cards.at.push(p)
  if (p >= 0) {
    td.key = cards.counts[p]++ ? td.tid : id
    return
  }
  const before = cards.others.get(id) ?? 0
  td.key = before ? td.tid : id
  cards.others.set(id, before + 1)
}

/** How many cards the person of card `k` has in the whole tree (once every card is counted). */
export function cardsOf(cards: CardCounts, k: number, td: TreeDatum): number {
  const p = cards.at[k]
  return p >= 0 ? cards.counts[p] : cards.others.get(td.data.id)!
}
