/** Several parent families, how a child is related to each parent, and marriages that ended: the data fields. */
import type { Datum } from './types'
import type { MarriageEnd, ParentType } from './relation-kinds'

// The two kinds live in their own file because types.ts (Datum) names them too.
export type { MarriageEnd, ParentType } from './relation-kinds'

export const PARENT_TYPES: readonly ParentType[] = ['birth', 'adopted', 'step', 'foster', 'sealing', 'unknown']
export const MARRIAGE_ENDS: readonly MarriageEnd[] = ['divorced', 'separated', 'annulled', 'ended']

/** The data key of a child's relation to one parent. */
export const parentTypeKey = (parentId: string) => `parent_type__ref__${parentId}`
/** The data key of how the marriage with one spouse ended. */
export const marriageEndKey = (spouseId: string) => `marriage_end__ref__${spouseId}`
/** The data key of the date the marriage with one spouse ended. */
export const marriageEndDateKey = (spouseId: string) => `marriage_end_date__ref__${spouseId}`
/**
 * The data key of the date of the marriage with one spouse, as the builder, the form and the examples write it
 * (GEDCOM import fills it from MARR; the layout orders spouses by it).
 * @since next
 */
export const marriageDateKey = (spouseId: string) => `marriage_date__ref__${spouseId}`

/** How `child` is related to `parentId`: the stored type, or 'birth' when there is none (or it is not a type). */
export function parentTypeOf(child: Pick<Datum, 'data'> | undefined, parentId: string): ParentType {
  const value = child?.data?.[parentTypeKey(parentId)]
  return typeof value === 'string' && (PARENT_TYPES as readonly string[]).includes(value)
    ? (value as ParentType)
    : 'birth'
}

/** The ids in `rels.other_parents` (strings only; an empty list when there is none). */
export function otherParentsOf(d: Pick<Datum, 'rels'> | undefined): string[] {
  const list = d?.rels?.other_parents
  return Array.isArray(list) ? list.filter((id): id is string => typeof id === 'string') : []
}
