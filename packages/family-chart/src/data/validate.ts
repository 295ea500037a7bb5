/** validateData: lists what is wrong with a data list, in plain words, without changing it. */
import { ITEMS_PER_STEP, runSteps, type Steps } from '../schedule/steps'
import { detectDataShape, toLegacyShape } from './data-shape'
import { otherParentsOf, parentTypeKey, parentTypeOf } from './parent-families'

/** What kind of problem validateData found. @since next */
export type DataProblemType =
  | 'not-an-array'
  | 'empty-data'
  | 'bad-person'
  | 'duplicate-id'
  | 'bad-gender'
  | 'missing-reference'
  | 'one-sided-relation'
  | 'own-ancestor'
  | 'too-many-parents'
  | 'self-relation'
  | 'parent-gender'
  | 'same-parent-twice'
  | 'duplicate-relation'

/** One problem validateData found, in plain words. @since next */
export interface DataProblem {
  type: DataProblemType
  /** Id of the person the problem is about, when there is one. */
  id?: string
  message: string
}

const REL_KEYS = ['father', 'mother'] as const
const LIST_KEYS = ['spouses', 'children', 'other_parents'] as const

/**
 * Checks a data list and returns every problem found (an empty list means the data is clean). The chart uses the
 * same checks: it draws what it can and reports the rest, so bad data never hangs or blanks a page. Both data
 * shapes are checked: 0.8's `rels.father` / `rels.mother` / `rels.other_parents` and 0.9's `rels.parents`. A person
 * has at most two birth parents (`too-many-parents`); adoptive, step and foster parents come on top of them.
 * @since next
 */
export function validateData(input: unknown): DataProblem[] {
  return runSteps(validateDataSteps(input))
}

/** validateData as steps that pause every few hundred people (see schedule/steps.ts). */
export function* validateDataSteps(input: unknown): Steps<DataProblem[]> {
  if (!Array.isArray(input)) return [{ type: 'not-an-array', message: 'Data must be an array of people.' }]
  let data: any[] = input
  if (data.length === 0) return [{ type: 'empty-data', message: 'Data is empty: add at least one person.' }]
  const problems: DataProblem[] = []
  const parentsListed = detectDataShape(data) === '0.9'
  if (parentsListed) data = toLegacyShape(data)
  const byId = new Map<string, any>()

  yield* entryProblems(data, byId, problems)
  yield* relationProblems(byId, parentsListed, problems)
  yield
  for (const id of findOwnAncestors(byId)) {
    problems.push({
      type: 'own-ancestor',
      id,
      message: `Person "${id}" is their own ancestor (a cycle through father/mother).`,
    })
  }
  return problems
}

/** Entries that are not people, reused ids, a missing rels object, an unknown gender; fills `byId` with the people. */
function* entryProblems(data: any[], byId: Map<string, any>, problems: DataProblem[]): Steps<void> {
  for (let i = 0; i < data.length; i++) {
    const d = data[i]
    if (i % ITEMS_PER_STEP === ITEMS_PER_STEP - 1) yield
    if (
      !d ||
      typeof d !== 'object' ||
      typeof d.id !== 'string' ||
      d.id === '' ||
      !d.data ||
      typeof d.data !== 'object'
    ) {
      problems.push({
        type: 'bad-person',
        message: `Entry ${i} is not a person: it needs a string id and a data object.`,
      })
      continue
    }
    if (byId.has(d.id)) {
      problems.push({
        type: 'duplicate-id',
        id: d.id,
        message: `Id "${d.id}" is used by more than one person; the first one is kept.`,
      })
      continue
    }
    byId.set(d.id, d)
    if (!d.rels || typeof d.rels !== 'object' || Array.isArray(d.rels)) {
      problems.push({
        type: 'bad-person',
        id: d.id,
        message: `Person "${d.id}" has ${d.rels === undefined ? 'no' : 'a broken'} rels object (expected { father, mother, spouses, children }); they are drawn without relatives from their side.`,
      })
    }
    if (d.data.gender !== 'M' && d.data.gender !== 'F') {
      problems.push({
        type: 'bad-gender',
        id: d.id,
        message: `Person "${d.id}" has gender ${JSON.stringify(d.data.gender)}; expected "M" or "F".`,
      })
    }
  }
}

/** Relatives named by id that do not exist, do not name the person back, or are too many birth parents. */
function* relationProblems(byId: Map<string, any>, parentsListed: boolean, problems: DataProblem[]): Steps<void> {
  // 0.9 data names parents in one list: say "parent" rather than the slot they were put in.
  const roleOf = (key: string) =>
    key === 'other_parents'
      ? parentsListed
        ? 'parent'
        : 'parent (rels.other_parents)'
      : parentsListed && (key === 'father' || key === 'mother')
        ? 'parent'
        : key
  let checked = 0
  for (const [id, d] of byId) {
    if (++checked % ITEMS_PER_STEP === 0) yield
    const rels = d.rels && typeof d.rels === 'object' ? d.rels : {}
    problems.push(...relationShapeProblems(id, rels, byId, parentsListed))
    const check = (key: string, ref: unknown) => {
      if (ref === id) return // reported as self-relation
      const other = typeof ref === 'string' ? byId.get(ref) : undefined
      if (!other) {
        problems.push({
          type: 'missing-reference',
          id,
          message: `Person "${id}" names ${JSON.stringify(ref)} as ${roleOf(key)} but no such person exists.`,
        })
        return
      }
      const orels = other.rels || {}
      const back =
        key === 'spouses'
          ? Array.isArray(orels.spouses) && orels.spouses.includes(id)
          : key === 'children'
            ? orels.father === id || orels.mother === id || otherParentsOf(other).includes(id)
            : Array.isArray(orels.children) && orels.children.includes(id)
      if (!back) {
        problems.push({
          type: 'one-sided-relation',
          id,
          message: `Person "${id}" names "${ref}" as ${roleOf(key)}, but "${ref}" does not name "${id}" back.`,
        })
      }
    }
    for (const key of REL_KEYS) if (rels[key] !== undefined && rels[key] !== null) check(key, rels[key])
    for (const key of LIST_KEYS) if (Array.isArray(rels[key])) for (const v of rels[key]) check(key, v)
    const third = tooManyBirthParents(id, d)
    if (third) problems.push(third)
  }
}

const ROLE_WORD: Record<string, string> = {
  father: 'father',
  mother: 'mother',
  spouses: 'spouse',
  children: 'child',
  other_parents: 'parent',
}

/** More than two parents whose type is birth (father, mother and `rels.other_parents` together), or null. */
function tooManyBirthParents(id: string, d: any): DataProblem | null {
  const parents: string[] = []
  for (const p of [d.rels?.father, d.rels?.mother, ...otherParentsOf(d)])
    if (typeof p === 'string' && p !== id && !parents.includes(p)) parents.push(p)
  const birth = parents.filter((p) => parentTypeOf(d, p) === 'birth')
  if (birth.length <= 2) return null
  const extra = birth.slice(2)
  return {
    type: 'too-many-parents',
    id,
    message:
      `Person "${id}" has ${birth.length} birth parents (${birth.map((p) => `"${p}"`).join(', ')}); a person has two. ` +
      `The first two are drawn as father and mother; if ${extra.map((p) => `"${p}"`).join(' and ')} ${extra.length === 1 ? 'is' : 'are'} adoptive, step or foster, ` +
      `say so in data["${parentTypeKey(extra[0])}"] ('adopted', 'step', 'foster', 'sealing' or 'unknown').`,
  }
}

/**
 * Problems in one person's own relation lists: naming themself, a father of gender F or a mother of gender M unless
 * both parents share that gender (0.8 shape only: 0.9 parents take the slot of their gender), the same person as
 * father and mother, an id listed twice.
 */
function relationShapeProblems(id: string, rels: any, byId: Map<string, any>, parentsListed: boolean): DataProblem[] {
  const out: DataProblem[] = []
  for (const key of [...REL_KEYS, ...LIST_KEYS]) {
    const refs: unknown[] = Array.isArray(rels[key]) ? rels[key] : [rels[key]]
    if (refs.includes(id)) {
      out.push({
        type: 'self-relation',
        id,
        message: `Person "${id}" names themself as their own ${ROLE_WORD[key]}; that relation is left out.`,
      })
    }
    if (Array.isArray(rels[key])) {
      const seen = new Set<unknown>()
      const repeated = new Set<unknown>()
      for (const ref of refs) (seen.has(ref) ? repeated : seen).add(ref)
      for (const ref of repeated) {
        out.push({
          type: 'duplicate-relation',
          id,
          message: `Person "${id}" lists ${JSON.stringify(ref)} more than once in rels.${key}; it is drawn once.`,
        })
      }
    }
  }
  const { father, mother } = rels
  if (typeof father === 'string' && father === mother && father !== id) {
    out.push({
      type: 'same-parent-twice',
      id,
      message: `Person "${id}" names "${father}" as both father and mother; only the father is drawn.`,
    })
  }
  if (!parentsListed) {
    // Two parents of the same gender can only be stored in both slots: that is reported by neither check.
    const genderOf = (ref: unknown) => (typeof ref === 'string' && ref !== id ? byId.get(ref)?.data?.gender : undefined)
    const wrong = (key: 'father' | 'mother', other: 'father' | 'mother', gender: 'F' | 'M') => {
      if (genderOf(rels[key]) === gender && genderOf(rels[other]) !== gender) {
        out.push({
          type: 'parent-gender',
          id,
          message: `Person "${id}" names "${rels[key]}" as ${key}, but "${rels[key]}" has gender "${gender}".`,
        })
      }
    }
    wrong('father', 'mother', 'F')
    wrong('mother', 'father', 'M')
  }
  return out
}

/** Iterative three-colour DFS over parent edges; returns the people that sit on a cycle (also used by the GEDCOM import). */
export function findOwnAncestors(byId: Map<string, any>): string[] {
  /** The i-th known parent (0: father, 1: mother), or undefined. */
  const parentOf = (id: string, i: number): string | undefined => {
    const rels = byId.get(id)?.rels
    const p = rels ? (i === 0 ? rels.father : rels.mother) : undefined
    return typeof p === 'string' && byId.has(p) ? p : undefined
  }
  const state = new Map<string, 1 | 2>()
  const onCycle = new Set<string>()
  // Position on the current path of every person in state 1; entries leave as the walk backs out of them.
  const pathIndex = new Map<string, number>()
  const stack: { id: string; next: number }[] = []
  for (const start of byId.keys()) {
    if (state.has(start)) continue
    stack.push({ id: start, next: 0 })
    pathIndex.set(start, 0)
    state.set(start, 1)
    while (stack.length) {
      const top = stack[stack.length - 1]
      if (top.next < 2) {
        const p = parentOf(top.id, top.next++)
        if (p === undefined) continue
        if (state.get(p) === 1) {
          for (let i = pathIndex.get(p)!; i < stack.length; i++) onCycle.add(stack[i].id)
        } else if (!state.has(p)) {
          state.set(p, 1)
          pathIndex.set(p, stack.length)
          stack.push({ id: p, next: 0 })
        }
      } else {
        state.set(top.id, 2)
        pathIndex.delete(top.id)
        stack.pop()
      }
    }
  }
  return [...onCycle]
}
