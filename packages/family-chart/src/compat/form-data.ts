/** The published handler that writes a submitted form into a person. */
import type { Data, Datum } from '../data/types'
import { moveToAddToAdded } from './placeholders'
import { syncRelReference } from './delete-person'
import { isUnknownPerson, unmarkUnknown } from '../data/markers'

/**
 * Writes the values of a submitted form (a `FormData`, or pairs of name and value) into the person, in place;
 * per-spouse fields are copied to the spouse (see {@link syncRelReference}), and a placeholder or blank (unknown)
 * person becomes a person like any other.
 * @example
 * ```js
 * form.addEventListener('submit', (e) => {
 *   e.preventDefault()
 *   f3.handlers.submitFormData(datum, f3Chart.store.getData(), new FormData(e.target))
 *   f3Chart.updateTree()
 * })
 * ```
 * @group Compatibility
 * @since 0.8.0
 */
export function submitFormData(
  datum: Datum,
  data_stash: Data,
  form_data: FormData | Iterable<[string, unknown]>,
): void {
  const entries = typeof FormData !== 'undefined' && form_data instanceof FormData ? form_data.entries() : form_data
  for (const [key, value] of entries) datum.data[key] = value
  syncRelReference(datum, data_stash)
  moveToAddToAdded(datum)
  if (isUnknownPerson(datum)) unmarkUnknown(datum)
  else delete datum.unknown
}
