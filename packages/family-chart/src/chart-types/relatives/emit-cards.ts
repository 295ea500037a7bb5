/** The cards of the relatives chart: one TreeDatum per person, every field in the order calculateTree gives them. */
import type { Datum } from '../../data/types'
import type { FamilyGraph } from './families'
import type { Rows } from './rows'
import type { Geometry } from './geometry'
import type { RelativesDatum } from './types'
import { inRuns, type Steps } from '../../schedule/steps'

export interface CardInput {
  graph: FamilyGraph
  rows: Rows
  geometry: Geometry
  /** 1 for a person with relatives not drawn. */
  cut: Uint8Array
  notes: string[]
  isPrivate: (d: Datum) => boolean
}

/** Every person's card, main (person 0) first; relations between cards are filled by linkCardsSteps. */
export function* createCardsSteps(input: CardInput): Steps<RelativesDatum[]> {
  const cards: RelativesDatum[] = new Array(input.graph.people.length)
  yield* inRuns(cards.length, (from, to) => {
    for (let p = from; p < to; p++) cards[p] = createCard(input, p)
  })
  return cards
}

function createCard({ graph, rows, geometry, cut, notes, isPrivate }: CardInput, p: number): RelativesDatum {
  const mainRow = rows.itemRow[rows.blockOf[0]]
  const data = graph.people[p]
  const [x, y] = geometry.person(p)
  // Every card literal has every field, in the order of layout/tree-objects.ts (one shape for the view's code).
  return {
    data,
    x,
    y,
    depth: rows.itemRow[rows.blockOf[p]] - mainRow,
    tid: data.id,
    is_ancestry: false,
    main: p === 0 || undefined,
    sibling: undefined,
    spouse: undefined,
    coparent: undefined,
    toggles: undefined,
    parents: undefined,
    parent: undefined,
    toward_main: undefined,
    link_to_main: undefined,
    spouses: undefined,
    children: undefined,
    key: data.id,
    duplicate: undefined,
    is_private: isPrivate(data) || undefined,
    all_rels_displayed: !cut[p],
    family_switch: undefined,
    layout_note: notes[p],
  }
}

/** Each card's parents (its first family's), children and spouses as cards; a lone spouse is also its `coparent`. */
export function* linkCardsSteps(graph: FamilyGraph, cards: RelativesDatum[], isHorizontal: boolean): Steps<void> {
  yield* inRuns(graph.edgeFamily.length, (from, to) => {
    for (let e = from; e < to; e++) {
      const f = graph.edgeFamily[e]
      const child = cards[graph.edgeChild[e]]
      const parents = [graph.parentA[f], graph.parentB[f]].filter((p) => p >= 0).map((p) => cards[p])
      if (graph.edgeFirst[e]) child.parents = parents
      for (const parent of parents) (parent.children ??= []).push(child)
    }
  })
  yield* inRuns(graph.parentA.length, (from, to) => {
    for (let f = from; f < to; f++) {
      const b = graph.parentB[f]
      if (b < 0) continue
      const a = graph.parentA[f]
      ;(cards[a].spouses ??= []).push(cards[b])
      ;(cards[b].spouses ??= []).push(cards[a])
    }
  })
  yield* inRuns(cards.length, (from, to) => {
    for (let k = from; k < to; k++) {
      const card = cards[k]
      if (card.spouses?.length === 1) card.coparent = card.spouses[0]
      // Spouses in the order they sit.
      if (card.spouses && card.spouses.length > 1) card.spouses.sort((s, t) => (isHorizontal ? s.y - t.y : s.x - t.x))
    }
  })
}
