// The language-neutral kinship of every relative of one person (blood, marriage, step), for a locale to put in words.
import type { Data, Datum } from '../../data/types'
import { buildRelationIndex, type RelationIndex } from '../../data/relation-index'
import type { KinshipRelation, Sex } from '../types'
import {
  ancestorsOf,
  lineDownToEgo,
  lineDownToRelative,
  reachBlood,
  type AncestorStep,
  type Reach,
} from './blood-reach'
import { bornBefore } from './birth-order'

/** What `kinshipRelations` includes beyond blood relatives and spouses. @since next */
export interface KinshipOptions {
  /** Parents and siblings of a spouse, spouses of siblings and of children. Default true. */
  inLaws?: boolean
  /** A parent's spouse who is not one's parent, a spouse's child who is not one's own. Default true. */
  steps?: boolean
  /** The data field holding birth dates, for elder / younger words. Default 'birthday'. */
  birthField?: string
}

interface Context {
  index: RelationIndex
  birthField: string
}

const sexOf = (index: RelationIndex, id: string | undefined): Sex => {
  const gender = id === undefined ? undefined : index.get(id)?.data?.gender
  return gender === 'M' || gender === 'F' ? gender : undefined
}

const parentsOf = (index: RelationIndex, id: string) => {
  const { father, mother } = index.rels(id)
  return [father, mother].filter((p): p is string => p !== undefined)
}

/** Only one known parent in common, and another known parent on one side. */
function isHalf(index: RelationIndex, a: string, b: string): boolean {
  const pa = parentsOf(index, a)
  const pb = parentsOf(index, b)
  const shared = pa.filter((p) => pb.includes(p)).length
  return shared === 1 && new Set([...pa, ...pb]).size > 1
}

/** The record of one blood relative from the way it is reached (see blood-reach.ts). */
function bloodRelation(ctx: Context, ancestors: Map<string, AncestorStep>, reaches: Map<string, Reach>, id: string) {
  const { index } = ctx
  const reach = reaches.get(id)!
  const egoLine = lineDownToEgo(ancestors, reach.lca)
  const downIds = lineDownToRelative(reaches, id)
  const upLine = egoLine
    .slice(0, -1)
    .reverse()
    .map((p) => sexOf(index, p))
  const relation: KinshipRelation = {
    up: reach.up,
    down: reach.down,
    sex: sexOf(index, id),
    upLine,
    downLine: downIds.map((p) => sexOf(index, p)),
  }
  if (upLine[0]) relation.side = upLine[0] === 'M' ? 'paternal' : 'maternal'
  if (reach.up > 0 && reach.down > 0) {
    if (egoLine[1] !== undefined && downIds[0] !== undefined && isHalf(index, egoLine[1], downIds[0]))
      relation.half = true
    // The person of the relative's generation on ego's side: ego, a parent, a grandparent ...
    const peer = reach.up >= reach.down ? egoLine[reach.down] : undefined
    const elder = peer === undefined ? undefined : bornBefore(index.get(id), index.get(peer), ctx.birthField)
    if (elder !== undefined) relation.elder = elder
  }
  return relation
}

/** Every blood relative of `egoId`, ego included (0 / 0). */
function bloodRelations(ctx: Context, egoId: string): Map<string, KinshipRelation> {
  const ancestors = ancestorsOf(ctx.index, egoId)
  const reaches = reachBlood(ctx.index, ancestors)
  const out = new Map<string, KinshipRelation>()
  for (const id of reaches.keys()) out.set(id, bloodRelation(ctx, ancestors, reaches, id))
  return out
}

/** A person's parents' other children, full or half, in a stable order. */
function siblingsOf(index: RelationIndex, id: string): string[] {
  const siblings = new Set<string>()
  for (const parent of parentsOf(index, id)) {
    for (const child of index.rels(parent).children) if (child !== id) siblings.add(child)
  }
  return [...siblings]
}

/** A relation with only one blood step (parent, sibling or child), for in-laws and steps. */
function near(index: RelationIndex, id: string, up: number, down: number, via: string): KinshipRelation {
  const sex = sexOf(index, id)
  const upLine: Sex[] = up ? [down ? undefined : sex] : []
  return { up, down, sex, upLine, downLine: down ? [sex] : [], viaSex: sexOf(index, via) }
}

/** In-laws as the library has always named them: a spouse's parents, children's spouses, siblings on both sides. */
function addInLaws(ctx: Context, egoId: string, out: Map<string, KinshipRelation>): void {
  const { index } = ctx
  const name = (id: string, relation: KinshipRelation) => {
    if (id !== egoId && !out.has(id)) out.set(id, relation)
  }
  const ego = index.rels(egoId)
  for (const spouse of ego.spouses) {
    for (const parent of parentsOf(index, spouse))
      name(parent, { ...near(index, parent, 1, 0, spouse), marriage: 'kin-of-spouse' })
  }
  for (const child of ego.children) {
    for (const childSpouse of index.rels(child).spouses) {
      const relation = near(index, childSpouse, 0, 1, child)
      name(childSpouse, { ...relation, downLine: [sexOf(index, child)], marriage: 'spouse-of-kin' })
    }
  }
  for (const spouse of ego.spouses) {
    for (const sibling of siblingsOf(index, spouse)) {
      const elder = bornBefore(index.get(sibling), index.get(spouse), ctx.birthField)
      const relation: KinshipRelation = { ...near(index, sibling, 1, 1, spouse), marriage: 'kin-of-spouse' }
      if (isHalf(index, sibling, spouse)) relation.half = true
      name(sibling, elder === undefined ? relation : { ...relation, elder })
    }
  }
  for (const sibling of siblingsOf(index, egoId)) {
    const elder = bornBefore(index.get(sibling), index.get(egoId), ctx.birthField)
    for (const siblingSpouse of index.rels(sibling).spouses) {
      const relation: KinshipRelation = {
        ...near(index, siblingSpouse, 1, 1, sibling),
        downLine: [sexOf(index, sibling)],
        marriage: 'spouse-of-kin',
      }
      name(siblingSpouse, elder === undefined ? relation : { ...relation, elder })
    }
  }
}

/** The parents a person names in `other_parents` with the type 'step'. */
function stepParentsNamed(person: Datum | undefined): string[] {
  const others = person?.rels?.other_parents
  if (!Array.isArray(others)) return []
  return others.filter((p): p is string => typeof p === 'string' && person!.data?.[`parent_type__ref__${p}`] === 'step')
}

/** Step-parents (a parent's spouse, or a step parent the data names) and step-children (a spouse's child). */
function addSteps(ctx: Context, egoId: string, out: Map<string, KinshipRelation>): void {
  const { index } = ctx
  const name = (id: string, relation: KinshipRelation) => {
    if (id !== egoId && index.has(id) && !out.has(id)) out.set(id, { ...relation, step: true })
  }
  for (const parent of parentsOf(index, egoId)) {
    for (const spouse of index.rels(parent).spouses) name(spouse, near(index, spouse, 1, 0, parent))
  }
  for (const stepParent of stepParentsNamed(index.get(egoId))) name(stepParent, near(index, stepParent, 1, 0, ''))
  for (const spouse of index.rels(egoId).spouses) {
    for (const child of index.rels(spouse).children) name(child, near(index, child, 0, 1, spouse))
  }
}

/**
 * How every relative of `egoId` is related to them, in no language: blood relatives through their closest common
 * ancestor (with the sexes on the way, half kin, and elder or younger where birth dates tell), spouses, and unless
 * turned off in-laws and step relations. Blood comes first, then marriage, then in-law, then step: a person is named
 * by the first that applies, as `calculateKinships` does. People not related to ego are absent; an unknown `egoId`
 * gives an empty map. Relations are read from both sides; dangling ids are ignored and cyclic data ends.
 * @since next
 */
export function kinshipRelations(
  egoId: string,
  data: Data,
  options: KinshipOptions = {},
): Map<string, KinshipRelation> {
  const index = buildRelationIndex(data)
  if (!index.has(egoId)) return new Map()
  const ctx: Context = { index, birthField: options.birthField ?? 'birthday' }
  const out = bloodRelations(ctx, egoId)
  for (const spouse of index.rels(egoId).spouses) {
    out.set(spouse, { up: 0, down: 0, sex: sexOf(index, spouse), upLine: [], downLine: [], marriage: 'spouse' })
  }
  if (options.inLaws !== false) addInLaws(ctx, egoId, out)
  if (options.steps !== false) addSteps(ctx, egoId, out)
  return out
}
