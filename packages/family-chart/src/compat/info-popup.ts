/** The published popup of `f3.elements.infoPopup`: a closable box over the page, for content of the code's own. */

/** A popup made by {@link infoPopup}. @since 0.8.0 */
export interface InfoPopup {
  cont: HTMLElement
  /** The popup's outer element (`div.f3-popup`); its `.f3-popup-content-inner` holds the content. */
  popup_cont: HTMLElement
  active: boolean
  onClose?: () => void
  /** Builds the popup's elements (done when it is made). */
  create(): void
  /** Adds `content` (an element) to the popup and shows it. */
  activate(content?: HTMLElement): void
  open(): void
  /** Removes the popup and calls `onClose`. */
  close(): void
}

/**
 * Adds a popup to a container: `div.f3-popup` holding a dialog with a Close button (`.f3-popup-close`) and the content
 * box (`.f3-popup-content-inner`). A click outside the dialog, the Close button and Escape close it.
 * @example
 * ```js
 * const popup = f3.elements.infoPopup(document.body, () => console.log('closed'))
 * popup.activate(myElement)
 * ```
 * @group Compatibility
 * @since 0.8.0
 */
export function infoPopup(cont: HTMLElement, onClose?: () => void): InfoPopup {
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && popup.active) popup.close()
  }
  const popup: InfoPopup = {
    cont,
    popup_cont: document.createElement('div'),
    active: false,
    onClose,
    create() {
      const outer = popup.popup_cont
      outer.className = 'f3-popup'
      const dialog = document.createElement('div')
      dialog.className = 'f3-popup-content'
      dialog.setAttribute('role', 'dialog')
      const close = document.createElement('button')
      close.type = 'button'
      close.className = 'f3-popup-close'
      close.setAttribute('aria-label', 'Close')
      close.textContent = '×'
      close.addEventListener('click', () => popup.close())
      const inner = document.createElement('div')
      inner.className = 'f3-popup-content-inner'
      dialog.append(close, inner)
      outer.replaceChildren(dialog)
      outer.addEventListener('click', (e) => {
        if (e.target === outer) popup.close()
      })
    },
    activate(content) {
      if (content) popup.popup_cont.querySelector('.f3-popup-content-inner')!.append(content)
      popup.open()
    },
    open() {
      popup.active = true
      document.addEventListener('keydown', onKey)
    },
    close() {
      popup.popup_cont.remove()
      popup.active = false
      document.removeEventListener('keydown', onKey)
      popup.onClose?.()
    },
  }
  cont.append(popup.popup_cont)
  popup.create()
  return popup
}
