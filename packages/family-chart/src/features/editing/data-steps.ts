/** The steps of a mode change (edit-mode.ts) that change the data or the main person, applied to the store. */
import type { Datum } from '../../data/types'
import type { Store } from '../../store/types'
import type { ModeStep } from './edit-mode'
import type { CanAdd } from './edit-tree-settings'
import { addRelativePlaceholders, type AddRelLabels } from '../../edit/add-relative'
import { cancelAddRelativeData } from '../../edit/placeholders'

/** The edit tree's settings for placeholder cards. */
export interface PlaceholderSettings {
  labels: AddRelLabels
  canAdd?: (d: Datum) => CanAdd
}

/** Applies a step that changes the data or the main person (not redrawn yet); true when it did. */
export function applyDataStep(store: Store, step: ModeStep, placeholders: PlaceholderSettings): boolean {
  if (step.kind === 'dropPlaceholders') {
    store.updateData(cancelAddRelativeData(store.getData(), step.personId, step.genderAtStart))
    return true
  }
  if (step.kind === 'makeMain') {
    store.updateMainId(step.personId)
    return true
  }
  if (step.kind === 'addPlaceholders') {
    const d = store.getDatum(step.personId)
    if (!d) return false
    const allowed = placeholders.canAdd ? placeholders.canAdd(d) : undefined
    store.updateData(addRelativePlaceholders(store.getData(), d.id, placeholders.labels, allowed))
    return true
  }
  return false
}
