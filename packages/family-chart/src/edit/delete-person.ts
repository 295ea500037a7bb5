// Deleting a person: removed outright when the family stays connected, otherwise blanked to an unknown card.
import type { Data } from '../data/types'
import { connectedIds } from '../data/connected'
import { buildRelationIndex } from '../data/relation-index'
import { createNewPerson } from './new-person'
import { DataDraft } from './draft'
import { markUnknown } from '../data/markers'
import { refFieldsNaming } from './ref-fields'

/**
 * Deletes a person.
 * - If every remaining person is still connected (through relations read on both sides) to the first remaining
 *   person, the person is removed along with every reference to them, including per-spouse fields such as
 *   `marriage_date__ref__<id>`; `removed` is true.
 * - If nobody remains, the result is one new male person; `removed` is true.
 * - Otherwise removing them would split the family: the person keeps their id and relations, their data is
 *   blanked to just `{ gender }` and marked unknown (isUnknownPerson; the mark is never saved); `removed` is false.
 * An id not in the data leaves the data unchanged (`removed: false`).
 */
export function deletePerson(data: Data, id: string): { data: Data; removed: boolean } {
  const draft = new DataDraft(data)
  if (!draft.get(id)) return { data: draft.result(), removed: false }
  draft.drop(new Set([id]))
  const rest = draft.all()
  if (!rest.length) return { data: [createNewPerson({ data: { gender: 'M' } })], removed: true }

  const remaining = draft.result()
  const reached = connectedIds(remaining, rest[0].id)
  if (buildRelationIndex(remaining).ids.every((other) => reached.has(other))) {
    for (const d of rest) {
      const keys = refFieldsNaming(d.data, id)
      if (!keys.length) continue
      const copy = draft.edit(d.id)!
      for (const k of keys) delete copy.data[k]
    }
    return { data: draft.result(), removed: true }
  }

  const blank = new DataDraft(data)
  const person = blank.edit(id)!
  person.data = { gender: person.data.gender }
  markUnknown(person)
  return { data: blank.result(), removed: false }
}
