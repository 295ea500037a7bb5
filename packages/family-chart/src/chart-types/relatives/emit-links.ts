/**
 * The links of the relatives chart: one spouse link per couple, and a link from each family's point to each of its
 * children: a 'child' link for a birth family, a 'parent-family' link with its word ("adoptive", "step", "foster")
 * for another, as the hourglass marks them. A link that passes rows carries the points of its channel (`via`).
 */
import type { FamilyGraph } from './families'
import type { Rows } from './rows'
import type { Geometry } from './geometry'
import type { RelativesDatum, RelativesLink } from './types'
import { parentTypeWord } from '../../layout/parent-families'
import type { ParentType } from '../../data/parent-families'
import { inRuns, type Steps } from '../../schedule/steps'

export interface LinkInput {
  graph: FamilyGraph
  rows: Rows
  geometry: Geometry
  cards: RelativesDatum[]
  /** A person's name as a link's title may say it; '' for a private person. */
  nameOf: (p: number) => string
}

export function* createLinksSteps(input: LinkInput): Steps<RelativesLink[]> {
  const links: RelativesLink[] = []
  const { parentA, parentB, edgeFamily } = input.graph
  yield* inRuns(parentA.length, (from, to) => {
    for (let f = from; f < to; f++) if (parentB[f] >= 0) links.push(spouseLink(input, f))
  })
  yield* inRuns(edgeFamily.length, (from, to) => {
    for (let e = from; e < to; e++) links.push(childLink(input, e))
  })
  return links
}

/** 0 for a couple side by side (or on different rows); else how many people sit between them. */
function laneOf(rows: Rows, a: number, b: number): number {
  if (rows.blockOf[a] !== rows.blockOf[b]) return 0
  return Math.max(0, Math.abs(rows.slot[a] - rows.slot[b]) - 1)
}

/** The couple's link: from the one with several spouses (else the left one) to the other. */
function spouseLink({ graph, rows, cards }: LinkInput, f: number): RelativesLink {
  let [a, b] = [graph.parentA[f], graph.parentB[f]]
  const lane = laneOf(rows, a, b)
  if (lane ? rows.centre[f] === b : rows.slot[b] < rows.slot[a] && rows.blockOf[a] === rows.blockOf[b]) [a, b] = [b, a]
  const [from, to] = [cards[a], cards[b]]
  // Named by the couple's ids in text order: the same link whoever is main and wherever the two sit.
  const names = [from.tid!, to.tid!].sort()
  return {
    id: `s:${names[0]}+${names[1]}`,
    kind: 'spouse',
    source: [from.x, from.y],
    target: [to.x, to.y],
    from: from.tid!,
    to: to.tid!,
    spouses: [from, to],
    lane: lane || undefined,
    family: undefined,
    via: undefined,
  }
}

/** The word of a family other than birth on its link, and the link's accessible name. */
function familyMark(type: ParentType, word: string, name: string) {
  return { type, text: word, title: `${word[0].toUpperCase()}${word.slice(1)} family${name ? ` of ${name}` : ''}` }
}

/** The link from the family's point to the child. */
function childLink({ graph, rows, geometry, cards, nameOf }: LinkInput, e: number): RelativesLink {
  const f = graph.edgeFamily[e]
  const c = graph.edgeChild[e]
  const child = cards[c]
  const type = graph.edgeType[e]
  const [a, b] = [graph.parentA[f], graph.parentB[f]]
  const parentIds = (b >= 0 ? [a, b] : [a]).map((p) => cards[p].tid!)
  const word = parentTypeWord(type)
  const dummies = rows.linkDummies[e]
  const together = rows.together[f] === 1
  return {
    id: graph.edgeFirst[e] ? `l:${child.tid}` : `l:${child.tid}:${parentIds.join('+')}`,
    kind: type === 'birth' ? 'child' : 'parent-family',
    source: geometry.family(f),
    target: [child.x, child.y],
    from: cards[rows.anchor[f]].tid!,
    to: child.tid!,
    spouses: undefined,
    lane: (together && laneOf(rows, a, b)) || undefined,
    family: type === 'birth' ? undefined : familyMark(type, word, nameOf(c)),
    via: dummies ? dummies.map((d) => geometry.item(d)) : undefined,
  }
}
