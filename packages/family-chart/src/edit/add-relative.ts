// Add-relative mode as data: the placeholder cards offered around one person when the mode starts.
import type { Data, Datum, Gender } from '../data/types'
import { createNewPerson } from './new-person'
import { DataDraft, addRelId, placeholderIds } from './draft'
import { isPlaceholder, markPlaceholder, type NewRelData } from '../data/markers'
import { otherParentsOf } from '../data/parent-families'

import { DEFAULT_ADD_REL_LABELS, type AddRelLabels } from './add-rel-labels'

export { DEFAULT_ADD_REL_LABELS, type AddRelLabels } from './add-rel-labels'
export { cancelAddRelativeData, removePlaceholders, submitPlaceholder, swapPlaceholderGenders } from './placeholders'

type RelType = NewRelData['rel_type']

const opposite = (g: Gender | undefined): Gender => (g === 'F' ? 'M' : 'F')

/**
 * Returns the data plus placeholder people (marked by markPlaceholder with the pending relative) around
 * one person, wired on both sides:
 * - a father if the person has none and a mother if none; a new parent becomes the spouse of the other parent;
 * - when some of the person's children have no other parent, one placeholder spouse who is that other parent (so
 *   saving it gives those children their second parent), then one new spouse of the opposite gender;
 * - a son and a daughter for every spouse of the person, placeholder spouses included (`other_parent_id` names
 *   the spouse).
 * Placeholders left from an earlier call are removed first. Parts whose `canAdd` flag is false are skipped; a
 * person with no spouse and no spouse placeholder gets no child placeholders.
 *
 * @throws Error when the person is not in the data.
 */
export function addRelativePlaceholders(
  data: Data,
  personId: string,
  labels: Partial<AddRelLabels> = {},
  canAdd: { parent: boolean; spouse: boolean; child: boolean } = { parent: true, spouse: true, child: true },
): Data {
  const names: AddRelLabels = { ...DEFAULT_ADD_REL_LABELS, ...labels }
  const draft = new DataDraft(data)
  draft.drop(placeholderIds(data))
  const person = draft.edit(personId)
  if (!person) throw new Error(`datum not found: ${personId}`)

  const place = (rel_type: RelType, gender: Gender, rels: Datum['rels'], other_parent_id?: string): Datum => {
    const p = createNewPerson({ data: { gender }, rels })
    const rel: NewRelData = { rel_type, label: names[rel_type], rel_id: personId }
    if (other_parent_id !== undefined) rel.other_parent_id = other_parent_id
    markPlaceholder(p, rel)
    draft.add(p)
    return p
  }

  if (canAdd.parent) {
    const hadFather = !!draft.get(person.rels.father)
    const hadMother = !!draft.get(person.rels.mother)
    if (!hadFather) person.rels.father = place('father', 'M', { spouses: [], children: [personId] }).id
    if (!hadMother) person.rels.mother = place('mother', 'F', { spouses: [], children: [personId] }).id
    if (!hadFather || !hadMother) {
      const father = draft.edit(person.rels.father)!
      const mother = draft.edit(person.rels.mother)!
      addRelId(father, 'spouses', mother.id)
      addRelId(mother, 'spouses', father.id)
    }
  }

  const spouseIds = (person.rels.spouses ?? []).filter((id) => id !== personId && !!draft.get(id))
  if (canAdd.spouse) {
    const coParent = placeCoParent(draft, person, (gender, rels) => place('spouse', gender, rels))
    if (coParent) spouseIds.push(coParent)
    const spouse = place('spouse', opposite(person.data.gender), { spouses: [personId], children: [] })
    addRelId(person, 'spouses', spouse.id)
    spouseIds.push(spouse.id)
  }

  if (canAdd.child) {
    const personIsMother = person.data.gender === 'F'
    for (const spouseId of spouseIds) {
      for (const [rel_type, gender] of [
        ['son', 'M'],
        ['daughter', 'F'],
      ] as const) {
        const parents = personIsMother ? { father: spouseId, mother: personId } : { father: personId, mother: spouseId }
        const child = place(rel_type, gender, { ...parents, spouses: [], children: [] }, spouseId)
        addRelId(person, 'children', child.id)
        addRelId(draft.edit(spouseId)!, 'children', child.id)
      }
    }
  }
  return draft.result()
}

/**
 * The person's children who have only the person as parent get one placeholder spouse as their other parent (the
 * slot the person does not hold). Returns its id, or undefined when every child has two parents.
 */
function placeCoParent(
  draft: DataDraft,
  person: Datum,
  place: (gender: Gender, rels: Datum['rels']) => Datum,
): string | undefined {
  const slot = person.data.gender === 'F' ? 'father' : 'mother'
  const single = (person.rels.children ?? []).filter((id) => {
    const child = draft.get(id)
    return (
      !!child &&
      !isPlaceholder(child) &&
      (child.rels.father === person.id || child.rels.mother === person.id) &&
      !draft.get(child.rels[slot])
    )
  })
  if (!single.length) return undefined
  const coParent = place(slot === 'father' ? 'M' : 'F', { spouses: [person.id], children: [...single] })
  addRelId(person, 'spouses', coParent.id)
  for (const id of single) draft.edit(id)!.rels[slot] = coParent.id
  return coParent.id
}

/**
 * Adds one placeholder parent of another family (adoptive, step, foster...) to a person in add-relative mode: the
 * person lists it in `rels.other_parents` and it lists the person as child; `data['parent_type__ref__<id>']` on the
 * person says 'adopted' until the form says otherwise. Leaving the mode drops it with the other placeholders.
 * Returns the data and the placeholder's id.
 * @throws Error when the person is not in the data.
 */
export function addOtherParentPlaceholder(
  data: Data,
  personId: string,
  label = DEFAULT_ADD_REL_LABELS.parent,
): { data: Data; id: string } {
  const draft = new DataDraft(data)
  const person = draft.edit(personId)
  if (!person) throw new Error(`datum not found: ${personId}`)
  const parent = createNewPerson({ data: { gender: 'M' }, rels: { spouses: [], children: [personId] } })
  markPlaceholder(parent, { rel_type: 'parent', label, rel_id: personId })
  draft.add(parent)
  person.rels.other_parents = [...otherParentsOf(person), parent.id]
  return { data: draft.result(), id: parent.id }
}
