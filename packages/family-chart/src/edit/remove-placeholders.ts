// Removing add-relative mode's placeholders, apart from placeholders.ts: undo steps and the saved data need it before
// the mode's code is loaded.
import type { Data } from '../data/types'
import { DataDraft, placeholderIds } from './draft'

/** Returns the data without any placeholder person (see isPlaceholder) and without any reference to one. */
export function removePlaceholders(data: Data): Data {
  const draft = new DataDraft(data)
  draft.drop(placeholderIds(data))
  return draft.result()
}
