// Add-relative mode as data: placeholder cards for missing relatives, cancelling them, and making one real.
import type { Data, Datum, Gender } from '../data/types'
import { createNewPerson } from './new-person'
import { DataDraft, addRelId, placeholderIds } from './draft'
import { updatePersonFields } from './update-person'

/** The labels shown on the placeholder cards of add-relative mode. */
export interface AddRelLabels {
  father: string
  mother: string
  spouse: string
  son: string
  daughter: string
}

/** Default placeholder labels. */
export const DEFAULT_ADD_REL_LABELS: AddRelLabels = {
  father: 'Add Father',
  mother: 'Add Mother',
  spouse: 'Add Spouse',
  son: 'Add Son',
  daughter: 'Add Daughter',
}

type RelType = NonNullable<Datum['_new_rel_data']>['rel_type']

const opposite = (g: Gender | undefined): Gender => (g === 'F' ? 'M' : 'F')

/**
 * Returns the data plus placeholder people (`to_add: true`, `_new_rel_data` describing the pending relative) around
 * one person: a father if the person has none, a mother if none, one new spouse of the opposite gender, and a son
 * and a daughter for every spouse of the person (the new placeholder spouse included; `other_parent_id` names that
 * spouse). Relations are wired on both sides; a new parent is also linked as spouse of the person's other parent.
 * Placeholders left from an earlier call are removed first. Parts whose `canAdd` flag is false are skipped; a
 * person with no spouse gets no child placeholders.
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
    p.to_add = true
    p._new_rel_data = { rel_type, label: names[rel_type], rel_id: personId }
    if (other_parent_id !== undefined) p._new_rel_data.other_parent_id = other_parent_id
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
    const spouse = place('spouse', opposite(person.data.gender), { spouses: [personId], children: [] })
    addRelId(person, 'spouses', spouse.id)
    spouseIds.push(spouse.id)
  }

  if (canAdd.child) {
    const personIsMother = person.data.gender === 'F'
    for (const spouseId of spouseIds) {
      for (const [rel_type, gender] of [['son', 'M'], ['daughter', 'F']] as const) {
        const parents = personIsMother ? { father: spouseId, mother: personId } : { father: personId, mother: spouseId }
        const child = place(rel_type, gender, { ...parents, spouses: [], children: [] }, spouseId)
        addRelId(person, 'children', child.id)
        addRelId(draft.edit(spouseId)!, 'children', child.id)
      }
    }
  }
  return draft.result()
}

/** Returns the data without any placeholder (`to_add`) person and without any reference to one. */
export function removePlaceholders(data: Data): Data {
  const draft = new DataDraft(data)
  draft.drop(placeholderIds(data))
  return draft.result()
}

/**
 * Leaves add-relative mode without adding anyone: the placeholders go, and a gender the person was given while
 * adding (only a preview of the placeholders' genders) goes back to `genderBefore`.
 */
export function cancelAddRelativeData(data: Data, personId: string | null, genderBefore: Gender | undefined): Data {
  const cleared = removePlaceholders(data)
  const person = personId ? cleared.find((d) => d.id === personId) : undefined
  if (!person || person.data.gender === genderBefore) return cleared
  return updatePersonFields(cleared, person.id, { gender: genderBefore })
}

/**
 * Makes one placeholder a real person: `to_add` and `_new_rel_data` go, `fields` are merged into its data and its
 * relations to real people stay. Every other placeholder is removed with its references, so a new child of a
 * placeholder spouse keeps only the real parent.
 *
 * @throws Error when the placeholder is not in the data.
 */
export function submitPlaceholder(data: Data, placeholderId: string, fields: Record<string, unknown>): Data {
  const draft = new DataDraft(data)
  if (!draft.get(placeholderId)) throw new Error(`datum not found: ${placeholderId}`)
  const others = placeholderIds(data)
  others.delete(placeholderId)
  draft.drop(others)
  const person = draft.edit(placeholderId)!
  delete person.to_add
  delete person._new_rel_data
  person.data = { ...person.data, ...fields }
  return draft.result()
}

/**
 * Brings the placeholders around a person in line with the person's current gender, for when that gender changes
 * while adding relatives (call it after the gender is updated in the data): the placeholder spouse takes the
 * opposite gender and each placeholder child names the person as father (person 'M') or mother (person 'F'), the
 * other parent moving to the other slot. Calling it again changes nothing.
 */
export function swapPlaceholderGenders(data: Data, personId: string): Data {
  const draft = new DataDraft(data)
  const person = draft.get(personId)
  if (!person) return draft.result()
  const isMother = person.data.gender === 'F'
  for (const d of [...draft.all()]) {
    const rel = d.to_add ? d._new_rel_data : undefined
    if (!rel || rel.rel_id !== personId) continue
    if (rel.rel_type === 'spouse') {
      const gender = opposite(person.data.gender)
      if (d.data.gender !== gender) draft.edit(d.id)!.data.gender = gender
    } else if (rel.rel_type === 'son' || rel.rel_type === 'daughter') {
      const wrongSlot = isMother ? d.rels.father === personId : d.rels.mother === personId
      if (!wrongSlot) continue
      const child = draft.edit(d.id)!
      const { father, mother } = child.rels
      delete child.rels.father
      delete child.rels.mother
      if (mother !== undefined) child.rels.father = mother
      if (father !== undefined) child.rels.mother = father
    }
  }
  return draft.result()
}
