/**
 * The families among the people drawn: every couple (spouses, or the two parents of a child) and every parent with
 * children of no known co-parent is a family, each child linked to each family it belongs to (birth first, then
 * adoptive, step, foster), each marriage its own family.
 */
import type { Datum } from '../../data/types'
import type { RelationIndex } from '../../data/relation-index'
import { otherParentsOf, parentTypeOf, type ParentType } from '../../data/parent-families'
import { parentFamiliesOf } from '../../layout/parent-families'
import { ITEMS_PER_STEP, untilDone, type Steps } from '../../schedule/steps'
import type { Reach } from './reach'

export interface FamilyGraph {
  /** The people drawn, by chart number (main is 0). */
  people: Datum[]
  /** Each family's parents by chart number: `parentB` is -1 for a family of one parent. */
  parentA: number[]
  parentB: number[]
  /** Child links: the family, the child and how the child is related to that family. */
  edgeFamily: number[]
  edgeChild: number[]
  edgeType: ParentType[]
  /** 1 for the family a child is drawn with first (its birth family when drawn): its link leads toward its parents. */
  edgeFirst: number[]
}

interface Building extends FamilyGraph {
  keys: Map<number, number>
  count: number
}

/** The family of parents `a` and `b` (b -1 for one parent), made when first asked for. */
function familyOf(g: Building, a: number, b: number): number {
  if (b >= 0 && b < a) [a, b] = [b, a]
  const key = a * (g.count + 1) + (b + 1)
  let f = g.keys.get(key)
  if (f === undefined) {
    f = g.parentA.length
    g.keys.set(key, f)
    g.parentA.push(a)
    g.parentB.push(b)
  }
  return f
}

/** The families of the people drawn, their children and every marriage among them; pauses every few hundred people. */
export function* familyGraphSteps(index: RelationIndex, reach: Reach): Steps<FamilyGraph> {
  const count = reach.order.length
  const people: Datum[] = new Array(count)
  for (let k = 0; k < count; k++) people[k] = index.at(reach.order[k])
  const g: Building = {
    people,
    parentA: [],
    parentB: [],
    edgeFamily: [],
    edgeChild: [],
    edgeType: [],
    edgeFirst: [],
    keys: new Map(),
    count,
  }
  let k = 0
  yield* untilDone(() => {
    for (let done = 0; done < ITEMS_PER_STEP && k < count; done++, k++) {
      addParentFamilies(g, index, reach, k)
      addMarriages(g, index, reach, k)
    }
    return k >= count
  })
  const { keys: _keys, count: _count, ...graph } = g
  return graph
}

/** The child's families among the people drawn: father and mother, then each other family of its parents. */
function addParentFamilies(g: Building, index: RelationIndex, reach: Reach, c: number): void {
  const p = reach.order[c]
  const child = g.people[c]
  const father = index.links.father[p]
  const mother = index.links.mother[p]
  const a = father >= 0 ? reach.localOf[father] : -1
  const b = mother >= 0 ? reach.localOf[mother] : -1
  let first = 1
  if (a >= 0 || b >= 0) {
    const birthIds = [father, mother].filter((q) => q >= 0).map((q) => index.ids[q])
    addChild(g, a >= 0 ? a : b, a >= 0 ? b : -1, c, typeAmong(child, birthIds, 'birth'), first)
    first = 0
  }
  if (!otherParentsOf(child).length) return
  const families = parentFamiliesOf(child, (id) => index.get(id))
  const hasBirth = typeof child.rels?.father === 'string' || typeof child.rels?.mother === 'string'
  for (let i = hasBirth ? 1 : 0; i < families.length; i++) {
    const drawn = families[i].parents
      .map((id) => index.positionOf(id))
      .filter((q) => q >= 0 && q !== father && q !== mother && reach.localOf[q] >= 0)
      .map((q) => reach.localOf[q])
    if (!drawn.length) continue
    addChild(g, drawn[0], drawn.length > 1 ? drawn[1] : -1, c, families[i].type, first)
    first = 0
  }
}

/** The first type other than birth among the parents, else `fallback` (as the hourglass names a family). */
function typeAmong(child: Datum, parentIds: string[], fallback: ParentType): ParentType {
  for (const id of parentIds) {
    const t = parentTypeOf(child, id)
    if (t !== 'birth') return t
  }
  return fallback
}

function addChild(g: Building, a: number, b: number, c: number, type: ParentType, first: number): void {
  g.edgeFamily.push(familyOf(g, a, b))
  g.edgeChild.push(c)
  g.edgeType.push(type)
  g.edgeFirst.push(first)
}

/** A family for every marriage of the person with a spouse drawn (each couple once, from the one met first). */
function addMarriages(g: Building, index: RelationIndex, reach: Reach, a: number): void {
  const { spouses } = index.links
  const p = reach.order[a]
  for (let k = spouses.start[p], end = k + spouses.length[p]; k < end; k++) {
    const b = reach.localOf[spouses.targets[k]]
    if (b > a) familyOf(g, a, b)
  }
}
