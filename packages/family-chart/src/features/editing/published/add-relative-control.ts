/** The edit tree's `addRelativeInstance` of the published API: add-relative mode, seen and driven from outside. */
import type { Data, Datum } from '../../../data/types'
import type { Store } from '../../../store/types'
import { DEFAULT_ADD_REL_LABELS, type AddRelLabels } from '../../../edit/add-rel-labels'
import type { CanAdd } from '../edit-tree-settings'
import { editInPlace } from '../../../edit/in-place'
import { removePlaceholders } from '../../../edit/remove-placeholders'

/** What an edit tree lends the control: its store, settings and add-relative mode. */
export interface AddRelativeHost {
  store: Store
  addRelLabels: AddRelLabels
  canAdd: ((d: Datum) => CanAdd) | undefined
  setAddRelLabels(labels: Partial<AddRelLabels>): unknown
  setCanAdd(fn: (d: Datum) => CanAdd): unknown
  openFormWithId(id: string): void
}

/** The mode itself: the person relatives are being added to, and starting and leaving the mode. */
export interface AddRelativeMode {
  personId(): string | null
  start(d: Datum): void
  cancel(): void
  /** Leaves the other mode (remove-relation), as starting this one does. */
  leaveOther(): void
}

/** Add-relative mode as the published edit tree exposed it (`editTree.addRelativeInstance`). @since 0.8.0 */
export interface AddRelativeControl {
  readonly store: Store
  /** True while the mode is on. */
  readonly is_active: boolean
  /** The person relatives are being added to, or null. */
  readonly datum: Datum | null
  /** While the mode is on: leaves it (the placeholders go, the form goes back to the person); null otherwise. */
  readonly onCancel: (() => void) | null
  /** Kept for code that reads it: the form saves new relatives itself. */
  readonly onChange: null
  readonly addRelLabels: AddRelLabels
  readonly canAdd: ((d: Datum) => CanAdd) | undefined
  /** Turns the mode on for a person (leaving it first for anyone else). */
  activate(datum: Datum): void
  /** What turning the mode on does first: leaves remove-relation mode. */
  onActivate(): void
  /** What leaving the mode does last: the person becomes main again and their form opens. */
  cancelCallback(datum: Datum): void
  /** The default labels of the placeholder cards. */
  addRelLabelsDefault(): AddRelLabels
  /** The chart's data. */
  getStoreData(): Data
  setAddRelLabels(labels: Partial<AddRelLabels>): AddRelativeControl
  setCanAdd(canAdd: (d: Datum) => CanAdd): AddRelativeControl
  /** Removes the placeholder people from `data` (the chart's data without it), in place; returns it. */
  cleanUp(data?: Data): Data
}

export function addRelativeControl(host: AddRelativeHost, mode: AddRelativeMode): AddRelativeControl {
  const control: AddRelativeControl = {
    get store() {
      return host.store
    },
    get is_active() {
      return mode.personId() !== null
    },
    get datum() {
      const id = mode.personId()
      return id === null ? null : (host.store.getDatum(id) ?? null)
    },
    get onCancel() {
      return mode.personId() === null ? null : () => mode.cancel()
    },
    onChange: null,
    get addRelLabels() {
      return host.addRelLabels
    },
    get canAdd() {
      return host.canAdd
    },
    activate(datum) {
      if (mode.personId() !== null) mode.cancel()
      mode.start(host.store.getDatum(datum.id) ?? datum)
    },
    onActivate: () => mode.leaveOther(),
    cancelCallback(datum) {
      host.store.updateMainId(datum.id)
      host.store.updateTree({})
      host.openFormWithId(datum.id)
    },
    addRelLabelsDefault: () => ({ ...DEFAULT_ADD_REL_LABELS }),
    getStoreData: () => host.store.getData(),
    setAddRelLabels(labels) {
      host.setAddRelLabels(labels)
      return control
    },
    setCanAdd(canAdd) {
      host.setCanAdd(canAdd)
      return control
    },
    cleanUp(data) {
      const target = data ?? host.store.getData()
      editInPlace(target, removePlaceholders)
      return target
    },
  }
  return control
}
