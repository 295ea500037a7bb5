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

/**
 * The links, a run at a time. The links that meet at a card share one array for that point, and a family's child
 * links one for the point they start from (as calculateTree's do: far fewer small arrays on a big chart).
 */
export function* createLinksSteps(input: LinkInput): Steps<RelativesLink[]> {
  const { parentA, parentB, edgeFamily } = input.graph
  // Made at its size: grown by push, a big chart's list was copied over and over.
  let couples = 0
  for (let f = 0; f < parentB.length; f++) if (parentB[f] >= 0) couples++
  const links: RelativesLink[] = new Array(couples + edgeFamily.length)
  let made = 0
  const points: Point[] = new Array(input.cards.length)
  yield* inRuns(points.length, (from, to) => {
    for (let p = from; p < to; p++) points[p] = [input.cards[p].x, input.cards[p].y]
  })
  const shared: Shared = { points, families: new Array(parentA.length) }
  yield* inRuns(parentA.length, (from, to) => {
    for (let f = from; f < to; f++) if (parentB[f] >= 0) links[made++] = spouseLink(input, shared, f)
  })
  yield* inRuns(edgeFamily.length, (from, to) => {
    for (let e = from; e < to; e++) links[made++] = childLink(input, shared, e)
  })
  return links
}

type Point = [number, number]

/** Each card's point and each family's starting point, one array each for every link that uses it. */
interface Shared {
  points: Point[]
  families: (Point | undefined)[]
}

/** 0 for a couple side by side (or on different rows); else how many people sit between them. */
function laneOf(rows: Rows, a: number, b: number): number {
  if (rows.blockOf[a] !== rows.blockOf[b]) return 0
  return Math.max(0, Math.abs(rows.slot[a] - rows.slot[b]) - 1)
}

/** The couple's link: from the one with several spouses (else the left one) to the other. */
function spouseLink({ graph, rows, cards }: LinkInput, shared: Shared, f: number): RelativesLink {
  let [a, b] = [graph.parentA[f], graph.parentB[f]]
  const lane = laneOf(rows, a, b)
  if (lane ? rows.centre[f] === b : rows.slot[b] < rows.slot[a] && rows.blockOf[a] === rows.blockOf[b]) [a, b] = [b, a]
  const [from, to] = [cards[a], cards[b]]
  // Named by the couple's ids in text order: the same link whoever is main and wherever the two sit.
  const id = from.tid! < to.tid! ? `s:${from.tid}+${to.tid}` : `s:${to.tid}+${from.tid}`
  return {
    id,
    kind: 'spouse',
    source: shared.points[a],
    target: shared.points[b],
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
function childLink({ graph, rows, geometry, cards, nameOf }: LinkInput, shared: Shared, e: number): RelativesLink {
  const f = graph.edgeFamily[e]
  const c = graph.edgeChild[e]
  const child = cards[c]
  const type = graph.edgeType[e]
  const [a, b] = [graph.parentA[f], graph.parentB[f]]
  const dummies = rows.linkDummies[e]
  const together = rows.together[f] === 1
  // A child's first family's link is named by the child alone (as the hourglass names it); another by its parents too.
  const id = graph.edgeFirst[e] ? `l:${child.tid}` : `l:${child.tid}:${cards[a].tid}${b >= 0 ? `+${cards[b].tid}` : ''}`
  return {
    id,
    kind: type === 'birth' ? 'child' : 'parent-family',
    source: (shared.families[f] ??= geometry.family(f)),
    target: shared.points[c],
    from: cards[rows.anchor[f]].tid!,
    to: child.tid!,
    spouses: undefined,
    lane: (together && laneOf(rows, a, b)) || undefined,
    family: type === 'birth' ? undefined : familyMark(type, parentTypeWord(type), nameOf(c)),
    via: dummies ? dummies.map((d) => geometry.item(d)) : undefined,
  }
}
