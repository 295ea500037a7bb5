/** The actions of a person's form (close, edit, add or remove relatives, save, cancel, delete ...) on an edit tree. */
import type { Data, Datum } from '../../data/types'
import type { Store } from '../../store/types'
import type { FormCallbacks, SubmittedValues } from './form/render-form'
import type { FocusIntent } from './form-focus'
import { isPlaceholder } from '../../data/markers'
import { addOtherParentPlaceholder } from '../../edit/add-relative'
import { swapPlaceholderGenders } from '../../edit/placeholders'
import { updatePersonFields } from '../../edit/update-person'

/** What the form's actions need from the edit tree. */
export interface FormActionsHost {
  store(): Store
  /** Whose form is open and whether it is in edit mode (null: none); the actions flip `editable`. */
  current(): { id: string; editable: boolean } | null
  /** Whose add-relative (remove-relation) mode is on, or null. */
  adding(): string | null
  removing(): string | null
  canEditPerson(d: Datum): boolean
  closeForm(): void
  refreshForm(keepEditable?: boolean, focus?: FocusIntent): void
  /** Opens the form of a person (a placeholder's too). */
  openForm(d: Datum): void
  startAddRelative(d: Datum): void
  cancelAddRelative(focus?: FocusIntent): void
  startRemoving(id: string): void
  cancelRemoving(): void
  submit(datum: Datum, read: () => SubmittedValues, event: Event | null): void
  remove(datum: Datum): void
  /** Replaces the data and redraws. */
  setData(data: Data): void
  /** The label of a new other parent's placeholder card. */
  otherParentLabel(): string | undefined
}

export function createFormActions(host: FormActionsHost, datum: Datum): FormCallbacks {
  const store = host.store()
  return {
    close: () => host.closeForm(),
    toggleEdit: () => {
      const current = host.current()
      if (!current) return
      current.editable = !current.editable && host.canEditPerson(datum)
      host.refreshForm(true, current.editable ? 'first' : 'keep')
    },
    toggleAddRelative: () => (host.adding() ? host.cancelAddRelative() : host.startAddRelative(datum)),
    toggleRemoveRelative: () => {
      if (host.removing()) {
        host.cancelRemoving()
        host.refreshForm()
      } else host.startRemoving(datum.id)
    },
    submit: (values, gender, linkId, event) => host.submit(datum, () => ({ values, gender, linkId }), event ?? null),
    submitWith: (read, event) => host.submit(datum, read, event),
    cancel: () => {
      if (isPlaceholder(datum)) return host.cancelAddRelative('title')
      const current = host.current()
      if (current) current.editable = false
      host.refreshForm(true, 'title')
    },
    delete: () => host.remove(datum),
    genderChange: (gender) => {
      if (host.adding() !== datum.id || isPlaceholder(datum)) return
      host.setData(swapPlaceholderGenders(updatePersonFields(store.getData(), datum.id, { gender }), datum.id))
      host.refreshForm()
    },
    openNewRelative: (id) => {
      const placeholder = store.getDatum(id)
      if (isPlaceholder(placeholder)) host.openForm(placeholder!)
    },
    addOtherParent: () => {
      if (host.adding() !== datum.id || isPlaceholder(datum)) return
      const { data, id } = addOtherParentPlaceholder(store.getData(), datum.id, host.otherParentLabel())
      host.setData(data)
      const placeholder = store.getDatum(id)
      if (placeholder) host.openForm(placeholder)
    },
  }
}
