/** The published handlers for the placeholder people of add-relative mode (`to_add`) and for cleaning data to save. */
import type { Data, Datum } from '../data/types'
import { DataDraft } from '../edit/draft'
import { removePlaceholders } from '../edit/remove-placeholders'
import { isPlaceholder, unmarkPlaceholder } from '../data/markers'
import { editInPlace } from '../edit/in-place'

/**
 * Removes one placeholder person and every reference to them from the data, in place.
 * @returns `false`, as the published handler did.
 * @group Compatibility
 * @since 0.8.0
 */
export function removeToAdd(datum: Datum, data_stash: Data): boolean {
  editInPlace(data_stash, (data) => {
    const draft = new DataDraft(data)
    draft.drop(new Set([datum.id]))
    return draft.result()
  })
  return false
}

/**
 * Removes every placeholder person (see `handlers.isPlaceholder`) and every reference to them from the data, in place.
 * Ours are one kind (0.8.0 had the `to_add` co-parents and add-relative mode's `_new_rel_data` people); all go.
 * @group Compatibility
 * @since 0.8.0
 */
export function removeToAddFromData(data: Data): void {
  editInPlace(data, removePlaceholders)
}

/**
 * Makes a placeholder person a person like any other: its placeholder fields (`to_add`, `_new_rel_data`) go.
 * @returns The same person.
 * @group Compatibility
 * @since 0.8.0
 */
export function moveToAddToAdded(datum: Datum, _data_stash?: Data): Datum {
  if (isPlaceholder(datum)) unmarkPlaceholder(datum)
  else delete datum.to_add
  return datum
}

/**
 * Readies data for saving, in place: placeholder people go with every reference to them.
 * @returns The same array.
 * @group Compatibility
 * @since 0.8.0
 */
export function cleanupDataJson(data: Data): Data {
  return editInPlace(data, removePlaceholders)
}
