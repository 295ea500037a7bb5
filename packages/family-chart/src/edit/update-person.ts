// Editing a person's own fields, and whether their gender may still change.
import type { Data, Datum, Gender } from '../data/types'
import { DataDraft } from './draft'
import { isPlaceholder, placeholderRelation, unmarkUnknown } from '../data/markers'

/** Moves a parent into the child's father or mother slot that matches the parent's gender, swapping the slots. */
function putParentInSlot(child: Datum, parentId: string, gender: Gender): void {
  const wrong = gender === 'F' ? child.rels.father === parentId : child.rels.mother === parentId
  if (!wrong) return
  const { father, mother } = child.rels
  delete child.rels.father
  delete child.rels.mother
  if (mother !== undefined) child.rels.father = mother
  if (father !== undefined) child.rels.mother = father
}

/**
 * Merges `fields` into a person's data. With `known`, as when the person's form is saved, a person marked unknown
 * (blanked by a delete) becomes a person like any other. When `fields.gender` changes the person's gender, every child naming the
 * person as a parent gets the person in the matching slot (father for 'M', mother for 'F'), the other parent
 * taking the slot left free.
 *
 * @throws Error when the person is not in the data.
 */
export function updatePersonFields(
  data: Data,
  id: string,
  fields: Record<string, unknown>,
  { known = false } = {},
): Data {
  const draft = new DataDraft(data)
  const person = draft.edit(id)
  if (!person) throw new Error(`datum not found: ${id}`)
  if (known) unmarkUnknown(person)
  const before = person.data.gender
  person.data = { ...person.data, ...fields }
  const after = person.data.gender
  if (!('gender' in fields) || after === before || (after !== 'M' && after !== 'F')) return draft.result()
  const childIds = new Set(person.rels.children ?? [])
  for (const d of draft.all()) if (d.rels?.father === id || d.rels?.mother === id) childIds.add(d.id)
  for (const childId of childIds) {
    const child = draft.get(childId)
    if (child && child.id !== id && (child.rels.father === id || child.rels.mother === id)) {
      putParentInSlot(draft.edit(childId)!, id, after)
    }
  }
  return draft.result()
}

/**
 * Whether the person's gender must not change: a placeholder father or mother (its role fixes the gender), or a
 * person with real (non-placeholder) children, named on either side of the relation.
 */
export function isGenderLocked(data: Data, id: string): boolean {
  const person = data.find((d) => d?.id === id)
  if (!person) return false
  const placeholder = placeholderRelation(person)
  if (placeholder) return placeholder.rel_type === 'father' || placeholder.rel_type === 'mother'
  const listed = new Set(person.rels?.children ?? [])
  return data.some(
    (d) =>
      !!d && d.id !== id && !isPlaceholder(d) && (listed.has(d.id) || d.rels?.father === id || d.rels?.mother === id),
  )
}
