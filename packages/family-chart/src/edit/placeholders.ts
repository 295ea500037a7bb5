// Placeholders of add-relative mode once they exist: saving one, removing them all, following a gender change.
import type { Data, Datum, Gender } from '../data/types'
import { DataDraft } from './draft'
import { removePlaceholders } from './remove-placeholders'
import { updatePersonFields } from './update-person'
import { isPlaceholder, placeholderRelation, unmarkPlaceholder } from '../data/markers'

export { removePlaceholders }

const opposite = (g: Gender | undefined): Gender => (g === 'F' ? 'M' : 'F')

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
 * Makes one placeholder a real person: its placeholder mark goes and `fields` are merged into its data. The
 * other placeholders stay, as add-relative mode goes on: a new child keeps its placeholder other parent, so saving
 * that spouse next gives the child both parents; leaving the mode (removePlaceholders) drops what was not saved.
 *
 * @throws Error when the placeholder is not in the data.
 */
export function submitPlaceholder(data: Data, placeholderId: string, fields: Record<string, unknown>): Data {
  const draft = new DataDraft(data)
  const person = draft.edit(placeholderId)
  if (!person) throw new Error(`datum not found: ${placeholderId}`)
  unmarkPlaceholder(person)
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
    const rel = placeholderRelation(d)
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

/**
 * The placeholder that an empty card of the layout stands for: the one of `relType` for the person `relId`. For an
 * unknown co-parent that is the placeholder spouse who becomes the other parent of existing children.
 */
export function placeholderFor(data: Data, relId: string, relType: string): Datum | undefined {
  const matching = data.filter(
    (d) => placeholderRelation(d)?.rel_id === relId && placeholderRelation(d)?.rel_type === relType,
  )
  const real = new Set(data.filter((d) => d && !isPlaceholder(d)).map((d) => d.id))
  return matching.find((d) => (d.rels.children ?? []).some((c) => real.has(c))) ?? matching[0]
}
