/** The published handlers that delete a person from the data, and the per-spouse fields that name them. */
import type { Data, Datum } from '../data/types'
import { deletePerson as deleteFromData } from '../edit/delete-person'
import { removePlaceholders } from '../edit/remove-placeholders'
import { editInPlace } from '../edit/in-place'
import { refFieldKey, refFields } from '../edit/ref-fields'

/**
 * Deletes a person from the data, in place (the array and its people are changed): removed with every reference to
 * them when the family stays connected without them, otherwise kept as a blank person (`datum.unknown` is then true)
 * so it does not fall apart. With `clean_to_add` (the default) the placeholders of add-relative mode go too.
 * @returns `{ success: true }`, as the published handler did.
 * @group Compatibility
 * @since 0.8.0
 */
export function deletePerson(datum: Datum, data_stash: Data, clean_to_add = true): { success: boolean } {
  editInPlace(data_stash, (data) => {
    const next = deleteFromData(data, datum.id).data
    return clean_to_add ? removePlaceholders(next) : next
  })
  return { success: true }
}

/**
 * Removes, from the relatives a person's per-spouse fields name (`marriage_date__ref__<id>`), their fields that name
 * the person back, in place: what a delete does to those fields.
 * @group Compatibility
 * @since 0.8.0
 */
export function onDeleteSyncRelReference(datum: Datum, data_stash: Data): void {
  for (const { field, id } of refFields(datum.data)) {
    const relative = data_stash.find((d) => d?.id === id)
    if (relative?.data) delete relative.data[refFieldKey(field, datum.id)]
  }
}

/**
 * Copies a person's per-spouse fields (`marriage_date__ref__<spouseId>`) to the spouse they name, under the key that
 * names the person back, in place, so both sides of a marriage hold the same value.
 * @group Compatibility
 * @since 0.8.0
 */
export function syncRelReference(datum: Datum, data_stash: Data): void {
  for (const { key, field, id } of refFields(datum.data)) {
    const relative = data_stash.find((d) => d?.id === id)
    if (relative?.data) relative.data[refFieldKey(field, datum.id)] = datum.data[key]
  }
}
