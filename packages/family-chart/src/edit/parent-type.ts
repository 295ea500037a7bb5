/** Setting how a child is related to one parent (birth, adopted, step...), as the form's relationship select saves it. */
import type { Data } from '../data/types'
import { DataDraft } from './draft'
import { PARENT_TYPES, parentTypeKey, type ParentType } from '../data/parent-families'

/**
 * The data with `child`'s relation to `parentId` set: `data['parent_type__ref__<parentId>']` on the child, removed
 * for 'birth' (a missing field means birth). A value that is not a type, or a child not in the data, changes nothing.
 */
export function setParentType(data: Data, childId: string, parentId: string, type: string): Data {
  if (!(PARENT_TYPES as readonly string[]).includes(type)) return data
  const draft = new DataDraft(data)
  const child = draft.edit(childId)
  if (!child) return data
  const key = parentTypeKey(parentId)
  const next = { ...child.data }
  if ((type as ParentType) === 'birth') delete next[key]
  else next[key] = type as ParentType
  child.data = next
  return draft.result()
}
