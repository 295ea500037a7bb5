/**
 * Permission demo: who may edit a person, and which relatives may be added to them, by family radius around a
 * 'You' person. Levels for edit and add:
 *   0 nobody; 1 You, your spouses and your descendants (and their spouses); 2 level 1 seen from each of your
 *   parents (from You when you have none); 3 level 2 seen from each of your parents; 4 anyone;
 *   any other value: nobody.
 */
import type { Data } from 'family-chart'
import { closure, readFamily, type Family } from './relations'

export interface AddPermission {
  parent: boolean
  spouse: boolean
  child: boolean
}

export const NO_ADD: AddPermission = Object.freeze({ parent: false, spouse: false, child: false })
export const ALL_ADD: AddPermission = Object.freeze({ parent: true, spouse: true, child: true })
const CHILD_ONLY: AddPermission = Object.freeze({ parent: false, spouse: false, child: true })

export const DEFAULT_EDIT_LEVEL = 2
export const DEFAULT_ADD_LEVEL = 2
export const DEFAULT_CAN_DELETE = true
export const MIN_LEVEL = 0
export const MAX_LEVEL = 4

function isLevel(level: unknown): level is 0 | 1 | 2 | 3 | 4 {
  return typeof level === 'number' && Number.isInteger(level) && level >= MIN_LEVEL && level <= MAX_LEVEL
}

function orAdd(a: AddPermission, b: AddPermission): AddPermission {
  return { parent: a.parent || b.parent, spouse: a.spouse || b.spouse, child: a.child || b.child }
}

function descendants(family: Family, id: string): Set<string> {
  const all = closure([id], (p) => family.children(p))
  all.delete(id)
  return all
}

function isSpouseOfAny(family: Family, personId: string, people: Iterable<string>): boolean {
  for (const id of people) if (family.spouses(id).includes(personId)) return true
  return false
}

/** The people a level-2 radius starts from: the person's parents, or the person when no parent is known. */
function parentsOrSelf(family: Family, id: string): string[] {
  const parents = family.parents(id)
  return parents.length ? parents : [id]
}

function editLevel1(family: Family, you: string, person: string): boolean {
  if (person === you) return true
  const desc = descendants(family, you)
  return desc.has(person) || isSpouseOfAny(family, person, [you, ...desc])
}

function addLevel1(family: Family, you: string, person: string): AddPermission {
  if (person === you) return { parent: false, spouse: true, child: true }
  const desc = descendants(family, you)
  if (desc.has(person)) return ALL_ADD
  if (family.spouses(you).includes(person)) return CHILD_ONLY
  if (isSpouseOfAny(family, person, desc)) return CHILD_ONLY
  return NO_ADD
}

function editLevel2(family: Family, you: string, person: string): boolean {
  return parentsOrSelf(family, you).some((root) => editLevel1(family, root, person))
}

function addLevel2(family: Family, you: string, person: string): AddPermission {
  let result: AddPermission = person === you ? { ...NO_ADD, parent: true } : NO_ADD
  for (const root of parentsOrSelf(family, you)) result = orAdd(result, addLevel1(family, root, person))
  return result
}

function editLevel3(family: Family, you: string, person: string): boolean {
  return parentsOrSelf(family, you).some((parent) => editLevel2(family, parent, person))
}

function addLevel3(family: Family, you: string, person: string): AddPermission {
  let result: AddPermission = NO_ADD
  for (const parent of parentsOrSelf(family, you)) result = orAdd(result, addLevel2(family, parent, person))
  return result
}

/** May the 'You' person edit `personId` at this level? Placeholders and unknown ids are never counted as family. */
export function canEditAtLevel(level: number, data: Data, youId: string, personId: string): boolean {
  if (!isLevel(level) || level === 0) return false
  const family = readFamily(data)
  if (!family.has(youId) || !family.has(personId)) return false
  if (level === 4) return true
  if (level === 1) return editLevel1(family, youId, personId)
  if (level === 2) return editLevel2(family, youId, personId)
  return editLevel3(family, youId, personId)
}

/** Which relatives the 'You' person may add to `personId` at this level. */
export function canAddAtLevel(level: number, data: Data, youId: string, personId: string): AddPermission {
  if (!isLevel(level) || level === 0) return { ...NO_ADD }
  const family = readFamily(data)
  if (!family.has(youId) || !family.has(personId)) return { ...NO_ADD }
  if (level === 4) return { ...ALL_ADD }
  const result =
    level === 1
      ? addLevel1(family, youId, personId)
      : level === 2
        ? addLevel2(family, youId, personId)
        : addLevel3(family, youId, personId)
  return { ...result }
}

/** Reads a level typed into a number input: the number, or NaN for an empty or non-numeric value. */
export function parseLevel(value: string): number {
  return value.trim() === '' ? NaN : Number(value)
}
