// Remove-relative mode as data: detaching a parent, a child or a spouse from a person.
import type { Data } from '../data/types'
import { buildRelationIndex } from '../data/relation-index'
import { DataDraft, removeRelId, settleLoneParent } from './draft'
import { isPlaceholder } from '../data/markers'
import { otherParentsOf, parentTypeKey } from '../data/parent-families'

/**
 * Ids of the real (non-placeholder) children that have both people as parents, in data order. Relations named on
 * only one side count.
 */
export function sharedChildren(data: Data, a: string, b: string): string[] {
  if (a === b) return []
  const index = buildRelationIndex(data)
  const ofA = new Set(index.rels(a).children)
  const ofB = new Set(index.rels(b).children)
  return index.ids.filter((id) => ofA.has(id) && ofB.has(id) && !isPlaceholder(index.get(id)))
}

/**
 * Clears the child's slot naming the parent (the other parent keeps the slot of their gender), or takes the parent out
 * of the child's `other_parents` with the child's type of relation to them, and drops the child from the parent's list.
 */
function detachChild(draft: DataDraft, parentId: string, childId: string): void {
  const child = draft.edit(childId)
  if (child) {
    if (child.rels.father === parentId) delete child.rels.father
    if (child.rels.mother === parentId) delete child.rels.mother
    if (otherParentsOf(child).includes(parentId)) {
      const rest = otherParentsOf(child).filter((id) => id !== parentId)
      if (rest.length) child.rels.other_parents = rest
      else delete child.rels.other_parents
    }
    delete child.data[parentTypeKey(parentId)]
    settleLoneParent(child, (id) => draft.get(id)?.data?.gender)
  }
  const parent = draft.edit(parentId)
  if (parent) removeRelId(parent, 'children', childId)
}

/**
 * Detaches one relative from a person, on both sides:
 * - `relId` is the person's father or mother, or in their `other_parents`: the parent link is cleared (with the
 *   person's `parent_type__ref__` field for that parent) and the parent loses the child;
 * - `relId` is a spouse: the spouse link goes both ways; if they share children, `opts.keepChildrenWith` decides who
 *   keeps them (`'person'`: the spouse loses them, `'spouse'`: the person loses them);
 * - `relId` is a child: the child's slot for the person is cleared and the person's children list loses the child.
 * Relations named on only one side are recognised. When the two are not related the data comes back unchanged.
 *
 * @throws Error when the person is not in the data, or when spouses share children and no `keepChildrenWith` is given.
 */
export function removeRelation(
  data: Data,
  personId: string,
  relId: string,
  opts?: { keepChildrenWith?: 'person' | 'spouse' },
): Data {
  const draft = new DataDraft(data)
  if (!draft.get(personId)) throw new Error(`datum not found: ${personId}`)
  const rels = buildRelationIndex(data).rels(personId)

  if (relId === rels.father || relId === rels.mother || otherParentsOf(draft.get(personId)).includes(relId)) {
    detachChild(draft, relId, personId)
  } else if (rels.spouses.includes(relId)) {
    const shared = sharedChildren(data, personId, relId)
    if (shared.length && !opts?.keepChildrenWith)
      throw new Error('keepChildrenWith is required when spouses share children')
    const person = draft.edit(personId)!
    const spouse = draft.edit(relId)!
    removeRelId(person, 'spouses', relId)
    removeRelId(spouse, 'spouses', personId)
    const loser = opts?.keepChildrenWith === 'spouse' ? personId : relId
    for (const childId of shared) detachChild(draft, loser, childId)
  } else if (rels.children.includes(relId)) {
    detachChild(draft, personId, relId)
  }
  return draft.result()
}
