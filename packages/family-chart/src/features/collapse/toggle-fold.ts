/**
 * Folding and opening a branch: the store's record changes, the tree is drawn again with the person's card where it
 * was on screen (the layout's keep_in_place step), and the chart's onCollapse handler and live region hear of it.
 */
import type { Store } from '../../store/types'
import type { TreeDatum } from '../../layout/types'
import { callUser } from '../../user-code'
import { personName } from '../../data/person-name'
import { isFolded, isFoldSide, withFold, type FoldSide } from './fold-state'
import { cardFolds, foldKey, foldLabel, foldSidesOf } from './card-folds'
import { storeFoldGraph } from './fold-graph'
import { branchIds } from './hidden-people'
import type { CollapseEvent, FoldListeners } from './fold-events'

/** The card a fold of this person shows on: the one asked for (`cardKey`), else their first card on that side. */
function cardOf(store: Store, id: string, side: FoldSide, cardKey?: string): TreeDatum | undefined {
  const tree = store.getTree()
  if (!tree) return undefined
  if (cardKey) {
    const card = tree.data.find((d) => d.key === cardKey)
    if (card) return card
  }
  return tree.data.find((d) => d.data.id === id && foldSidesOf(d).includes(side))
}

function countOn(store: Store, card: TreeDatum | undefined, side: FoldSide): number | undefined {
  return card ? cardFolds(store, card).find((f) => f.side === side)?.count : undefined
}

/** Draws the tree again where it was, keeping `card` at its place on screen. */
function redrawKeeping(store: Store, card: TreeDatum | undefined): void {
  store.state.keep_in_place = card ? { key: card.key, id: card.data.id, x: card.x, y: card.y } : undefined
  try {
    store.updateTree({ tree_position: 'inherit' })
  } finally {
    delete store.state.keep_in_place
  }
  // Later updates (edits, another main person) go on from the same place, so nothing slides away after the fold.
  const offset = store.getTree()?.offset
  if (offset) store.state.tree_offset = offset
}

/**
 * Folds (`folded` true) or opens a person's ancestors or descendants. Redraws when the tree is drawn; returns the
 * event sent to onCollapse, or null when nothing changed.
 */
export function setFold(
  store: Store,
  listeners: FoldListeners,
  id: string,
  side: FoldSide,
  folded: boolean,
  cardKey?: string,
): CollapseEvent | null {
  if (!isFoldSide(side) || typeof id !== 'string' || !store.getDatum(id)) return null
  if (isFolded(store.state.hidden_rels, id, side) === folded) return null
  const before = cardOf(store, id, side, cardKey)
  const shownBefore = countOn(store, before, side)
  store.state.hidden_rels = withFold(store.state.hidden_rels, id, side, folded)
  if (store.getTree()) redrawKeeping(store, before)
  const after = cardOf(store, id, side, before?.key)
  return tellFold(store, listeners, id, side, folded, folded ? countOn(store, after, side) : shownBefore)
}

/**
 * Tells the chart's live region and the page's onCollapse handler of a fold made: also of one recorded before this
 * half had loaded (then `counted` is left out, and the count is the branch's).
 */
export function tellFold(
  store: Store,
  listeners: FoldListeners,
  id: string,
  side: FoldSide,
  folded: boolean,
  counted?: number,
): CollapseEvent {
  const hiddenCount = counted ?? branchIds(storeFoldGraph(store), id, side).length
  const event: CollapseEvent = { id, side, collapsed: folded, hiddenCount }
  if (listeners.announce) listeners.announce(foldSentence(store, id, side, folded, hiddenCount))
  callUser('setOnCollapse', listeners.onCollapse, listeners.owner, [event])
  return event
}

/** "Hid 12 ancestors of Anna Smith" / "Showing 3 descendants": what the live region says after a fold or an opening. */
function foldSentence(store: Store, id: string, side: FoldSide, folded: boolean, count: number): string {
  const name = personName(store.getDatum(id))
  const said = store.state.say?.(foldKey(folded ? 'hid' : 'showing', side, !!name), { count, name })
  if (said !== undefined) return said
  const english = foldLabel({ side, folded: false, count }, name).replace(/^Hide /, '')
  return `${folded ? 'Hid' : 'Showing'} ${english}`
}

/** Folds a person's branch when it is open, opens it when folded. */
export function toggleFold(
  store: Store,
  listeners: FoldListeners,
  id: string,
  side: FoldSide,
  cardKey?: string,
): CollapseEvent | null {
  return setFold(store, listeners, id, side, !isFolded(store.state.hidden_rels, id, side), cardKey)
}
