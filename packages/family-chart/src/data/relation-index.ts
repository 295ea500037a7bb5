/** Normalised, both-sided view of the relations in a data list, tolerant of broken input. */
import type { Data, Datum } from './types'
import { doubled, EdgeList, groupEdgesSteps, type Adjacency } from './adjacency'
import { ITEMS_PER_STEP, inRuns, runSteps, type Steps } from '../schedule/steps'
import { childListsSteps, namedChildrenSteps } from './child-lists'
import { IdTable } from './id-table'
import { createRelationReads, NOT_A_LIST, type RelationReads } from './relation-reads'
import { IntList } from './int-list'

export interface PersonRels {
  father?: string
  mother?: string
  spouses: string[]
  children: string[]
}

export interface RelationIndex {
  /** Ids of the usable people, in data order (duplicates and malformed records dropped). */
  ids: string[]
  get(id: string): Datum | undefined
  /** The person at position `p` of `ids` (no lookup by id: for loops that already hold positions). */
  at(p: number): Datum
  has(id: string): boolean
  rels(id: string): PersonRels
  /** Position of a person in `ids`, or -1: the number the typed `links` below use. */
  positionOf(id: string): number
  /** The same relations as `rels`, by position, for loops over many people that should not allocate. */
  links: { father: Int32Array; mother: Int32Array; spouses: Adjacency; children: Adjacency }
}

const EMPTY_RELS: PersonRels = Object.freeze({ spouses: [], children: [] }) as PersonRels

export function isUsableDatum(d: unknown): d is Datum {
  if (!d || typeof d !== 'object') return false
  const datum = d as Datum
  return typeof datum.id === 'string' && datum.id !== '' && !!datum.data && typeof datum.data === 'object'
}

/** Whether the child lists `parentId` in `rels.other_parents`. */
function namesAsOtherParent(child: Datum, parentId: string): boolean {
  const others = child.rels?.other_parents
  return Array.isArray(others) && others.includes(parentId)
}

/**
 * Adds the reverse of every edge so far (b → a for each a → b), but for the edges marked in `mutual`: those whose
 * reverse is in the other person's own list already, where it would only be dropped as a repeat.
 */
function addReversed(edges: EdgeList, mutual: Uint8Array): void {
  const own = edges.length
  for (let e = 0; e < own; e++) if (!mutual[e]) edges.add(edges.to[e], edges.from[e])
}

/**
 * Reads relations from both sides: a child that names its father counts even if the father does not list the
 * child, and the reverse. References to unknown ids and to the person themself are dropped. Linear in the data.
 * People are numbered by position; relations live in typed arrays (see adjacency.ts) and a person's `PersonRels`
 * object is made the first time it is asked for, so a layout that visits part of a big tree pays only for that part.
 * @since next
 */
export function buildRelationIndex(data: Data): RelationIndex {
  return runSteps(relationIndexSteps(data))
}

/** buildRelationIndex as steps that pause every few hundred people (see schedule/steps.ts). */
export function* relationIndexSteps(data: Data): Steps<RelationIndex> {
  return (yield* relationIndexAndReadsSteps(data)).index
}

/** The index and what it was built from (see relation-reads.ts), for the cache that reuses it. */
export function* relationIndexAndReadsSteps(data: Data): Steps<{ index: RelationIndex; reads: RelationReads }> {
  const list = Array.isArray(data) ? data : []
  const { table, people } = yield* numberPeople(list)
  const ids = table.ids
  const reads = createRelationReads(list.length, people.length)
  const { father, mother, spouseEdges, mutual } = yield* readOwnRelations(people, table, reads)
  // The other side of every marriage, after each person's own list (repeats are dropped when grouping).
  addReversed(spouseEdges, mutual)
  yield
  const spouses = yield* groupEdgesSteps(people.length, spouseEdges)
  const named = yield* namedChildrenSteps(father, mother)
  // Each person's list of children, as usually written: a number for its length, then one per child, each child
  // named by both parents. Sized so, the stream is not copied as it grows.
  reads.children = new IntList(people.length + named.targets.length + (people.length >> 4))
  const children = yield* childListsSteps(people, ids, named, (v, self) => refAt(table, v, self), reads.children)
  yield* fillFreeParentSlots(people, ids, children, father, mother, reads)
  yield* dropChildrenOfOthers(children, father, mother)
  return { index: createRelationIndex(people, table, { father, mother, spouses, children }), reads }
}

/** The usable people in data order, the first of each id kept, and the table of their ids' positions. */
function* numberPeople(list: unknown[]): Steps<{ table: IdTable; people: Datum[] }> {
  // Made at the list's size and cut to what is kept: grown by push, a million entries took each list through dozens
  // of copies, a list's worth of garbage twice over.
  const usable = new Array<Datum>(list.length)
  const ids = new Array<string>(list.length)
  let kept = 0
  // Each loop runs in plain functions, a run of people per call (see inRuns in schedule/steps.ts).
  yield* inRuns(list.length, (from, to) => {
    for (let k = from; k < to; k++) {
      const d = list[k]
      if (isUsableDatum(d)) {
        usable[kept] = d
        ids[kept++] = d.id
      }
    }
  })
  usable.length = kept
  ids.length = kept
  const table = new IdTable(ids.length)
  // The table may keep `ids` as its own list: it is not used here after.
  const repeated = yield* table.addAllSteps(ids)
  if (repeated.indexOf(1) < 0) return { table, people: usable }
  const people: Datum[] = []
  yield* inRuns(usable.length, (from, to) => {
    for (let k = from; k < to; k++) if (!repeated[k]) people.push(usable[k])
  })
  return { table, people }
}

/** Position of a reference to another known person, or -1. */
function refAt(table: IdTable, v: unknown, self: number): number {
  if (typeof v !== 'string') return -1
  const i = table.get(v)
  return i === self ? -1 : i
}

/**
 * A look-up by id that remembers its last answer: siblings usually follow each other in the data, so a child's
 * father is often the one just looked up (half the fathers of the benchmark's generated family).
 */
function rememberingLookUp(table: IdTable): (v: unknown) => number {
  let last: unknown = undefined
  let lastAt = -1
  return (v) => {
    if (v !== last) {
      last = v
      lastAt = refAt(table, v, -1)
    }
    return lastAt
  }
}

/** The relations each person's own record names: father, mother, and edges to spouses. */
interface OwnRelations {
  father: Int32Array
  mother: Int32Array
  spouseEdges: EdgeList
  /** 1 for a spouse edge a → b when b's own list names a too (so b → a is an edge already). */
  mutual: Uint8Array
}

/**
 * Reads each person's own father, mother and spouses (unknown ids and self references dropped; a mother the same as
 * the father too), and notes in `reads` what each of those and of `other_parents` resolved to. Children are read
 * afterwards, from both sides at once (child-lists.ts).
 */
function* readOwnRelations(people: Datum[], table: IdTable, reads: RelationReads): Steps<OwnRelations> {
  const n = people.length
  const father = new Int32Array(n).fill(-1)
  const mother = new Int32Array(n).fill(-1)
  // Room for a spouse each, said from both sides (addReversed): growing by doubling copied it over and over.
  const spouseEdges = new EdgeList(2 * n)
  const fatherAt = rememberingLookUp(table)
  const motherAt = rememberingLookUp(table)
  const ids = table.ids
  // namedBy[j]: a person before j who named j as a spouse, and namedByEdge[j] that edge. Most marriages are said on
  // both sides, so j's own list usually names that person back: compared by id at once, with no look-up in the id
  // table, and both edges marked mutual, which spares adding their reverses only to drop them as repeats.
  const namedBy = new Int32Array(n).fill(-1)
  const namedByEdge = new Int32Array(n)
  let mutual = new Uint8Array(spouseEdges.from.length)
  const { spouses: spouseReads, otherParents } = reads
  yield* inRuns(n, (from, to) => {
    for (let i = from; i < to; i++) {
      const rels = people[i].rels
      if (!rels || typeof rels !== 'object') {
        reads.father[i] = reads.mother[i] = -1
        spouseReads.push(NOT_A_LIST)
        continue
      }
      let f = fatherAt(rels.father)
      let m = motherAt(rels.mother)
      if (f === i) f = -1
      if (m === i) m = -1
      reads.father[i] = father[i] = f
      reads.mother[i] = m
      if (m !== f) mother[i] = m
      const list = rels.spouses
      if (Array.isArray(list)) {
        const out = spouseReads.reserve(1 + list.length)
        let w = spouseReads.length
        out[w++] = list.length
        // Indexed: a for-of here made an iterator per list, garbage on every person of a big tree.
        for (let k = 0; k < list.length; k++) {
          const v = list[k]
          const back = namedBy[i]
          const namedBack = back >= 0 && ids[back] === v
          const j = namedBack ? back : refAt(table, v, i)
          out[w++] = j
          if (j < 0) continue
          const edge = spouseEdges.length
          spouseEdges.add(i, j)
          if (mutual.length < spouseEdges.from.length) mutual = doubled(mutual, spouseEdges.from.length)
          if (namedBack) mutual[edge] = mutual[namedByEdge[i]] = 1
          if (j > i && namedBy[j] < 0) {
            namedBy[j] = i
            namedByEdge[j] = edge
          }
        }
        spouseReads.length = w
      } else spouseReads.push(NOT_A_LIST)
      // Read only in the few families where a parent lists a child who does not name them (fillFreeParentSlots), but
      // it can change which parent a child gets.
      const others = rels.other_parents
      if (Array.isArray(others)) {
        otherParents.push(i)
        otherParents.push(others.length)
        for (const v of others) otherParents.push(refAt(table, v, i))
      }
    }
  })
  return { father, mother, spouseEdges, mutual }
}

/**
 * A parent that lists a child the child does not name: fill the free parent slot by the parent's gender. A parent
 * the child names in rels.other_parents (adoptive, step ...) is of another family: never a father or mother here.
 */
function* fillFreeParentSlots(
  people: Datum[],
  ids: string[],
  children: Adjacency,
  father: Int32Array,
  mother: Int32Array,
  reads: RelationReads,
): Steps<void> {
  yield* inRuns(people.length, (from, to) => {
    for (let i = from; i < to; i++) {
      for (let k = children.start[i], end = k + children.length[i]; k < end; k++) {
        const c = children.targets[k]
        if (father[c] === i || mother[c] === i || namesAsOtherParent(people[c], ids[i])) continue
        // Read only here: nearly every child already names this parent, and reading every person's data would touch
        // a million objects for nothing.
        const isFemale = people[i].data.gender === 'F'
        reads.genders.push(i)
        reads.genders.push(isFemale ? 1 : 0)
        if (isFemale && mother[c] < 0) mother[c] = i
        else if (!isFemale && father[c] < 0) father[c] = i
        else if (father[c] < 0) father[c] = i
        else if (mother[c] < 0) mother[c] = i
      }
    }
  })
}

/** Drops children whose both parent slots went to other people, so links never point at a non-parent. */
function* dropChildrenOfOthers(children: Adjacency, father: Int32Array, mother: Int32Array): Steps<void> {
  yield* inRuns(
    father.length,
    (from, to) => {
      for (let i = from; i < to; i++) {
        const start = children.start[i]
        let w = start
        for (let k = start, end = start + children.length[i]; k < end; k++) {
          const c = children.targets[k]
          if (father[c] === i || mother[c] === i) children.targets[w++] = c
        }
        children.length[i] = w - start
      }
    },
    ITEMS_PER_STEP * 4,
  )
}

/** The index over the finished relations; a person's PersonRels object is made the first time it is asked for. */
function createRelationIndex(people: Datum[], table: IdTable, links: RelationIndex['links']): RelationIndex {
  const { father, mother, spouses, children } = links
  const ids = table.ids
  const idList = (a: Adjacency, i: number): string[] => {
    const out: string[] = new Array(a.length[i])
    for (let k = 0; k < out.length; k++) out[k] = ids[a.targets[a.start[i] + k]]
    return out
  }
  const made: (PersonRels | undefined)[] = new Array(people.length)
  return {
    ids,
    get: (id) => {
      const i = table.get(id)
      return i < 0 ? undefined : people[i]
    },
    at: (p) => people[p],
    has: (id) => table.get(id) >= 0,
    positionOf: (id) => table.get(id),
    links,
    rels: (id) => {
      const i = table.get(id)
      if (i < 0) return EMPTY_RELS
      return (made[i] ??= {
        father: father[i] >= 0 ? ids[father[i]] : undefined,
        mother: mother[i] >= 0 ? ids[mother[i]] : undefined,
        spouses: idList(spouses, i),
        children: idList(children, i),
      })
    },
  }
}
