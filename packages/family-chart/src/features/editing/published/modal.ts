/** The edit tree's `modal` of the published API: one dialog over the chart, for messages and yes / no questions. */
import { createDialog } from '../../../ui/dialog'
import type { Say } from '../../../data/say'

/** Options of {@link Modal.activate}: a yes / no question with what Accept and Cancel do. @since 0.8.0 */
export interface ModalQuestion {
  boolean?: boolean
  onAccept?: () => void
  onCancel?: () => void
}

/** The edit tree's dialog (its `modal` field). @since 0.8.0 */
export interface Modal {
  cont: HTMLElement
  active: boolean
  /** Called when the dialog closes without Accept (set by a question). */
  onClose: (() => void) | null
  /** The dialog's outer element (`div.f3-modal`), hidden while the dialog is closed. */
  modal_cont: HTMLElement
  /** Empties the dialog (its elements are made with it). */
  create(): void
  /** Shows `content` (markup or an element); with `boolean`, Accept and Cancel buttons under it. */
  activate(content: string | HTMLElement, question?: ModalQuestion): void
  /** Empties the dialog. */
  reset(): void
  open(): void
  close(): void
}

/**
 * The edit tree's dialog, made in `cont` the first time it is used: an overlay (`div.f3-modal`, hidden while closed)
 * holding a dialog with a Close button, the content (`.f3-modal-content-inner`) and, for a question, Accept and
 * Cancel (`.f3-modal-content-bottom`). Escape and a click outside close it.
 */
export function createModal(cont: HTMLElement, say: () => Say | undefined = () => undefined): Modal {
  const dialog = createDialog(cont, {
    classes: {
      outer: 'f3-modal f3-modal-overlay',
      box: 'f3-modal-content',
      close: 'f3-modal-close',
      content: 'f3-modal-content-inner',
      buttons: 'f3-modal-content-bottom f3-modal-buttons',
    },
    modal: true,
    closeLabel: say()?.('action.close') ?? 'Close',
    onClose: () => {
      modal.active = false
      modal.onClose?.()
    },
  })
  const modal: Modal = {
    cont,
    active: false,
    onClose: null,
    modal_cont: dialog.outer,
    create() {
      modal.reset()
    },
    activate(content, { boolean, onAccept, onCancel } = {}) {
      modal.reset()
      if (typeof content === 'string') dialog.content.innerHTML = content
      else dialog.content.append(content)
      if (boolean) {
        if (!onAccept || !onCancel) throw new Error('family-chart: a yes / no modal needs onAccept and onCancel')
        dialog.setButtons([
          {
            text: say()?.('action.accept') ?? 'Accept',
            className: 'f3-modal-accept f3-btn',
            onClick: () => {
              onAccept()
              modal.reset()
              modal.close()
            },
          },
          {
            text: say()?.('action.cancel') ?? 'Cancel',
            className: 'f3-modal-cancel f3-btn',
            onClick: () => modal.close(),
          },
        ])
        modal.onClose = onCancel
      }
      modal.open()
    },
    reset() {
      modal.onClose = null
      dialog.content.replaceChildren()
      dialog.setButtons([])
    },
    open() {
      modal.active = true
      dialog.open()
    },
    close: () => dialog.close(),
  }
  return modal
}
