// Link-existing: which people a placeholder may be merged into, and the merge itself.
import type { Data, Datum } from '../data/types'
import { buildRelationIndex, type RelationIndex } from '../data/relation-index'
import { DataDraft, addRelId, removeRelId } from './draft'
import { isPlaceholder, isUnknownPerson, placeholderRelation, updatePlaceholderRelation } from '../data/markers'

/** Everyone reachable from a person by repeatedly following `next`, the person excluded. */
function reachable(index: RelationIndex, startId: string, next: (id: string) => (string | undefined)[]): Set<string> {
  const seen = new Set<string>()
  const queue = [startId]
  while (queue.length) {
    for (const n of next(queue.pop()!)) {
      if (n && n !== startId && !seen.has(n)) {
        seen.add(n)
        queue.push(n)
      }
    }
  }
  return seen
}

/**
 * The existing people a placeholder may be merged into. Excluded: the placeholder's related person (`rel_id`)
 * themself, their ancestors, their descendants and their spouses; every placeholder; every unknown person; and for
 * a new son or daughter also the other parent, their ancestors (linking one as the couple's child would make them
 * their own ancestor) and their descendants; and everyone whose gender does not fit the role (see fitsRole). Returns
 * [] when the id is not a placeholder.
 */
export function linkExistingCandidates(data: Data, placeholderId: string): Datum[] {
  const index = buildRelationIndex(data)
  const placeholder = index.get(placeholderId)
  const rel = placeholderRelation(placeholder)
  if (!rel) return []
  const parents = (id: string) => [index.rels(id).father, index.rels(id).mother]
  const children = (id: string) => index.rels(id).children
  const excluded = new Set<string>([rel.rel_id, ...index.rels(rel.rel_id).spouses])
  for (const id of reachable(index, rel.rel_id, parents)) excluded.add(id)
  for (const id of reachable(index, rel.rel_id, children)) excluded.add(id)
  if ((rel.rel_type === 'son' || rel.rel_type === 'daughter') && rel.other_parent_id) {
    excluded.add(rel.other_parent_id)
    for (const id of reachable(index, rel.other_parent_id, parents)) excluded.add(id)
    for (const id of reachable(index, rel.other_parent_id, children)) excluded.add(id)
  }
  const gender = roleGender(placeholder!)
  return index.ids
    .map((id) => index.get(id)!)
    .filter((d) => !excluded.has(d.id) && !isPlaceholder(d) && !isUnknownPerson(d) && fitsRole(d, gender))
}

/** The gender a placeholder's role asks for: father 'M', mother 'F', a spouse the placeholder's; none for a child. */
function roleGender(placeholder: Datum): unknown {
  const type = placeholderRelation(placeholder)?.rel_type
  return type === 'father' || type === 'mother' || type === 'spouse' ? placeholder.data?.gender : undefined
}

/**
 * Whether a person may take a placeholder's place without an inconsistent relation: a new father, mother or spouse
 * takes only people of the placeholder's gender (a spouse's is the opposite of the person's), so a woman is never
 * linked as a father nor a man as a mother, also later, as the linked spouse's children are added. A child's role
 * does not decide a slot: any gender fits. People without a gender fit any role.
 */
function fitsRole(d: Datum, placeholderGender: unknown): boolean {
  const g = d.data?.gender
  if ((g !== 'M' && g !== 'F') || (placeholderGender !== 'M' && placeholderGender !== 'F')) return true
  return g === placeholderGender
}

/**
 * Merges a placeholder into an existing person. The existing person takes over the placeholder's relations: its
 * spouses and children are added to theirs (no duplicates) and its father or mother replaces theirs (a replaced
 * parent stops listing them as a child). Every reference to the placeholder then names the existing person
 * (placeholder children of a linked spouse become that person's children) and the placeholder is dropped. Other
 * placeholders stay, as add-relative mode goes on. Their own data is kept.
 *
 * @throws Error when `placeholderId` is not a placeholder, `existingId` is not a real person in the data, or their
 * gender does not fit the placeholder's role (see linkExistingCandidates).
 */
export function linkExistingPerson(data: Data, placeholderId: string, existingId: string): Data {
  const draft = new DataDraft(data)
  if (!isPlaceholder(draft.get(placeholderId))) throw new Error(`not a placeholder: ${placeholderId}`)
  const existingBefore = draft.get(existingId)
  if (!existingBefore || isPlaceholder(existingBefore)) throw new Error(`not an existing person: ${existingId}`)

  const placeholder = draft.get(placeholderId)!
  if (!fitsRole(existingBefore, roleGender(placeholder))) {
    throw new Error(
      `${existingId} cannot be linked as ${placeholderRelation(placeholder)?.rel_type ?? 'this relative'}: their gender does not fit the role`,
    )
  }
  const target = draft.edit(existingId)!

  for (const slot of ['father', 'mother'] as const) {
    const parentId = placeholder.rels[slot]
    if (!parentId || parentId === existingId) continue
    const previous = target.rels[slot]
    if (previous && previous !== parentId) {
      const old = draft.edit(previous)
      if (old) removeRelId(old, 'children', existingId)
    }
    target.rels[slot] = parentId
  }
  for (const key of ['spouses', 'children'] as const) {
    for (const id of placeholder.rels[key] ?? []) if (id !== existingId) addRelId(target, key, id)
  }

  const swap = (id: string) => (id === placeholderId ? existingId : id)
  for (const d of [...draft.all()]) {
    if (d.id === placeholderId) continue
    const r = d.rels
    const namesOtherParent = placeholderRelation(d)?.other_parent_id === placeholderId
    const mentions =
      namesOtherParent ||
      r.father === placeholderId ||
      r.mother === placeholderId ||
      !!r.spouses?.includes(placeholderId) ||
      !!r.children?.includes(placeholderId) ||
      (Array.isArray(r.other_parents) && r.other_parents.includes(placeholderId))
    if (!mentions) continue
    const copy = draft.edit(d.id)!
    if (namesOtherParent) updatePlaceholderRelation(copy, { other_parent_id: existingId })
    if (copy.rels.father === placeholderId) copy.rels.father = existingId
    if (copy.rels.mother === placeholderId) copy.rels.mother = existingId
    for (const key of ['spouses', 'children'] as const) {
      const list = copy.rels[key]
      if (list) copy.rels[key] = [...new Set(list.map(swap))].filter((id) => id !== copy.id)
    }
    // A new adoptive / step parent linked to an existing person: the child's other parent becomes that person.
    if (Array.isArray(copy.rels.other_parents))
      copy.rels.other_parents = [...new Set(copy.rels.other_parents.map(swap))].filter((id) => id !== copy.id)
  }
  for (const slot of ['father', 'mother'] as const) if (target.rels[slot] === existingId) delete target.rels[slot]
  draft.drop(new Set([placeholderId]))
  return draft.result()
}
