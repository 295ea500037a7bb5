/** The edit tree's `removeRelativeInstance` of the published API: remove-relation mode, seen and driven from outside. */
import type { Datum } from '../../../data/types'
import type { Store } from '../../../store/types'
import type { TreeDatum } from '../../../layout/types'
import type { Modal } from './modal'

/** The mode itself: whose relations are being removed, starting and leaving the mode, removing one relation. */
export interface RemoveRelativeMode {
  personId(): string | null
  start(d: Datum): void
  cancel(): void
  /** Removes the relation to `relId` (asking who keeps shared children); resolves once it is done or declined. */
  remove(relId: string): Promise<void>
  /** Leaves the other mode (add-relative), as starting this one does. */
  leaveOther(): void
}

/** What an edit tree lends the control: its store, its dialog and its form. */
export interface RemoveRelativeHost {
  store: Store
  modal: Modal
  openFormWithId(id: string): void
}

/** Remove-relation mode as the published edit tree exposed it (`editTree.removeRelativeInstance`). @since 0.8.0 */
export interface RemoveRelativeControl {
  readonly store: Store
  readonly is_active: boolean
  /** The person whose relations are being removed, or null. */
  readonly datum: Datum | null
  /** While the mode is on: leaves it; null otherwise. */
  readonly onCancel: (() => void) | null
  /** While the mode is on: removes the relation to a card's person, then calls `onAccept`; null otherwise. */
  readonly onChange: ((rel_tree_datum: TreeDatum, onAccept?: () => void) => void) | null
  /** Turns the mode on for a person. */
  activate(datum: Datum): void
  /** What turning the mode on does first: leaves add-relative mode. */
  onActivate(): void
  /** What leaving the mode does last: the person becomes main again and their form opens. */
  cancelCallback(datum: Datum): void
  /** The edit tree's dialog, where the question of who keeps shared children can be asked. */
  readonly modal: Modal
}

export function removeRelativeControl(host: RemoveRelativeHost, mode: RemoveRelativeMode): RemoveRelativeControl {
  const store = () => host.store
  return {
    get store() {
      return store()
    },
    get is_active() {
      return mode.personId() !== null
    },
    get datum() {
      const id = mode.personId()
      return id === null ? null : (store().getDatum(id) ?? null)
    },
    get onCancel() {
      return mode.personId() === null ? null : () => mode.cancel()
    },
    get onChange() {
      if (mode.personId() === null) return null
      return (rel: TreeDatum, onAccept?: () => void) => {
        void mode.remove(rel.data.id).then(() => onAccept?.())
      }
    },
    activate(datum) {
      if (mode.personId() !== null) mode.cancel()
      mode.start(store().getDatum(datum.id) ?? datum)
    },
    onActivate: () => mode.leaveOther(),
    cancelCallback(datum) {
      store().updateMainId(datum.id)
      store().updateTree({})
      host.openFormWithId(datum.id)
    },
    get modal() {
      return host.modal
    },
  }
}
