/** What a drawn card offers to fold or open, with the number of people concerned, and the words that say it. */
import type { Tree, TreeDatum } from '../../layout/types'
import type { Store } from '../../store/types'
import { isEmptyCard } from '../../layout/empty-card'
import { isPlaceholder } from '../../data/markers'
import { isFolded, type FoldSide } from './fold-state'
import { hiddenByFold, hiddenIfFolded, type FoldGraph } from './hidden-people'
import { storeFoldGraph } from './fold-graph'
import { cardsBeyondCount, hasNoDuplicateCards } from './branch-counts'
import type { Say } from '../../data/say'
import type { MessageKey } from '../../locales/types'

export interface CardFold {
  side: FoldSide
  folded: boolean
  /** Folded: people hidden (the badge's "+12"); open: people a fold would hide. */
  count: number
}

const isPerson = (d: TreeDatum) => !isEmptyCard(d.data) && !isPlaceholder(d.data)

/** Which sides of a card can fold: ancestors on the main card and its ancestors, descendants on main and its descendants. */
export function foldSidesOf(d: TreeDatum): FoldSide[] {
  if (!isPerson(d) || d.sibling || d.spouse) return []
  if (d.main) return ['ancestry', 'progeny']
  return [d.is_ancestry ? 'ancestry' : 'progeny']
}

const drawnIds = new WeakMap<Tree, Set<string>>()
/** The ids of the people with a card in the tree, made once per tree. */
export function drawnIn(tree: Tree): Set<string> {
  let set = drawnIds.get(tree)
  if (!set) {
    set = new Set(tree.data.map((d) => d.data.id))
    drawnIds.set(tree, set)
  }
  return set
}

/**
 * Counts of open branches by tree and side: a card drawn again (a pan, a redraw) does not count its branch again. A
 * tree without duplicate cards sums its counts bottom-up (one walk for all cards); with pedigree collapse each card
 * checks which people of its branch are drawn elsewhere.
 */
interface OpenCounts {
  summed: boolean
  bySide: Record<FoldSide, Map<TreeDatum, number>>
}
const openCounts = new WeakMap<Tree, OpenCounts>()
function openCount(tree: Tree, d: TreeDatum, side: FoldSide): number {
  let counts = openCounts.get(tree)
  if (!counts) {
    counts = { summed: hasNoDuplicateCards(tree.data), bySide: { ancestry: new Map(), progeny: new Map() } }
    openCounts.set(tree, counts)
  }
  const memo = counts.bySide[side]
  if (counts.summed) return cardsBeyondCount(d, side, isPerson, memo)
  let count = memo.get(d)
  if (count === undefined) {
    count = hiddenIfFolded(d, side, isPerson).length
    memo.set(d, count)
  }
  return count
}

interface FoldContext {
  graph: FoldGraph
  tree: Tree
  hidden: Store['state']['hidden_rels']
  ancestryDepth?: number
  progenyDepth?: number
}

function generationsLeft(limit: number | undefined, depth: number): number {
  return typeof limit === 'number' && Number.isFinite(limit) && limit >= 0 ? Math.max(0, limit - depth) : Infinity
}

/** The folds a card shows: each foldable side with people on it (a folded side always, so it can be opened). */
export function cardFoldsIn(ctx: FoldContext, d: TreeDatum, onlyFolded = false): CardFold[] {
  const out: CardFold[] = []
  for (const side of foldSidesOf(d)) {
    const id = d.data.id
    if (isFolded(ctx.hidden, id, side)) {
      const generations = generationsLeft(side === 'ancestry' ? ctx.ancestryDepth : ctx.progenyDepth, d.depth)
      const branch = side === 'ancestry' ? ctx.graph.parentsOf(id) : ctx.graph.childrenOf(id)
      if (branch.length)
        out.push({
          side,
          folded: true,
          count: hiddenByFold(ctx.graph, id, side, drawnIn(ctx.tree), generations).length,
        })
    } else if (!onlyFolded) {
      const count = openCount(ctx.tree, d, side)
      if (count) out.push({ side, folded: false, count })
    }
  }
  return out
}

export function storeFoldContext(store: Store, tree: Tree): FoldContext {
  const { hidden_rels, ancestry_depth, progeny_depth } = store.state
  return {
    graph: storeFoldGraph(store),
    tree,
    hidden: hidden_rels,
    ancestryDepth: ancestry_depth,
    progenyDepth: progeny_depth,
  }
}

/** The folds of a card of the store's current tree. */
export function cardFolds(store: Store, d: TreeDatum): CardFold[] {
  const tree = store.getTree()
  return tree ? cardFoldsIn(storeFoldContext(store, tree), d) : []
}

/** Every folded card's badge count by card key, for exports. */
export function foldBadges(store: Store, tree: Tree): Map<string, Partial<Record<FoldSide, number>>> {
  const out = new Map<string, Partial<Record<FoldSide, number>>>()
  const hidden = store.state.hidden_rels
  if (!hidden?.parents?.length && !hidden?.children?.length) return out
  const ctx = storeFoldContext(store, tree)
  for (const d of tree.data) {
    for (const f of cardFoldsIn(ctx, d, true)) {
      if (f.folded) out.set(d.key, { ...out.get(d.key), [f.side]: f.count })
    }
  }
  return out
}

/** The key of a fold's words: "fold.hideAncestorsOf" ..., `verb` what is said of the branch. */
export function foldKey(verb: 'show' | 'hide' | 'hid' | 'showing', side: FoldSide, named: boolean): MessageKey {
  return `fold.${verb}${side === 'ancestry' ? 'Ancestors' : 'Descendants'}${named ? 'Of' : ''}` as MessageKey
}

/**
 * "Hide 12 ancestors of Anna Smith" / "Show 3 descendants of Tom": the control's accessible name and tooltip, in the
 * chart's words (`say`) or English.
 */
export function foldLabel(fold: CardFold, name: string, say?: Say): string {
  const said = say?.(foldKey(fold.folded ? 'show' : 'hide', fold.side, !!name), { count: fold.count, name })
  if (said !== undefined) return said
  const noun =
    fold.side === 'ancestry'
      ? fold.count === 1
        ? 'ancestor'
        : 'ancestors'
      : fold.count === 1
        ? 'descendant'
        : 'descendants'
  const who = name ? ` of ${name}` : ''
  return `${fold.folded ? 'Show' : 'Hide'} ${fold.count} ${noun}${who}`
}

/** What the control shows: the badge "+12" when folded, a minus sign when open. */
export function foldBadgeText(fold: CardFold): string {
  return fold.folded ? `+${fold.count}` : '\u2212'
}
