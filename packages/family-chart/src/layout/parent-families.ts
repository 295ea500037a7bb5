/**
 * Several parent families on the chart. A child's parents are grouped into families (the birth pair in
 * `father` / `mother`, then pairs of spouses among `rels.other_parents`); one family is drawn in the tree, by default
 * the father / mother pair, or the one page code chose (`parent_families` option). The layout step at the end of
 * calculateTree places every other family of main and of main's ancestors beside the tree, on the row of the parents,
 * where no card is, with a link of its own kind ('parent-family') labelled with the relationship ("adoptive").
 */
import type { Datum } from '../data/types'
import type { RelationIndex } from '../data/relation-index'
import { otherParentsOf, parentTypeOf, type ParentType } from '../data/parent-families'
import { isPlaceholder } from '../data/markers'
import { isEmptyCard } from './empty-card'
import { createTreeLink } from './tree-objects'
import type { FamilyPlacementSettings, FamilySwitch, ParentFamilyLayout, TreeDatum, TreeLink } from './types'

/**
 * One family of parents of a child, as {@link Chart.getParentFamilies} returns it.
 * @since next
 */
export interface ParentFamily {
  /** The parents' ids: one or two. */
  parents: string[]
  /**
   * How the child is related to this family: the first type other than 'birth' among its parents, else 'birth' for
   * the father / mother pair and 'unknown' for another family.
   */
  type: ParentType
  /**
   * Whether this family is the one drawn in the tree (the others are drawn beside it): father and mother unless
   * another family was chosen; none for a child with other parents only, until one is chosen.
   */
  drawn: boolean
}

/** Which family each child is drawn in: child id → the parents' ids (`Chart.setParentFamily`). @since next */
export type ParentFamilyChoices = Record<string, string[]>

/** The word for a relationship type on a link: "adoptive", "step"... */
export function parentTypeWord(type: ParentType): string {
  switch (type) {
    case 'adopted':
      return 'adoptive'
    case 'unknown':
      return 'other'
    default:
      return type
  }
}

const lists = (d: Datum, id: string) => Array.isArray(d.rels?.spouses) && d.rels.spouses.includes(id)
const areSpouses = (a: Datum | undefined, b: Datum | undefined) => !!a && !!b && (lists(a, b.id) || lists(b, a.id))

/** The choice stored for a child: its own entry only (never one an object inherits), and only a list. */
export function choiceFor(choices: ParentFamilyChoices | undefined, childId: string): string[] | undefined {
  if (!choices || !Object.prototype.hasOwnProperty.call(choices, childId)) return undefined
  const list = choices[childId]
  return Array.isArray(list) ? list : undefined
}

/**
 * The family's type: the first type other than birth among its parents; else birth for the father / mother pair and
 * 'unknown' for another family (a second family the data gives no type says nothing of how it is related).
 */
function familyType(child: Datum, parents: string[], isFatherMother: boolean): ParentType {
  for (const p of parents) {
    const t = parentTypeOf(child, p)
    if (t !== 'birth') return t
  }
  return isFatherMother ? 'birth' : 'unknown'
}

/** Every parent id of a child in the 0.8 shape: father, mother, then other_parents, each once. */
function allParents(child: Datum): string[] {
  const out: string[] = []
  for (const p of [child.rels?.father, child.rels?.mother, ...otherParentsOf(child)])
    if (typeof p === 'string' && p !== child.id && !out.includes(p)) out.push(p)
  return out
}

/**
 * The parent families of `child` (0.8-shaped data): father and mother first, then the other parents in pairs of
 * spouses (a parent married to none of the others is a family alone). With a `choice` that names one of them, that
 * family is the drawn one instead of father / mother.
 */
export function parentFamiliesOf(
  child: Datum,
  getDatum: (id: string) => Datum | undefined,
  choice?: string[],
): ParentFamily[] {
  const birth = [child.rels?.father, child.rels?.mother].filter(
    (p): p is string => typeof p === 'string' && p !== child.id,
  )
  const families: string[][] = birth.length ? [birth] : []
  const rest = allParents(child).filter((p) => !birth.includes(p))
  while (rest.length) {
    const first = rest.shift()!
    const k = rest.findIndex((q) => areSpouses(getDatum(first), getDatum(q)))
    families.push(k < 0 ? [first] : [first, ...rest.splice(k, 1)])
  }
  const chosen = Array.isArray(choice) ? families.findIndex((f) => sameSet(f, choice)) : -1
  // Without a choice the father / mother pair is drawn; a child with other parents only is drawn in no family until
  // one is chosen (each is drawn beside the tree).
  const drawnAt = chosen >= 0 ? chosen : birth.length ? 0 : -1
  return families.map((parents, i) => ({
    parents,
    type: familyType(child, parents, i === 0 && birth.length > 0),
    drawn: i === drawnAt,
  }))
}

function sameSet(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((x) => b.includes(x))
}

/**
 * The father / mother slots each chosen child is drawn with, as positions in the index: only for choices that name a
 * family of the child other than its father / mother (a stale choice is left out).
 */
export function drawnParentChoices(
  index: RelationIndex,
  choices: ParentFamilyChoices | undefined,
): Map<number, [number, number]> {
  const out = new Map<number, [number, number]>()
  if (!choices) return out
  for (const [childId, parents] of Object.entries(choices)) {
    const child = index.get(childId)
    if (!child || !Array.isArray(parents)) continue
    // The drawn family is the chosen one only when the choice names a family of the child; father / mother are in
    // the index already.
    const families = parentFamiliesOf(child, (id) => index.get(id), parents)
    const family = families.find((f) => f.drawn)
    const isFatherMother = family === families[0] && (!!child.rels.father || !!child.rels.mother)
    if (!family || isFatherMother || !sameSet(family.parents, parents)) continue
    const slots: [number, number] = [-1, -1]
    for (const p of family.parents) {
      const at = index.has(p) ? index.positionOf(p) : -1
      const female = index.get(p)?.data?.gender === 'F'
      if (female ? slots[1] < 0 : slots[0] >= 0 && slots[1] < 0) slots[1] = at
      else if (slots[0] < 0) slots[0] = at
      else slots[1] = at
    }
    out.set(index.positionOf(childId), slots)
  }
  return out
}

interface Placement {
  settings: FamilyPlacementSettings
  /** Occupied positions along each row, keyed by the row's coordinate across generations. */
  rows: Map<number, number[]>
}

/** The first start, nearest `near`, of `count` cards side by side in a row, each a card's spacing from any other. */
function freeRun(p: Placement, across: number, near: number, count: number): number {
  const taken = p.rows.get(across) ?? []
  const gap = p.settings.nodeSeparation
  const fits = (start: number) => {
    for (let i = 0; i < count; i++) for (const t of taken) if (Math.abs(start + i * gap - t) < gap - 0.5) return false
    return true
  }
  // Candidates half a card apart, alternating sides, starting centred on `near`.
  const centred = near - ((count - 1) * gap) / 2
  for (let k = 0; ; k++) {
    const right = centred + (k * gap) / 2
    if (fits(right)) return right
    const left = centred - (k * gap) / 2
    if (fits(left)) return left
  }
}

function occupy(p: Placement, across: number, along: number) {
  const row = p.rows.get(across)
  if (row) row.push(along)
  else p.rows.set(across, [along])
}

/** The label a switch control gives: what pressing it draws. */
export function familySwitchLabel(type: ParentType, childName: string): string {
  const who = childName ? ` of ${childName}` : ''
  return type === 'birth'
    ? `Show the birth family${who} in the tree`
    : `Show the ${parentTypeWord(type)} family${who} in the tree`
}

/**
 * The layout step of several parent families (CalculateTreeOptions.parent_family_layout): which family each chosen
 * child is drawn in, and the other families beside the tree.
 * @since next
 */
export const parentFamilyLayout: ParentFamilyLayout = {
  chosen: (index, choices) => drawnParentChoices(index, choices),
  addBeside: (input) => addParentFamilies(input),
}

type ParentFamiliesInput = Parameters<ParentFamilyLayout['addBeside']>[0]

/**
 * The layout step: for main and each ancestor drawn above main, the parent families not drawn in the tree get cards
 * on the row of the parents, as near the child as a free place allows (never over a card), a labelled
 * 'parent-family' link from the child, and a spouse link between a couple. The child's card and each such family's
 * first card get a switch (`family_switch`) that draws that family in the tree. Returns the cards added.
 */
export function addParentFamilies({
  nodes,
  links,
  index,
  settings,
  choices,
  nameOf,
}: ParentFamiliesInput): TreeDatum[] {
  const { nodeSeparation: along, levelSeparation: across, isHorizontal } = settings
  const place: Placement = { settings, rows: new Map() }
  const alongOf = (td: TreeDatum) => (isHorizontal ? td.y : td.x)
  const acrossOf = (td: TreeDatum) => (isHorizontal ? td.x : td.y)
  const candidates: TreeDatum[] = []
  // An indexed loop: it runs over every card, and a for-of here made an iterator result per card (7 MB on a big tree).
  for (let i = 0; i < nodes.length; i++) {
    const td = nodes[i]
    if (
      (td.main || td.is_ancestry) &&
      !isEmptyCard(td.data) &&
      !isPlaceholder(td.data) &&
      otherParentsOf(td.data).length
    )
      candidates.push(td)
  }
  const added: TreeDatum[] = []
  // Where the cards are, for placing the families: only when there is one to place (on a big tree with none, these
  // rows were hundreds of thousands of boxed numbers made for nothing).
  if (!candidates.length) return added
  for (const td of nodes) occupy(place, acrossOf(td), alongOf(td))
  for (const td of candidates) {
    const id = td.data.id
    if (td.depth >= settings.ancestryDepth || settings.hiddenParents.has(id)) continue
    const families = parentFamiliesOf(td.data, (p) => index.get(p), choiceFor(choices, id))
    const drawnAt = families.findIndex((f) => f.drawn)
    const childName = nameOf(td.data)
    if (families.length > 1 || drawnAt < 0) {
      const next = families[(drawnAt + 1) % families.length]
      td.family_switch = {
        child: id,
        parents: next.parents.slice(),
        type: next.type,
        label: familySwitchLabel(next.type, childName),
      }
    }
    for (const family of families) {
      if (family.drawn) continue
      const people = family.parents.map((p) => index.get(p)).filter((d): d is Datum => !!d)
      if (!people.length) continue
      added.push(...placeFamily(td, family, people, { place, links, along, across, isHorizontal, childName }))
    }
  }
  nodes.push(...added)
  return added
}

interface FamilyPlacement {
  place: Placement
  links: TreeLink[]
  along: number
  across: number
  isHorizontal: boolean
  childName: string
}

/** Cards, links and the switch of one family not drawn in the tree. */
function placeFamily(child: TreeDatum, family: ParentFamily, people: Datum[], o: FamilyPlacement): TreeDatum[] {
  const depth = child.depth + 1
  const rowAcross = -depth * o.across
  const near = o.isHorizontal ? child.y : child.x
  const start = freeRun(o.place, rowAcross, near, people.length)
  const word = parentTypeWord(family.type)
  const cards = people.map((person, i): TreeDatum => {
    const at = start + i * o.along
    occupy(o.place, rowAcross, at)
    const children = [child]
    return {
      data: person,
      x: o.isHorizontal ? rowAcross : at,
      y: o.isHorizontal ? at : rowAcross,
      depth,
      tid: `${child.tid}^${word}^${person.id}`,
      is_ancestry: true,
      main: undefined,
      sibling: undefined,
      spouse: undefined,
      coparent: undefined,
      toggles: undefined,
      parents: undefined,
      parent: undefined,
      toward_main: child,
      link_to_main: undefined,
      spouses: undefined,
      children,
      key: '',
      duplicate: undefined,
      is_private: undefined,
      all_rels_displayed: false,
      family_switch: undefined,
    }
  })
  const names = people.map((p) => p.id)
  const linkId = `pf:${child.tid}:${names.join('+')}`
  for (const c of cards) c.link_to_main = linkId
  const title = `${word[0].toUpperCase()}${word.slice(1)} family${o.childName ? ` of ${o.childName}` : ''}`
  const target: [number, number] =
    cards.length === 2 ? [(cards[0].x + cards[1].x) / 2, (cards[0].y + cards[1].y) / 2] : [cards[0].x, cards[0].y]
  o.links.push(
    createTreeLink(
      linkId,
      'parent-family',
      [child.x, child.y],
      target,
      child.tid!,
      cards[0].tid!,
      undefined,
      undefined,
      { type: family.type, text: word, title },
    ),
  )
  if (cards.length === 2) {
    const [a, b] = cards
    a.coparent = b
    b.coparent = a
    o.links.push(createTreeLink(`s:${b.tid}`, 'spouse', [a.x, a.y], [b.x, b.y], a.tid!, b.tid!, [a, b]))
  }
  const sw: FamilySwitch = {
    child: child.data.id,
    parents: family.parents.slice(),
    type: family.type,
    label: familySwitchLabel(family.type, o.childName),
  }
  cards[0].family_switch = sw
  return cards
}
