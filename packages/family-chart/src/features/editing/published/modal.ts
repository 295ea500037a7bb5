/** The edit tree's `modal` of the published API: one dialog over the chart, for messages and yes / no questions. */
import { MODAL_Z_INDEX } from '../keep-children-modal'
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
  /** Builds the dialog's elements (done when it is made). */
  create(): void
  /** Shows `content` (markup or an element); with `boolean`, Accept and Cancel buttons under it. */
  activate(content: string | HTMLElement, question?: ModalQuestion): void
  /** Empties the dialog. */
  reset(): void
  open(): void
  close(): void
}

function button(cls: string, text: string, onClick: () => void): HTMLButtonElement {
  const b = document.createElement('button')
  b.type = 'button'
  b.className = `${cls} f3-btn`
  b.textContent = text
  b.addEventListener('click', onClick)
  return b
}

/**
 * The edit tree's dialog, made in `cont` the first time it is used: an overlay (`div.f3-modal`, hidden while closed)
 * holding a dialog with a Close button, the content (`.f3-modal-content-inner`) and, for a question, Accept and
 * Cancel (`.f3-modal-content-bottom`). Escape and a click outside close it.
 */
export function createModal(cont: HTMLElement, say: () => Say | undefined = () => undefined): Modal {
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && modal.active) modal.close()
  }
  const part = (cls: string) => modal.modal_cont.querySelector<HTMLElement>(`.${cls}`)!
  const modal: Modal = {
    cont,
    active: false,
    onClose: null,
    modal_cont: document.createElement('div'),
    create() {
      const outer = modal.modal_cont
      outer.className = 'f3-modal f3-modal-overlay'
      outer.style.zIndex = String(MODAL_Z_INDEX)
      outer.hidden = true
      const dialog = document.createElement('div')
      dialog.className = 'f3-modal-content'
      dialog.setAttribute('role', 'dialog')
      dialog.setAttribute('aria-modal', 'true')
      const close = button('f3-modal-close', '×', () => modal.close())
      close.setAttribute('aria-label', say()?.('action.close') ?? 'Close')
      const inner = document.createElement('div')
      inner.className = 'f3-modal-content-inner'
      const bottom = document.createElement('div')
      bottom.className = 'f3-modal-content-bottom f3-modal-buttons'
      dialog.append(close, inner, bottom)
      outer.replaceChildren(dialog)
      outer.addEventListener('click', (e) => {
        if (e.target === outer) modal.close()
      })
    },
    activate(content, { boolean, onAccept, onCancel } = {}) {
      modal.reset()
      if (typeof content === 'string') part('f3-modal-content-inner').innerHTML = content
      else part('f3-modal-content-inner').append(content)
      if (boolean) {
        if (!onAccept || !onCancel) throw new Error('family-chart: a yes / no modal needs onAccept and onCancel')
        part('f3-modal-content-bottom').append(
          button('f3-modal-accept', say()?.('action.accept') ?? 'Accept', () => {
            onAccept()
            modal.reset()
            modal.close()
          }),
          button('f3-modal-cancel', say()?.('action.cancel') ?? 'Cancel', () => modal.close()),
        )
        modal.onClose = onCancel
      }
      modal.open()
    },
    reset() {
      modal.onClose = null
      part('f3-modal-content-inner').replaceChildren()
      part('f3-modal-content-bottom').replaceChildren()
    },
    open() {
      if (!modal.modal_cont.isConnected) cont.append(modal.modal_cont)
      modal.modal_cont.hidden = false
      modal.active = true
      document.addEventListener('keydown', onKey)
      modal.modal_cont.querySelector<HTMLElement>('button')?.focus()
    },
    close() {
      modal.modal_cont.hidden = true
      modal.active = false
      document.removeEventListener('keydown', onKey)
      modal.onClose?.()
    },
  }
  modal.create()
  return modal
}
